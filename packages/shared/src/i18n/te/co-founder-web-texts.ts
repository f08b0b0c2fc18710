/** The co-founders' web texts in Telugu (apps/web/src/features/application/team), keyed by their English wording; the messages (co-founder-texts.ts) are a table of the pack. */
export const TE_CO_FOUNDER_WEB_TEXTS: Record<string, string> = {
  'Every co-founder confirms they have read the whole application before it is submitted.':
    'సమర్పించే ముందు ప్రతి సహ వ్యవస్థాపకుడు మొత్తం దరఖాస్తు చదివినట్లు నిర్ధారిస్తారు.',
  'Everyone has confirmed.': 'అందరూ నిర్ధారించారు.',
  'Go to your dashboard': 'మీ డాష్‌బోర్డ్‌కు వెళ్లండి',
  'Has read it': 'చదివారు',
  'I have read the whole application': 'నేను మొత్తం దరఖాస్తు చదివాను',
  'If you leave {name}, it is deleted: you are its only member.': 'మీరు {name} వదిలేస్తే, అది తొలగించబడుతుంది: అందులో మీరు ఒక్కరే ఉన్నారు.',
  'If you leave {name}, it stays with its other members.': 'మీరు {name} వదిలేస్తే, అది దాని ఇతర సభ్యుల దగ్గర ఉంటుంది.',
  'Invite a co-founder': 'సహ వ్యవస్థాపకుడిని ఆహ్వానించండి',
  'Invite sent to {address}. The link works once, for 7 days.': '{address}కు ఆహ్వానం పంపాము. లింక్ ఒక్కసారే, 7 రోజులు పనిచేస్తుంది.',
  'Invites waiting for an answer': 'సమాధానం కోసం ఎదురుచూస్తున్న ఆహ్వానాలు',
  'Join the application': 'దరఖాస్తులో చేరండి',
  'Join your co-founder': 'మీ సహ వ్యవస్థాపకుడితో చేరండి',
  'Keep mine, do not join': 'నాది ఉంచండి, చేరవద్దు',
  'Leave mine and join': 'నాది వదిలి చేరండి',
  'Leave this application': 'ఈ దరఖాస్తు వదిలేయండి',
  'Leave this application? It stays with your co-founders and you can no longer open it.':
    'ఈ దరఖాస్తు వదిలేయాలా? ఇది మీ సహ వ్యవస్థాపకుల దగ్గర ఉంటుంది, మీరు దాన్ని ఇక తెరవలేరు.',
  Leave: 'వదిలేయండి',
  'Not confirmed yet: {names}': 'ఇంకా నిర్ధారించలేదు: {names}',
  Revoke: 'వెనక్కి తీసుకోండి',
  'Saved by {name}, {time}': '{name} సేవ్ చేశారు, {time}',
  'Send invite': 'ఆహ్వానం పంపండి',
  'Their email address, or their 10-digit mobile number for an SMS.': 'వారి ఈమెయిల్ చిరునామా, లేదా SMS కోసం వారి 10 అంకెల మొబైల్ నంబర్.',
  'You are the only member of this application: to stop, delete it instead of leaving.':
    'ఈ దరఖాస్తులో మీరు ఒక్కరే ఉన్నారు: ఆపాలంటే వదిలేయడానికి బదులు దాన్ని తొలగించండి.',
  'You will each use your own account; everyone on the team can edit and submit the application.':
    'మీరు ఒక్కొక్కరూ మీ సొంత ఖాతాతో పనిచేస్తారు; బృందంలో ఎవరైనా దరఖాస్తును మార్చవచ్చు, సమర్పించవచ్చు.',
  You: 'మీరు',
  'Your team is full: at most {count} co-founders can join one application.':
    'మీ బృందం నిండిపోయింది: ఒక దరఖాస్తులో గరిష్టంగా {count} మంది సహ వ్యవస్థాపకులు చేరవచ్చు.',
  'Your team': 'మీ బృందం',
  'your application': 'మీ దరఖాస్తు',
  '{inviter} invites you to work with them on the application of {startup}.':
    '{inviter} మిమ్మల్ని {startup} దరఖాస్తుపై కలిసి పనిచేయడానికి పిలుస్తున్నారు.',
  '{inviter} invites you to work with them on their application.': '{inviter} మిమ్మల్ని వారి దరఖాస్తుపై కలిసి పనిచేయడానికి పిలుస్తున్నారు.',
  '{name} (you)': '{name} (మీరు)',
  '{name} is submitted and you are its only member: it cannot be left.': '{name} సమర్పించబడింది, అందులో మీరు ఒక్కరే ఉన్నారు: దాన్ని వదిలేయలేరు.',
  '{name} uploaded this file. Replace it with yours?': '{name} ఈ ఫైల్ అప్‌లోడ్ చేశారు. దాని బదులు మీ ఫైల్ ఉంచాలా?',
  'A co-founder who has left uploaded this file. Replace it with yours?':
    'బృందాన్ని వదిలిన ఒక సహ వ్యవస్థాపకుడు ఈ ఫైల్ అప్‌లోడ్ చేశారు. దాని బదులు మీ ఫైల్ ఉంచాలా?',
  'Replace it': 'మార్చండి',
  // The conflict panel (team/conflict-panel.tsx): a field saved in two places.
  '(empty)': '(ఖాళీ)',
  'Changed in two places: choose which to keep': 'రెండు చోట్ల మార్చారు: ఏది ఉంచాలో ఎంచుకోండి',
  '{step} — changed in two places: choose which to keep': '{step} — రెండు చోట్ల మార్చారు: ఏది ఉంచాలో ఎంచుకోండి',
  'Saved earlier': 'ముందే సేవ్ చేశారు',
  'Yours, not saved': 'మీది, సేవ్ కాలేదు',
  'Keep the saved one': 'సేవ్ చేసినది ఉంచండి',
  'Keep theirs': 'వారిది ఉంచండి',
  'Keep mine': 'నాది ఉంచండి',
};
