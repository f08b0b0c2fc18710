/** The co-founders' web texts in Marathi (apps/web/src/features/application/team), keyed by their English wording; the messages (co-founder-texts.ts) are a table of the pack. */
export const MR_CO_FOUNDER_WEB_TEXTS: Record<string, string> = {
  'Every co-founder confirms they have read the whole application before it is submitted.':
    'अर्ज जमा करण्यापूर्वी प्रत्येक सह-संस्थापक संपूर्ण अर्ज वाचल्याची खात्री करतो.',
  'Everyone has confirmed.': 'सर्वांनी खात्री केली आहे.',
  'Go to your dashboard': 'तुमच्या डॅशबोर्डवर जा',
  'Has read it': 'वाचला',
  'I have read the whole application': 'मी संपूर्ण अर्ज वाचला आहे',
  'If you leave {name}, it is deleted: you are its only member.': 'तुम्ही {name} सोडल्यास तो पुसला जाईल: त्यात फक्त तुम्ही आहात.',
  'If you leave {name}, it stays with its other members.': 'तुम्ही {name} सोडल्यास तो त्याच्या इतर सदस्यांकडे राहील.',
  'Invite a co-founder': 'सह-संस्थापकाला आमंत्रित करा',
  'Invite sent to {address}. The link works once, for 7 days.': '{address} वर आमंत्रण पाठवले. लिंक एकदाच, 7 दिवस चालेल.',
  'Invites waiting for an answer': 'उत्तराची वाट पाहणारी आमंत्रणे',
  'Join the application': 'अर्जात सामील व्हा',
  'Join your co-founder': 'तुमच्या सह-संस्थापकासोबत सामील व्हा',
  'Keep mine, do not join': 'माझा ठेवा, सामील होऊ नका',
  'Leave mine and join': 'माझा सोडा आणि सामील व्हा',
  'Leave this application': 'हा अर्ज सोडा',
  'Leave this application? It stays with your co-founders and you can no longer open it.':
    'हा अर्ज सोडायचा? तो तुमच्या सह-संस्थापकांकडे राहील आणि तुम्ही तो पुन्हा उघडू शकणार नाही.',
  Leave: 'सोडा',
  'Not confirmed yet: {names}': 'अजून खात्री केली नाही: {names}',
  Revoke: 'मागे घ्या',
  'Saved by {name}, {time}': '{name} यांनी जतन केले, {time}',
  'Send invite': 'आमंत्रण पाठवा',
  'Their email address, or their 10-digit mobile number for an SMS.': 'त्यांचा ईमेल पत्ता, किंवा SMS साठी त्यांचा 10 अंकी मोबाइल नंबर.',
  'You are the only member of this application: to stop, delete it instead of leaving.':
    'या अर्जात फक्त तुम्ही आहात: थांबायचे असल्यास सोडण्याऐवजी तो पुसा.',
  'You will each use your own account; everyone on the team can edit and submit the application.':
    'तुम्ही प्रत्येकजण आपापल्या खात्याने काम कराल; संघातील प्रत्येकजण अर्ज बदलू आणि जमा करू शकतो.',
  You: 'तुम्ही',
  'Your team is full: at most {count} co-founders can join one application.':
    'तुमची टीम पूर्ण आहे: एका अर्जात जास्तीत जास्त {count} सह-संस्थापक सामील होऊ शकतात.',
  'Your team': 'तुमची टीम',
  'your application': 'तुमचा अर्ज',
  '{inviter} invites you to work with them on the application of {startup}.':
    '{inviter} तुम्हाला {startup} च्या अर्जावर सोबत काम करण्यासाठी बोलावत आहेत.',
  '{inviter} invites you to work with them on their application.':
    '{inviter} तुम्हाला त्यांच्या अर्जावर सोबत काम करण्यासाठी बोलावत आहेत.',
  '{name} (you)': '{name} (तुम्ही)',
  '{name} is submitted and you are its only member: it cannot be left.':
    '{name} जमा झाला आहे आणि त्यात फक्त तुम्ही आहात: तो सोडता येणार नाही.',
  '{name} uploaded this file. Replace it with yours?': '{name} यांनी ही फाइल अपलोड केली आहे. तिच्या जागी तुमची फाइल ठेवायची?',
  'A co-founder who has left uploaded this file. Replace it with yours?':
    'ही फाइल टीम सोडलेल्या एका सह-संस्थापकाने अपलोड केली होती. तिच्या जागी तुमची फाइल ठेवायची?',
  'Replace it': 'बदला',
  // The conflict panel (team/conflict-panel.tsx): a field saved in two places.
  '(empty)': '(रिकामे)',
  'Changed in two places: choose which to keep': 'दोन ठिकाणी बदलले: कोणते ठेवायचे ते निवडा',
  '{step} — changed in two places: choose which to keep': '{step} — दोन ठिकाणी बदलले: कोणते ठेवायचे ते निवडा',
  'Saved earlier': 'आधी जतन केलेले',
  'Yours, not saved': 'तुमचे, जतन झालेले नाही',
  'Keep the saved one': 'जतन केलेले ठेवा',
  'Keep theirs': 'त्यांची ठेवा',
  'Keep mine': 'माझे ठेवा',
};
