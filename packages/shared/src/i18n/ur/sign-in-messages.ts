import type { SIGN_IN_MESSAGES } from '../../texts/sign-in-messages.ts';
import type { Translation } from '../texts.ts';

export const UR_SIGN_IN_MESSAGES: Translation<typeof SIGN_IN_MESSAGES> = {
  REQUIRED_FIELDS_AUTH: 'براہِ کرم تمام ضروری خانے بھریں',
  PASSWORD_TOO_SHORT: 'پاس ورڈ کم از کم 8 حروف کا ہونا چاہیے',
  PASSWORD_NEEDS_NUMBER: 'پاس ورڈ میں کم از کم ایک ہندسہ ہونا چاہیے',
  PASSWORD_NEEDS_SPECIAL: 'پاس ورڈ میں کم از کم ایک خاص نشان (جیسے @ # !) ہونا چاہیے',
  PASSWORD_HINT: 'پاس ورڈ کم از کم 8 حروف کا ہو، اور اس میں ہندسے اور خاص نشان (جیسے @ # !) ہوں',
  INVALID_CREDENTIALS: 'ای میل یا پاس ورڈ درست نہیں ہے۔ براہِ کرم دوبارہ کوشش کریں۔',
  AUTH_FALLBACK: 'سائن اِن کرتے وقت کوئی خرابی ہوئی',
  SIGNUP_FALLBACK: 'اکاؤنٹ بناتے وقت کوئی خرابی ہوئی',
  EMAIL_INCORRECTLY_FORMATTED: 'ای میل پتہ درست شکل میں نہیں ہے',
  PASSWORD_INCORRECTLY_FORMATTED: 'پاس ورڈ درست شکل میں نہیں ہے',
  EMAIL_NEEDS_VERIFICATION: 'ای میل پتے کی تصدیق ضروری ہے',
  USER_NOT_AUTHENTICATED: 'آپ سائن اِن نہیں ہیں',
  ALREADY_SIGNED_IN: 'آپ پہلے سے سائن اِن ہیں',
  NETWORK_ERROR: 'نیٹ ورک کی خرابی',
  TOO_MANY_ATTEMPTS: 'بہت زیادہ کوششیں ہو گئیں۔ براہِ کرم تھوڑا رک کر دوبارہ کوشش کریں۔',
  EMAIL_TAKEN: 'اس ای میل سے اکاؤنٹ پہلے سے بنا ہوا ہے۔ براہِ کرم سائن اِن کریں۔',
  VERIFICATION_EMAIL_SENT: 'اگر اس اکاؤنٹ کی تصدیق ابھی باقی ہے، تو ہم نے تصدیق کی نئی ای میل بھیج دی ہے۔',
  SOMETHING_WENT_WRONG: 'کچھ خرابی ہو گئی',
  TRY_AGAIN: 'دوبارہ کوشش کریں',
  LOADING: 'لوڈ ہو رہا ہے...',
};
