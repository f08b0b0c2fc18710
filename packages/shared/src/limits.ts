/** The portal's fixed numbers. Both the web app and the server read them from here. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export const PHONE_DIGITS = 10;
export const PHONE_PREFIX = '+91';

export const FOUNDING_YEAR_MIN = 1900;
/** The latest founding year accepted: the current calendar year. */
export const currentYear = (now: Date = new Date()): number => now.getFullYear();

export const FOUNDERS_MIN_SAVED = 1;

/** 1 GiB: 1024^3 bytes. */
export const VIDEO_MAX_BYTES = 1024 ** 3;
/** 10 MB documents. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_REQUESTED_MINUTES = 1.5;

export const AUTH_LOADING_TIMEOUT_MS = 10_000;
/** How long a page's first render waits for the session check and the public configuration (apps/web/src/app/first-answers.ts). */
export const FIRST_ANSWERS_WAIT_MS = 3_000;
export const SUBMITTED_CONFIRMATION_MS = 2_000;
/** Retry backoff for session checks: 5 s × 2^(attempt-1). */
export const RETRY_BASE_MS = 5_000;
export const retryDelayMs = (attempt: number): number => RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1);
/** The device's save queue: the first retry after a pass found no connection, doubling up to the cap. */
export const SYNC_RETRY_BASE_MS = 2_000;
export const SYNC_RETRY_MAX_MS = 60_000;
/** A data API request with no answer by then counts as a lost connection (the server is unreachable). */
export const API_REQUEST_TIMEOUT_MS = 30_000;
/**
 * An answer a signed-in page asked for as it started stands in for the page's own first read only this long after it
 * was asked for (on a slow link the page's code may take most of it); later the page asks again.
 */
export const PAGE_START_ANSWER_MAX_AGE_MS = 60_000;

/**
 * A signed-in page's first answers are read into the cache just before its first render; a page mounting within
 * this long of an answer does not ask for it again (otherwise each one would be asked for twice).
 */
export const FIRST_ANSWER_FRESH_MS = 2_000;
/** While the server is unreachable the web app asks its health path again: first after this, doubling up to the cap. */
export const REACHABILITY_PROBE_BASE_MS = 5_000;
export const REACHABILITY_PROBE_MAX_MS = 60_000;
/** A language whose texts take longer than this to arrive says it is loading (a chunk on a 2G link); a quicker one never flashes it. */
export const LANGUAGE_LOADING_NOTICE_MS = 400;

export const RUPEES_PER_CRORE = 10_000_000;

/** Text field caps: long enough for any honest answer, short enough that a hostile body is refused early. */
export const TEXT_MAX = {
  name: 120,
  email: 254,
  companyName: 160,
  description: 5_000,
  city: 100,
  otherSector: 120,
  /** A DPIIT certificate number, with room for one typed with spaces ('DIPP 123 456'). */
  dpiitNumber: 24,
  /** update-user's profile picture address. */
  profileImageUrl: 2_048,
} as const;
/** Funding above this is not a plausible rupee amount for an early-stage startup and would overflow nothing, but is refused as a typo. */
export const FUNDING_MAX_RUPEES = 1_000_000_000_000;
export const HEADCOUNT_MAX = 1_000_000;

/** Nesting of objects and lists in a JSON request body; the deepest the web app sends is 4 (GraphQL variables). */
export const JSON_MAX_DEPTH = 32;
