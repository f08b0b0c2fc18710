import type { SIGN_IN_MESSAGES } from '../../texts/sign-in-messages.ts';
import type { Translation } from '../texts.ts';

export const TA_SIGN_IN_MESSAGES: Translation<typeof SIGN_IN_MESSAGES> = {
  REQUIRED_FIELDS_AUTH: 'தேவையான எல்லா விவரங்களையும் நிரப்புங்கள்',
  PASSWORD_TOO_SHORT: 'கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்',
  PASSWORD_NEEDS_NUMBER: 'கடவுச்சொல்லில் குறைந்தது ஒரு எண் இருக்க வேண்டும்',
  PASSWORD_NEEDS_SPECIAL: 'கடவுச்சொல்லில் குறைந்தது ஒரு சிறப்புக் குறி (@ # ! போல) இருக்க வேண்டும்',
  PASSWORD_HINT: 'கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள், எண்கள் மற்றும் சிறப்புக் குறிகள் (@ # ! போல) இருக்க வேண்டும்',
  INVALID_CREDENTIALS: 'மின்னஞ்சல் அல்லது கடவுச்சொல் சரியில்லை. மீண்டும் முயலுங்கள்.',
  AUTH_FALLBACK: 'உள்நுழையும்போது ஒரு பிழை ஏற்பட்டது',
  SIGNUP_FALLBACK: 'கணக்கு உருவாக்கும்போது ஒரு பிழை ஏற்பட்டது',
  EMAIL_INCORRECTLY_FORMATTED: 'மின்னஞ்சல் முகவரி சரியான வடிவில் இல்லை',
  PASSWORD_INCORRECTLY_FORMATTED: 'கடவுச்சொல் சரியான வடிவில் இல்லை',
  EMAIL_NEEDS_VERIFICATION: 'மின்னஞ்சல் முகவரியை உறுதிப்படுத்த வேண்டும்',
  USER_NOT_AUTHENTICATED: 'நீங்கள் உள்நுழையவில்லை',
  ALREADY_SIGNED_IN: 'நீங்கள் ஏற்கெனவே உள்நுழைந்துள்ளீர்கள்',
  NETWORK_ERROR: 'இணைய இணைப்பில் பிழை',
  TOO_MANY_ATTEMPTS: 'பல முறை முயன்றுவிட்டீர்கள். சிறிது நேரம் காத்திருந்து மீண்டும் முயலுங்கள்.',
  EMAIL_TAKEN: 'இந்த மின்னஞ்சலுக்கு ஏற்கெனவே ஒரு கணக்கு உள்ளது. அதற்குப் பதிலாக உள்நுழையுங்கள்.',
  VERIFICATION_EMAIL_SENT: 'இந்தக் கணக்கை இன்னும் உறுதிப்படுத்த வேண்டியிருந்தால், புதிய உறுதிப்படுத்தல் மின்னஞ்சலை அனுப்பியுள்ளோம்.',
  SOMETHING_WENT_WRONG: 'ஏதோ தவறு நடந்துவிட்டது',
  TRY_AGAIN: 'மீண்டும் முயலுங்கள்',
  LOADING: 'ஏற்றப்படுகிறது...',
};
