import type { ErrorCode, ErrorParams } from '../../error-codes.ts';
import { JSON_MAX_DEPTH } from '../../limits.ts';
import { LOCALES } from '../../locales.ts';
import { KN_COHORT_MESSAGES, KN_REMINDER_MESSAGES } from './cohort-messages.ts';
import { KN_CO_FOUNDER_MESSAGES } from './co-founder-texts.ts';
import { KN_STEP_LABELS } from './steps.ts';

/** Each error code's text in Kannada (error-codes.ts adds this table as its `kn` line). */
type ErrorText = string | ((params: ErrorParams) => string);

const byKind = (video: string, financial: string, deck: string) => (p: ErrorParams) =>
  p.kind === 'video' ? video : p.kind === 'financial_statement' ? financial : deck;
const maxOf = (p: ErrorParams): number => (typeof p.max === 'number' ? p.max : Number(p.max ?? 1) || 1);
const stepNames = (steps: unknown): string =>
  (typeof steps === 'string' && steps ? steps.split(',') : [])
    .map((step) => KN_STEP_LABELS[step as keyof typeof KN_STEP_LABELS] ?? step)
    .join(', ');

const CODE_INVALID = 'ಈ ಕೋಡ್ ಸರಿಯಿಲ್ಲ. ದಯವಿಟ್ಟು ನೋಡಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.';
const CODE_EXPIRED = 'ಈ ಕೋಡ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ ಅಥವಾ ಈಗಾಗಲೇ ಬಳಸಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ ಕೋಡ್ ಕೇಳಿ.';
const CODE_TOO_MANY = 'ತುಂಬಾ ಸಲ ತಪ್ಪು ಕೋಡ್ ಹಾಕಿದ್ದೀರಿ. ದಯವಿಟ್ಟು ಹೊಸ ಕೋಡ್ ಕೇಳಿ.';
const EMAIL_TAKEN = 'ಈ ಇಮೇಲ್‌ಗೆ ಈಗಾಗಲೇ ಖಾತೆ ಇದೆ. ದಯವಿಟ್ಟು ಸೈನ್ ಇನ್ ಮಾಡಿ.';
const UPLOAD_BUSY = 'ಈ ಅಪ್‌ಲೋಡ್ ಈಗ ಬೇರೆ ವಿನಂತಿಯಲ್ಲಿದೆ. ಸ್ವಲ್ಪ ಹೊತ್ತಿನಲ್ಲಿ ಮುಂದುವರಿಯುತ್ತದೆ.';
const DOCUMENT_TOO_LARGE = 'ಫೈಲ್ 10MB ಮಿತಿಗಿಂತ ದೊಡ್ಡದಾಗಿದೆ';

export const KN_ERROR_TEXTS: Record<ErrorCode, ErrorText> = {
  BAD_REQUEST: 'ವಿನಂತಿ ಅರ್ಥವಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಕಳುಹಿಸಿದ್ದನ್ನು ಪರಿಶೀಲಿಸಿ.',
  NOT_FOUND: 'ಸಿಗಲಿಲ್ಲ',
  INTERNAL: 'ನಮ್ಮ ಕಡೆ ಏನೋ ತಪ್ಪಾಯಿತು. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  TOO_MANY_REQUESTS: 'ತುಂಬಾ ಸಲ ಪ್ರಯತ್ನಿಸಿದ್ದೀರಿ. ಸ್ವಲ್ಪ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  NUL_CHARACTER: 'ಬರೆದದ್ದರಲ್ಲಿ NUL ಚಿಹ್ನೆ (\\u0000) ಇರಬಾರದು. ಅದನ್ನು ತೆಗೆದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  JSON_TOO_DEEP: `ವಿನಂತಿ ತುಂಬಾ ಆಳವಾಗಿ ಜೋಡಿಸಲಾಗಿದೆ: ಗರಿಷ್ಠ ${JSON_MAX_DEPTH} ಹಂತಗಳನ್ನು ಮಾತ್ರ ಸ್ವೀಕರಿಸಲಾಗುತ್ತದೆ.`,
  FORBIDDEN_ORIGIN: 'ಈ ವಿನಂತಿ ಅನುಮತಿ ಇಲ್ಲದ ಸೈಟ್‌ನಿಂದ ಬಂದಿದೆ.',
  FORBIDDEN: 'ಇದನ್ನು ಮಾಡಲು ನಿಮಗೆ ಅನುಮತಿ ಇಲ್ಲ.',
  METHOD_NOT_ALLOWED: 'GraphQL ವಿನಂತಿಗಳನ್ನು JSON ಜೊತೆ POST ಆಗಿ ಕಳುಹಿಸಿ.',
  DATABASE_UNREACHABLE: 'ಡೇಟಾಬೇಸ್ ತಲುಪಲು ಆಗಲಿಲ್ಲ.',
  OPERATION_NOT_ALLOWED: 'ಈ ಕೆಲಸಕ್ಕೆ ಅನುಮತಿ ಇಲ್ಲ.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'ಈ ವಿಷಯದ ಪ್ರಕಾರ ಸ್ವೀಕಾರವಿಲ್ಲ: application/json ಕಳುಹಿಸಿ.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'ವಿನಂತಿ ಖಾಲಿಯಾಗಿದೆ: ಒಂದು JSON ವಸ್ತು ಕಳುಹಿಸಿ.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'ವಿನಂತಿ ಸರಿಯಾದ JSON ಅಲ್ಲ.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'ವಿನಂತಿ ತುಂಬಾ ದೊಡ್ಡದಾಗಿದೆ.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'ವಿನಂತಿಯ ಗಾತ್ರ ಅದರ Content-Length ಜೊತೆ ಹೊಂದುತ್ತಿಲ್ಲ.',

  UNAUTHENTICATED: 'ನೀವು ಸೈನ್ ಇನ್ ಮಾಡಿಲ್ಲ',
  VALIDATION_FAILED: 'ದಯವಿಟ್ಟು ಅಗತ್ಯವಿರುವ ಎಲ್ಲಾ ವಿವರಗಳನ್ನು ತುಂಬಿ',
  APPLICATION_ID_REQUIRED: 'ಅರ್ಜಿಯ ಗುರುತಿನ ಸಂಖ್ಯೆ ಬೇಕು',
  COMPLETE_PERSONAL_FIRST: 'ದಯವಿಟ್ಟು ಮೊದಲು ವೈಯಕ್ತಿಕ ವಿವರಗಳ ಹಂತ ಮುಗಿಸಿ',
  APPLICATION_NOT_FOUND: 'ಅರ್ಜಿ ಸಿಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  APPLICATION_LOCKED: 'ಈ ಅರ್ಜಿ ಸಲ್ಲಿಕೆಯಾಗಿದೆ, ಇನ್ನು ಬದಲಿಸಲು ಆಗದು.',
  SUBMIT_INCOMPLETE: 'ಸಲ್ಲಿಸುವ ಮೊದಲು ದಯವಿಟ್ಟು ಅಗತ್ಯವಿರುವ ಎಲ್ಲಾ ವಿವರಗಳನ್ನು ತುಂಬಿ:',
  STEPS_NOT_CHECKED: (p) =>
    `ಈ ಹಂತಗಳನ್ನು ನಿಮ್ಮ ಹಿಂದಿನ ಅರ್ಜಿಯಿಂದ ತುಂಬಲಾಗಿದೆ, ಇನ್ನೂ ಪರಿಶೀಲಿಸಿಲ್ಲ: ${stepNames(p.steps)}. ಸಲ್ಲಿಸುವ ಮೊದಲು ಪ್ರತಿಯೊಂದನ್ನೂ ತೆರೆದು, ಪರಿಶೀಲಿಸಿ, ಉಳಿಸಿ.`,
  COHORT_NOT_FOUND: KN_COHORT_MESSAGES.COHORT_NOT_FOUND,
  COHORT_ALREADY_APPLIED: KN_COHORT_MESSAGES.ALREADY_APPLIED,
  COHORT_DRAFT_ELSEWHERE: KN_COHORT_MESSAGES.DRAFT_ELSEWHERE,
  COHORT_DATES_REVERSED: KN_COHORT_MESSAGES.DATES_REVERSED,
  COHORT_CLOSES_IN_PAST: KN_COHORT_MESSAGES.CLOSES_IN_PAST,
  COHORT_ARCHIVED: KN_COHORT_MESSAGES.COHORT_ARCHIVED,
  REMINDER_LINK_INVALID: KN_REMINDER_MESSAGES.LINK_INVALID,
  CHANNEL_NEEDS_MOBILE: KN_REMINDER_MESSAGES.CHANNEL_NEEDS_MOBILE,
  TEAM_MESSAGE_CARRIES_SIGN_IN:
    'ತಂಡದ ಸಂದೇಶದಲ್ಲಿ ಸೈನ್-ಇನ್ ಲಿಂಕ್ ಅಥವಾ ಆರು ಅಂಕಿಯ ಕೋಡ್ ಇರಬಾರದು: ಅವುಗಳನ್ನು ಸೈನ್-ಇನ್‌ನಲ್ಲಿ ಮಾತ್ರ ಕಳುಹಿಸಲಾಗುತ್ತದೆ. ಅದನ್ನು ತೆಗೆದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  TEAM_MESSAGE_NO_RECIPIENTS: 'ಈ ಗುಂಪಿನ ಯಾವ ಸಂಸ್ಥಾಪಕರಿಗೂ ಸಂದೇಶ ತಲುಪುವುದಿಲ್ಲ: ಏನನ್ನೂ ಕಳುಹಿಸಲಾಗಿಲ್ಲ.',
  COHORT_STILL_OPEN: KN_COHORT_MESSAGES.STILL_OPEN,
  COHORT_STAGE_MISMATCH: KN_COHORT_MESSAGES.STAGE_OTHER_COHORT,
  APPLICATIONS_CLOSED: 'ಈ ಬ್ಯಾಚ್‌ಗೆ ಅರ್ಜಿಗಳು ಮುಚ್ಚಿವೆ. ಹೊಸ ಅರ್ಜಿಗಳು ಮತ್ತು ಸಲ್ಲಿಕೆಗಳನ್ನು ಇನ್ನು ಸ್ವೀಕರಿಸುವುದಿಲ್ಲ.',
  OWN_QUESTIONS_HINDI_MISSING: (p) => `ಬ್ಯಾಚ್ ತೆರೆಯುವ ಮೊದಲು ಪ್ರತಿ ಪ್ರಶ್ನೆಯ ಹಿಂದಿ ಪಠ್ಯವನ್ನು ಬರೆಯಿರಿ. ಉಳಿದವು: ${p.questions ?? ''}`,
  ELIGIBILITY_CHECK_REQUIRED: 'ಅರ್ಜಿ ಪ್ರಾರಂಭಿಸುವ ಮೊದಲು ಈ ಬ್ಯಾಚ್‌ನ ಅರ್ಹತಾ ಪ್ರಶ್ನೆಗಳಿಗೆ ಉತ್ತರಿಸಿ.',
  ELIGIBILITY_NOT_MET:
    'ಈ ಬ್ಯಾಚ್‌ನ ಅರ್ಹತಾ ಪ್ರಶ್ನೆಗಳಿಗೆ ನಿಮ್ಮ ಉತ್ತರಗಳು ಅದರ ನಿಯಮಗಳಿಗೆ ಹೊಂದುವುದಿಲ್ಲ, ಆದ್ದರಿಂದ ಅರ್ಜಿ ಪ್ರಾರಂಭಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ. ಇದು ತಪ್ಪು ಎಂದು ನಿಮಗೆ ಅನಿಸಿದರೆ, ಸಹಾಯ ವಿಳಾಸಕ್ಕೆ ಬರೆಯಿರಿ.',
  OWN_QUESTION_UNKNOWN: 'ಈ ಪ್ರಶ್ನೆ ಈ ಬ್ಯಾಚ್‌ನ ಅರ್ಜಿಯಲ್ಲಿ ಇಲ್ಲ. ದಯವಿಟ್ಟು ಪುಟವನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ.',
  OWN_QUESTIONS_UNANSWERED: (p) => `ಸಲ್ಲಿಸುವ ಮೊದಲು ಈ ಪ್ರಶ್ನೆಗಳಿಗೆ ಉತ್ತರಿಸಿ: ${p.questions ?? ''}`,
  STALE_WRITE:
    'ಈ ಪುಟ ಕೊನೆಯ ಬಾರಿ ನೋಡಿದ ನಂತರ ಈ ಹಂತವನ್ನು ಬೇರೆ ಸಾಧನದಲ್ಲಿ ಅಥವಾ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ಬದಲಿಸಲಾಗಿದೆ. ಇಲ್ಲಿ ನೀವು ಬರೆದದ್ದು ಸುರಕ್ಷಿತವಾಗಿದೆ: ಅದರ ಜಾಗದಲ್ಲಿ ಇದನ್ನು ಇಡಲು "ಉಳಿಸಿ ಮುಂದೆ" ಮತ್ತೆ ಒತ್ತಿ.',
  LANGUAGE_INVALID: `ದಯವಿಟ್ಟು ಪೋರ್ಟಲ್‌ನ ಭಾಷೆಗಳಲ್ಲಿ ಒಂದನ್ನು ಆರಿಸಿ: ${LOCALES.join(', ')}.`,

  UPLOAD_KIND_INVALID: 'ಅಪ್‌ಲೋಡ್ ಪ್ರಕಾರ ತಿಳಿದಿಲ್ಲ: video, financial_statement ಅಥವಾ pitch_deck ಕಳುಹಿಸಿ.',
  UPLOAD_METADATA_INVALID: 'ಅಪ್‌ಲೋಡ್ ವಿವರಗಳನ್ನು (Upload-Metadata) ಓದಲು ಆಗಲಿಲ್ಲ.',
  UPLOAD_LENGTH_REQUIRED: 'ಅಪ್‌ಲೋಡ್ ಶುರುವಾಗುವಾಗ ಅದರ ಗಾತ್ರವನ್ನು ಬೈಟ್‌ಗಳಲ್ಲಿ (Upload-Length) ಹೇಳಬೇಕು.',
  UPLOAD_CONCAT_UNSUPPORTED: 'ಫೈಲ್ ಅನ್ನು ತುಂಡುಗಳಾಗಿ ಒಟ್ಟಿಗೆ ಕಳುಹಿಸಲು ಆಗದು: ಇಡೀ ಫೈಲ್ ಅನ್ನು ಒಂದೇ ಅಪ್‌ಲೋಡ್ ಆಗಿ ಕಳುಹಿಸಿ.',
  FILE_TOO_LARGE: byKind('ಫೈಲ್ 1GB ಮಿತಿಗಿಂತ ದೊಡ್ಡದಾಗಿದೆ', DOCUMENT_TOO_LARGE, DOCUMENT_TOO_LARGE),
  INVALID_FILE_TYPE: byKind(
    'ಈ ಫೈಲ್ ಪ್ರಕಾರ ಸ್ವೀಕಾರವಿಲ್ಲ. ದಯವಿಟ್ಟು MP4, MOV, WebM ಅಥವಾ AVI ಫೈಲ್‌ಗಳನ್ನು ಮಾತ್ರ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ',
    'ಹಣಕಾಸು ವರದಿಗಾಗಿ ದಯವಿಟ್ಟು PDF ಫೈಲ್ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ',
    'ಪಿಚ್ ಡೆಕ್‌ಗಾಗಿ ದಯವಿಟ್ಟು PDF ಅಥವಾ PowerPoint ಫೈಲ್ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ',
  ),
  FILE_INVALID_ID: 'ಫೈಲ್‌ನ ಗುರುತು ಸರಿಯಿಲ್ಲ',
  FILE_NOT_FOUND: 'ಫೈಲ್ ಇಲ್ಲ',
  FILE_LINK_INVALID: 'ಈ ಫೈಲ್ ಲಿಂಕ್ ಸರಿಯಿಲ್ಲ.',
  FILE_LINK_EXPIRED: 'ಈ ಫೈಲ್ ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಪೋರ್ಟಲ್‌ನಿಂದ ಫೈಲ್ ಅನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ.',
  RANGE_NOT_SATISFIABLE: 'ಕೇಳಿದ ಭಾಗ ಫೈಲ್‌ನ ಹೊರಗಿದೆ.',
  TOO_MANY_UNFINISHED_UPLOADS: (p) => {
    const max = maxOf(p);
    return max === 1
      ? 'ನಿಮ್ಮ ಒಂದು ಅಪ್‌ಲೋಡ್ ಈಗಾಗಲೇ ನಡೆಯುತ್ತಿದೆ. ಹೊಸದನ್ನು ಶುರು ಮಾಡುವ ಮೊದಲು ಅದು ಮುಗಿಯಲಿ, ಅಥವಾ ಅದನ್ನು ರದ್ದುಮಾಡಿ.'
      : `ನಿಮ್ಮ ${max} ಅಪ್‌ಲೋಡ್‌ಗಳು ಈಗಾಗಲೇ ನಡೆಯುತ್ತಿವೆ. ಹೊಸದನ್ನು ಶುರು ಮಾಡುವ ಮೊದಲು ಒಂದು ಮುಗಿಯಲಿ, ಅಥವಾ ಒಂದನ್ನು ರದ್ದುಮಾಡಿ.`;
  },
  UPLOAD_OFFSET_CONFLICT: UPLOAD_BUSY,
  UPLOAD_BUSY,
  UPLOAD_REPLACED: 'ಅದೇ ಫೈಲ್‌ನ ಹೊಸ ಅಪ್‌ಲೋಡ್ ಇದರ ಜಾಗಕ್ಕೆ ಬಂದಿದೆ: ಹೊಸ ಅಪ್‌ಲೋಡ್‌ನೊಂದಿಗೆ ಮುಂದುವರಿಯಿರಿ.',
  VIDEO_NOT_READ_IN_TIME:
    'ಈ ವೀಡಿಯೊವನ್ನು ಸಮಯಕ್ಕೆ ಓದಲು ಆಗಲಿಲ್ಲ, ಹಾಗಾಗಿ ಇಟ್ಟುಕೊಳ್ಳಲಿಲ್ಲ. ಫೈಲ್ ಹಾಳಾಗಿರಬಹುದು: ದಯವಿಟ್ಟು ಅದನ್ನು ಮತ್ತೆ ಸೇವ್ ಅಥವಾ ಎಕ್ಸ್‌ಪೋರ್ಟ್ ಮಾಡಿ (MP4 ಉತ್ತಮ) ಮತ್ತೆ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ.',
  TUS_VERSION_REQUIRED: 'ಅಪ್‌ಲೋಡ್ ವಿನಂತಿಯಲ್ಲಿ Tus-Resumable ಹೆಡರ್ ಬೇಕು.',

  CONFIRMATION_FAILED: 'ಪಾಸ್‌ವರ್ಡ್ ಅಥವಾ ಕೋಡ್ ಸರಿಯಿಲ್ಲ.',
  TOO_MANY_CODES: 'ಕಳೆದ ಒಂದು ಗಂಟೆಯಲ್ಲಿ ಈಗಾಗಲೇ ಹಲವು ಕೋಡ್‌ಗಳನ್ನು ಕಳುಹಿಸಿದ್ದೇವೆ. ದಯವಿಟ್ಟು ಇತ್ತೀಚಿನದನ್ನು ಬಳಸಿ, ಅಥವಾ ಒಂದು ಗಂಟೆ ನಂತರ ಹೊಸ ಕೋಡ್ ಕೇಳಿ.',
  TOO_MANY_CORRECTIONS: 'ಇಂದು ಹಲವು ತಿದ್ದುಪಡಿ ವಿನಂತಿಗಳನ್ನು ಕಳುಹಿಸಿದ್ದೀರಿ. ಪ್ರೋಗ್ರಾಮ್ ತಂಡ ಮೊದಲು ಅವುಗಳಿಗೆ ಉತ್ತರಿಸುತ್ತದೆ; ದಯವಿಟ್ಟು ಇನ್ನಷ್ಟು ನಾಳೆ ಕಳುಹಿಸಿ.',
  TOO_MANY_EXPORTS: 'ಇಂದು ನಿಮ್ಮ ಡೇಟಾವನ್ನು ಹಲವು ಸಲ ಸಿದ್ಧಪಡಿಸಿದ್ದೇವೆ. ದಯವಿಟ್ಟು ಇತ್ತೀಚಿನ ಪ್ರತಿ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ, ಅಥವಾ ನಾಳೆ ಮತ್ತೆ ಕೇಳಿ.',
  CONSENT_REQUIRED: 'ಅರ್ಜಿ ಉಳಿಸುವ ಅಥವಾ ಸಲ್ಲಿಸುವ ಮೊದಲು ದಯವಿಟ್ಟು ಗೌಪ್ಯತಾ ಸೂಚನೆ ಓದಿ ಒಪ್ಪಿಗೆ ಕೊಡಿ. ಏನನ್ನೂ ಉಳಿಸಿಲ್ಲ.',
  NOTICE_VERSION_OUTDATED: 'ಈ ಪುಟ ತೆರೆದ ನಂತರ ಗೌಪ್ಯತಾ ಸೂಚನೆ ಬದಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಈಗಿನ ಆವೃತ್ತಿ ಓದಿ.',
  NOT_SUBMITTED: 'ನಿಮ್ಮ ಅರ್ಜಿ ಇನ್ನೂ ಸಲ್ಲಿಕೆಯಾಗಿಲ್ಲ: ಅದರಲ್ಲಿ ಏನನ್ನಾದರೂ ನೀವೇ ಸರಿಪಡಿಸಬಹುದು.',
  EXPORT_NOT_READY: 'ಡೌನ್‌ಲೋಡ್‌ಗೆ ಏನೂ ಸಿದ್ಧವಿಲ್ಲ. ಮೊದಲು ನಿಮ್ಮ ಡೇಟಾ ಸಿದ್ಧಪಡಿಸಿ.',
  EXPORT_EXPIRED: 'ಈ ಡೌನ್‌ಲೋಡ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ನಿಮ್ಮ ಡೇಟಾವನ್ನು ಮತ್ತೆ ಸಿದ್ಧಪಡಿಸಿ.',
  CORRECTION_NOT_FOUND: 'ಈ ತಿದ್ದುಪಡಿ ವಿನಂತಿ ಇನ್ನು ಇಲ್ಲ: ಸ್ಥಾಪಕರ ಖಾತೆ ಅಥವಾ ಅರ್ಜಿ ಅಳಿಸಲಾಗಿರಬಹುದು.',
  CORRECTION_RESOLVED: 'ಈ ತಿದ್ದುಪಡಿ ವಿನಂತಿ ಈಗಾಗಲೇ ಮುಗಿದಿದೆ, ಹಾಗಾಗಿ ಏನನ್ನೂ ಬದಲಿಸಿಲ್ಲ. ಏನು ಮಾಡಲಾಯಿತು ಎಂದು ನೋಡಲು ಪುಟವನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ.',
  CORRECTION_FIELD_NOT_CORRECTABLE: 'ಸ್ಥಾಪಕರು ತುಂಬಿದ ಉತ್ತರಗಳನ್ನು ಮಾತ್ರ ಇಲ್ಲಿ ಸರಿಪಡಿಸಬಹುದು: ಸ್ಥಿತಿ, ಅಂಕಗಳು, ಗುರುತಿನ ಸಂಖ್ಯೆ ಅಥವಾ ಫೈಲ್‌ಗಳಲ್ಲ.',
  CORRECTION_OTHER_COHORT: 'ಈ ವಿನಂತಿ ಕನ್ಸೋಲ್‌ನಲ್ಲಿ ಆರಿಸಿದ ಬ್ಯಾಚ್‌ನ ಅರ್ಜಿಯ ಬಗ್ಗೆ ಅಲ್ಲ. ಅದರ ಬ್ಯಾಚ್ ಆರಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  CORRECTION_STALE:
    'ತಿದ್ದುಪಡಿ ತೆರೆದ ನಂತರ ಅರ್ಜಿ ಬದಲಾಗಿದೆ (ಬೇರೆ ನಿರ್ವಾಹಕರು ಸರಿಪಡಿಸಿರಬಹುದು). ಏನನ್ನೂ ಉಳಿಸಿಲ್ಲ: ಈಗ ಏನು ಉಳಿಸಲಾಗಿದೆ ಎಂದು ನೋಡಲು ಅದನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ.',
  CORRECTION_UNCHANGED: 'ಮೊದಲು ಮೌಲ್ಯ ಬದಲಿಸಿ: ಇದು ಈಗಾಗಲೇ ಉಳಿಸಿದಂತೆಯೇ ಇದೆ.',

  INVALID_EMAIL_OR_PASSWORD: 'ಇಮೇಲ್ ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ಸರಿಯಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  USER_ALREADY_EXISTS: EMAIL_TAKEN,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: EMAIL_TAKEN,
  EMAIL_NOT_VERIFIED: 'ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಬೇಕು',
  INVALID_OTP: CODE_INVALID,
  INVALID_CODE: CODE_INVALID,
  INVALID_BACKUP_CODE: CODE_INVALID,
  OTP_EXPIRED: CODE_EXPIRED,
  OTP_NOT_FOUND: CODE_EXPIRED,
  INVALID_TOKEN: CODE_EXPIRED,
  TOO_MANY_ATTEMPTS: CODE_TOO_MANY,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: CODE_TOO_MANY,
  INVALID_TWO_FACTOR_COOKIE: 'ಎರಡು ಹಂತದ ಪರಿಶೀಲನೆಯ ಸಮಯ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
  PASSKEY_NOT_FOUND: 'ಈ ಪಾಸ್‌ಕೀ ಸಿಗಲಿಲ್ಲ.',
  INVALID_ID_TOKEN: 'ನಿಮ್ಮ ಗುರುತು ಒದಗಿಸುವವರಿಂದ ಬಂದ ಸೈನ್ ಇನ್ ಟೋಕನ್ ಸರಿಯಿಲ್ಲ.',
  SIGN_IN_LINK_INVALID: 'ಈ ಸೈನ್ ಇನ್ ಲಿಂಕ್ ಸರಿಯಿಲ್ಲ, ಈಗಾಗಲೇ ಬಳಸಲಾಗಿದೆ ಅಥವಾ ಅವಧಿ ಮುಗಿದಿದೆ. ನಿರ್ವಾಹಕರಿಂದ ಹೊಸ ಲಿಂಕ್ ಕೇಳಿ.',
  PASSWORD_ALREADY_SET: 'ಈ ಖಾತೆಗೆ ಈಗಾಗಲೇ ಪಾಸ್‌ವರ್ಡ್ ಇದೆ. ಅದನ್ನು ಗೌಪ್ಯತೆ ಮತ್ತು ಭದ್ರತೆ ಪುಟದಲ್ಲಿ ಬದಲಿಸಿ.',
  INVITATION_NOT_FOUND: 'ಈ ಆಹ್ವಾನ ಲಿಂಕ್ ಸರಿಯಿಲ್ಲ. ಇಮೇಲ್‌ನಿಂದ ಇಡೀ ಲಿಂಕ್ ತೆರೆದಿದ್ದೀರಾ ಎಂದು ನೋಡಿ.',
  INVITATION_ACCEPTED: 'ಈ ಆಹ್ವಾನವನ್ನು ಈಗಾಗಲೇ ಒಪ್ಪಲಾಗಿದೆ. ಕನ್ಸೋಲ್ ತೆರೆಯಲು ಸೈನ್ ಇನ್ ಮಾಡಿ.',
  INVITATION_EXPIRED: 'ಈ ಆಹ್ವಾನದ ಅವಧಿ ಮುಗಿದಿದೆ. ನಿಮ್ಮನ್ನು ಆಹ್ವಾನಿಸಿದ ನಿರ್ವಾಹಕರಿಂದ ಹೊಸ ಆಹ್ವಾನ ಕೇಳಿ.',
  INVITATION_REVOKED: 'ಈ ಆಹ್ವಾನವನ್ನು ಹಿಂಪಡೆಯಲಾಗಿದೆ. ನಿಮ್ಮನ್ನು ಆಹ್ವಾನಿಸಿದ ನಿರ್ವಾಹಕರಿಂದ ಹೊಸ ಆಹ್ವಾನ ಕೇಳಿ.',
  INVITATION_WRONG_ACCOUNT: (p) =>
    `ಈ ಆಹ್ವಾನ ${String(p.invited ?? '')} ಗಾಗಿ, ಆದರೆ ನೀವು ${String(p.current ?? '')} ಆಗಿ ಸೈನ್ ಇನ್ ಆಗಿದ್ದೀರಿ. ಸೈನ್ ಔಟ್ ಮಾಡಿ, ಲಿಂಕ್ ಮತ್ತೆ ತೆರೆಯಿರಿ.`,
  INVITATION_ACCOUNT_EXISTS: 'ಈ ವಿಳಾಸಕ್ಕೆ ಈಗಾಗಲೇ ಖಾತೆ ಇದೆ: ಒಪ್ಪಲು ಅದರಲ್ಲಿ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
  TEAM_FULL: KN_CO_FOUNDER_MESSAGES.TEAM_FULL,
  TEAM_INVITE_NOT_FOUND: KN_CO_FOUNDER_MESSAGES.INVITE_NOT_FOUND,
  TEAM_INVITE_USED: KN_CO_FOUNDER_MESSAGES.INVITE_USED,
  TEAM_INVITE_EXPIRED: KN_CO_FOUNDER_MESSAGES.INVITE_EXPIRED,
  TEAM_INVITE_REVOKED: KN_CO_FOUNDER_MESSAGES.INVITE_REVOKED,
  TEAM_INVITE_OTHER_ADDRESS: KN_CO_FOUNDER_MESSAGES.INVITE_OTHER_ADDRESS,
  TEAM_ALREADY_MEMBER: KN_CO_FOUNDER_MESSAGES.ALREADY_MEMBER,
  TEAM_OWN_APPLICATION: KN_CO_FOUNDER_MESSAGES.OWN_APPLICATION_IN_COHORT,
  TEAM_LAST_MEMBER: KN_CO_FOUNDER_MESSAGES.LAST_MEMBER,
  TEAM_INVITE_SELF: KN_CO_FOUNDER_MESSAGES.INVITE_SELF,
  TEAM_TOO_MANY_INVITES: KN_CO_FOUNDER_MESSAGES.TOO_MANY_INVITES,
  TEAM_SIGN_OFF_MISSING: KN_CO_FOUNDER_MESSAGES.SIGN_OFF_MISSING,
  UPLOAD_REPLACES_UNSEEN_FILE: KN_CO_FOUNDER_MESSAGES.REPLACE_UNSEEN_FILE,
};
