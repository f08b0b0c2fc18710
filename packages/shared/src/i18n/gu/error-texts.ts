import type { ErrorCode, ErrorParams } from '../../error-codes.ts';
import { JSON_MAX_DEPTH } from '../../limits.ts';
import { LOCALES } from '../../locales.ts';
import { CO_FOUNDER_MESSAGES_GU } from './co-founder-texts.ts';
import { COHORT_MESSAGES_GU, REMINDER_MESSAGES_GU, languageInvalidGu, stepsNotCheckedMessageGu } from './cohort-messages.ts';

/** Each error code's text in Gujarati (error-codes.ts, ERROR_MESSAGES). */
const byKind = (video: string, financial: string, deck: string) => (p: ErrorParams) =>
  p.kind === 'video' ? video : p.kind === 'financial_statement' ? financial : deck;
const maxOf = (p: ErrorParams): number => (typeof p.max === 'number' ? p.max : Number(p.max ?? 1) || 1);
const CODE_INVALID = 'આ કોડ સાચો નથી. કૃપા કરીને તપાસીને ફરી પ્રયાસ કરો.';
const CODE_EXPIRED = 'આ કોડની મુદત પૂરી થઈ ગઈ છે અથવા તે પહેલેથી વપરાઈ ગયો છે. કૃપા કરીને નવો કોડ મંગાવો.';
const TOO_MANY_WRONG = 'ઘણી વાર ખોટો કોડ નાખવામાં આવ્યો. કૃપા કરીને નવો કોડ મંગાવો.';
const EMAIL_TAKEN = 'આ ઈમેલથી ખાતું પહેલેથી બનેલું છે. કૃપા કરીને સાઇન ઇન કરો.';
const UPLOAD_BUSY = 'આ અપલોડ હમણાં બીજી વિનંતીમાં રોકાયેલું છે. તે થોડી વારમાં આગળ ચાલશે.';

export const GU_ERROR_TEXTS: Record<ErrorCode, string | ((params: ErrorParams) => string)> = {
  BAD_REQUEST: 'મોકલેલી વિનંતી સમજાઈ નહીં. કૃપા કરીને શું મોકલ્યું તે તપાસો.',
  NOT_FOUND: 'મળ્યું નહીં',
  INTERNAL: 'અમારી બાજુએ કંઈક ખોટું થયું. કૃપા કરીને ફરી પ્રયાસ કરો.',
  TOO_MANY_REQUESTS: 'ઘણી વાર પ્રયાસ થઈ ચૂક્યા છે. કૃપા કરીને થોડી વાર રાહ જોઈને ફરી પ્રયાસ કરો.',
  NUL_CHARACTER: 'લખાણમાં NUL ચિહ્ન (\\u0000) ન હોઈ શકે. કૃપા કરીને તે કાઢીને ફરી પ્રયાસ કરો.',
  JSON_TOO_DEEP: `વિનંતી ખૂબ ઊંડે સુધી રચાયેલી છે: વધુમાં વધુ ${JSON_MAX_DEPTH} સ્તર સ્વીકારાય છે.`,
  FORBIDDEN_ORIGIN: 'આ વિનંતી એવી સાઇટ પરથી આવી છે જેને તેની પરવાનગી નથી.',
  FORBIDDEN: 'તમને આ કરવાની પરવાનગી નથી.',
  METHOD_NOT_ALLOWED: 'GraphQL વિનંતીઓ JSON સાથે POST થી મોકલો.',
  DATABASE_UNREACHABLE: 'ડેટાબેઝ સુધી પહોંચી શકાયું નહીં.',
  OPERATION_NOT_ALLOWED: 'આ કામ કરવાની પરવાનગી નથી.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'આ લખાણનો પ્રકાર સ્વીકારાતો નથી: application/json મોકલો.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'વિનંતી ખાલી છે: એક JSON ઑબ્જેક્ટ મોકલો.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'વિનંતી સાચું JSON નથી.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'વિનંતી ખૂબ મોટી છે.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'વિનંતીનું કદ તેની Content-Length સાથે મેળ ખાતું નથી.',

  UNAUTHENTICATED: 'તમે સાઇન ઇન કર્યું નથી',
  VALIDATION_FAILED: 'કૃપા કરીને બધી જરૂરી માહિતી ભરો',
  APPLICATION_ID_REQUIRED: 'અરજી ID જરૂરી છે',
  COMPLETE_PERSONAL_FIRST: 'કૃપા કરીને પહેલાં અંગત માહિતીનું પગલું પૂરું કરો',
  APPLICATION_NOT_FOUND: 'અરજી ID મળી નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.',
  APPLICATION_LOCKED: 'આ અરજી જમા થઈ ગઈ છે અને હવે તેમાં ફેરફાર થઈ શકતો નથી.',
  SUBMIT_INCOMPLETE: 'જમા કરતાં પહેલાં કૃપા કરીને બધી જરૂરી માહિતી ભરો:',
  STEPS_NOT_CHECKED: (p) => stepsNotCheckedMessageGu(p.steps),
  COHORT_NOT_FOUND: COHORT_MESSAGES_GU.COHORT_NOT_FOUND,
  COHORT_ALREADY_APPLIED: COHORT_MESSAGES_GU.ALREADY_APPLIED,
  COHORT_DRAFT_ELSEWHERE: COHORT_MESSAGES_GU.DRAFT_ELSEWHERE,
  COHORT_DATES_REVERSED: COHORT_MESSAGES_GU.DATES_REVERSED,
  COHORT_CLOSES_IN_PAST: COHORT_MESSAGES_GU.CLOSES_IN_PAST,
  COHORT_ARCHIVED: COHORT_MESSAGES_GU.COHORT_ARCHIVED,
  REMINDER_LINK_INVALID: REMINDER_MESSAGES_GU.LINK_INVALID,
  CHANNEL_NEEDS_MOBILE: REMINDER_MESSAGES_GU.CHANNEL_NEEDS_MOBILE,
  TEAM_MESSAGE_CARRIES_SIGN_IN:
    'ટીમના સંદેશમાં સાઇન-ઇન લિંક કે છ અંકનો કોડ ન હોઈ શકે: તે ફક્ત સાઇન-ઇનમાં મોકલાય છે. તેને કાઢીને ફરી પ્રયાસ કરો.',
  TEAM_MESSAGE_NO_RECIPIENTS: 'આ જૂથના કોઈ પણ ફાઉન્ડર સુધી સંદેશ પહોંચી શકતો નથી: કંઈ મોકલાયું નથી.',
  COHORT_STILL_OPEN: COHORT_MESSAGES_GU.STILL_OPEN,
  COHORT_STAGE_MISMATCH: COHORT_MESSAGES_GU.STAGE_OTHER_COHORT,
  APPLICATIONS_CLOSED: 'આ જૂથ માટે અરજીઓ બંધ થઈ ગઈ છે. હવે નવી અરજીઓ અને જમા કરવાનું સ્વીકારાતું નથી.',
  OWN_QUESTIONS_HINDI_MISSING: (p) => `જૂથ ખુલે તે પહેલાં દરેક પ્રશ્નનું હિન્દી લખાણ લખો. બાકી: ${p.questions ?? ''}`,
  ELIGIBILITY_CHECK_REQUIRED: 'અરજી શરૂ કરતાં પહેલાં આ જૂથના પાત્રતા પ્રશ્નોના જવાબ આપો.',
  ELIGIBILITY_NOT_MET:
    'આ જૂથના પાત્રતા પ્રશ્નોના તમારા જવાબો તેના નિયમોને પૂરા કરતા નથી, તેથી અરજી શરૂ કરી શકાતી નથી. જો તમને લાગે કે આ ભૂલ છે, તો સહાય સરનામે લખો.',
  OWN_QUESTION_UNKNOWN: 'આ પ્રશ્ન આ જૂથના ફોર્મમાં નથી. કૃપા કરીને પાનું ફરીથી ખોલો.',
  OWN_QUESTIONS_UNANSWERED: (p) => `જમા કરતાં પહેલાં આ પ્રશ્નોના જવાબ આપો: ${p.questions ?? ''}`,
  STALE_WRITE:
    'આ પાનું છેલ્લે જોયા પછી આ પગલું બીજા ઉપકરણ પર અથવા ટૅબમાં બદલાયું છે. અહીં લખેલી તમારી માહિતી સુરક્ષિત છે: બીજી આવૃત્તિને બદલે આ રાખવા માટે "સાચવો અને આગળ વધો" ફરી દબાવો.',
  LANGUAGE_INVALID: languageInvalidGu(LOCALES),

  UPLOAD_KIND_INVALID: 'અપલોડનો પ્રકાર ઓળખાયો નહીં: video, financial_statement અથવા pitch_deck મોકલો.',
  UPLOAD_METADATA_INVALID: 'અપલોડની માહિતી (Upload-Metadata) વાંચી શકાઈ નહીં.',
  UPLOAD_LENGTH_REQUIRED: 'અપલોડ શરૂ કરતી વખતે તેનું કદ બાઇટમાં (Upload-Length) જણાવવું જરૂરી છે.',
  UPLOAD_CONCAT_UNSUPPORTED: 'ફાઇલને ભાગોમાં એકસાથે અપલોડ કરી શકાતી નથી: આખી ફાઇલ એક જ વારમાં મોકલો.',
  FILE_TOO_LARGE: byKind('ફાઇલ 1GB ની મર્યાદા કરતાં મોટી છે', 'ફાઇલ 10MB ની મર્યાદા કરતાં મોટી છે', 'ફાઇલ 10MB ની મર્યાદા કરતાં મોટી છે'),
  INVALID_FILE_TYPE: byKind(
    'આ ફાઇલનો પ્રકાર સ્વીકારાતો નથી. કૃપા કરીને ફક્ત MP4, MOV, WebM અથવા AVI ફાઇલ અપલોડ કરો',
    'નાણાકીય પત્રક માટે કૃપા કરીને PDF ફાઇલ અપલોડ કરો',
    'પિચ ડેક માટે કૃપા કરીને PDF અથવા PowerPoint ફાઇલ અપલોડ કરો',
  ),
  FILE_INVALID_ID: 'ફાઇલ ID સાચી નથી',
  FILE_NOT_FOUND: 'ફાઇલ અસ્તિત્વમાં નથી',
  FILE_LINK_INVALID: 'આ ફાઇલ લિંક સાચી નથી.',
  FILE_LINK_EXPIRED: 'આ ફાઇલ લિંકની મુદત પૂરી થઈ ગઈ છે. કૃપા કરીને પોર્ટલ પરથી ફાઇલ ફરી ખોલો.',
  RANGE_NOT_SATISFIABLE: 'ફાઇલનો માંગેલો ભાગ ફાઇલની બહાર છે.',
  TOO_MANY_UNFINISHED_UPLOADS: (p) => {
    const max = maxOf(p);
    return max === 1
      ? 'તમારું એક અપલોડ પહેલેથી ચાલી રહ્યું છે. નવું શરૂ કરતાં પહેલાં તેને પૂરું થવા દો અથવા રદ કરો.'
      : `તમારા ${max} અપલોડ પહેલેથી ચાલી રહ્યા છે. નવું શરૂ કરતાં પહેલાં તેમાંથી એક પૂરું થવા દો અથવા રદ કરો.`;
  },
  UPLOAD_OFFSET_CONFLICT: UPLOAD_BUSY,
  UPLOAD_BUSY,
  UPLOAD_REPLACED: 'એ જ ફાઇલના નવા અપલોડે આની જગ્યા લઈ લીધી છે: નવા અપલોડ સાથે આગળ વધો.',
  VIDEO_NOT_READ_IN_TIME:
    'આ વિડિયો સમયસર વાંચી શકાયો નહીં, તેથી તેને રાખવામાં આવ્યો નથી. ફાઇલ ખરાબ હોઈ શકે: કૃપા કરીને તેને ફરી સાચવો અથવા નિકાસ કરો (MP4 સૌથી સારું) અને ફરી અપલોડ કરો.',
  TUS_VERSION_REQUIRED: 'અપલોડની વિનંતીમાં Tus-Resumable હેડર જરૂરી છે.',

  CONFIRMATION_FAILED: 'પાસવર્ડ અથવા કોડ સાચો નથી.',
  TOO_MANY_CODES: 'છેલ્લા એક કલાકમાં અમે તમને ઘણા કોડ ઈમેલ કર્યા છે. કૃપા કરીને સૌથી નવો કોડ વાપરો, અથવા એક કલાક પછી નવો કોડ મંગાવો.',
  TOO_MANY_CORRECTIONS: 'આજે તમે સુધારાની ઘણી વિનંતીઓ મોકલી છે. પ્રોગ્રામ ટીમ પહેલાં તેમનો જવાબ આપશે; કૃપા કરીને વધુ વિનંતીઓ આવતી કાલે મોકલો.',
  TOO_MANY_EXPORTS: 'આજે અમે તમારો ડેટા ઘણી વાર તૈયાર કર્યો છે. કૃપા કરીને સૌથી નવી નકલ ડાઉનલોડ કરો, અથવા આવતી કાલે ફરી માંગો.',
  CONSENT_REQUIRED: 'અરજી સાચવતાં કે જમા કરતાં પહેલાં કૃપા કરીને ગોપનીયતા સૂચના વાંચો અને તેને સંમતિ આપો. કશું સાચવ્યું નથી.',
  NOTICE_VERSION_OUTDATED: 'આ પાનું ખૂલ્યા પછી ગોપનીયતા સૂચના બદલાઈ છે. કૃપા કરીને તેની હાલની આવૃત્તિ વાંચો.',
  NOT_SUBMITTED: 'તમારી અરજી હજુ જમા થઈ નથી: તમે તેમાં કશું પણ જાતે સુધારી શકો છો.',
  EXPORT_NOT_READY: 'ડાઉનલોડ માટે હજુ કશું તૈયાર નથી. પહેલાં તમારો ડેટા તૈયાર કરો.',
  EXPORT_EXPIRED: 'આ ડાઉનલોડની મુદત પૂરી થઈ ગઈ છે. કૃપા કરીને તમારો ડેટા ફરી તૈયાર કરો.',
  CORRECTION_NOT_FOUND: 'સુધારાની આ વિનંતી હવે અસ્તિત્વમાં નથી: સ્થાપકનું ખાતું કે અરજી ભૂંસાઈ ગઈ હોઈ શકે.',
  CORRECTION_RESOLVED: 'સુધારાની આ વિનંતીનો પહેલેથી નિકાલ થઈ ગયો છે, તેથી કશું બદલાયું નથી. શું કરવામાં આવ્યું તે જોવા માટે પાનું ફરી ખોલો.',
  CORRECTION_FIELD_NOT_CORRECTABLE: 'અહીં ફક્ત સ્થાપકે ભરેલા જવાબો સુધારી શકાય છે: સ્થિતિ, ગુણ, ID કે ફાઇલો નહીં.',
  CORRECTION_OTHER_COHORT: 'આ વિનંતી કન્સોલમાં પસંદ કરેલા જૂથની નહીં, પણ બીજા જૂથની અરજી વિશે છે. તે જૂથ પસંદ કરીને ફરી પ્રયાસ કરો.',
  CORRECTION_STALE:
    'સુધારો ખોલ્યા પછી અરજી બદલાઈ છે (કદાચ બીજા સંચાલકે તેને સુધારી). કશું સાચવ્યું નથી: હમણાં શું સચવાયેલું છે તે જોવા માટે તેને ફરી ખોલો.',
  CORRECTION_UNCHANGED: 'પહેલાં કિંમત બદલો: આ એ જ છે જે પહેલેથી સચવાયેલું છે.',

  INVALID_EMAIL_OR_PASSWORD: 'ઈમેલ અથવા પાસવર્ડ સાચો નથી. કૃપા કરીને ફરી પ્રયાસ કરો.',
  USER_ALREADY_EXISTS: EMAIL_TAKEN,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: EMAIL_TAKEN,
  EMAIL_NOT_VERIFIED: 'ઈમેલની ખાતરી કરવી જરૂરી છે',
  INVALID_OTP: CODE_INVALID,
  INVALID_CODE: CODE_INVALID,
  INVALID_BACKUP_CODE: CODE_INVALID,
  OTP_EXPIRED: CODE_EXPIRED,
  OTP_NOT_FOUND: CODE_EXPIRED,
  INVALID_TOKEN: CODE_EXPIRED,
  TOO_MANY_ATTEMPTS: TOO_MANY_WRONG,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: TOO_MANY_WRONG,
  INVALID_TWO_FACTOR_COOKIE: 'બે-પગલાંની ચકાસણીનો સમય પૂરો થઈ ગયો છે. કૃપા કરીને ફરી સાઇન ઇન કરો.',
  PASSKEY_NOT_FOUND: 'આ પાસકી મળી નહીં.',
  INVALID_ID_TOKEN: 'તમારા ઓળખ પ્રદાતાનું સાઇન ઇન ટોકન સાચું નથી.',
  SIGN_IN_LINK_INVALID: 'આ સાઇન ઇન લિંક સાચી નથી, પહેલેથી વપરાઈ ગઈ છે અથવા તેની મુદત પૂરી થઈ ગઈ છે. કોઈ સંચાલક પાસે નવી લિંક માંગો.',
  PASSWORD_ALREADY_SET: 'આ ખાતાનો પાસવર્ડ પહેલેથી બનેલો છે. તેને ગોપનીયતા અને સુરક્ષા પાના પર બદલો.',
  INVITATION_NOT_FOUND: 'આ આમંત્રણ લિંક સાચી નથી. તપાસો કે તમે ઈમેલમાંથી આખી લિંક ખોલી છે.',
  INVITATION_ACCEPTED: 'આ આમંત્રણ પહેલેથી સ્વીકારાઈ ગયું છે. કન્સોલ ખોલવા માટે સાઇન ઇન કરો.',
  INVITATION_EXPIRED: 'આ આમંત્રણની મુદત પૂરી થઈ ગઈ છે. જે સંચાલકે તમને આમંત્રણ આપ્યું હતું તેમની પાસે નવું આમંત્રણ માંગો.',
  INVITATION_REVOKED: 'આ આમંત્રણ પાછું ખેંચી લેવામાં આવ્યું છે. જે સંચાલકે તમને આમંત્રણ આપ્યું હતું તેમની પાસે નવું આમંત્રણ માંગો.',
  INVITATION_WRONG_ACCOUNT: (p) =>
    `આ આમંત્રણ ${String(p.invited ?? '')} માટે છે, પણ તમે ${String(p.current ?? '')} થી સાઇન ઇન કર્યું છે. સાઇન આઉટ કરો, પછી લિંક ફરી ખોલો.`,
  INVITATION_ACCOUNT_EXISTS: 'આ સરનામાનું ખાતું પહેલેથી છે: સ્વીકારવા માટે તેમાં સાઇન ઇન કરો.',
  TEAM_FULL: CO_FOUNDER_MESSAGES_GU.TEAM_FULL,
  TEAM_INVITE_NOT_FOUND: CO_FOUNDER_MESSAGES_GU.INVITE_NOT_FOUND,
  TEAM_INVITE_USED: CO_FOUNDER_MESSAGES_GU.INVITE_USED,
  TEAM_INVITE_EXPIRED: CO_FOUNDER_MESSAGES_GU.INVITE_EXPIRED,
  TEAM_INVITE_REVOKED: CO_FOUNDER_MESSAGES_GU.INVITE_REVOKED,
  TEAM_INVITE_OTHER_ADDRESS: CO_FOUNDER_MESSAGES_GU.INVITE_OTHER_ADDRESS,
  TEAM_ALREADY_MEMBER: CO_FOUNDER_MESSAGES_GU.ALREADY_MEMBER,
  TEAM_OWN_APPLICATION: CO_FOUNDER_MESSAGES_GU.OWN_APPLICATION_IN_COHORT,
  TEAM_LAST_MEMBER: CO_FOUNDER_MESSAGES_GU.LAST_MEMBER,
  TEAM_INVITE_SELF: CO_FOUNDER_MESSAGES_GU.INVITE_SELF,
  TEAM_TOO_MANY_INVITES: CO_FOUNDER_MESSAGES_GU.TOO_MANY_INVITES,
  TEAM_SIGN_OFF_MISSING: CO_FOUNDER_MESSAGES_GU.SIGN_OFF_MISSING,
  UPLOAD_REPLACES_UNSEEN_FILE: CO_FOUNDER_MESSAGES_GU.REPLACE_UNSEEN_FILE,
};
