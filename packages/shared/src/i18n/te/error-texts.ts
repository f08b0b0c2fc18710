import type { ErrorCode, ErrorParams } from '../../error-codes.ts';
import { JSON_MAX_DEPTH } from '../../limits.ts';
import { LOCALES } from '../../locales.ts';
import { TE_COHORT_MESSAGES, TE_REMINDER_MESSAGES } from './cohort-messages.ts';
import { TE_CO_FOUNDER_MESSAGES } from './co-founder-texts.ts';
import { TE_STEP_LABELS } from './steps.ts';

/** Each error code's text in Telugu (error-codes.ts adds this table as its `te` line). */
type ErrorText = string | ((params: ErrorParams) => string);

const byKind = (video: string, financial: string, deck: string) => (p: ErrorParams) =>
  p.kind === 'video' ? video : p.kind === 'financial_statement' ? financial : deck;
const maxOf = (p: ErrorParams): number => (typeof p.max === 'number' ? p.max : Number(p.max ?? 1) || 1);
const stepNames = (steps: unknown): string =>
  (typeof steps === 'string' && steps ? steps.split(',') : [])
    .map((step) => TE_STEP_LABELS[step as keyof typeof TE_STEP_LABELS] ?? step)
    .join(', ');

const CODE_INVALID = 'ఈ కోడ్ సరిగా లేదు. దయచేసి చూసి మళ్లీ ప్రయత్నించండి.';
const CODE_EXPIRED = 'ఈ కోడ్ గడువు ముగిసింది లేదా ఇప్పటికే వాడబడింది. దయచేసి కొత్త కోడ్ అడగండి.';
const CODE_TOO_MANY = 'చాలా సార్లు తప్పు కోడ్ వేశారు. దయచేసి కొత్త కోడ్ అడగండి.';
const EMAIL_TAKEN = 'ఈ ఈమెయిల్‌తో ఇప్పటికే ఖాతా ఉంది. దయచేసి సైన్ ఇన్ చేయండి.';
const UPLOAD_BUSY = 'ఈ అప్‌లోడ్ ఇప్పుడు వేరే అభ్యర్థనలో ఉంది. కొంచెంసేపట్లో కొనసాగుతుంది.';
const DOCUMENT_TOO_LARGE = 'ఫైల్ 10MB పరిమితి కంటే పెద్దది';

export const TE_ERROR_TEXTS: Record<ErrorCode, ErrorText> = {
  BAD_REQUEST: 'అభ్యర్థన అర్థం కాలేదు. దయచేసి పంపిన దాన్ని తనిఖీ చేయండి.',
  NOT_FOUND: 'కనిపించలేదు',
  INTERNAL: 'మా వైపు ఏదో పొరపాటు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
  TOO_MANY_REQUESTS: 'చాలా సార్లు ప్రయత్నించారు. కొంచెం ఆగి మళ్లీ ప్రయత్నించండి.',
  NUL_CHARACTER: 'రాసిన దానిలో NUL గుర్తు (\\u0000) ఉండకూడదు. దాన్ని తీసేసి మళ్లీ ప్రయత్నించండి.',
  JSON_TOO_DEEP: `అభ్యర్థన చాలా లోతుగా అమర్చబడింది: గరిష్ఠంగా ${JSON_MAX_DEPTH} అంచెలు మాత్రమే అంగీకరించబడతాయి.`,
  FORBIDDEN_ORIGIN: 'ఈ అభ్యర్థన అనుమతి లేని సైట్ నుంచి వచ్చింది.',
  FORBIDDEN: 'దీన్ని చేయడానికి మీకు అనుమతి లేదు.',
  METHOD_NOT_ALLOWED: 'GraphQL అభ్యర్థనలను JSON తో POST గా పంపండి.',
  DATABASE_UNREACHABLE: 'డేటాబేస్‌ను చేరుకోలేకపోయాము.',
  OPERATION_NOT_ALLOWED: 'ఈ పనికి అనుమతి లేదు.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'ఈ విషయ రకం అంగీకరించబడదు: application/json పంపండి.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'అభ్యర్థన ఖాళీగా ఉంది: ఒక JSON వస్తువు పంపండి.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'అభ్యర్థన సరైన JSON కాదు.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'అభ్యర్థన చాలా పెద్దది.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'అభ్యర్థన పరిమాణం దాని Content-Length తో సరిపోలడం లేదు.',

  UNAUTHENTICATED: 'మీరు సైన్ ఇన్ చేయలేదు',
  VALIDATION_FAILED: 'దయచేసి అవసరమైన అన్ని వివరాలు నింపండి',
  APPLICATION_ID_REQUIRED: 'దరఖాస్తు గుర్తింపు సంఖ్య అవసరం',
  COMPLETE_PERSONAL_FIRST: 'దయచేసి ముందుగా వ్యక్తిగత వివరాల దశ పూర్తి చేయండి',
  APPLICATION_NOT_FOUND: 'దరఖాస్తు కనిపించలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.',
  APPLICATION_LOCKED: 'ఈ దరఖాస్తు సమర్పించబడింది, ఇక మార్చలేరు.',
  SUBMIT_INCOMPLETE: 'సమర్పించే ముందు దయచేసి అవసరమైన అన్ని వివరాలు నింపండి:',
  STEPS_NOT_CHECKED: (p) =>
    `ఈ దశలు మీ పాత దరఖాస్తు నుంచి నింపబడ్డాయి, ఇంకా సరిచూడలేదు: ${stepNames(p.steps)}. సమర్పించే ముందు ప్రతిదాన్ని తెరిచి, సరిచూసి, భద్రపరచండి.`,
  COHORT_NOT_FOUND: TE_COHORT_MESSAGES.COHORT_NOT_FOUND,
  COHORT_ALREADY_APPLIED: TE_COHORT_MESSAGES.ALREADY_APPLIED,
  COHORT_DRAFT_ELSEWHERE: TE_COHORT_MESSAGES.DRAFT_ELSEWHERE,
  COHORT_DATES_REVERSED: TE_COHORT_MESSAGES.DATES_REVERSED,
  COHORT_CLOSES_IN_PAST: TE_COHORT_MESSAGES.CLOSES_IN_PAST,
  COHORT_ARCHIVED: TE_COHORT_MESSAGES.COHORT_ARCHIVED,
  REMINDER_LINK_INVALID: TE_REMINDER_MESSAGES.LINK_INVALID,
  CHANNEL_NEEDS_MOBILE: TE_REMINDER_MESSAGES.CHANNEL_NEEDS_MOBILE,
  TEAM_MESSAGE_CARRIES_SIGN_IN:
    'బృందం సందేశంలో సైన్-ఇన్ లింక్ లేదా ఆరు అంకెల కోడ్ ఉండకూడదు: అవి సైన్-ఇన్‌లో మాత్రమే పంపబడతాయి. దాన్ని తీసివేసి మళ్లీ ప్రయత్నించండి.',
  TEAM_MESSAGE_NO_RECIPIENTS: 'ఈ సమూహంలో ఏ వ్యవస్థాపకుడికీ సందేశం చేరదు: ఏమీ పంపలేదు.',
  COHORT_STILL_OPEN: TE_COHORT_MESSAGES.STILL_OPEN,
  COHORT_STAGE_MISMATCH: TE_COHORT_MESSAGES.STAGE_OTHER_COHORT,
  APPLICATIONS_CLOSED: 'ఈ బ్యాచ్‌కు దరఖాస్తులు ముగిశాయి. కొత్త దరఖాస్తులు, సమర్పణలు ఇక తీసుకోబడవు.',
  OWN_QUESTIONS_HINDI_MISSING: (p) => `బ్యాచ్ తెరవడానికి ముందు ప్రతి ప్రశ్నకు హిందీ పాఠం రాయండి. మిగిలినవి: ${p.questions ?? ''}`,
  ELIGIBILITY_CHECK_REQUIRED: 'దరఖాస్తు ప్రారంభించే ముందు ఈ బ్యాచ్ అర్హత ప్రశ్నలకు జవాబు ఇవ్వండి.',
  ELIGIBILITY_NOT_MET:
    'ఈ బ్యాచ్ అర్హత ప్రశ్నలకు మీ జవాబులు దాని నియమాలకు సరిపోలేదు, కాబట్టి దరఖాస్తు ప్రారంభించలేము. ఇది పొరపాటు అని మీకు అనిపిస్తే, సహాయ చిరునామాకు రాయండి.',
  OWN_QUESTION_UNKNOWN: 'ఈ ప్రశ్న ఈ బ్యాచ్ దరఖాస్తులో లేదు. దయచేసి పేజీని మళ్ళీ తెరవండి.',
  OWN_QUESTIONS_UNANSWERED: (p) => `సమర్పించే ముందు ఈ ప్రశ్నలకు జవాబులు ఇవ్వండి: ${p.questions ?? ''}`,
  STALE_WRITE:
    'ఈ పేజీ చివరిసారి చూసిన తర్వాత ఈ దశను వేరే పరికరంలో లేదా ట్యాబ్‌లో మార్చారు. ఇక్కడ మీరు రాసింది సురక్షితంగా ఉంది: దాని స్థానంలో దీన్ని ఉంచడానికి "భద్రపరచి ముందుకు" మళ్లీ నొక్కండి.',
  LANGUAGE_INVALID: `దయచేసి పోర్టల్ భాషల్లో ఒకటి ఎంచుకోండి: ${LOCALES.join(', ')}.`,

  UPLOAD_KIND_INVALID: 'అప్‌లోడ్ రకం తెలియదు: video, financial_statement లేదా pitch_deck పంపండి.',
  UPLOAD_METADATA_INVALID: 'అప్‌లోడ్ వివరాలు (Upload-Metadata) చదవలేకపోయాము.',
  UPLOAD_LENGTH_REQUIRED: 'అప్‌లోడ్ మొదలయ్యేటప్పుడు దాని పరిమాణం బైట్లలో (Upload-Length) చెప్పాలి.',
  UPLOAD_CONCAT_UNSUPPORTED: 'ఫైల్‌ను ముక్కలుగా ఒకేసారి పంపడం కుదరదు: మొత్తం ఫైల్‌ను ఒకే అప్‌లోడ్‌గా పంపండి.',
  FILE_TOO_LARGE: byKind('ఫైల్ 1GB పరిమితి కంటే పెద్దది', DOCUMENT_TOO_LARGE, DOCUMENT_TOO_LARGE),
  INVALID_FILE_TYPE: byKind(
    'ఈ ఫైల్ రకం అంగీకరించబడదు. దయచేసి MP4, MOV, WebM లేదా AVI ఫైళ్లు మాత్రమే అప్‌లోడ్ చేయండి',
    'ఆర్థిక నివేదిక కోసం దయచేసి PDF ఫైల్ అప్‌లోడ్ చేయండి',
    'పిచ్ డెక్ కోసం దయచేసి PDF లేదా PowerPoint ఫైల్ అప్‌లోడ్ చేయండి',
  ),
  FILE_INVALID_ID: 'ఫైల్ గుర్తింపు సరిగా లేదు',
  FILE_NOT_FOUND: 'ఫైల్ లేదు',
  FILE_LINK_INVALID: 'ఈ ఫైల్ లింక్ సరిగా లేదు.',
  FILE_LINK_EXPIRED: 'ఈ ఫైల్ లింక్ గడువు ముగిసింది. దయచేసి పోర్టల్ నుంచి ఫైల్‌ను మళ్లీ తెరవండి.',
  RANGE_NOT_SATISFIABLE: 'అడిగిన భాగం ఫైల్ బయట ఉంది.',
  TOO_MANY_UNFINISHED_UPLOADS: (p) => {
    const max = maxOf(p);
    return max === 1
      ? 'మీ ఒక అప్‌లోడ్ ఇప్పటికే జరుగుతోంది. కొత్తది మొదలుపెట్టే ముందు అది పూర్తి కానివ్వండి, లేదా దాన్ని రద్దు చేయండి.'
      : `మీ ${max} అప్‌లోడ్‌లు ఇప్పటికే జరుగుతున్నాయి. కొత్తది మొదలుపెట్టే ముందు ఒకటి పూర్తి కానివ్వండి, లేదా ఒకటి రద్దు చేయండి.`;
  },
  UPLOAD_OFFSET_CONFLICT: UPLOAD_BUSY,
  UPLOAD_BUSY,
  UPLOAD_REPLACED: 'అదే ఫైల్ యొక్క కొత్త అప్‌లోడ్ దీని స్థానంలో వచ్చింది: కొత్త అప్‌లోడ్‌తో కొనసాగండి.',
  VIDEO_NOT_READ_IN_TIME:
    'ఈ వీడియోను సమయానికి చదవలేకపోయాము, అందుకే ఉంచలేదు. ఫైల్ పాడై ఉండవచ్చు: దయచేసి దాన్ని మళ్లీ సేవ్ లేదా ఎక్స్‌పోర్ట్ చేసి (MP4 మంచిది) మళ్లీ అప్‌లోడ్ చేయండి.',
  TUS_VERSION_REQUIRED: 'అప్‌లోడ్ అభ్యర్థనలో Tus-Resumable హెడర్ అవసరం.',

  CONFIRMATION_FAILED: 'పాస్‌వర్డ్ లేదా కోడ్ సరిగా లేదు.',
  TOO_MANY_CODES: 'గత గంటలో ఇప్పటికే చాలా కోడ్‌లు పంపాము. దయచేసి తాజాదాన్ని వాడండి, లేదా గంట తర్వాత కొత్త కోడ్ అడగండి.',
  TOO_MANY_CORRECTIONS: 'ఈ రోజు చాలా సవరణ అభ్యర్థనలు పంపారు. ప్రోగ్రామ్ బృందం ముందు వాటికి జవాబిస్తుంది; దయచేసి మరిన్ని రేపు పంపండి.',
  TOO_MANY_EXPORTS: 'ఈ రోజు మీ డేటాను చాలా సార్లు సిద్ధం చేశాము. దయచేసి తాజా కాపీ డౌన్‌లోడ్ చేయండి, లేదా రేపు మళ్లీ అడగండి.',
  CONSENT_REQUIRED: 'దరఖాస్తు భద్రపరచే లేదా సమర్పించే ముందు దయచేసి గోప్యతా ప్రకటన చదివి అంగీకరించండి. ఏదీ భద్రపరచలేదు.',
  NOTICE_VERSION_OUTDATED: 'ఈ పేజీ తెరిచిన తర్వాత గోప్యతా ప్రకటన మారింది. దయచేసి ప్రస్తుత వెర్షన్ చదవండి.',
  NOT_SUBMITTED: 'మీ దరఖాస్తు ఇంకా సమర్పించలేదు: అందులో ఏదైనా మీరే సరిచేయవచ్చు.',
  EXPORT_NOT_READY: 'డౌన్‌లోడ్‌కు ఏదీ సిద్ధంగా లేదు. ముందు మీ డేటా సిద్ధం చేయండి.',
  EXPORT_EXPIRED: 'ఈ డౌన్‌లోడ్ గడువు ముగిసింది. దయచేసి మీ డేటాను మళ్లీ సిద్ధం చేయండి.',
  CORRECTION_NOT_FOUND: 'ఈ సవరణ అభ్యర్థన ఇక లేదు: వ్యవస్థాపకుడి ఖాతా లేదా దరఖాస్తు తొలగించబడి ఉండవచ్చు.',
  CORRECTION_RESOLVED: 'ఈ సవరణ అభ్యర్థన ఇప్పటికే పూర్తయింది, అందుకే ఏదీ మార్చలేదు. ఏమి చేశారో చూడటానికి పేజీ మళ్లీ తెరవండి.',
  CORRECTION_FIELD_NOT_CORRECTABLE: 'వ్యవస్థాపకుడు నింపిన జవాబులు మాత్రమే ఇక్కడ సరిచేయవచ్చు: స్థితి, మార్కులు, గుర్తింపు సంఖ్య లేదా ఫైళ్లు కాదు.',
  CORRECTION_OTHER_COHORT: 'ఈ అభ్యర్థన కన్సోల్‌లో ఎంచుకున్న బ్యాచ్ దరఖాస్తు గురించి కాదు. దాని బ్యాచ్ ఎంచుకుని మళ్లీ ప్రయత్నించండి.',
  CORRECTION_STALE:
    'సవరణ తెరిచిన తర్వాత దరఖాస్తు మారింది (వేరే నిర్వాహకుడు సరిచేసి ఉండవచ్చు). ఏదీ భద్రపరచలేదు: ఇప్పుడు ఏమి భద్రపరచబడిందో చూడటానికి దాన్ని మళ్లీ తెరవండి.',
  CORRECTION_UNCHANGED: 'ముందు విలువను మార్చండి: ఇది ఇప్పటికే భద్రపరచినట్టే ఉంది.',

  INVALID_EMAIL_OR_PASSWORD: 'ఈమెయిల్ లేదా పాస్‌వర్డ్ సరిగా లేదు. దయచేసి మళ్లీ ప్రయత్నించండి.',
  USER_ALREADY_EXISTS: EMAIL_TAKEN,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: EMAIL_TAKEN,
  EMAIL_NOT_VERIFIED: 'ఈమెయిల్ చిరునామాను ధృవీకరించాలి',
  INVALID_OTP: CODE_INVALID,
  INVALID_CODE: CODE_INVALID,
  INVALID_BACKUP_CODE: CODE_INVALID,
  OTP_EXPIRED: CODE_EXPIRED,
  OTP_NOT_FOUND: CODE_EXPIRED,
  INVALID_TOKEN: CODE_EXPIRED,
  TOO_MANY_ATTEMPTS: CODE_TOO_MANY,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: CODE_TOO_MANY,
  INVALID_TWO_FACTOR_COOKIE: 'రెండు-దశల ధృవీకరణ సమయం ముగిసింది. దయచేసి మళ్లీ సైన్ ఇన్ చేయండి.',
  PASSKEY_NOT_FOUND: 'ఈ పాస్‌కీ కనిపించలేదు.',
  INVALID_ID_TOKEN: 'మీ గుర్తింపు ప్రదాత నుంచి వచ్చిన సైన్ ఇన్ టోకెన్ సరిగా లేదు.',
  SIGN_IN_LINK_INVALID: 'ఈ సైన్ ఇన్ లింక్ సరిగా లేదు, ఇప్పటికే వాడబడింది లేదా గడువు ముగిసింది. ఒక నిర్వాహకుడిని కొత్త లింక్ అడగండి.',
  PASSWORD_ALREADY_SET: 'ఈ ఖాతాకు ఇప్పటికే పాస్‌వర్డ్ ఉంది. దాన్ని గోప్యత మరియు భద్రత పేజీలో మార్చండి.',
  INVITATION_NOT_FOUND: 'ఈ ఆహ్వాన లింక్ సరిగా లేదు. ఈమెయిల్ నుంచి మొత్తం లింక్ తెరిచారో చూడండి.',
  INVITATION_ACCEPTED: 'ఈ ఆహ్వానం ఇప్పటికే అంగీకరించబడింది. కన్సోల్ తెరవడానికి సైన్ ఇన్ చేయండి.',
  INVITATION_EXPIRED: 'ఈ ఆహ్వానం గడువు ముగిసింది. మిమ్మల్ని ఆహ్వానించిన నిర్వాహకుడిని కొత్త ఆహ్వానం అడగండి.',
  INVITATION_REVOKED: 'ఈ ఆహ్వానం వెనక్కి తీసుకోబడింది. మిమ్మల్ని ఆహ్వానించిన నిర్వాహకుడిని కొత్త ఆహ్వానం అడగండి.',
  INVITATION_WRONG_ACCOUNT: (p) =>
    `ఈ ఆహ్వానం ${String(p.invited ?? '')} కోసం, కానీ మీరు ${String(p.current ?? '')} గా సైన్ ఇన్ అయి ఉన్నారు. సైన్ అవుట్ చేసి, లింక్ మళ్లీ తెరవండి.`,
  INVITATION_ACCOUNT_EXISTS: 'ఈ చిరునామాకు ఇప్పటికే ఖాతా ఉంది: అంగీకరించడానికి అందులో సైన్ ఇన్ చేయండి.',
  TEAM_FULL: TE_CO_FOUNDER_MESSAGES.TEAM_FULL,
  TEAM_INVITE_NOT_FOUND: TE_CO_FOUNDER_MESSAGES.INVITE_NOT_FOUND,
  TEAM_INVITE_USED: TE_CO_FOUNDER_MESSAGES.INVITE_USED,
  TEAM_INVITE_EXPIRED: TE_CO_FOUNDER_MESSAGES.INVITE_EXPIRED,
  TEAM_INVITE_REVOKED: TE_CO_FOUNDER_MESSAGES.INVITE_REVOKED,
  TEAM_INVITE_OTHER_ADDRESS: TE_CO_FOUNDER_MESSAGES.INVITE_OTHER_ADDRESS,
  TEAM_ALREADY_MEMBER: TE_CO_FOUNDER_MESSAGES.ALREADY_MEMBER,
  TEAM_OWN_APPLICATION: TE_CO_FOUNDER_MESSAGES.OWN_APPLICATION_IN_COHORT,
  TEAM_LAST_MEMBER: TE_CO_FOUNDER_MESSAGES.LAST_MEMBER,
  TEAM_INVITE_SELF: TE_CO_FOUNDER_MESSAGES.INVITE_SELF,
  TEAM_TOO_MANY_INVITES: TE_CO_FOUNDER_MESSAGES.TOO_MANY_INVITES,
  TEAM_SIGN_OFF_MISSING: TE_CO_FOUNDER_MESSAGES.SIGN_OFF_MISSING,
  UPLOAD_REPLACES_UNSEEN_FILE: TE_CO_FOUNDER_MESSAGES.REPLACE_UNSEEN_FILE,
};
