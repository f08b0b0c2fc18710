import { COHORT_LIMITS, type COHORT_MESSAGES } from '../../cohorts/cohort-messages.ts';
import type { REMINDER_MESSAGES } from '../../reminders/reminder-schedule.ts';
import { REMINDER_LIMITS } from '../../reminders/reminder-schedule.ts';

/** The cohorts' messages in Urdu (the Hindi ones stay in cohort-messages.ts). "Cohort" is گروپ. */
export const UR_COHORT_MESSAGES: Record<keyof typeof COHORT_MESSAGES, string> = {
  NAME_REQUIRED: 'گروپ کا نام انگریزی اور ہندی دونوں میں لکھیں۔',
  NAME_TOO_LONG: `گروپ کا نام زیادہ سے زیادہ ${COHORT_LIMITS.nameMax} حروف کا ہو سکتا ہے۔`,
  DESCRIPTION_TOO_LONG: `تفصیل زیادہ سے زیادہ ${COHORT_LIMITS.descriptionMax} حروف کی ہو سکتی ہے۔`,
  TIME_INVALID: 'کھلنے اور بند ہونے کا وقت IST میں تاریخ اور وقت کی شکل میں لکھیں۔',
  DATES_REVERSED: 'بند ہونے کا وقت کھلنے کے وقت کے بعد ہونا چاہیے۔',
  CLOSES_IN_PAST: 'بند ہونے کا وقت گزر چکا ہے: آگے کا کوئی وقت چنیں، یا گروپ کو ابھی بند کریں۔',
  COHORT_NOT_FOUND: 'یہ گروپ نہیں ملا۔',
  ALREADY_APPLIED: 'اس گروپ کے لیے آپ کی درخواست پہلے سے ہے: اسے اپنے ڈیش بورڈ سے کھولیں۔',
  DRAFT_ELSEWHERE: 'کسی دوسرے کھلے گروپ کے لیے آپ کی ایک درخواست ادھوری ہے۔ پہلے اسے جمع کریں، پھر اس گروپ کے لیے درخواست دیں۔',
  COHORT_ARCHIVED: 'یہ گروپ محفوظ شدہ ہے اور اب اس میں تبدیلی نہیں ہو سکتی۔',
  STILL_OPEN: 'یہ گروپ ابھی کھلا ہے: محفوظ شدہ بنانے سے پہلے اسے بند کریں۔',
  STAGE_OTHER_COHORT:
    'ان میں سے کچھ درخواستیں اس مرحلے کے گروپ کی نہیں، کسی دوسرے گروپ کی ہیں۔ ہر گروپ کی درخواستیں اسی کے مراحل میں لے جائیں۔',
};

export const UR_REMINDER_MESSAGES: Record<keyof typeof REMINDER_MESSAGES, string> = {
  TIMES_INVALID: `بند ہونے سے پہلے یاد دہانی کے زیادہ سے زیادہ ${REMINDER_LIMITS.maxTimes} اوقات لکھیں، جیسے 7d، 2d، 1d، 3h (دن یا گھنٹے، 15m سے 60d تک)، کوما سے الگ کر کے۔`,
  LINK_INVALID: 'پیغامات بند کرنے کا یہ لنک درست نہیں ہے۔ پیغام سے پورا لنک نقل کریں، یا اپنے اکاؤنٹ کے صفحے پر انہیں بند کریں۔',
  CHANNEL_NEEDS_MOBILE:
    'SMS اور WhatsApp کے لیے تصدیق شدہ بھارتی موبائل نمبر (+91) چاہیے۔ پہلے اپنے اکاؤنٹ کے صفحے پر اسے جوڑیں اور اس کی تصدیق کریں۔',
};
