import type { DATA_RIGHTS_EMAILS } from '../../privacy/privacy-messages.ts';

/** The data rights emails in Gujarati (privacy/data-rights-emails.ts); {placeholders} are filled with fillText. */
export const GU_DATA_RIGHTS_EMAILS: Record<keyof typeof DATA_RIGHTS_EMAILS, string> = {
  EXPORT_READY_SUBJECT: 'તમારો ડેટા ડાઉનલોડ માટે તૈયાર છે',
  EXPORT_READY_BODY:
    'નમસ્તે {name},\n\nતમે માંગેલી તમારા ડેટાની નકલ તૈયાર છે. તેને ડાઉનલોડ કરવા માટે સાઇન ઇન કરો અને ખાતું, ગોપનીયતા અને સુરક્ષા ખોલો: {link}\n\nતે 7 દિવસ સુધી ડાઉનલોડ કરી શકાશે.',
  DELETE_CODE_SUBJECT: 'તમારું ખાતું ભૂંસવા માટે તમારો કોડ',
  DELETE_CODE_BODY:
    'તમારું ખાતું ભૂંસવા માટે તમારો કોડ {code} છે. તે 10 મિનિટ ચાલશે. જો તમે આ માંગ્યું ન હોય, તો સાઇન ઇન કરીને તમારો પાસવર્ડ બદલો.',
  RETENTION_NOTICE_SUBJECT: 'તમારી અરજીનો ડેટા 48 કલાકમાં ભૂંસી નાખવામાં આવશે',
  RETENTION_NOTICE_BODY:
    'નમસ્તે {name},\n\n{cohort} બંધ થઈ ગયું છે અને તમારી અરજી સ્વીકારાઈ નથી. અમારી ગોપનીયતા સૂચનામાં લખ્યા મુજબ, તમારી અરજી અને તેની ફાઇલો {date} ના રોજ ભૂંસી નાખવામાં આવશે. જો તમે તેની નકલ રાખવા માંગતા હો, તો તે પહેલાં સાઇન ઇન કરીને "મારો ડેટા ડાઉનલોડ કરો" વાપરો: {link}',
  CORRECTION_DONE_SUBJECT: 'અમે તમારી અરજી સુધારી છે',
  CORRECTION_DONE_BODY:
    'નમસ્તે {name},\n\nતમારી વિનંતી પર પ્રોગ્રામ ટીમે તમારી જમા કરેલી અરજીમાં આ સુધારો કર્યો છે:\n\n{changes}\n\nતમે આ તમારી અરજીમાં અને ખાતું, ગોપનીયતા અને સુરક્ષામાં જોઈ શકો છો: {link}',
};

/** correctionDoneEmail's words for a yes/no answer and a blank one. */
export const GU_FIELD_WORDS = { yes: 'હા', no: 'ના' } as const;
export const GU_BLANK = '(ખાલી)';
