import type { OwnQuestionMessages } from '../../own-questions/own-question-messages.ts';
import { UR_RUPEES_MESSAGES } from './rupees.ts';

/** The messages of a cohort's own questions in Urdu (own-question-messages.ts). */
export const UR_OWN_QUESTION_MESSAGES: OwnQuestionMessages = {
  REQUIRED: 'براہ کرم اس سوال کا جواب دیں',
  NOT_TEXT: 'براہ کرم اپنا جواب لفظوں میں لکھیں',
  TEXT_TOO_LONG: (max) => `براہ کرم زیادہ سے زیادہ ${max} حروف لکھیں`,
  NOT_WHOLE_NUMBER: 'پورا عدد لکھیں، جیسے 12',
  NUMBER_TOO_SMALL: (min) => `کم از کم ${min} کا عدد لکھیں`,
  NUMBER_TOO_LARGE: (max) => `زیادہ سے زیادہ ${max} کا عدد لکھیں`,
  AMOUNT_NOT_WHOLE_RUPEES: UR_RUPEES_MESSAGES.NOT_WHOLE_RUPEES,
  AMOUNT_TOO_LARGE: UR_RUPEES_MESSAGES.TOO_LARGE,
  AMOUNT_NEGATIVE: 'رقم صفر سے کم نہیں ہو سکتی',
  YES_NO_INVALID: 'براہ کرم ہاں یا نہیں چنیں',
  CHOICE_INVALID: 'براہ کرم دکھائے گئے اختیارات میں سے ایک چنیں',
  CHOICES_INVALID: 'براہ کرم صرف دکھائے گئے اختیارات میں سے چنیں',
  DATE_INVALID: 'صحیح تاریخ لکھیں: دن، مہینہ اور سال',
  UNKNOWN_QUESTION: 'یہ سوال اس گروپ کے فارم میں نہیں ہے۔ براہ کرم صفحہ دوبارہ کھولیں۔',
  YES: 'ہاں',
  NO: 'نہیں',
};
