import type { SIGN_IN_MESSAGES } from '../../texts/sign-in-messages.ts';
import type { Translation } from '../texts.ts';

export const KN_SIGN_IN_MESSAGES: Translation<typeof SIGN_IN_MESSAGES> = {
  REQUIRED_FIELDS_AUTH: 'ದಯವಿಟ್ಟು ಅಗತ್ಯವಿರುವ ಎಲ್ಲಾ ವಿವರಗಳನ್ನು ತುಂಬಿ',
  PASSWORD_TOO_SHORT: 'ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಕನಿಷ್ಠ 8 ಅಕ್ಷರಗಳು ಇರಬೇಕು',
  PASSWORD_NEEDS_NUMBER: 'ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಕನಿಷ್ಠ ಒಂದು ಅಂಕಿ ಇರಬೇಕು',
  PASSWORD_NEEDS_SPECIAL: 'ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಕನಿಷ್ಠ ಒಂದು ವಿಶೇಷ ಚಿಹ್ನೆ (@ # ! ಹಾಗೆ) ಇರಬೇಕು',
  PASSWORD_HINT: 'ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಕನಿಷ್ಠ 8 ಅಕ್ಷರಗಳು, ಅಂಕಿಗಳು ಮತ್ತು ವಿಶೇಷ ಚಿಹ್ನೆಗಳು (@ # ! ಹಾಗೆ) ಇರಬೇಕು',
  INVALID_CREDENTIALS: 'ಇಮೇಲ್ ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ಸರಿಯಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  AUTH_FALLBACK: 'ಸೈನ್ ಇನ್ ಮಾಡುವಾಗ ಏನೋ ತಪ್ಪಾಯಿತು',
  SIGNUP_FALLBACK: 'ಖಾತೆ ತೆರೆಯುವಾಗ ಏನೋ ತಪ್ಪಾಯಿತು',
  EMAIL_INCORRECTLY_FORMATTED: 'ಇಮೇಲ್ ವಿಳಾಸ ಸರಿಯಾದ ರೂಪದಲ್ಲಿಲ್ಲ',
  PASSWORD_INCORRECTLY_FORMATTED: 'ಪಾಸ್‌ವರ್ಡ್ ಸರಿಯಾದ ರೂಪದಲ್ಲಿಲ್ಲ',
  EMAIL_NEEDS_VERIFICATION: 'ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಬೇಕು',
  USER_NOT_AUTHENTICATED: 'ನೀವು ಸೈನ್ ಇನ್ ಮಾಡಿಲ್ಲ',
  ALREADY_SIGNED_IN: 'ನೀವು ಈಗಾಗಲೇ ಸೈನ್ ಇನ್ ಮಾಡಿದ್ದೀರಿ',
  NETWORK_ERROR: 'ನೆಟ್‌ವರ್ಕ್ ತೊಂದರೆ',
  TOO_MANY_ATTEMPTS: 'ತುಂಬಾ ಸಲ ಪ್ರಯತ್ನಿಸಿದ್ದೀರಿ. ಸ್ವಲ್ಪ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  EMAIL_TAKEN: 'ಈ ಇಮೇಲ್‌ಗೆ ಈಗಾಗಲೇ ಖಾತೆ ಇದೆ. ದಯವಿಟ್ಟು ಸೈನ್ ಇನ್ ಮಾಡಿ.',
  VERIFICATION_EMAIL_SENT: 'ಈ ಖಾತೆಯನ್ನು ಇನ್ನೂ ದೃಢೀಕರಿಸಬೇಕಿದ್ದರೆ, ಹೊಸ ದೃಢೀಕರಣ ಇಮೇಲ್ ಕಳುಹಿಸಿದ್ದೇವೆ.',
  SOMETHING_WENT_WRONG: 'ಏನೋ ತಪ್ಪಾಯಿತು',
  TRY_AGAIN: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  LOADING: 'ಲೋಡ್ ಆಗುತ್ತಿದೆ...',
};
