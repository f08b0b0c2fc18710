import type { SIGN_IN_MESSAGES } from '../../texts/sign-in-messages.ts';
import type { Translation } from '../texts.ts';

export const HI_SIGN_IN_MESSAGES: Translation<typeof SIGN_IN_MESSAGES> = {
  REQUIRED_FIELDS_AUTH: 'कृपया सभी ज़रूरी जानकारी भरें',
  PASSWORD_TOO_SHORT: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  PASSWORD_NEEDS_NUMBER: 'पासवर्ड में कम से कम एक अंक होना चाहिए',
  PASSWORD_NEEDS_SPECIAL: 'पासवर्ड में कम से कम एक खास चिह्न (जैसे @ # !) होना चाहिए',
  PASSWORD_HINT: 'पासवर्ड कम से कम 8 अक्षरों का हो, और उसमें अंक और खास चिह्न (जैसे @ # !) हों',
  INVALID_CREDENTIALS: 'ईमेल या पासवर्ड सही नहीं है। कृपया फिर से कोशिश करें।',
  AUTH_FALLBACK: 'साइन इन करते समय कोई गड़बड़ी हुई',
  SIGNUP_FALLBACK: 'खाता बनाते समय कोई गड़बड़ी हुई',
  EMAIL_INCORRECTLY_FORMATTED: 'ईमेल पता सही रूप में नहीं है',
  PASSWORD_INCORRECTLY_FORMATTED: 'पासवर्ड सही रूप में नहीं है',
  EMAIL_NEEDS_VERIFICATION: 'ईमेल पते की पुष्टि करनी होगी',
  USER_NOT_AUTHENTICATED: 'आप साइन इन नहीं हैं',
  ALREADY_SIGNED_IN: 'आप पहले से साइन इन हैं',
  NETWORK_ERROR: 'नेटवर्क की गड़बड़ी',
  TOO_MANY_ATTEMPTS: 'बहुत ज़्यादा कोशिशें हुईं। कृपया थोड़ा रुककर फिर से कोशिश करें।',
  EMAIL_TAKEN: 'इस ईमेल से खाता पहले से बना है। कृपया साइन इन करें।',
  VERIFICATION_EMAIL_SENT: 'अगर इस खाते की पुष्टि अभी बाकी है, तो हमने पुष्टि का नया ईमेल भेज दिया है।',
  SOMETHING_WENT_WRONG: 'कुछ गड़बड़ हो गई',
  TRY_AGAIN: 'फिर से कोशिश करें',
  LOADING: 'लोड हो रहा है...',
};
