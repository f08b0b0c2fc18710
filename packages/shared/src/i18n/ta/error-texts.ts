import type { ErrorCode, ErrorParams } from '../../error-codes.ts';
import { JSON_MAX_DEPTH } from '../../limits.ts';
import { LOCALES } from '../../locales.ts';
import { TA_COHORT_MESSAGES, TA_REMINDER_MESSAGES } from './cohort-messages.ts';
import { TA_CO_FOUNDER_MESSAGES } from './co-founder-texts.ts';
import { TA_STEP_LABELS } from './steps.ts';

/** Each error code's text in Tamil (error-codes.ts adds this table as its `ta` line). */
type ErrorText = string | ((params: ErrorParams) => string);

const byKind = (video: string, financial: string, deck: string) => (p: ErrorParams) =>
  p.kind === 'video' ? video : p.kind === 'financial_statement' ? financial : deck;
const maxOf = (p: ErrorParams): number => (typeof p.max === 'number' ? p.max : Number(p.max ?? 1) || 1);
const stepNames = (steps: unknown): string =>
  (typeof steps === 'string' && steps ? steps.split(',') : [])
    .map((step) => TA_STEP_LABELS[step as keyof typeof TA_STEP_LABELS] ?? step)
    .join(', ');

const CODE_INVALID = 'இந்தக் குறியீடு சரியில்லை. சரிபார்த்து மீண்டும் முயலுங்கள்.';
const CODE_EXPIRED = 'இந்தக் குறியீட்டின் காலம் முடிந்துவிட்டது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டது. புதிய குறியீட்டைக் கேளுங்கள்.';
const CODE_TOO_MANY = 'பல முறை தவறான குறியீடு போடப்பட்டது. புதிய குறியீட்டைக் கேளுங்கள்.';
const EMAIL_TAKEN = 'இந்த மின்னஞ்சலுக்கு ஏற்கெனவே ஒரு கணக்கு உள்ளது. அதற்குப் பதிலாக உள்நுழையுங்கள்.';
const UPLOAD_BUSY = 'இந்தப் பதிவேற்றம் இப்போது வேறொரு கோரிக்கையில் உள்ளது. சிறிது நேரத்தில் தொடரும்.';
const DOCUMENT_TOO_LARGE = 'கோப்பு 10MB வரம்பை விடப் பெரியது';

export const TA_ERROR_TEXTS: Record<ErrorCode, ErrorText> = {
  BAD_REQUEST: 'கோரிக்கையைப் புரிந்துகொள்ள முடியவில்லை. அனுப்பியதைச் சரிபாருங்கள்.',
  NOT_FOUND: 'கிடைக்கவில்லை',
  INTERNAL: 'எங்கள் பக்கம் ஏதோ தவறு நடந்தது. மீண்டும் முயலுங்கள்.',
  TOO_MANY_REQUESTS: 'பல முறை முயன்றுவிட்டீர்கள். சிறிது நேரம் காத்திருந்து மீண்டும் முயலுங்கள்.',
  NUL_CHARACTER: 'எழுத்தில் NUL குறி (\\u0000) இருக்கக் கூடாது. அதை நீக்கி மீண்டும் முயலுங்கள்.',
  JSON_TOO_DEEP: `கோரிக்கை மிக ஆழமாக அடுக்கப்பட்டுள்ளது: அதிகபட்சம் ${JSON_MAX_DEPTH} அடுக்குகள் மட்டுமே ஏற்கப்படும்.`,
  FORBIDDEN_ORIGIN: 'இந்தக் கோரிக்கை அனுமதி இல்லாத ஒரு தளத்திலிருந்து வந்தது.',
  FORBIDDEN: 'இதைச் செய்ய உங்களுக்கு அனுமதி இல்லை.',
  METHOD_NOT_ALLOWED: 'GraphQL கோரிக்கைகளை JSON உடன் POST ஆக அனுப்புங்கள்.',
  DATABASE_UNREACHABLE: 'தரவுத்தளத்தை அணுக முடியவில்லை.',
  OPERATION_NOT_ALLOWED: 'இந்தச் செயலுக்கு அனுமதி இல்லை.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'இந்த உள்ளடக்க வகை ஏற்கப்படாது: application/json அனுப்புங்கள்.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'கோரிக்கை காலியாக உள்ளது: ஒரு JSON பொருளை அனுப்புங்கள்.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'கோரிக்கை சரியான JSON இல்லை.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'கோரிக்கை மிகப் பெரியது.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'கோரிக்கையின் அளவு அதன் Content-Length உடன் பொருந்தவில்லை.',

  UNAUTHENTICATED: 'நீங்கள் உள்நுழையவில்லை',
  VALIDATION_FAILED: 'தேவையான எல்லா விவரங்களையும் நிரப்புங்கள்',
  APPLICATION_ID_REQUIRED: 'விண்ணப்ப அடையாள எண் தேவை',
  COMPLETE_PERSONAL_FIRST: 'முதலில் தனிப்பட்ட விவரங்கள் படியை முடியுங்கள்',
  APPLICATION_NOT_FOUND: 'விண்ணப்பம் கிடைக்கவில்லை. மீண்டும் முயலுங்கள்.',
  APPLICATION_LOCKED: 'இந்த விண்ணப்பம் சமர்ப்பிக்கப்பட்டுவிட்டது, இனி மாற்ற முடியாது.',
  SUBMIT_INCOMPLETE: 'சமர்ப்பிக்கும் முன் தேவையான எல்லா விவரங்களையும் நிரப்புங்கள்:',
  STEPS_NOT_CHECKED: (p) =>
    `இந்தப் படிகள் உங்கள் முந்தைய விண்ணப்பத்திலிருந்து நிரப்பப்பட்டவை, இன்னும் சரிபார்க்கப்படவில்லை: ${stepNames(p.steps)}. சமர்ப்பிக்கும் முன் ஒவ்வொன்றையும் திறந்து, சரிபார்த்து, சேமியுங்கள்.`,
  COHORT_NOT_FOUND: TA_COHORT_MESSAGES.COHORT_NOT_FOUND,
  COHORT_ALREADY_APPLIED: TA_COHORT_MESSAGES.ALREADY_APPLIED,
  COHORT_DRAFT_ELSEWHERE: TA_COHORT_MESSAGES.DRAFT_ELSEWHERE,
  COHORT_DATES_REVERSED: TA_COHORT_MESSAGES.DATES_REVERSED,
  COHORT_CLOSES_IN_PAST: TA_COHORT_MESSAGES.CLOSES_IN_PAST,
  COHORT_ARCHIVED: TA_COHORT_MESSAGES.COHORT_ARCHIVED,
  REMINDER_LINK_INVALID: TA_REMINDER_MESSAGES.LINK_INVALID,
  CHANNEL_NEEDS_MOBILE: TA_REMINDER_MESSAGES.CHANNEL_NEEDS_MOBILE,
  TEAM_MESSAGE_CARRIES_SIGN_IN:
    'குழுவின் செய்தியில் உள்நுழைவு இணைப்பு அல்லது ஆறு இலக்க குறியீடு இருக்கக்கூடாது: அவை உள்நுழைவில் மட்டுமே அனுப்பப்படும். அதை நீக்கி மீண்டும் முயலவும்.',
  TEAM_MESSAGE_NO_RECIPIENTS: 'இந்தக் குழுவில் எந்த நிறுவனருக்கும் செய்தி சேர முடியாது: எதுவும் அனுப்பப்படவில்லை.',
  COHORT_STILL_OPEN: TA_COHORT_MESSAGES.STILL_OPEN,
  COHORT_STAGE_MISMATCH: TA_COHORT_MESSAGES.STAGE_OTHER_COHORT,
  APPLICATIONS_CLOSED: 'இந்தச் சுற்றுக்கான விண்ணப்பங்கள் மூடப்பட்டுவிட்டன. புதிய விண்ணப்பங்களும் சமர்ப்பிப்புகளும் இனி ஏற்கப்படாது.',
  OWN_QUESTIONS_HINDI_MISSING: (p) => `சுற்று திறப்பதற்கு முன் ஒவ்வொரு கேள்வியின் இந்தி உரையையும் எழுதுங்கள். மீதம்: ${p.questions ?? ''}`,
  ELIGIBILITY_CHECK_REQUIRED: 'விண்ணப்பத்தைத் தொடங்கும் முன் இந்தச் சுற்றின் தகுதிக் கேள்விகளுக்குப் பதில் அளியுங்கள்.',
  ELIGIBILITY_NOT_MET:
    'இந்தச் சுற்றின் தகுதிக் கேள்விகளுக்கான உங்கள் பதில்கள் அதன் விதிகளுக்குப் பொருந்தவில்லை, எனவே விண்ணப்பத்தைத் தொடங்க முடியாது. இது தவறு என்று நினைத்தால் உதவி முகவரிக்கு எழுதுங்கள்.',
  OWN_QUESTION_UNKNOWN: 'இந்தக் கேள்வி இந்தச் சுற்றின் விண்ணப்பத்தில் இல்லை. பக்கத்தை மீண்டும் திறங்கள்.',
  OWN_QUESTIONS_UNANSWERED: (p) => `சமர்ப்பிக்கும் முன் இந்தக் கேள்விகளுக்குப் பதில் அளியுங்கள்: ${p.questions ?? ''}`,
  STALE_WRITE:
    'இந்தப் படி, இந்தப் பக்கம் கடைசியாகப் பார்த்த பின் வேறொரு கருவியில் அல்லது தாவலில் மாற்றப்பட்டுள்ளது. இங்கே நீங்கள் எழுதியது பாதுகாப்பாக உள்ளது: மற்றதன் இடத்தில் இதை வைக்க "சேமித்து அடுத்து" மீண்டும் அழுத்துங்கள்.',
  LANGUAGE_INVALID: `தளத்தின் மொழிகளில் ஒன்றைத் தேர்ந்தெடுங்கள்: ${LOCALES.join(', ')}.`,

  UPLOAD_KIND_INVALID: 'பதிவேற்ற வகை தெரியவில்லை: video, financial_statement அல்லது pitch_deck அனுப்புங்கள்.',
  UPLOAD_METADATA_INVALID: 'பதிவேற்ற விவரங்களை (Upload-Metadata) படிக்க முடியவில்லை.',
  UPLOAD_LENGTH_REQUIRED: 'பதிவேற்றம் தொடங்கும்போது அதன் அளவை பைட்டுகளில் (Upload-Length) சொல்ல வேண்டும்.',
  UPLOAD_CONCAT_UNSUPPORTED: 'கோப்பைப் பகுதிகளாக ஒரே நேரத்தில் அனுப்ப முடியாது: முழுக் கோப்பையும் ஒரே பதிவேற்றமாக அனுப்புங்கள்.',
  FILE_TOO_LARGE: byKind('கோப்பு 1GB வரம்பை விடப் பெரியது', DOCUMENT_TOO_LARGE, DOCUMENT_TOO_LARGE),
  INVALID_FILE_TYPE: byKind(
    'இந்தக் கோப்பு வகை ஏற்கப்படாது. MP4, MOV, WebM அல்லது AVI கோப்புகளை மட்டும் பதிவேற்றுங்கள்',
    'நிதி அறிக்கைக்கு PDF கோப்பைப் பதிவேற்றுங்கள்',
    'அறிமுக ஸ்லைடுகளுக்கு PDF அல்லது PowerPoint கோப்பைப் பதிவேற்றுங்கள்',
  ),
  FILE_INVALID_ID: 'கோப்பின் அடையாளம் சரியில்லை',
  FILE_NOT_FOUND: 'கோப்பு இல்லை',
  FILE_LINK_INVALID: 'இந்தக் கோப்பு இணைப்பு சரியில்லை.',
  FILE_LINK_EXPIRED: 'இந்தக் கோப்பு இணைப்பின் காலம் முடிந்துவிட்டது. தளத்திலிருந்து கோப்பை மீண்டும் திறங்கள்.',
  RANGE_NOT_SATISFIABLE: 'கோரப்பட்ட பகுதி கோப்புக்கு வெளியே உள்ளது.',
  TOO_MANY_UNFINISHED_UPLOADS: (p) => {
    const max = maxOf(p);
    return max === 1
      ? 'உங்கள் ஒரு பதிவேற்றம் ஏற்கெனவே நடந்துகொண்டிருக்கிறது. புதியதைத் தொடங்கும் முன் அது முடியட்டும், அல்லது அதை ரத்து செய்யுங்கள்.'
      : `உங்கள் ${max} பதிவேற்றங்கள் ஏற்கெனவே நடந்துகொண்டிருக்கின்றன. புதியதைத் தொடங்கும் முன் ஒன்று முடியட்டும், அல்லது ஒன்றை ரத்து செய்யுங்கள்.`;
  },
  UPLOAD_OFFSET_CONFLICT: UPLOAD_BUSY,
  UPLOAD_BUSY,
  UPLOAD_REPLACED: 'அதே கோப்பின் புதிய பதிவேற்றம் இதன் இடத்தைப் பிடித்துள்ளது: புதிய பதிவேற்றத்துடன் தொடருங்கள்.',
  VIDEO_NOT_READ_IN_TIME:
    'இந்த வீடியோவை நேரத்துக்குள் படிக்க முடியவில்லை, அதனால் வைக்கப்படவில்லை. கோப்பு சேதமடைந்திருக்கலாம்: அதை மீண்டும் சேமித்து அல்லது ஏற்றுமதி செய்து (MP4 சிறந்தது) மீண்டும் பதிவேற்றுங்கள்.',
  TUS_VERSION_REQUIRED: 'பதிவேற்றக் கோரிக்கையில் Tus-Resumable தலைப்பு தேவை.',

  CONFIRMATION_FAILED: 'கடவுச்சொல் அல்லது குறியீடு சரியில்லை.',
  TOO_MANY_CODES:
    'கடந்த ஒரு மணி நேரத்தில் ஏற்கெனவே பல குறியீடுகளை அனுப்பியுள்ளோம். சமீபத்தியதைப் பயன்படுத்துங்கள், அல்லது ஒரு மணி நேரம் கழித்துப் புதிய குறியீட்டைக் கேளுங்கள்.',
  TOO_MANY_CORRECTIONS:
    'இன்று பல திருத்தக் கோரிக்கைகளை அனுப்பியுள்ளீர்கள். திட்டக் குழு முதலில் அவற்றுக்குப் பதில் தரும்; மேலும் கோரிக்கைகளை நாளை அனுப்புங்கள்.',
  TOO_MANY_EXPORTS: 'இன்று உங்கள் தரவைப் பல முறை தயாரித்துவிட்டோம். சமீபத்திய நகலைப் பதிவிறக்குங்கள், அல்லது நாளை மீண்டும் கேளுங்கள்.',
  CONSENT_REQUIRED: 'விண்ணப்பத்தைச் சேமிக்கும் அல்லது சமர்ப்பிக்கும் முன் தனியுரிமை அறிவிப்பைப் படித்து ஒப்புக்கொள்ளுங்கள். எதுவும் சேமிக்கப்படவில்லை.',
  NOTICE_VERSION_OUTDATED: 'இந்தப் பக்கம் திறந்த பின் தனியுரிமை அறிவிப்பு மாறியுள்ளது. தற்போதைய பதிப்பைப் படியுங்கள்.',
  NOT_SUBMITTED: 'உங்கள் விண்ணப்பம் இன்னும் சமர்ப்பிக்கப்படவில்லை: அதில் எதையும் நீங்களே திருத்தலாம்.',
  EXPORT_NOT_READY: 'பதிவிறக்க எதுவும் தயாராக இல்லை. முதலில் உங்கள் தரவைத் தயார் செய்யுங்கள்.',
  EXPORT_EXPIRED: 'இந்தப் பதிவிறக்கத்தின் காலம் முடிந்துவிட்டது. உங்கள் தரவை மீண்டும் தயார் செய்யுங்கள்.',
  CORRECTION_NOT_FOUND: 'இந்தத் திருத்தக் கோரிக்கை இனி இல்லை: நிறுவனரின் கணக்கு அல்லது விண்ணப்பம் அழிக்கப்பட்டிருக்கலாம்.',
  CORRECTION_RESOLVED:
    'இந்தத் திருத்தக் கோரிக்கை ஏற்கெனவே முடிக்கப்பட்டது, அதனால் எதுவும் மாற்றப்படவில்லை. என்ன செய்யப்பட்டது என்று பார்க்கப் பக்கத்தை மீண்டும் திறங்கள்.',
  CORRECTION_FIELD_NOT_CORRECTABLE: 'நிறுவனர் நிரப்பிய பதில்களை மட்டுமே இங்கே திருத்தலாம்: நிலை, மதிப்பெண், அடையாள எண் அல்லது கோப்புகளை அல்ல.',
  CORRECTION_OTHER_COHORT: 'இந்தக் கோரிக்கை கன்சோலில் தேர்ந்தெடுத்த சுற்றின் விண்ணப்பம் பற்றியது அல்ல. அதன் சுற்றைத் தேர்ந்தெடுத்து மீண்டும் முயலுங்கள்.',
  CORRECTION_STALE:
    'திருத்தத்தைத் திறந்த பின் விண்ணப்பம் மாறியுள்ளது (வேறொரு நிர்வாகி திருத்தியிருக்கலாம்). எதுவும் சேமிக்கப்படவில்லை: இப்போது சேமித்திருப்பதைப் பார்க்க அதை மீண்டும் திறங்கள்.',
  CORRECTION_UNCHANGED: 'முதலில் மதிப்பை மாற்றுங்கள்: இது ஏற்கெனவே சேமித்ததைப் போலவே உள்ளது.',

  INVALID_EMAIL_OR_PASSWORD: 'மின்னஞ்சல் அல்லது கடவுச்சொல் சரியில்லை. மீண்டும் முயலுங்கள்.',
  USER_ALREADY_EXISTS: EMAIL_TAKEN,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: EMAIL_TAKEN,
  EMAIL_NOT_VERIFIED: 'மின்னஞ்சல் முகவரியை உறுதிப்படுத்த வேண்டும்',
  INVALID_OTP: CODE_INVALID,
  INVALID_CODE: CODE_INVALID,
  INVALID_BACKUP_CODE: CODE_INVALID,
  OTP_EXPIRED: CODE_EXPIRED,
  OTP_NOT_FOUND: CODE_EXPIRED,
  INVALID_TOKEN: CODE_EXPIRED,
  TOO_MANY_ATTEMPTS: CODE_TOO_MANY,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: CODE_TOO_MANY,
  INVALID_TWO_FACTOR_COOKIE: 'இரண்டு-படிச் சரிபார்ப்பின் நேரம் முடிந்துவிட்டது. மீண்டும் உள்நுழையுங்கள்.',
  PASSKEY_NOT_FOUND: 'இந்தப் பாஸ்கீ கிடைக்கவில்லை.',
  INVALID_ID_TOKEN: 'உங்கள் அடையாள வழங்குநரிடமிருந்து வந்த உள்நுழைவுச் சாவி சரியில்லை.',
  SIGN_IN_LINK_INVALID:
    'இந்த உள்நுழைவு இணைப்பு சரியில்லை, ஏற்கெனவே பயன்படுத்தப்பட்டது அல்லது காலாவதியானது. ஒரு நிர்வாகியிடம் புதிய இணைப்பைக் கேளுங்கள்.',
  PASSWORD_ALREADY_SET: 'இந்தக் கணக்குக்கு ஏற்கெனவே கடவுச்சொல் உள்ளது. அதைத் தனியுரிமை மற்றும் பாதுகாப்புப் பக்கத்தில் மாற்றுங்கள்.',
  INVITATION_NOT_FOUND: 'இந்த அழைப்பு இணைப்பு சரியில்லை. மின்னஞ்சலிலிருந்து முழு இணைப்பையும் திறந்தீர்களா என்று சரிபாருங்கள்.',
  INVITATION_ACCEPTED: 'இந்த அழைப்பு ஏற்கெனவே ஏற்கப்பட்டது. கன்சோலைத் திறக்க உள்நுழையுங்கள்.',
  INVITATION_EXPIRED: 'இந்த அழைப்பின் காலம் முடிந்துவிட்டது. உங்களை அழைத்த நிர்வாகியிடம் புதிய அழைப்பைக் கேளுங்கள்.',
  INVITATION_REVOKED: 'இந்த அழைப்பு திரும்பப் பெறப்பட்டது. உங்களை அழைத்த நிர்வாகியிடம் புதிய அழைப்பைக் கேளுங்கள்.',
  INVITATION_WRONG_ACCOUNT: (p) =>
    `இந்த அழைப்பு ${String(p.invited ?? '')} முகவரிக்கானது, ஆனால் நீங்கள் ${String(p.current ?? '')} ஆக உள்நுழைந்துள்ளீர்கள். வெளியேறி, இணைப்பை மீண்டும் திறங்கள்.`,
  INVITATION_ACCOUNT_EXISTS: 'இந்த முகவரிக்கு ஏற்கெனவே கணக்கு உள்ளது: ஏற்க அதில் உள்நுழையுங்கள்.',
  TEAM_FULL: TA_CO_FOUNDER_MESSAGES.TEAM_FULL,
  TEAM_INVITE_NOT_FOUND: TA_CO_FOUNDER_MESSAGES.INVITE_NOT_FOUND,
  TEAM_INVITE_USED: TA_CO_FOUNDER_MESSAGES.INVITE_USED,
  TEAM_INVITE_EXPIRED: TA_CO_FOUNDER_MESSAGES.INVITE_EXPIRED,
  TEAM_INVITE_REVOKED: TA_CO_FOUNDER_MESSAGES.INVITE_REVOKED,
  TEAM_INVITE_OTHER_ADDRESS: TA_CO_FOUNDER_MESSAGES.INVITE_OTHER_ADDRESS,
  TEAM_ALREADY_MEMBER: TA_CO_FOUNDER_MESSAGES.ALREADY_MEMBER,
  TEAM_OWN_APPLICATION: TA_CO_FOUNDER_MESSAGES.OWN_APPLICATION_IN_COHORT,
  TEAM_LAST_MEMBER: TA_CO_FOUNDER_MESSAGES.LAST_MEMBER,
  TEAM_INVITE_SELF: TA_CO_FOUNDER_MESSAGES.INVITE_SELF,
  TEAM_TOO_MANY_INVITES: TA_CO_FOUNDER_MESSAGES.TOO_MANY_INVITES,
  TEAM_SIGN_OFF_MISSING: TA_CO_FOUNDER_MESSAGES.SIGN_OFF_MISSING,
  UPLOAD_REPLACES_UNSEEN_FILE: TA_CO_FOUNDER_MESSAGES.REPLACE_UNSEEN_FILE,
};
