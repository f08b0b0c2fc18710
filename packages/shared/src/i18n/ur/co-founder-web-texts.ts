/** The co-founders' web texts in Urdu (apps/web/src/features/application/team), keyed by their English wording; the messages (co-founder-texts.ts) are a table of the pack. */
export const UR_CO_FOUNDER_WEB_TEXTS: Record<string, string> = {
  'Every co-founder confirms they have read the whole application before it is submitted.':
    'جمع کرنے سے پہلے ہر شریک بانی تصدیق کرتا ہے کہ اس نے پوری درخواست پڑھ لی ہے۔',
  'Everyone has confirmed.': 'سب نے تصدیق کر دی ہے۔',
  'Go to your dashboard': 'اپنے ڈیش بورڈ پر جائیں',
  'Has read it': 'پڑھ لی',
  'I have read the whole application': 'میں نے پوری درخواست پڑھ لی ہے',
  'If you leave {name}, it is deleted: you are its only member.': 'اگر آپ {name} چھوڑتے ہیں تو وہ مٹ جائے گی: اس میں صرف آپ ہیں۔',
  'If you leave {name}, it stays with its other members.': 'اگر آپ {name} چھوڑتے ہیں تو وہ اس کے باقی ارکان کے پاس رہے گی۔',
  'Invite a co-founder': 'شریک بانی کو مدعو کریں',
  'Invite sent to {address}. The link works once, for 7 days.': '{address} کو دعوت بھیج دی گئی۔ لنک ایک بار، 7 دن تک چلے گا۔',
  'Invites waiting for an answer': 'جواب کی منتظر دعوتیں',
  'Join the application': 'درخواست میں شامل ہوں',
  'Join your co-founder': 'اپنے شریک بانی کے ساتھ شامل ہوں',
  'Keep mine, do not join': 'اپنی رکھیں، شامل نہ ہوں',
  'Leave mine and join': 'اپنی چھوڑیں اور شامل ہوں',
  'Leave this application': 'یہ درخواست چھوڑیں',
  'Leave this application? It stays with your co-founders and you can no longer open it.':
    'یہ درخواست چھوڑنی ہے؟ یہ آپ کے شریک بانیوں کے پاس رہے گی اور آپ اسے پھر نہیں کھول سکیں گے۔',
  Leave: 'چھوڑیں',
  'Not confirmed yet: {names}': 'ابھی تصدیق نہیں کی: {names}',
  Revoke: 'واپس لیں',
  'Saved by {name}, {time}': '{name} نے محفوظ کیا، {time}',
  'Send invite': 'دعوت بھیجیں',
  'Their email address, or their 10-digit mobile number for an SMS.':
    'ان کا ای میل پتہ، یا SMS کے لیے ان کا 10 ہندسوں کا موبائل نمبر۔',
  'You are the only member of this application: to stop, delete it instead of leaving.':
    'اس درخواست میں صرف آپ ہیں: روکنا ہو تو چھوڑنے کے بجائے اسے مٹائیں۔',
  'You will each use your own account; everyone on the team can edit and submit the application.':
    'آپ سب اپنے اپنے اکاؤنٹ سے کام کریں گے؛ ٹیم کا ہر رکن درخواست بدل اور جمع کر سکتا ہے۔',
  You: 'آپ',
  'Your team is full: at most {count} co-founders can join one application.':
    'آپ کی ٹیم پوری ہے: ایک درخواست میں زیادہ سے زیادہ {count} شریک بانی شامل ہو سکتے ہیں۔',
  'Your team': 'آپ کی ٹیم',
  'your application': 'آپ کی درخواست',
  '{inviter} invites you to work with them on the application of {startup}.':
    '{inviter} آپ کو {startup} کی درخواست پر ساتھ کام کرنے کے لیے بلا رہے ہیں۔',
  '{inviter} invites you to work with them on their application.':
    '{inviter} آپ کو اپنی درخواست پر ساتھ کام کرنے کے لیے بلا رہے ہیں۔',
  '{name} (you)': '{name} (آپ)',
  '{name} is submitted and you are its only member: it cannot be left.':
    '{name} جمع ہو چکی ہے اور اس میں صرف آپ ہیں: اسے چھوڑا نہیں جا سکتا۔',
  '{name} uploaded this file. Replace it with yours?': '{name} نے یہ فائل اپ لوڈ کی ہے۔ کیا اس کی جگہ اپنی فائل رکھیں؟',
  'A co-founder who has left uploaded this file. Replace it with yours?':
    'یہ فائل ایک ایسے شریک بانی نے اپ لوڈ کی تھی جو اب ٹیم میں نہیں ہیں۔ کیا اس کی جگہ اپنی فائل رکھیں؟',
  'Replace it': 'بدل دیں',
  // The conflict panel (team/conflict-panel.tsx): a field saved in two places.
  '(empty)': '(خالی)',
  'Changed in two places: choose which to keep': 'دو جگہ بدلا گیا: چنیں کہ کون سا رکھنا ہے',
  '{step} — changed in two places: choose which to keep': '{step} — دو جگہ بدلا گیا: چنیں کہ کون سا رکھنا ہے',
  'Saved earlier': 'پہلے محفوظ کیا گیا',
  'Yours, not saved': 'آپ کا، محفوظ نہیں ہوا',
  'Keep the saved one': 'محفوظ شدہ رکھیں',
  'Keep theirs': 'ان کی رکھیں',
  'Keep mine': 'میرا رکھیں',
};
