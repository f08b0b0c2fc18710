import type { SIGN_IN_MESSAGES } from '../../texts/sign-in-messages.ts';
import type { Translation } from '../texts.ts';

export const TE_SIGN_IN_MESSAGES: Translation<typeof SIGN_IN_MESSAGES> = {
  REQUIRED_FIELDS_AUTH: 'దయచేసి అవసరమైన అన్ని వివరాలు నింపండి',
  PASSWORD_TOO_SHORT: 'పాస్‌వర్డ్‌లో కనీసం 8 అక్షరాలు ఉండాలి',
  PASSWORD_NEEDS_NUMBER: 'పాస్‌వర్డ్‌లో కనీసం ఒక అంకె ఉండాలి',
  PASSWORD_NEEDS_SPECIAL: 'పాస్‌వర్డ్‌లో కనీసం ఒక ప్రత్యేక గుర్తు (@ # ! లాంటిది) ఉండాలి',
  PASSWORD_HINT: 'పాస్‌వర్డ్‌లో కనీసం 8 అక్షరాలు, అంకెలు, ప్రత్యేక గుర్తులు (@ # ! లాంటివి) ఉండాలి',
  INVALID_CREDENTIALS: 'ఈమెయిల్ లేదా పాస్‌వర్డ్ సరిగా లేదు. దయచేసి మళ్లీ ప్రయత్నించండి.',
  AUTH_FALLBACK: 'సైన్ ఇన్ చేస్తున్నప్పుడు ఏదో పొరపాటు జరిగింది',
  SIGNUP_FALLBACK: 'ఖాతా తెరుస్తున్నప్పుడు ఏదో పొరపాటు జరిగింది',
  EMAIL_INCORRECTLY_FORMATTED: 'ఈమెయిల్ చిరునామా సరైన రూపంలో లేదు',
  PASSWORD_INCORRECTLY_FORMATTED: 'పాస్‌వర్డ్ సరైన రూపంలో లేదు',
  EMAIL_NEEDS_VERIFICATION: 'ఈమెయిల్ చిరునామాను ధృవీకరించాలి',
  USER_NOT_AUTHENTICATED: 'మీరు సైన్ ఇన్ చేయలేదు',
  ALREADY_SIGNED_IN: 'మీరు ఇప్పటికే సైన్ ఇన్ చేశారు',
  NETWORK_ERROR: 'నెట్‌వర్క్ సమస్య',
  TOO_MANY_ATTEMPTS: 'చాలా సార్లు ప్రయత్నించారు. కొంచెం ఆగి మళ్లీ ప్రయత్నించండి.',
  EMAIL_TAKEN: 'ఈ ఈమెయిల్‌తో ఇప్పటికే ఖాతా ఉంది. దయచేసి సైన్ ఇన్ చేయండి.',
  VERIFICATION_EMAIL_SENT: 'ఈ ఖాతాను ఇంకా ధృవీకరించాల్సి ఉంటే, కొత్త ధృవీకరణ ఈమెయిల్ పంపాము.',
  SOMETHING_WENT_WRONG: 'ఏదో పొరపాటు జరిగింది',
  TRY_AGAIN: 'మళ్లీ ప్రయత్నించండి',
  LOADING: 'లోడ్ అవుతోంది...',
};
