import type { SIGN_IN_MESSAGES } from '../../texts/sign-in-messages.ts';
import type { Translation } from '../texts.ts';

export const MR_SIGN_IN_MESSAGES: Translation<typeof SIGN_IN_MESSAGES> = {
  REQUIRED_FIELDS_AUTH: 'कृपया सर्व आवश्यक माहिती भरा',
  PASSWORD_TOO_SHORT: 'पासवर्ड किमान 8 अक्षरांचा असावा',
  PASSWORD_NEEDS_NUMBER: 'पासवर्डमध्ये किमान एक अंक असावा',
  PASSWORD_NEEDS_SPECIAL: 'पासवर्डमध्ये किमान एक विशेष चिन्ह (उदा. @ # !) असावे',
  PASSWORD_HINT: 'पासवर्ड किमान 8 अक्षरांचा असावा, आणि त्यात अंक आणि विशेष चिन्ह (उदा. @ # !) असावे',
  INVALID_CREDENTIALS: 'ईमेल किंवा पासवर्ड योग्य नाही. कृपया पुन्हा प्रयत्न करा.',
  AUTH_FALLBACK: 'साइन इन करताना काहीतरी चूक झाली',
  SIGNUP_FALLBACK: 'खाते तयार करताना काहीतरी चूक झाली',
  EMAIL_INCORRECTLY_FORMATTED: 'ईमेल पत्ता योग्य स्वरूपात नाही',
  PASSWORD_INCORRECTLY_FORMATTED: 'पासवर्ड योग्य स्वरूपात नाही',
  EMAIL_NEEDS_VERIFICATION: 'ईमेल पत्त्याची खात्री करणे आवश्यक आहे',
  USER_NOT_AUTHENTICATED: 'तुम्ही साइन इन केलेले नाही',
  ALREADY_SIGNED_IN: 'तुम्ही आधीच साइन इन केले आहे',
  NETWORK_ERROR: 'नेटवर्कमध्ये अडचण',
  TOO_MANY_ATTEMPTS: 'खूप जास्त प्रयत्न झाले. कृपया थोडे थांबून पुन्हा प्रयत्न करा.',
  EMAIL_TAKEN: 'या ईमेलने खाते आधीच तयार आहे. कृपया साइन इन करा.',
  VERIFICATION_EMAIL_SENT: 'या खात्याची खात्री अजून बाकी असल्यास आम्ही खात्रीचा नवीन ईमेल पाठवला आहे.',
  SOMETHING_WENT_WRONG: 'काहीतरी चूक झाली',
  TRY_AGAIN: 'पुन्हा प्रयत्न करा',
  LOADING: 'लोड होत आहे...',
};
