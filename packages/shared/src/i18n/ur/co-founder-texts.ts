import type { CoFounderInviteTexts } from '../../co-founders/co-founder-invite-texts.ts';
import { CO_FOUNDER_INVITE_TTL_DAYS, MAX_CO_FOUNDERS } from '../../co-founders/co-founder-limits.ts';
import type { CO_FOUNDER_MESSAGES } from '../../co-founders/co-founder-rules.ts';

/** The co-founders' messages in Urdu ("co-founder" is شریک بانی). */
export const UR_CO_FOUNDER_MESSAGES: Record<keyof typeof CO_FOUNDER_MESSAGES, string> = {
  ADDRESS_REQUIRED: 'ای میل پتہ یا 10 ہندسوں کا موبائل نمبر لکھیں۔',
  ADDRESS_INVALID: 'درست ای میل پتہ یا 10 ہندسوں کا موبائل نمبر لکھیں۔',
  TEAM_FULL: `آپ کی ٹیم پوری ہے: ایک درخواست میں زیادہ سے زیادہ ${MAX_CO_FOUNDERS} شریک بانی شامل ہو سکتے ہیں۔`,
  INVITE_NOT_FOUND: 'دعوت کا یہ لنک درست نہیں ہے۔ دیکھ لیں کہ آپ نے پورا لنک کھولا ہے۔',
  INVITE_USED: 'دعوت کا یہ لنک پہلے ہی استعمال ہو چکا ہے۔',
  INVITE_EXPIRED: 'دعوت کے اس لنک کی مدت ختم ہو گئی ہے۔ اپنے شریک بانی سے نیا لنک بھیجنے کو کہیں۔',
  INVITE_REVOKED: 'یہ دعوت واپس لے لی گئی ہے۔ اپنے شریک بانی سے نیا لنک بھیجنے کو کہیں۔',
  INVITE_OTHER_ADDRESS:
    'یہ دعوت کسی دوسرے ای میل پتے یا موبائل نمبر پر بھیجی گئی تھی۔ جس اکاؤنٹ پر بھیجی گئی تھی، اسی سے سائن اِن کریں۔',
  ALREADY_MEMBER: 'آپ پہلے سے اس درخواست میں شامل ہیں۔',
  OWN_APPLICATION_IN_COHORT:
    'اس گروپ میں آپ کی اپنی درخواست پہلے سے موجود ہے۔ شامل ہونے سے وہ نہ ہٹے گی، نہ ملے گی: پہلے اسے چھوڑیں، یا اسے رکھیں اور شامل نہ ہوں۔',
  LAST_MEMBER: 'اس درخواست میں صرف آپ ہیں: چھوڑنے کے بجائے اسے مٹا دیں۔',
  INVITE_SELF: 'آپ خود کو مدعو نہیں کر سکتے۔',
  TOO_MANY_INVITES: 'آپ نے تھوڑے وقت میں بہت سے دعوت نامے بھیجے ہیں۔ براہ کرم ایک گھنٹہ رک کر پھر کوشش کریں۔',
  SIGN_OFF_MISSING: 'جمع کرنے سے پہلے ہر شریک بانی کو تصدیق کرنی ہوگی: "میں نے پوری درخواست پڑھ لی ہے"۔',
  REPLACE_UNSEEN_FILE:
    'آپ کے دیکھنے کے بعد ایک شریک بانی نے یہاں دوسری فائل رکھی ہے۔ آپ کی فائل نہیں رکھی گئی: چنیں کہ کیا ان کی فائل کی جگہ اپنی رکھیں۔',
};

/** The co-founder invite, by email and SMS, in Urdu. */
export const UR_CO_FOUNDER_INVITE: CoFounderInviteTexts = {
  email: ({ productName, inviter, startup, link }) => ({
    subject: `${inviter} آپ کو ${productName} میں مل کر درخواست دینے کی دعوت دے رہے ہیں`,
    text:
      `${inviter} آپ کو ${productName} میں اپنی درخواست${startup ? ` (${startup})` : ''} میں شریک بانی کے طور پر شامل ہونے کی دعوت دے رہے ہیں۔ ` +
      `آپ دونوں اپنے اپنے اکاؤنٹ سے اسے بھر اور بدل سکیں گے۔\n\n` +
      `شامل ہونے کے لیے یہ لنک کھولیں۔ یہ ${CO_FOUNDER_INVITE_TTL_DAYS} دن تک، ایک بار، اسی ای میل پتے سے چلے گا:\n\n${link}\n\n` +
      `— ${productName}\nاگر آپ کو اس کی توقع نہیں تھی تو اس پیغام کو نظر انداز کریں؛ کچھ نہیں بدلے گا۔`,
  }),
  sms: ({ productName, inviter, startup, link }) =>
    `${productName}: ${inviter} آپ کو اپنی درخواست${startup ? ` (${startup})` : ''} میں شریک بانی بننے کی دعوت دے رہے ہیں۔ لنک (${CO_FOUNDER_INVITE_TTL_DAYS} دن، ایک بار): ${link}`,
};
