import type { ErrorCode, ErrorParams, ErrorText } from '../../error-codes.ts';
import { JSON_MAX_DEPTH } from '../../limits.ts';
import { LOCALES } from '../../locales.ts';
import { UR_ACCOUNT_MESSAGES } from './account-messages.ts';
import { UR_COHORT_MESSAGES, UR_REMINDER_MESSAGES } from './cohort-messages.ts';
import { UR_MESSAGES } from './messages.ts';
import { UR_CO_FOUNDER_MESSAGES as CO } from './co-founder-texts.ts';
import { UR_CONSENT_TEXTS, UR_DATA_RIGHTS_TEXTS } from './privacy-messages.ts';
import { UR_STEP_LABELS } from './steps.ts';

/** Each error code's text in Urdu (error-codes.ts takes this table as its `ur` line). */
const byKind = (video: string, financial: string, deck: string) => (p: ErrorParams) =>
  p.kind === 'video' ? video : p.kind === 'financial_statement' ? financial : deck;
const maxOf = (p: ErrorParams): number => (typeof p.max === 'number' ? p.max : Number(p.max ?? 1) || 1);
const stepsOf = (steps: unknown): string[] => (typeof steps === 'string' && steps ? steps.split(',') : []);
const stepLabel = (step: string): string => UR_STEP_LABELS[step as keyof typeof UR_STEP_LABELS] ?? step;

/** STEPS_NOT_CHECKED in Urdu: the copied steps not saved since (`steps`: their keys, comma separated). */
export const urStepsNotChecked = (steps: unknown): string =>
  `یہ مراحل آپ کی پچھلی درخواست سے بھرے گئے ہیں اور ابھی جانچے نہیں گئے: ${stepsOf(steps).map(stepLabel).join('، ')}۔ جمع کرنے سے پہلے ہر مرحلہ کھولیں، جانچیں اور محفوظ کریں۔`;

const INVITE_AGAIN = 'جن ایڈمن نے آپ کو مدعو کیا تھا، ان سے نیا دعوت نامہ مانگیں۔';
const CODE_EXPIRED = UR_ACCOUNT_MESSAGES.CODE_EXPIRED;

export const UR_ERROR_TEXTS: Record<ErrorCode, ErrorText> = {
  BAD_REQUEST: UR_MESSAGES.BAD_REQUEST,
  NOT_FOUND: UR_MESSAGES.NOT_FOUND,
  INTERNAL: UR_MESSAGES.INTERNAL,
  TOO_MANY_REQUESTS: UR_MESSAGES.TOO_MANY_ATTEMPTS,
  NUL_CHARACTER: UR_MESSAGES.NUL_CHARACTER,
  JSON_TOO_DEEP: `درخواست بہت گہرائی تک بنی ہے: زیادہ سے زیادہ ${JSON_MAX_DEPTH} درجے قبول ہیں۔`,
  FORBIDDEN_ORIGIN: 'یہ درخواست ایسی سائٹ سے آئی ہے جسے اس کی اجازت نہیں ہے۔',
  FORBIDDEN: 'آپ کو یہ کرنے کی اجازت نہیں ہے۔',
  OPERATION_NOT_ALLOWED: 'یہ کام کرنے کی اجازت نہیں ہے۔',
  METHOD_NOT_ALLOWED: 'GraphQL درخواستیں JSON کے ساتھ POST سے بھیجیں۔',
  DATABASE_UNREACHABLE: 'ڈیٹا بیس تک رسائی نہیں ہو سکی۔',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'یہ مواد کی قسم قبول نہیں ہے: application/json بھیجیں۔',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'درخواست خالی ہے: ایک JSON آبجیکٹ بھیجیں۔',
  FST_ERR_CTP_INVALID_JSON_BODY: 'درخواست درست JSON نہیں ہے۔',
  FST_ERR_CTP_BODY_TOO_LARGE: 'درخواست بہت بڑی ہے۔',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'درخواست کا سائز اس کی Content-Length سے میل نہیں کھاتا۔',

  UNAUTHENTICATED: UR_MESSAGES.NOT_AUTHENTICATED,
  VALIDATION_FAILED: UR_MESSAGES.REQUIRED_FIELDS,
  APPLICATION_ID_REQUIRED: UR_MESSAGES.APPLICATION_ID_REQUIRED,
  COMPLETE_PERSONAL_FIRST: UR_MESSAGES.COMPLETE_PERSONAL_FIRST,
  APPLICATION_NOT_FOUND: UR_MESSAGES.APPLICATION_NOT_FOUND,
  APPLICATION_LOCKED: UR_MESSAGES.APPLICATION_LOCKED,
  SUBMIT_INCOMPLETE: UR_MESSAGES.SUBMIT_ERRORS_HEADING,
  STEPS_NOT_CHECKED: (p) => urStepsNotChecked(p.steps),
  APPLICATIONS_CLOSED: UR_MESSAGES.APPLICATIONS_CLOSED,
  COHORT_NOT_FOUND: UR_COHORT_MESSAGES.COHORT_NOT_FOUND,
  COHORT_ALREADY_APPLIED: UR_COHORT_MESSAGES.ALREADY_APPLIED,
  COHORT_DRAFT_ELSEWHERE: UR_COHORT_MESSAGES.DRAFT_ELSEWHERE,
  COHORT_DATES_REVERSED: UR_COHORT_MESSAGES.DATES_REVERSED,
  COHORT_CLOSES_IN_PAST: UR_COHORT_MESSAGES.CLOSES_IN_PAST,
  COHORT_ARCHIVED: UR_COHORT_MESSAGES.COHORT_ARCHIVED,
  REMINDER_LINK_INVALID: UR_REMINDER_MESSAGES.LINK_INVALID,
  CHANNEL_NEEDS_MOBILE: UR_REMINDER_MESSAGES.CHANNEL_NEEDS_MOBILE,
  TEAM_MESSAGE_CARRIES_SIGN_IN:
    'ٹیم کے پیغام میں سائن اِن لنک یا چھ ہندسوں کا کوڈ نہیں ہو سکتا: یہ صرف سائن اِن میں بھیجے جاتے ہیں۔ اسے ہٹا کر دوبارہ کوشش کریں۔',
  TEAM_MESSAGE_NO_RECIPIENTS: 'اس گروپ کے کسی بھی بانی تک پیغام نہیں پہنچ سکتا: کچھ نہیں بھیجا گیا۔',
  COHORT_STILL_OPEN: UR_COHORT_MESSAGES.STILL_OPEN,
  COHORT_STAGE_MISMATCH: UR_COHORT_MESSAGES.STAGE_OTHER_COHORT,
  OWN_QUESTIONS_HINDI_MISSING: (p) => `گروپ کھلنے سے پہلے ہر سوال کا ہندی متن لکھیں۔ باقی: ${p.questions ?? ''}`,
  ELIGIBILITY_CHECK_REQUIRED: 'درخواست شروع کرنے سے پہلے اس گروپ کے اہلیت کے سوالوں کے جواب دیں۔',
  ELIGIBILITY_NOT_MET:
    'اس گروپ کے اہلیت کے سوالوں کے آپ کے جواب اس کے اصولوں پر پورے نہیں اترتے، اس لیے درخواست شروع نہیں ہو سکتی۔ اگر آپ کو لگتا ہے کہ یہ غلطی ہے تو مدد کے پتے پر لکھیں۔',
  OWN_QUESTION_UNKNOWN: 'یہ سوال اس گروپ کی درخواست میں نہیں ہے۔ صفحہ دوبارہ کھولیں۔',
  OWN_QUESTIONS_UNANSWERED: (p) => `جمع کرنے سے پہلے ان سوالوں کے جواب دیں: ${p.questions ?? ''}`,
  STALE_WRITE: UR_MESSAGES.STALE_WRITE,
  LANGUAGE_INVALID: `براہِ کرم پورٹل کی کوئی ایک زبان چنیں: ${LOCALES.join(' یا ')}۔`,

  UPLOAD_KIND_INVALID: UR_MESSAGES.UPLOAD_KIND_INVALID,
  UPLOAD_METADATA_INVALID: UR_MESSAGES.UPLOAD_METADATA_INVALID,
  UPLOAD_LENGTH_REQUIRED: UR_MESSAGES.UPLOAD_LENGTH_REQUIRED,
  UPLOAD_CONCAT_UNSUPPORTED: UR_MESSAGES.UPLOAD_CONCAT_UNSUPPORTED,
  FILE_TOO_LARGE: byKind(UR_MESSAGES.VIDEO_TOO_LARGE, UR_MESSAGES.DOCUMENT_TOO_LARGE, UR_MESSAGES.DOCUMENT_TOO_LARGE),
  INVALID_FILE_TYPE: byKind(
    UR_MESSAGES.VIDEO_INVALID_TYPE,
    UR_MESSAGES.FINANCIAL_INVALID_TYPE,
    UR_MESSAGES.PITCH_DECK_INVALID_TYPE,
  ),
  FILE_INVALID_ID: UR_MESSAGES.FILE_INVALID_ID,
  FILE_NOT_FOUND: UR_MESSAGES.FILE_DOES_NOT_EXIST,
  FILE_LINK_INVALID: UR_MESSAGES.FILE_LINK_INVALID,
  FILE_LINK_EXPIRED: UR_MESSAGES.FILE_LINK_EXPIRED,
  RANGE_NOT_SATISFIABLE: UR_MESSAGES.RANGE_NOT_SATISFIABLE,
  TOO_MANY_UNFINISHED_UPLOADS: (p) => {
    const max = maxOf(p);
    return max === 1
      ? 'آپ کا ایک اپ لوڈ پہلے سے چل رہا ہے۔ نیا شروع کرنے سے پہلے اسے مکمل ہونے دیں یا منسوخ کریں۔'
      : `آپ کے ${max} اپ لوڈ پہلے سے چل رہے ہیں۔ نیا شروع کرنے سے پہلے کسی ایک کو مکمل ہونے دیں یا منسوخ کریں۔`;
  },
  UPLOAD_OFFSET_CONFLICT: UR_MESSAGES.UPLOAD_BUSY,
  UPLOAD_BUSY: UR_MESSAGES.UPLOAD_BUSY,
  UPLOAD_REPLACED: UR_MESSAGES.UPLOAD_REPLACED,
  TUS_VERSION_REQUIRED: 'اپ لوڈ کی درخواست میں Tus-Resumable ہیڈر ضروری ہے۔',
  VIDEO_NOT_READ_IN_TIME: UR_MESSAGES.VIDEO_NOT_READ_IN_TIME,

  CONFIRMATION_FAILED: UR_DATA_RIGHTS_TEXTS.CONFIRM_WRONG,
  TOO_MANY_CODES: UR_DATA_RIGHTS_TEXTS.CODE_LIMIT,
  TOO_MANY_CORRECTIONS:
    'آج آپ درستی کی کئی درخواستیں بھیج چکے ہیں۔ پروگرام ٹیم پہلے ان کا جواب دے گی؛ براہِ کرم مزید درخواستیں کل بھیجیں۔',
  TOO_MANY_EXPORTS: 'آج ہم آپ کا ڈیٹا کئی بار تیار کر چکے ہیں۔ براہِ کرم سب سے نئی نقل ڈاؤن لوڈ کریں، یا کل دوبارہ مانگیں۔',
  NOTICE_VERSION_OUTDATED: UR_CONSENT_TEXTS.VERSION_OUTDATED,
  CONSENT_REQUIRED:
    'درخواست محفوظ یا جمع کرنے سے پہلے براہِ کرم رازداری کا نوٹس پڑھیں اور اس سے اتفاق کریں۔ کچھ بھی محفوظ نہیں ہوا۔',
  NOT_SUBMITTED: UR_DATA_RIGHTS_TEXTS.CORRECT_BEFORE,
  EXPORT_NOT_READY: UR_DATA_RIGHTS_TEXTS.EXPORT_NONE,
  EXPORT_EXPIRED: UR_DATA_RIGHTS_TEXTS.EXPORT_EXPIRED,
  CORRECTION_NOT_FOUND: 'درستی کی یہ درخواست اب موجود نہیں ہے: ہو سکتا ہے بانی کا اکاؤنٹ یا درخواست مٹا دی گئی ہو۔',
  CORRECTION_RESOLVED:
    'درستی کی یہ درخواست پہلے ہی نمٹائی جا چکی ہے، اس لیے کچھ نہیں بدلا گیا۔ کیا کیا گیا، یہ دیکھنے کے لیے صفحہ دوبارہ کھولیں۔',
  CORRECTION_FIELD_NOT_CORRECTABLE:
    'یہاں صرف وہ جواب درست کیے جا سکتے ہیں جو بانی نے بھرے تھے: صورتِ حال، نمبر، شناخت یا فائلیں نہیں۔',
  CORRECTION_OTHER_COHORT:
    'یہ درخواست کنسول میں چنے گئے گروپ کی نہیں، کسی اور گروپ کی درخواست کے بارے میں ہے۔ اس کا گروپ چن کر دوبارہ کوشش کریں۔',
  CORRECTION_STALE:
    'درستی کھولنے کے بعد درخواست بدل گئی ہے (شاید کسی اور ایڈمن نے اسے درست کر دیا)۔ کچھ محفوظ نہیں ہوا: ابھی کیا محفوظ ہے، یہ دیکھنے کے لیے اسے دوبارہ کھولیں۔',
  CORRECTION_UNCHANGED: 'پہلے قدر بدلیں: یہ وہی ہے جو پہلے سے محفوظ ہے۔',

  INVALID_EMAIL_OR_PASSWORD: UR_MESSAGES.INVALID_CREDENTIALS,
  USER_ALREADY_EXISTS: UR_MESSAGES.EMAIL_TAKEN,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: UR_MESSAGES.EMAIL_TAKEN,
  EMAIL_NOT_VERIFIED: UR_MESSAGES.EMAIL_NEEDS_VERIFICATION,
  INVALID_OTP: UR_ACCOUNT_MESSAGES.CODE_INVALID,
  INVALID_CODE: UR_ACCOUNT_MESSAGES.CODE_INVALID,
  INVALID_BACKUP_CODE: UR_ACCOUNT_MESSAGES.CODE_INVALID,
  OTP_EXPIRED: CODE_EXPIRED,
  OTP_NOT_FOUND: CODE_EXPIRED,
  INVALID_TOKEN: CODE_EXPIRED,
  TOO_MANY_ATTEMPTS: UR_ACCOUNT_MESSAGES.CODE_TOO_MANY_ATTEMPTS,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: UR_ACCOUNT_MESSAGES.CODE_TOO_MANY_ATTEMPTS,
  INVALID_TWO_FACTOR_COOKIE: UR_ACCOUNT_MESSAGES.INVALID_MFA_TICKET,
  PASSKEY_NOT_FOUND: 'یہ پاس کی نہیں ملی۔',
  INVALID_ID_TOKEN: UR_ACCOUNT_MESSAGES.ID_TOKEN_INVALID,
  SIGN_IN_LINK_INVALID:
    'یہ سائن اِن لنک درست نہیں ہے، پہلے استعمال ہو چکا ہے یا اس کی مدت ختم ہو گئی ہے۔ کسی ایڈمن سے نیا لنک مانگیں۔',
  PASSWORD_ALREADY_SET: 'اس اکاؤنٹ کا پاس ورڈ پہلے سے بنا ہے۔ اسے رازداری اور حفاظت کے صفحے پر بدلیں۔',

  INVITATION_NOT_FOUND: 'یہ دعوت نامے کا لنک درست نہیں ہے۔ دیکھیں کہ آپ نے ای میل سے پورا لنک کھولا ہے۔',
  INVITATION_ACCEPTED: 'یہ دعوت نامہ پہلے ہی قبول کیا جا چکا ہے۔ کنسول کھولنے کے لیے سائن اِن کریں۔',
  INVITATION_EXPIRED: `اس دعوت نامے کی مدت ختم ہو گئی ہے۔ ${INVITE_AGAIN}`,
  INVITATION_REVOKED: `یہ دعوت نامہ واپس لے لیا گیا ہے۔ ${INVITE_AGAIN}`,
  INVITATION_WRONG_ACCOUNT: (p: ErrorParams) =>
    `یہ دعوت نامہ ${String(p.invited ?? '')} کے لیے ہے، لیکن آپ ${String(p.current ?? '')} سے سائن اِن ہیں۔ سائن آؤٹ کریں، پھر لنک دوبارہ کھولیں۔`,
  INVITATION_ACCOUNT_EXISTS: 'اس پتے کا اکاؤنٹ پہلے سے ہے: قبول کرنے کے لیے اس میں سائن اِن کریں۔',
  TEAM_FULL: CO.TEAM_FULL,
  TEAM_INVITE_NOT_FOUND: CO.INVITE_NOT_FOUND,
  TEAM_INVITE_USED: CO.INVITE_USED,
  TEAM_INVITE_EXPIRED: CO.INVITE_EXPIRED,
  TEAM_INVITE_REVOKED: CO.INVITE_REVOKED,
  TEAM_INVITE_OTHER_ADDRESS: CO.INVITE_OTHER_ADDRESS,
  TEAM_ALREADY_MEMBER: CO.ALREADY_MEMBER,
  TEAM_OWN_APPLICATION: CO.OWN_APPLICATION_IN_COHORT,
  TEAM_LAST_MEMBER: CO.LAST_MEMBER,
  TEAM_INVITE_SELF: CO.INVITE_SELF,
  TEAM_TOO_MANY_INVITES: CO.TOO_MANY_INVITES,
  TEAM_SIGN_OFF_MISSING: CO.SIGN_OFF_MISSING,
  UPLOAD_REPLACES_UNSEEN_FILE: CO.REPLACE_UNSEEN_FILE,
};
