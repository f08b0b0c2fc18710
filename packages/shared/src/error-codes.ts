import { ACCOUNT_MESSAGES } from './account/account-messages.ts';
import { MESSAGES, tooManyUnfinishedUploadsMessage } from './texts/messages.ts';
import type { Locale } from './locales.ts';
import { CONSENT_TEXTS, DATA_RIGHTS_TEXTS } from './privacy/privacy-messages.ts';
import { CORRECTION_ERROR_TEXTS } from './privacy/corrections.ts';
import { LANGUAGE_MESSAGES } from './language.ts';
import { REVIEW_MESSAGES } from './review/review.ts';
import { INVITATION_PAGE_TEXTS } from './review/staff-invitations.ts';
import { COHORT_MESSAGES } from './cohorts/cohort-messages.ts';
import { stepsNotCheckedMessage } from './cohorts/copied-answers.ts';
import { REMINDER_MESSAGES } from './reminders/reminder-schedule.ts';
import { TEAM_MESSAGE_MESSAGES } from './messages/team-message.ts';
import { OWN_QUESTION_MESSAGES } from './own-questions/own-question-messages.ts';
import { HI_ERROR_TEXTS } from './i18n/hi/error-texts.ts';
import { MR_ERROR_TEXTS } from './i18n/mr/error-texts.ts';
import { GU_ERROR_TEXTS } from './i18n/gu/error-texts.ts';
import { TA_ERROR_TEXTS } from './i18n/ta/error-texts.ts';
import { KN_ERROR_TEXTS } from './i18n/kn/error-texts.ts';
import { TE_ERROR_TEXTS } from './i18n/te/error-texts.ts';
import { BN_ERROR_TEXTS } from './i18n/bn/error-texts.ts';
import { UR_ERROR_TEXTS } from './i18n/ur/error-texts.ts';
import { CO_FOUNDER_MESSAGES as CO } from './co-founders/co-founder-rules.ts';

/**
 * The table of every error code the server answers with, once (docs/errors.md, docs/decisions/012-account-language-and-error-codes.md):
 * the GraphQL `extensions.code` and the `code` of REST, upload and account (Better Auth) error bodies. Each code
 * has its HTTP status and English text here, so the server takes the status from the table (a throw site names only
 * the code) and sends the English text as `message`. The English texts are taken from messages.ts and its
 * neighbours, never retyped. Every other language's texts are its pack's `ERROR_TEXTS`
 * (i18n/<code>/error-texts.ts; `LanguageTexts` requires every code): `ERROR_MESSAGES` and `messageFor` read them on
 * the server, and the web app, which never imports this table's texts, shows a server error by its code from the
 * chosen language's chunk (apps/web/src/lib/server-error-text.ts).
 *
 * A few texts depend on the case: `params` fills them (`kind` of an upload, `max` unfinished uploads).
 */
export type ErrorParams = Readonly<Record<string, string | number | undefined>>;
export type ErrorText = string | ((params: ErrorParams) => string);

const byKind = (video: string, financial: string, deck: string) => (p: ErrorParams) =>
  p.kind === 'video' ? video : p.kind === 'financial_statement' ? financial : deck;
const maxOf = (p: ErrorParams): number => (typeof p.max === 'number' ? p.max : Number(p.max ?? 1) || 1);

const ERROR_TABLE = {
  // Any request
  BAD_REQUEST: { status: 400, en: MESSAGES.BAD_REQUEST },
  /** Also the console's answer to applicants and visitors, as if it did not exist. */
  NOT_FOUND: { status: 404, en: MESSAGES.NOT_FOUND },
  INTERNAL: { status: 500, en: MESSAGES.INTERNAL },
  TOO_MANY_REQUESTS: { status: 429, en: MESSAGES.TOO_MANY_ATTEMPTS },
  NUL_CHARACTER: { status: 400, en: MESSAGES.NUL_CHARACTER },
  JSON_TOO_DEEP: { status: 400, en: MESSAGES.JSON_TOO_DEEP },
  FORBIDDEN_ORIGIN: { status: 403, en: 'This request came from a site that is not allowed to make it.' },
  FORBIDDEN: { status: 403, en: 'You are not allowed to do this.' },
  OPERATION_NOT_ALLOWED: { status: 400, en: 'This operation is not allowed.' },
  METHOD_NOT_ALLOWED: { status: 405, en: 'Send GraphQL requests as POST with a JSON body.' },
  /** The operator's health check. */
  DATABASE_UNREACHABLE: { status: 503, en: 'The database is not reachable.' },
  // Fastify's own codes, with the status Fastify answers them with
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, en: 'Unsupported content type: send application/json.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, en: 'The request body is empty: send a JSON object.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, en: 'The request body is not valid JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, en: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, en: 'The request body does not match its Content-Length.' },

  // The application (GraphQL)
  UNAUTHENTICATED: { status: 401, en: MESSAGES.NOT_AUTHENTICATED },
  /** The message and `details` name the fields; the browser shows its own copy of the same schema's texts. */
  VALIDATION_FAILED: { status: 400, en: MESSAGES.REQUIRED_FIELDS },
  APPLICATION_ID_REQUIRED: { status: 400, en: MESSAGES.APPLICATION_ID_REQUIRED },
  COMPLETE_PERSONAL_FIRST: { status: 409, en: MESSAGES.COMPLETE_PERSONAL_FIRST },
  APPLICATION_NOT_FOUND: { status: 404, en: MESSAGES.APPLICATION_NOT_FOUND },
  APPLICATION_LOCKED: { status: 409, en: MESSAGES.APPLICATION_LOCKED },
  SUBMIT_INCOMPLETE: { status: 422, en: MESSAGES.SUBMIT_ERRORS_HEADING },
  /** A submit while steps copied from an earlier application are not saved since (`steps`: their keys, comma separated). */
  STEPS_NOT_CHECKED: { status: 422, en: (p: ErrorParams) => stepsNotCheckedMessage(p.steps) },
  APPLICATIONS_CLOSED: { status: 403, en: MESSAGES.APPLICATIONS_CLOSED },
  COHORT_NOT_FOUND: { status: 404, en: COHORT_MESSAGES.COHORT_NOT_FOUND },
  /** A second application to a cohort the founder already applied to. */
  COHORT_ALREADY_APPLIED: { status: 409, en: COHORT_MESSAGES.ALREADY_APPLIED },
  /** A new application while a draft in another open cohort is unsubmitted (docs/decisions/023-cohorts.md). */
  COHORT_DRAFT_ELSEWHERE: { status: 409, en: COHORT_MESSAGES.DRAFT_ELSEWHERE },
  COHORT_DATES_REVERSED: { status: 400, en: COHORT_MESSAGES.DATES_REVERSED },
  COHORT_CLOSES_IN_PAST: { status: 400, en: COHORT_MESSAGES.CLOSES_IN_PAST },
  COHORT_ARCHIVED: { status: 409, en: COHORT_MESSAGES.COHORT_ARCHIVED },
  REMINDER_LINK_INVALID: { status: 400, en: REMINDER_MESSAGES.LINK_INVALID },
  /** SMS or WhatsApp chosen without a confirmed +91 mobile on the account. */
  CHANNEL_NEEDS_MOBILE: { status: 400, en: REMINDER_MESSAGES.CHANNEL_NEEDS_MOBILE },
  /** A team message whose text carries a sign-in link or a six-digit code (only the sign-in flows send those). */
  TEAM_MESSAGE_CARRIES_SIGN_IN: { status: 400, en: TEAM_MESSAGE_MESSAGES.CARRIES_SIGN_IN },
  /** A team message to a group in which no founder can be reached. */
  TEAM_MESSAGE_NO_RECIPIENTS: { status: 409, en: TEAM_MESSAGE_MESSAGES.NO_RECIPIENTS },
  COHORT_STILL_OPEN: { status: 409, en: COHORT_MESSAGES.STILL_OPEN },
  /** Moving an application into a review stage of another cohort. */
  COHORT_STAGE_MISMATCH: { status: 409, en: COHORT_MESSAGES.STAGE_OTHER_COHORT },
  /** A cohort's own questions lacking Hindi, on opening it or on a form saved while it is open (`questions`: which). */
  OWN_QUESTIONS_HINDI_MISSING: {
    status: 409,
    en: (p: ErrorParams) => `Write the Hindi text of every question before the cohort opens. Missing: ${p.questions ?? ''}`,
  },
  /** Starting an application in a cohort with an eligibility check, without having answered it (docs/own-questions.md). */
  ELIGIBILITY_CHECK_REQUIRED: {
    status: 403,
    en: 'Answer this cohort’s eligibility questions before you start your application.',
  },
  /** Starting an application in a cohort whose eligibility check refused the founder. */
  ELIGIBILITY_NOT_MET: {
    status: 403,
    en: 'Your answers to this cohort’s eligibility questions do not meet its rules, so an application cannot be started. If you think this is a mistake, write to the support address.',
  },
  /** An answer to a question not on the application's form (another cohort's, or removed). */
  OWN_QUESTION_UNKNOWN: { status: 400, en: OWN_QUESTION_MESSAGES.UNKNOWN_QUESTION },
  /** Submitting while a required question of the cohort's own is unanswered (`questions`: their texts). */
  OWN_QUESTIONS_UNANSWERED: {
    status: 422,
    en: (p: ErrorParams) => `Please answer these questions before you submit: ${p.questions ?? ''}`,
  },
  /** A step save based on an older version than the stored one (another device or tab saved it since). */
  STALE_WRITE: { status: 409, en: MESSAGES.STALE_WRITE },
  LANGUAGE_INVALID: { status: 400, en: LANGUAGE_MESSAGES.LANGUAGE_INVALID },

  // Uploads and stored files
  UPLOAD_KIND_INVALID: { status: 400, en: MESSAGES.UPLOAD_KIND_INVALID },
  UPLOAD_METADATA_INVALID: { status: 400, en: MESSAGES.UPLOAD_METADATA_INVALID },
  UPLOAD_LENGTH_REQUIRED: { status: 400, en: MESSAGES.UPLOAD_LENGTH_REQUIRED },
  UPLOAD_CONCAT_UNSUPPORTED: { status: 400, en: MESSAGES.UPLOAD_CONCAT_UNSUPPORTED },
  FILE_TOO_LARGE: { status: 413, en: byKind(MESSAGES.VIDEO_TOO_LARGE, MESSAGES.DOCUMENT_TOO_LARGE, MESSAGES.DOCUMENT_TOO_LARGE) },
  INVALID_FILE_TYPE: {
    status: 415,
    en: byKind(MESSAGES.VIDEO_INVALID_TYPE, MESSAGES.FINANCIAL_INVALID_TYPE, MESSAGES.PITCH_DECK_INVALID_TYPE),
  },
  FILE_INVALID_ID: { status: 400, en: MESSAGES.FILE_INVALID_ID },
  FILE_NOT_FOUND: { status: 404, en: MESSAGES.FILE_DOES_NOT_EXIST },
  FILE_LINK_INVALID: { status: 403, en: MESSAGES.FILE_LINK_INVALID },
  FILE_LINK_EXPIRED: { status: 403, en: MESSAGES.FILE_LINK_EXPIRED },
  RANGE_NOT_SATISFIABLE: { status: 416, en: MESSAGES.RANGE_NOT_SATISFIABLE },
  /** The founder has MAX_UNFINISHED_UPLOADS uploads in progress. */
  TOO_MANY_UNFINISHED_UPLOADS: { status: 429, en: (p: ErrorParams) => tooManyUnfinishedUploadsMessage(maxOf(p)) },
  /** tus: the client's Upload-Offset differs from the server's (HEAD, then continue: worth a retry). */
  UPLOAD_OFFSET_CONFLICT: { status: 409, en: MESSAGES.UPLOAD_BUSY },
  /** Another request (on any instance) holds the upload and did not let go in time (worth a retry). */
  UPLOAD_BUSY: { status: 423, en: MESSAGES.UPLOAD_BUSY },
  /** A tus creation that a newer creation of the same kind by the same founder replaced before it was answered. */
  UPLOAD_REPLACED: { status: 410, en: MESSAGES.UPLOAD_REPLACED },
  /** tus's own answer to a request without the Tus-Resumable header, under this code. */
  TUS_VERSION_REQUIRED: { status: 412, en: 'Tus-Resumable Required' },
  /** The video's duration and picture size could not be read within the time and memory allowed; not kept. */
  VIDEO_NOT_READ_IN_TIME: { status: 422, en: MESSAGES.VIDEO_NOT_READ_IN_TIME },

  // Your data (privacy routes)
  CONFIRMATION_FAILED: { status: 403, en: DATA_RIGHTS_TEXTS.CONFIRM_WRONG },
  /** A deletion code asked for more than PRIVACY_LIMITS.codesPerHour times in an hour. */
  TOO_MANY_CODES: { status: 429, en: DATA_RIGHTS_TEXTS.CODE_LIMIT },
  /** More than PRIVACY_LIMITS.correctionsPerDay correction requests from one founder within a day. */
  TOO_MANY_CORRECTIONS: {
    status: 429,
    en: 'You have sent many correction requests today. The program team will answer those first; please send more tomorrow.',
  },
  /** More than PRIVACY_LIMITS.exportsPerDay exports prepared for one founder within a day. */
  TOO_MANY_EXPORTS: {
    status: 429,
    en: 'We have prepared your data several times today. Please download the latest copy, or ask again tomorrow.',
  },
  NOTICE_VERSION_OUTDATED: { status: 409, en: CONSENT_TEXTS.VERSION_OUTDATED },
  /** A step save or submit from a founder who has not accepted the current privacy notice: nothing is stored. */
  CONSENT_REQUIRED: {
    status: 403,
    en: 'Please read the privacy notice and agree to it before you save or submit your application. Nothing was saved.',
  },
  NOT_SUBMITTED: { status: 409, en: DATA_RIGHTS_TEXTS.CORRECT_BEFORE },
  EXPORT_NOT_READY: { status: 404, en: DATA_RIGHTS_TEXTS.EXPORT_NONE },
  EXPORT_EXPIRED: { status: 410, en: DATA_RIGHTS_TEXTS.EXPORT_EXPIRED },
  // Making a correction (console, admins; docs/privacy.md)
  CORRECTION_NOT_FOUND: { status: 404, en: CORRECTION_ERROR_TEXTS.NOT_FOUND },
  CORRECTION_RESOLVED: { status: 409, en: CORRECTION_ERROR_TEXTS.RESOLVED },
  CORRECTION_FIELD_NOT_CORRECTABLE: { status: 400, en: CORRECTION_ERROR_TEXTS.FIELD },
  CORRECTION_OTHER_COHORT: { status: 409, en: CORRECTION_ERROR_TEXTS.OTHER_COHORT },
  /** A step the correction changes was saved (corrected) since the editor read its version. */
  CORRECTION_STALE: { status: 409, en: CORRECTION_ERROR_TEXTS.STALE },
  CORRECTION_UNCHANGED: { status: 400, en: CORRECTION_ERROR_TEXTS.UNCHANGED },

  // Accounts: Better Auth's codes (it answers them with its own status; this is the one it usually uses), and ours on its routes
  INVALID_EMAIL_OR_PASSWORD: { status: 401, en: MESSAGES.INVALID_CREDENTIALS },
  USER_ALREADY_EXISTS: { status: 422, en: MESSAGES.EMAIL_TAKEN },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 422, en: MESSAGES.EMAIL_TAKEN },
  EMAIL_NOT_VERIFIED: { status: 403, en: MESSAGES.EMAIL_NEEDS_VERIFICATION },
  INVALID_OTP: { status: 400, en: ACCOUNT_MESSAGES.CODE_INVALID },
  INVALID_CODE: { status: 401, en: ACCOUNT_MESSAGES.CODE_INVALID },
  INVALID_BACKUP_CODE: { status: 401, en: ACCOUNT_MESSAGES.CODE_INVALID },
  OTP_EXPIRED: { status: 400, en: ACCOUNT_MESSAGES.CODE_EXPIRED },
  OTP_NOT_FOUND: { status: 400, en: ACCOUNT_MESSAGES.CODE_EXPIRED },
  INVALID_TOKEN: { status: 400, en: ACCOUNT_MESSAGES.CODE_EXPIRED },
  TOO_MANY_ATTEMPTS: { status: 403, en: ACCOUNT_MESSAGES.CODE_TOO_MANY_ATTEMPTS },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { status: 400, en: ACCOUNT_MESSAGES.CODE_TOO_MANY_ATTEMPTS },
  INVALID_TWO_FACTOR_COOKIE: { status: 401, en: ACCOUNT_MESSAGES.INVALID_MFA_TICKET },
  PASSKEY_NOT_FOUND: { status: 404, en: 'This passkey was not found.' },
  INVALID_ID_TOKEN: { status: 401, en: ACCOUNT_MESSAGES.ID_TOKEN_INVALID },
  SIGN_IN_LINK_INVALID: { status: 400, en: REVIEW_MESSAGES.LINK_INVALID },
  PASSWORD_ALREADY_SET: { status: 400, en: REVIEW_MESSAGES.PASSWORD_ALREADY_SET },

  // Invitations to the program team (docs/program-team.md)
  INVITATION_NOT_FOUND: { status: 404, en: INVITATION_PAGE_TEXTS.invalid },
  INVITATION_ACCEPTED: { status: 410, en: INVITATION_PAGE_TEXTS.accepted },
  INVITATION_EXPIRED: { status: 410, en: INVITATION_PAGE_TEXTS.expired },
  INVITATION_REVOKED: { status: 410, en: INVITATION_PAGE_TEXTS.revoked },
  /** `invited`: the invitation's address; `current`: the signed-in account's. */
  INVITATION_WRONG_ACCOUNT: {
    status: 403,
    en: (p: ErrorParams) => INVITATION_PAGE_TEXTS.wrongAccount(String(p.invited ?? ''), String(p.current ?? '')),
  },
  /** Signing up through an invitation for an address that has an account: sign in to it instead. */
  INVITATION_ACCOUNT_EXISTS: { status: 409, en: INVITATION_PAGE_TEXTS.signInHelp },

  // Co-founders (docs/co-founders.md)
  TEAM_FULL: { status: 409, en: CO.TEAM_FULL },
  TEAM_INVITE_NOT_FOUND: { status: 404, en: CO.INVITE_NOT_FOUND },
  TEAM_INVITE_USED: { status: 410, en: CO.INVITE_USED },
  TEAM_INVITE_EXPIRED: { status: 410, en: CO.INVITE_EXPIRED },
  TEAM_INVITE_REVOKED: { status: 410, en: CO.INVITE_REVOKED },
  TEAM_INVITE_OTHER_ADDRESS: { status: 403, en: CO.INVITE_OTHER_ADDRESS },
  TEAM_ALREADY_MEMBER: { status: 409, en: CO.ALREADY_MEMBER },
  TEAM_OWN_APPLICATION: { status: 409, en: CO.OWN_APPLICATION_IN_COHORT },
  TEAM_LAST_MEMBER: { status: 409, en: CO.LAST_MEMBER },
  TEAM_INVITE_SELF: { status: 400, en: CO.INVITE_SELF },
  TEAM_TOO_MANY_INVITES: { status: 429, en: CO.TOO_MANY_INVITES },
  TEAM_SIGN_OFF_MISSING: { status: 409, en: CO.SIGN_OFF_MISSING },
  /** An upload would replace a co-founder's file the founder has not agreed to replace (upload metadata `replaces`). */
  UPLOAD_REPLACES_UNSEEN_FILE: { status: 409, en: CO.REPLACE_UNSEEN_FILE },
} as const satisfies Record<string, { status: number; en: ErrorText }>;

export type ErrorCode = keyof typeof ERROR_TABLE;
type EnglishTexts = { readonly [C in ErrorCode]: (typeof ERROR_TABLE)[C]['en'] };
const mapTable = <T>(pick: (entry: (typeof ERROR_TABLE)[ErrorCode]) => T) =>
  Object.fromEntries(Object.entries(ERROR_TABLE).map(([code, entry]) => [code, pick(entry)]));

const ENGLISH = mapTable((entry) => entry.en) as EnglishTexts;
/** The English texts, typed per code, for the server's own error bodies. */
export const ENGLISH_ERROR_TEXTS = ENGLISH;
/** The HTTP status of each code: a REST, upload or account error answers with it, as does a GraphQL request refused before it runs. */
export const ERROR_STATUS = mapTable((entry) => entry.status) as Readonly<Record<ErrorCode, number>>;
/** Each code as a value (`ERROR_CODE.STALE_WRITE`), for comparing a code a client received. */
export const ERROR_CODE = Object.fromEntries(Object.keys(ERROR_TABLE).map((code) => [code, code])) as {
  readonly [C in ErrorCode]: C;
};

/** Each code's text per language (each language's own in i18n/<code>/error-texts.ts): a missing one fails to compile and fails i18n/languages.test.ts. */
export const ERROR_MESSAGES: Record<Locale, Readonly<Record<ErrorCode, ErrorText>>> = {
  en: ENGLISH,
  hi: HI_ERROR_TEXTS,
  mr: MR_ERROR_TEXTS,
  gu: GU_ERROR_TEXTS,
  ta: TA_ERROR_TEXTS,
  kn: KN_ERROR_TEXTS,
  te: TE_ERROR_TEXTS,
  bn: BN_ERROR_TEXTS,
  ur: UR_ERROR_TEXTS,
};

export const ERROR_CODES = Object.keys(ERROR_TABLE) as ErrorCode[];
export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_TABLE, value);

/**
 * The text for an error code in the founder's language. An unknown code gives `fallback` (e.g. the message the
 * server sent) in English and the generic text otherwise, so a new server code never shows the founder nothing.
 */
export const messageFor = (code: string | undefined, locale: Locale, params: ErrorParams = {}, fallback?: string): string => {
  const text = isErrorCode(code) ? ERROR_MESSAGES[locale][code] : undefined;
  if (text === undefined) return locale === 'en' && fallback ? fallback : messageFor('INTERNAL', locale);
  return typeof text === 'function' ? text(params) : text;
};
