/** The co-founders' web texts in Hindi (apps/web/src/features/application/team), keyed by their English wording; the messages (co-founder-texts.ts) are a table of the pack. */
export const HI_CO_FOUNDER_WEB_TEXTS: Record<string, string> = {
  'Every co-founder confirms they have read the whole application before it is submitted.':
    'जमा करने से पहले हर सह-संस्थापक पुष्टि करता है कि उसने पूरा आवेदन पढ़ लिया है।',
  'Everyone has confirmed.': 'सबने पुष्टि कर दी है।',
  'Go to your dashboard': 'अपने डैशबोर्ड पर जाएँ',
  'Has read it': 'पढ़ लिया',
  'I have read the whole application': 'मैंने पूरा आवेदन पढ़ लिया है',
  'If you leave {name}, it is deleted: you are its only member.': 'अगर आप {name} छोड़ते हैं, तो वह मिट जाएगा: उसमें सिर्फ़ आप हैं।',
  'If you leave {name}, it stays with its other members.': 'अगर आप {name} छोड़ते हैं, तो वह उसके बाकी सदस्यों के पास रहेगा।',
  'Invite a co-founder': 'सह-संस्थापक को आमंत्रित करें',
  'Invite sent to {address}. The link works once, for 7 days.': '{address} को आमंत्रण भेज दिया गया। लिंक एक बार, 7 दिन तक चलेगा।',
  'Invites waiting for an answer': 'जवाब का इंतज़ार कर रहे आमंत्रण',
  'Join the application': 'आवेदन से जुड़ें',
  'Join your co-founder': 'अपने सह-संस्थापक से जुड़ें',
  'Keep mine, do not join': 'अपना रखें, न जुड़ें',
  'Leave mine and join': 'अपना छोड़ें और जुड़ें',
  'Leave this application': 'यह आवेदन छोड़ें',
  'Leave this application? It stays with your co-founders and you can no longer open it.':
    'यह आवेदन छोड़ना है? यह आपके सह-संस्थापकों के पास रहेगा और आप इसे फिर नहीं खोल पाएँगे।',
  Leave: 'छोड़ें',
  'Not confirmed yet: {names}': 'अभी पुष्टि नहीं की: {names}',
  Revoke: 'वापस लें',
  'Saved by {name}, {time}': '{name} ने सेव किया, {time}',
  'Send invite': 'आमंत्रण भेजें',
  'Their email address, or their 10-digit mobile number for an SMS.': 'उनका ईमेल पता, या SMS के लिए उनका 10 अंकों का मोबाइल नंबर।',
  'You are the only member of this application: to stop, delete it instead of leaving.':
    'इस आवेदन में सिर्फ़ आप हैं: रोकना हो तो छोड़ने के बजाय उसे मिटाएँ।',
  'You will each use your own account; everyone on the team can edit and submit the application.':
    'आप सब अपने-अपने खाते से काम करेंगे; टीम का हर सदस्य आवेदन बदल सकता है और जमा कर सकता है।',
  You: 'आप',
  'Your team is full: at most {count} co-founders can join one application.':
    'आपकी टीम पूरी है: एक आवेदन में ज़्यादा से ज़्यादा {count} सह-संस्थापक जुड़ सकते हैं।',
  'Your team': 'आपकी टीम',
  'your application': 'आपका आवेदन',
  '{inviter} invites you to work with them on the application of {startup}.':
    '{inviter} आपको {startup} के आवेदन पर साथ काम करने के लिए बुला रहे हैं।',
  '{inviter} invites you to work with them on their application.': '{inviter} आपको अपने आवेदन पर साथ काम करने के लिए बुला रहे हैं।',
  '{name} (you)': '{name} (आप)',
  '{name} is submitted and you are its only member: it cannot be left.':
    '{name} जमा हो चुका है और उसमें सिर्फ़ आप हैं: उसे छोड़ा नहीं जा सकता।',
  '{name} uploaded this file. Replace it with yours?': '{name} ने यह फ़ाइल अपलोड की है। क्या उसकी जगह अपनी फ़ाइल रखें?',
  'A co-founder who has left uploaded this file. Replace it with yours?':
    'यह फ़ाइल एक ऐसे सह-संस्थापक ने अपलोड की थी जो अब टीम में नहीं हैं। क्या उसकी जगह अपनी फ़ाइल रखें?',
  'Replace it': 'बदल दें',
  // The conflict panel (team/conflict-panel.tsx): a field saved in two places.
  '(empty)': '(खाली)',
  'Changed in two places: choose which to keep': 'दो जगह बदला गया: चुनें कि कौन-सा रखना है',
  '{step} — changed in two places: choose which to keep': '{step} — दो जगह बदला गया: चुनें कि कौन-सा रखना है',
  'Saved earlier': 'पहले सेव किया गया',
  'Yours, not saved': 'आपका, सेव नहीं हुआ',
  'Keep the saved one': 'सेव किया हुआ रखें',
  'Keep theirs': 'उनकी रखें',
  'Keep mine': 'मेरा रखें',
};
