/** The co-founders' web texts in Gujarati (apps/web/src/features/application/team), keyed by their English wording; the messages (co-founder-texts.ts) are a table of the pack. */
export const GU_CO_FOUNDER_WEB_TEXTS: Record<string, string> = {
  'Every co-founder confirms they have read the whole application before it is submitted.':
    'અરજી જમા થાય તે પહેલાં દરેક સહ-સ્થાપક ખાતરી કરે છે કે તેમણે આખી અરજી વાંચી છે.',
  'Everyone has confirmed.': 'બધાએ ખાતરી કરી છે.',
  'Go to your dashboard': 'તમારા ડેશબોર્ડ પર જાઓ',
  'Has read it': 'વાંચી લીધી',
  'I have read the whole application': 'મેં આખી અરજી વાંચી છે',
  'If you leave {name}, it is deleted: you are its only member.': 'જો તમે {name} છોડશો, તો તે કાઢી નખાશે: તેમાં ફક્ત તમે જ છો.',
  'If you leave {name}, it stays with its other members.': 'જો તમે {name} છોડશો, તો તે તેના બીજા સભ્યો પાસે રહેશે.',
  'Invite a co-founder': 'સહ-સ્થાપકને આમંત્રણ આપો',
  'Invite sent to {address}. The link works once, for 7 days.': '{address} પર આમંત્રણ મોકલાયું. લિંક એક જ વાર, 7 દિવસ સુધી ચાલશે.',
  'Invites waiting for an answer': 'જવાબની રાહ જોતાં આમંત્રણો',
  'Join the application': 'અરજીમાં જોડાઓ',
  'Join your co-founder': 'તમારા સહ-સ્થાપક સાથે જોડાઓ',
  'Keep mine, do not join': 'મારી રાખો, ન જોડાઓ',
  'Leave mine and join': 'મારી છોડો અને જોડાઓ',
  'Leave this application': 'આ અરજી છોડો',
  'Leave this application? It stays with your co-founders and you can no longer open it.':
    'આ અરજી છોડવી છે? તે તમારા સહ-સ્થાપકો પાસે રહેશે અને તમે તેને ફરી ખોલી શકશો નહીં.',
  Leave: 'છોડો',
  'Not confirmed yet: {names}': 'હજુ ખાતરી નથી કરી: {names}',
  Revoke: 'પાછું ખેંચો',
  'Saved by {name}, {time}': '{name} એ સાચવ્યું, {time}',
  'Send invite': 'આમંત્રણ મોકલો',
  'Their email address, or their 10-digit mobile number for an SMS.': 'તેમનું ઈમેલ સરનામું, અથવા SMS માટે તેમનો 10 અંકનો મોબાઇલ નંબર.',
  'You are the only member of this application: to stop, delete it instead of leaving.':
    'આ અરજીમાં ફક્ત તમે જ છો: બંધ કરવું હોય તો છોડવાને બદલે તેને કાઢી નાખો.',
  'You will each use your own account; everyone on the team can edit and submit the application.':
    'તમે દરેક પોતાના ખાતાથી કામ કરશો; ટીમનો દરેક સભ્ય અરજી બદલી અને જમા કરી શકે છે.',
  You: 'તમે',
  'Your team is full: at most {count} co-founders can join one application.':
    'તમારી ટીમ પૂરી છે: એક અરજીમાં વધુમાં વધુ {count} સહ-સ્થાપક જોડાઈ શકે છે.',
  'Your team': 'તમારી ટીમ',
  'your application': 'તમારી અરજી',
  '{inviter} invites you to work with them on the application of {startup}.':
    '{inviter} તમને {startup} ની અરજી પર સાથે કામ કરવા બોલાવે છે.',
  '{inviter} invites you to work with them on their application.': '{inviter} તમને તેમની અરજી પર સાથે કામ કરવા બોલાવે છે.',
  '{name} (you)': '{name} (તમે)',
  '{name} is submitted and you are its only member: it cannot be left.':
    '{name} જમા થઈ ગઈ છે અને તેમાં ફક્ત તમે જ છો: તેને છોડી શકાતી નથી.',
  '{name} uploaded this file. Replace it with yours?': '{name} એ આ ફાઇલ અપલોડ કરી છે. તેની જગ્યાએ તમારી ફાઇલ મૂકવી છે?',
  'A co-founder who has left uploaded this file. Replace it with yours?':
    'આ ફાઇલ ટીમ છોડી ગયેલા એક સહ-સ્થાપકે અપલોડ કરી હતી. તેની જગ્યાએ તમારી ફાઇલ મૂકવી છે?',
  'Replace it': 'બદલો',
  // The conflict panel (team/conflict-panel.tsx): a field saved in two places.
  '(empty)': '(ખાલી)',
  'Changed in two places: choose which to keep': 'બે જગ્યાએ બદલાયું: કયું રાખવું તે પસંદ કરો',
  '{step} — changed in two places: choose which to keep': '{step} — બે જગ્યાએ બદલાયું: કયું રાખવું તે પસંદ કરો',
  'Saved earlier': 'પહેલાં સાચવેલું',
  'Yours, not saved': 'તમારું, સાચવ્યું નથી',
  'Keep the saved one': 'સાચવેલું રાખો',
  'Keep theirs': 'તેમની રાખો',
  'Keep mine': 'મારું રાખો',
};
