import type { ErrorCode, ErrorParams, ErrorText } from '../../error-codes.ts';
import { JSON_MAX_DEPTH } from '../../limits.ts';
import { LOCALES } from '../../locales.ts';
import { BN_ACCOUNT_MESSAGES } from './account-messages.ts';
import { BN_COHORT_MESSAGES, BN_REMINDER_MESSAGES } from './cohort-messages.ts';
import { BN_MESSAGES } from './messages.ts';
import { BN_CO_FOUNDER_MESSAGES as CO } from './co-founder-texts.ts';
import { BN_CONSENT_TEXTS, BN_DATA_RIGHTS_TEXTS } from './privacy-messages.ts';
import { BN_STEP_LABELS } from './steps.ts';

/** Each error code's text in Bengali (error-codes.ts takes this table as its `bn` line). */
const byKind = (video: string, financial: string, deck: string) => (p: ErrorParams) =>
  p.kind === 'video' ? video : p.kind === 'financial_statement' ? financial : deck;
const maxOf = (p: ErrorParams): number => (typeof p.max === 'number' ? p.max : Number(p.max ?? 1) || 1);
const stepsOf = (steps: unknown): string[] => (typeof steps === 'string' && steps ? steps.split(',') : []);
const stepLabel = (step: string): string => BN_STEP_LABELS[step as keyof typeof BN_STEP_LABELS] ?? step;

/** STEPS_NOT_CHECKED in Bengali: the copied steps not saved since (`steps`: their keys, comma separated). */
export const bnStepsNotChecked = (steps: unknown): string =>
  `এই ধাপগুলি আপনার আগের আবেদন থেকে পূরণ করা হয়েছে এবং এখনও দেখা হয়নি: ${stepsOf(steps).map(stepLabel).join(', ')}। জমা দেওয়ার আগে প্রতিটি ধাপ খুলুন, দেখে নিন এবং সংরক্ষণ করুন।`;

const INVITE_AGAIN = 'যে অ্যাডমিন আপনাকে আমন্ত্রণ জানিয়েছিলেন, তাঁর কাছে নতুন আমন্ত্রণ চেয়ে নিন।';
const CODE_EXPIRED = BN_ACCOUNT_MESSAGES.CODE_EXPIRED;

export const BN_ERROR_TEXTS: Record<ErrorCode, ErrorText> = {
  BAD_REQUEST: BN_MESSAGES.BAD_REQUEST,
  NOT_FOUND: BN_MESSAGES.NOT_FOUND,
  INTERNAL: BN_MESSAGES.INTERNAL,
  TOO_MANY_REQUESTS: BN_MESSAGES.TOO_MANY_ATTEMPTS,
  NUL_CHARACTER: BN_MESSAGES.NUL_CHARACTER,
  JSON_TOO_DEEP: `অনুরোধটি অনেক গভীর স্তরে সাজানো: বড়জোর ${JSON_MAX_DEPTH}টি স্তর গ্রহণ করা হয়।`,
  FORBIDDEN_ORIGIN: 'এই অনুরোধটি এমন একটি সাইট থেকে এসেছে যার এর অনুমতি নেই।',
  FORBIDDEN: 'আপনার এটি করার অনুমতি নেই।',
  OPERATION_NOT_ALLOWED: 'এই কাজটি করার অনুমতি নেই।',
  METHOD_NOT_ALLOWED: 'GraphQL অনুরোধ JSON সহ POST দিয়ে পাঠান।',
  DATABASE_UNREACHABLE: 'ডেটাবেসে পৌঁছানো যায়নি।',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'এই ধরনের বিষয়বস্তু গ্রহণ করা হয় না: application/json পাঠান।',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'অনুরোধটি খালি: একটি JSON বস্তু পাঠান।',
  FST_ERR_CTP_INVALID_JSON_BODY: 'অনুরোধটি সঠিক JSON নয়।',
  FST_ERR_CTP_BODY_TOO_LARGE: 'অনুরোধটি খুব বড়।',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'অনুরোধের আকার তার Content-Length-এর সাথে মেলে না।',

  UNAUTHENTICATED: BN_MESSAGES.NOT_AUTHENTICATED,
  VALIDATION_FAILED: BN_MESSAGES.REQUIRED_FIELDS,
  APPLICATION_ID_REQUIRED: BN_MESSAGES.APPLICATION_ID_REQUIRED,
  COMPLETE_PERSONAL_FIRST: BN_MESSAGES.COMPLETE_PERSONAL_FIRST,
  APPLICATION_NOT_FOUND: BN_MESSAGES.APPLICATION_NOT_FOUND,
  APPLICATION_LOCKED: BN_MESSAGES.APPLICATION_LOCKED,
  SUBMIT_INCOMPLETE: BN_MESSAGES.SUBMIT_ERRORS_HEADING,
  STEPS_NOT_CHECKED: (p) => bnStepsNotChecked(p.steps),
  APPLICATIONS_CLOSED: BN_MESSAGES.APPLICATIONS_CLOSED,
  COHORT_NOT_FOUND: BN_COHORT_MESSAGES.COHORT_NOT_FOUND,
  COHORT_ALREADY_APPLIED: BN_COHORT_MESSAGES.ALREADY_APPLIED,
  COHORT_DRAFT_ELSEWHERE: BN_COHORT_MESSAGES.DRAFT_ELSEWHERE,
  COHORT_DATES_REVERSED: BN_COHORT_MESSAGES.DATES_REVERSED,
  COHORT_CLOSES_IN_PAST: BN_COHORT_MESSAGES.CLOSES_IN_PAST,
  COHORT_ARCHIVED: BN_COHORT_MESSAGES.COHORT_ARCHIVED,
  REMINDER_LINK_INVALID: BN_REMINDER_MESSAGES.LINK_INVALID,
  CHANNEL_NEEDS_MOBILE: BN_REMINDER_MESSAGES.CHANNEL_NEEDS_MOBILE,
  TEAM_MESSAGE_CARRIES_SIGN_IN:
    'দলের বার্তায় সাইন-ইন লিঙ্ক বা ছয় অঙ্কের কোড থাকতে পারে না: সেগুলি শুধু সাইন-ইনে পাঠানো হয়। সেটি সরিয়ে আবার চেষ্টা করুন।',
  TEAM_MESSAGE_NO_RECIPIENTS: 'এই দলের কোনো প্রতিষ্ঠাতার কাছে বার্তা পৌঁছাতে পারে না: কিছুই পাঠানো হয়নি।',
  COHORT_STILL_OPEN: BN_COHORT_MESSAGES.STILL_OPEN,
  COHORT_STAGE_MISMATCH: BN_COHORT_MESSAGES.STAGE_OTHER_COHORT,
  OWN_QUESTIONS_HINDI_MISSING: (p) => `ব্যাচ খোলার আগে প্রতিটি প্রশ্নের হিন্দি লেখা লিখুন। বাকি: ${p.questions ?? ''}`,
  ELIGIBILITY_CHECK_REQUIRED: 'আবেদন শুরু করার আগে এই ব্যাচের যোগ্যতার প্রশ্নগুলির উত্তর দিন।',
  ELIGIBILITY_NOT_MET:
    'এই ব্যাচের যোগ্যতার প্রশ্নে আপনার উত্তর তার নিয়ম মেলে না, তাই আবেদন শুরু করা যাবে না। এটি ভুল মনে হলে সহায়তার ঠিকানায় লিখুন।',
  OWN_QUESTION_UNKNOWN: 'এই প্রশ্নটি এই ব্যাচের আবেদনে নেই। পাতাটি আবার খুলুন।',
  OWN_QUESTIONS_UNANSWERED: (p) => `জমা দেওয়ার আগে এই প্রশ্নগুলির উত্তর দিন: ${p.questions ?? ''}`,
  STALE_WRITE: BN_MESSAGES.STALE_WRITE,
  LANGUAGE_INVALID: `অনুগ্রহ করে পোর্টালের একটি ভাষা বেছে নিন: ${LOCALES.join(' বা ')}।`,

  UPLOAD_KIND_INVALID: BN_MESSAGES.UPLOAD_KIND_INVALID,
  UPLOAD_METADATA_INVALID: BN_MESSAGES.UPLOAD_METADATA_INVALID,
  UPLOAD_LENGTH_REQUIRED: BN_MESSAGES.UPLOAD_LENGTH_REQUIRED,
  UPLOAD_CONCAT_UNSUPPORTED: BN_MESSAGES.UPLOAD_CONCAT_UNSUPPORTED,
  FILE_TOO_LARGE: byKind(BN_MESSAGES.VIDEO_TOO_LARGE, BN_MESSAGES.DOCUMENT_TOO_LARGE, BN_MESSAGES.DOCUMENT_TOO_LARGE),
  INVALID_FILE_TYPE: byKind(
    BN_MESSAGES.VIDEO_INVALID_TYPE,
    BN_MESSAGES.FINANCIAL_INVALID_TYPE,
    BN_MESSAGES.PITCH_DECK_INVALID_TYPE,
  ),
  FILE_INVALID_ID: BN_MESSAGES.FILE_INVALID_ID,
  FILE_NOT_FOUND: BN_MESSAGES.FILE_DOES_NOT_EXIST,
  FILE_LINK_INVALID: BN_MESSAGES.FILE_LINK_INVALID,
  FILE_LINK_EXPIRED: BN_MESSAGES.FILE_LINK_EXPIRED,
  RANGE_NOT_SATISFIABLE: BN_MESSAGES.RANGE_NOT_SATISFIABLE,
  TOO_MANY_UNFINISHED_UPLOADS: (p) => {
    const max = maxOf(p);
    return max === 1
      ? 'আপনার একটি আপলোড আগে থেকেই চলছে। নতুন শুরু করার আগে সেটি শেষ হতে দিন বা বাতিল করুন।'
      : `আপনার ${max}টি আপলোড আগে থেকেই চলছে। নতুন শুরু করার আগে একটি শেষ হতে দিন বা বাতিল করুন।`;
  },
  UPLOAD_OFFSET_CONFLICT: BN_MESSAGES.UPLOAD_BUSY,
  UPLOAD_BUSY: BN_MESSAGES.UPLOAD_BUSY,
  UPLOAD_REPLACED: BN_MESSAGES.UPLOAD_REPLACED,
  TUS_VERSION_REQUIRED: 'আপলোডের অনুরোধে Tus-Resumable হেডার থাকা দরকার।',
  VIDEO_NOT_READ_IN_TIME: BN_MESSAGES.VIDEO_NOT_READ_IN_TIME,

  CONFIRMATION_FAILED: BN_DATA_RIGHTS_TEXTS.CONFIRM_WRONG,
  TOO_MANY_CODES: BN_DATA_RIGHTS_TEXTS.CODE_LIMIT,
  TOO_MANY_CORRECTIONS:
    'আজ আপনি সংশোধনের অনেকগুলি অনুরোধ পাঠিয়েছেন। প্রোগ্রাম দল আগে সেগুলির উত্তর দেবে; অনুগ্রহ করে আরও অনুরোধ কাল পাঠান।',
  TOO_MANY_EXPORTS: 'আজ আমরা আপনার তথ্য কয়েকবার তৈরি করেছি। অনুগ্রহ করে সবচেয়ে নতুন কপিটি ডাউনলোড করুন, বা কাল আবার চেয়ে নিন।',
  NOTICE_VERSION_OUTDATED: BN_CONSENT_TEXTS.VERSION_OUTDATED,
  CONSENT_REQUIRED: 'আবেদন সংরক্ষণ বা জমা দেওয়ার আগে অনুগ্রহ করে গোপনীয়তা বিজ্ঞপ্তি পড়ুন এবং তাতে সম্মতি দিন। কিছুই সংরক্ষিত হয়নি।',
  NOT_SUBMITTED: BN_DATA_RIGHTS_TEXTS.CORRECT_BEFORE,
  EXPORT_NOT_READY: BN_DATA_RIGHTS_TEXTS.EXPORT_NONE,
  EXPORT_EXPIRED: BN_DATA_RIGHTS_TEXTS.EXPORT_EXPIRED,
  CORRECTION_NOT_FOUND: 'সংশোধনের এই অনুরোধটি আর নেই: প্রতিষ্ঠাতার অ্যাকাউন্ট বা আবেদন হয়তো মুছে ফেলা হয়েছে।',
  CORRECTION_RESOLVED: 'সংশোধনের এই অনুরোধটি আগেই মেটানো হয়েছে, তাই কিছু বদলানো হয়নি। কী করা হয়েছে দেখতে পাতাটি আবার খুলুন।',
  CORRECTION_FIELD_NOT_CORRECTABLE: 'এখানে শুধু প্রতিষ্ঠাতার লেখা উত্তরগুলিই সংশোধন করা যায়: অবস্থা, নম্বর, পরিচয় বা ফাইল নয়।',
  CORRECTION_OTHER_COHORT:
    'এই অনুরোধটি কনসোলে বেছে নেওয়া ব্যাচের নয়, অন্য ব্যাচের একটি আবেদন নিয়ে। তার ব্যাচ বেছে নিয়ে আবার চেষ্টা করুন।',
  CORRECTION_STALE:
    'সংশোধন খোলার পরে আবেদনটি বদলেছে (হয়তো অন্য কোনো অ্যাডমিন সংশোধন করেছেন)। কিছুই সংরক্ষিত হয়নি: এখন কী সংরক্ষিত আছে দেখতে এটি আবার খুলুন।',
  CORRECTION_UNCHANGED: 'আগে মানটি বদলান: এটি আগে থেকেই সংরক্ষিত আছে।',

  INVALID_EMAIL_OR_PASSWORD: BN_MESSAGES.INVALID_CREDENTIALS,
  USER_ALREADY_EXISTS: BN_MESSAGES.EMAIL_TAKEN,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: BN_MESSAGES.EMAIL_TAKEN,
  EMAIL_NOT_VERIFIED: BN_MESSAGES.EMAIL_NEEDS_VERIFICATION,
  INVALID_OTP: BN_ACCOUNT_MESSAGES.CODE_INVALID,
  INVALID_CODE: BN_ACCOUNT_MESSAGES.CODE_INVALID,
  INVALID_BACKUP_CODE: BN_ACCOUNT_MESSAGES.CODE_INVALID,
  OTP_EXPIRED: CODE_EXPIRED,
  OTP_NOT_FOUND: CODE_EXPIRED,
  INVALID_TOKEN: CODE_EXPIRED,
  TOO_MANY_ATTEMPTS: BN_ACCOUNT_MESSAGES.CODE_TOO_MANY_ATTEMPTS,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: BN_ACCOUNT_MESSAGES.CODE_TOO_MANY_ATTEMPTS,
  INVALID_TWO_FACTOR_COOKIE: BN_ACCOUNT_MESSAGES.INVALID_MFA_TICKET,
  PASSKEY_NOT_FOUND: 'এই পাসকিটি পাওয়া যায়নি।',
  INVALID_ID_TOKEN: BN_ACCOUNT_MESSAGES.ID_TOKEN_INVALID,
  SIGN_IN_LINK_INVALID: 'এই সাইন ইন লিঙ্কটি ঠিক নয়, আগেই ব্যবহার হয়েছে বা মেয়াদ শেষ। কোনো অ্যাডমিনের কাছে নতুন লিঙ্ক চেয়ে নিন।',
  PASSWORD_ALREADY_SET: 'এই অ্যাকাউন্টের পাসওয়ার্ড আগে থেকেই আছে। সেটি গোপনীয়তা ও সুরক্ষা পাতায় বদলান।',

  INVITATION_NOT_FOUND: 'এই আমন্ত্রণের লিঙ্কটি ঠিক নয়। দেখে নিন ইমেল থেকে পুরো লিঙ্কটি খুলেছেন কি না।',
  INVITATION_ACCEPTED: 'এই আমন্ত্রণ আগেই গ্রহণ করা হয়েছে। কনসোল খুলতে সাইন ইন করুন।',
  INVITATION_EXPIRED: `এই আমন্ত্রণের মেয়াদ শেষ হয়ে গেছে। ${INVITE_AGAIN}`,
  INVITATION_REVOKED: `এই আমন্ত্রণ ফিরিয়ে নেওয়া হয়েছে। ${INVITE_AGAIN}`,
  INVITATION_WRONG_ACCOUNT: (p: ErrorParams) =>
    `এই আমন্ত্রণ ${String(p.invited ?? '')}-এর জন্য, কিন্তু আপনি ${String(p.current ?? '')} দিয়ে সাইন ইন করে আছেন। সাইন আউট করুন, তারপর লিঙ্কটি আবার খুলুন।`,
  INVITATION_ACCOUNT_EXISTS: 'এই ঠিকানার অ্যাকাউন্ট আগে থেকেই আছে: গ্রহণ করতে সেটিতে সাইন ইন করুন।',
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
