import type { SIGN_IN_MESSAGES } from '../../texts/sign-in-messages.ts';
import type { Translation } from '../texts.ts';

export const GU_SIGN_IN_MESSAGES: Translation<typeof SIGN_IN_MESSAGES> = {
  REQUIRED_FIELDS_AUTH: 'કૃપા કરીને બધી જરૂરી માહિતી ભરો',
  PASSWORD_TOO_SHORT: 'પાસવર્ડ ઓછામાં ઓછા 8 અક્ષરનો હોવો જોઈએ',
  PASSWORD_NEEDS_NUMBER: 'પાસવર્ડમાં ઓછામાં ઓછો એક અંક હોવો જોઈએ',
  PASSWORD_NEEDS_SPECIAL: 'પાસવર્ડમાં ઓછામાં ઓછું એક ખાસ ચિહ્ન (જેમ કે @ # !) હોવું જોઈએ',
  PASSWORD_HINT: 'પાસવર્ડ ઓછામાં ઓછા 8 અક્ષરનો હોય, અને તેમાં અંક અને ખાસ ચિહ્ન (જેમ કે @ # !) હોય',
  INVALID_CREDENTIALS: 'ઈમેલ અથવા પાસવર્ડ સાચો નથી. કૃપા કરીને ફરી પ્રયાસ કરો.',
  AUTH_FALLBACK: 'સાઇન ઇન કરતી વખતે કંઈક ખોટું થયું',
  SIGNUP_FALLBACK: 'ખાતું બનાવતી વખતે કંઈક ખોટું થયું',
  EMAIL_INCORRECTLY_FORMATTED: 'ઈમેલ સરનામું સાચા સ્વરૂપમાં નથી',
  PASSWORD_INCORRECTLY_FORMATTED: 'પાસવર્ડ સાચા સ્વરૂપમાં નથી',
  EMAIL_NEEDS_VERIFICATION: 'ઈમેલ સરનામાની ખાતરી કરવી જરૂરી છે',
  USER_NOT_AUTHENTICATED: 'તમે સાઇન ઇન કર્યું નથી',
  ALREADY_SIGNED_IN: 'તમે પહેલેથી સાઇન ઇન કર્યું છે',
  NETWORK_ERROR: 'નેટવર્કમાં મુશ્કેલી',
  TOO_MANY_ATTEMPTS: 'ઘણા બધા પ્રયાસ થયા. કૃપા કરીને થોડી વાર રાહ જોઈને ફરી પ્રયાસ કરો.',
  EMAIL_TAKEN: 'આ ઈમેલથી ખાતું પહેલેથી બનેલું છે. કૃપા કરીને સાઇન ઇન કરો.',
  VERIFICATION_EMAIL_SENT: 'આ ખાતાની ખાતરી હજુ બાકી હોય, તો અમે ખાતરીનો નવો ઈમેલ મોકલ્યો છે.',
  SOMETHING_WENT_WRONG: 'કંઈક ખોટું થયું',
  TRY_AGAIN: 'ફરી પ્રયાસ કરો',
  LOADING: 'લોડ થઈ રહ્યું છે...',
};
