import type { LocalCohortName } from '../cohorts/cohort-messages.ts';
import { LOCALES } from '../locales.ts';

/* The request bodies' schemas (zod) are in schemas/privacy.ts: the pages that only call these paths do not load zod. */

/** The notice's text version; raise it when PRIVACY_NOTICE_TEXTS change, and founders are asked again at sign-in. */
export const DEFAULT_PRIVACY_NOTICE_VERSION = '2026-11-23';

/** Languages a consent can be given in: the portal's languages (locales.ts). */
export const CONSENT_LANGUAGES = LOCALES;

export const PRIVACY_PATHS = {
  notice: '/api/privacy-notice',
  status: '/api/privacy/status',
  consent: '/api/privacy/consent',
  export: '/api/privacy/export',
  exportZip: '/api/privacy/export.zip',
  corrections: '/api/privacy/corrections',
  nominee: '/api/privacy/nominee',
  deletionCode: '/api/privacy/deletion-code',
  deleteAccount: '/api/privacy/delete-account',
  consoleCorrections: '/api/console/corrections',
  consoleResolveCorrection: '/api/console/corrections/resolve',
  /** GET ?id=: what the correction editor starts from (admins; corrections.ts CorrectionTarget). */
  consoleCorrectionTarget: '/api/console/corrections/target',
  /** POST: makes the correction on the submitted application (admins; corrections.ts CorrectionChange). */
  consoleApplyCorrection: '/api/console/corrections/apply',
  consoleAccessLog: '/api/console/access-log',
} as const;

/**
 * `codeAttempts`: the tries one emailed deletion code allows (then it is dead). `codesPerHour`: the deletion codes one
 * account is sent within an hour, so a new code buys at most that many times `codeAttempts` guesses an hour.
 * `correctionsPerDay` and `exportsPerDay`: the correction requests one founder may send and the exports they may have
 * prepared within a day, so one founder cannot bury the team's list or keep the export job busy.
 */
export const PRIVACY_LIMITS = {
  text: 2000,
  name: 200,
  contact: 200,
  exportDays: 7,
  codeMinutes: 10,
  codeAttempts: 5,
  codesPerHour: 3,
  correctionsPerDay: 10,
  exportsPerDay: 5,
} as const;

export const DELETION_REASONS = ['delete', 'withdraw-consent'] as const;

/** What GET /api/privacy-notice answers: the configuration the notice is built from. */
export interface PrivacyNotice {
  version: string;
  fiduciary: string;
  /** The grievance officer the team named; null: the product's (PRIVACY_NOTICE_TEXTS.DEFAULT_OFFICER, said in the reader's language). */
  officer: string | null;
  productName: string;
  contact: string;
  retentionDays: number;
  /** The cohort the notice names, as the team wrote it in English and in Hindi. */
  cohort: string;
  cohortHi: string;
  cohortNames: LocalCohortName[];
}

export interface PrivacyStatus {
  noticeVersion: string;
  consentNeeded: boolean;
  consents: { version: string; language: string; acceptedAt: string }[];
  nominee: { name: string; contact: string } | null;
  applicationSubmitted: boolean;
  corrections: {
    id: string;
    field: string;
    correction: string;
    status: 'open' | 'resolved';
    createdAt: string;
    note: string | null;
  }[];
  export: { status: 'preparing' | 'ready' | 'failed'; requestedAt: string; readyAt: string | null } | null;
  hasPassword: boolean;
}

export const STAFF_ACCESS_ACTIONS = {
  view: 'view-application',
  file: 'open-file',
  export: 'export-csv',
  correct: 'correct-application',
} as const;
export type StaffAccessAction = (typeof STAFF_ACCESS_ACTIONS)[keyof typeof STAFF_ACCESS_ACTIONS];

/**
 * One staff member's reads of one file (same means) within this time are one row of the access log: a video
 * player asks for many chunks of a file it shows once. A later read writes a row again.
 */
export const STAFF_FILE_READ_LOG_WINDOW_MS = 10 * 60_000;

/** The access log's view, newest first, this many rows a page. */
export const ACCESS_LOG_PAGE_SIZE = 50;

export interface StaffAccessEntry {
  id: string;
  staffEmail: string;
  action: string;
  applicationId: string | null;
  detail: string | null;
  at: string;
}

/** What GET consoleAccessLog answers: a page of rows, and the `before` cursor of the next (older) page, if any. */
export interface StaffAccessLogPage {
  entries: StaffAccessEntry[];
  next: string | null;
}

/** The access log's filters and cursor, as query parameters (all optional; dates are UTC days, both ends included). */
export interface StaffAccessLogQuery {
  staff?: string;
  application?: string;
  /** Entries about this cohort's applications, and those about no one application (exports). */
  cohort?: string;
  from?: string;
  to?: string;
  before?: string;
}

/** A page's cursor: the last row's time and id, so rows written later never shift the pages behind it. */
export const accessLogCursor = (entry: Pick<StaffAccessEntry, 'at' | 'id'>): string => `${entry.at}~${entry.id}`;

/** The console's correction requests, open ones first, then newest first, this many a page. */
export const CORRECTIONS_PAGE_SIZE = 50;

export interface ConsoleCorrection {
  id: string;
  applicationId: string;
  companyName: string | null;
  founderName: string | null;
  field: string;
  correction: string;
  status: string;
  createdAt: string;
  resolvedAt: string | null;
  note: string | null;
}

/** What GET consoleCorrections answers: a page, and the `before` cursor of the next page, if any. */
export interface ConsoleCorrectionsPage {
  corrections: ConsoleCorrection[];
  next: string | null;
}

/** A page's cursor: the last row's status, time and id (the list's order), so new requests never shift later pages. */
export const correctionsCursor = (row: Pick<ConsoleCorrection, 'status' | 'createdAt' | 'id'>): string =>
  `${row.status}~${row.createdAt}~${row.id}`;

/** Where one page of the console's correction requests is: of one cohort (null: every cohort), after a cursor (none: the first). */
export const correctionsPath = (cohort: string | null, before?: string | null): string => {
  const query = [cohort && `cohort=${encodeURIComponent(cohort)}`, before && `before=${encodeURIComponent(before)}`];
  const search = query.filter(Boolean).join('&');
  return search ? `${PRIVACY_PATHS.consoleCorrections}?${search}` : PRIVACY_PATHS.consoleCorrections;
};
