/**
 * The program team's side: roles, review statuses, the rubric, decisions and the console's limits.
 * The server reads the configurable lists (REVIEW_STATUSES, RUBRIC_CRITERIA) from its environment and falls
 * back to these defaults; the web app gets the configured lists from the API.
 */
export const ROLES = ['applicant', 'reviewer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'applicant';
export const ROLE_LABELS: Record<Role, string> = { applicant: 'Applicant', reviewer: 'Reviewer', admin: 'Admin' };
export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
/** Reviewers and admins work in the console; anything else (including an unknown stored value) is an applicant. */
export const isStaffRole = (role: unknown): boolean => role === 'reviewer' || role === 'admin';
export const roleOf = (value: unknown): Role => (isRole(value) ? value : DEFAULT_ROLE);

/** Statuses after 'submitted', in pipeline order (REVIEW_STATUSES overrides). */
export const DEFAULT_REVIEW_STATUSES = ['under-review', 'shortlisted', 'accepted', 'rejected', 'waitlisted'] as const;
/** Statuses that are a decision the team may publish to the applicant. */
export const DECISIONS = ['accepted', 'rejected', 'waitlisted'] as const;
export type Decision = (typeof DECISIONS)[number];
export const isDecision = (value: unknown): value is Decision =>
  typeof value === 'string' && (DECISIONS as readonly string[]).includes(value);
/** A status name: lower-case words joined by hyphens. */
export const STATUS_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const STATUS_LABELS: Record<string, string> = {
  submitted: 'Submitted',
  'under-review': 'Under review',
  shortlisted: 'Shortlisted',
  accepted: 'Accepted',
  rejected: 'Rejected',
  waitlisted: 'Waitlisted',
};
/** 'under-review' → 'Under review'; configured statuses without a label get one from their name. */
export const statusLabel = (status: string): string => {
  const known = STATUS_LABELS[status];
  if (known) return known;
  const words = status.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What the applicant sees once a decision is published: never the internal review states. */
export const DECISION_TEXTS: Record<Decision, { badge: string; title: string; text: string; color: string }> = {
  accepted: {
    badge: 'Accepted',
    title: 'Congratulations: your application is accepted',
    text: 'We are delighted to welcome you to the cohort. Our team will write to you with the next steps.',
    color: 'green',
  },
  rejected: {
    badge: 'Not selected',
    title: 'Your application was not selected',
    text: 'Thank you for applying. We could not offer you a place in this cohort, and we hope to hear from you again.',
    color: 'gray',
  },
  waitlisted: {
    badge: 'Waitlisted',
    title: 'Your application is on the waitlist',
    text: 'Your application impressed us and is on our waitlist. We will write to you as soon as a place opens.',
    color: 'yellow',
  },
};

export interface RubricCriterion {
  key: string;
  label: string;
}
/** Rubric criteria scored 1–5 by each reviewer (RUBRIC_CRITERIA overrides, as a comma-separated list of labels). */
export const DEFAULT_RUBRIC_LABELS = ['Rural impact', 'Team', 'Market', 'Traction', 'Scalability'] as const;
export const criterionKey = (label: string): string =>
  label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
export const rubricOf = (labels: readonly string[]): RubricCriterion[] =>
  labels.map((label) => ({ key: criterionKey(label), label: label.trim() }));
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;

/** The console's list: page sizes, sorting, text limits. */
export const CONSOLE_PAGE_SIZE = 25;
export const CONSOLE_PAGE_SIZE_MAX = 100;
export const CONSOLE_SORT_FIELDS = [
  'submittedAt',
  'companyName',
  'founderName',
  'state',
  'sector',
  'revenue',
  'totalFunding',
  'averageScore',
  'stageMean',
  'calibratedScore',
  'status',
  'stage',
] as const;
/** The console list's stage filter for applications not in any review stage (otherwise a stage id). */
export const NO_STAGE_FILTER = 'none';
export type ConsoleSortField = (typeof CONSOLE_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const CONSOLE_SEARCH_MAX = 200;
/** The names screen readers give a console list's page controls (their icons have no text). */
export const PAGER_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;
export const REVIEW_NOTE_MAX = 2_000;
export const REVIEW_COMMENT_MAX = 5_000;
/** Days of submissions the console home charts. */
export const SUBMISSIONS_CHART_DAYS = 30;
/** The sector filter's value for founders' own sector texts (stored sectors outside the option list). */
export const OTHER_SECTOR_FILTER = 'other';

/** One-time sign-in links printed by `npm run admin:create`. */
export const SIGN_IN_LINK_TTL_HOURS = 24;

/** Export file name: applications-2025-01-31.csv */
export const exportFileName = (now: Date = new Date()): string => `applications-${now.toISOString().slice(0, 10)}.csv`;

export const REVIEW_MESSAGES = {
  NOT_FOUND: 'Not found',
  ADMIN_ONLY: 'Only admins can do this.',
  ROLE_INVALID: 'Choose a role: applicant, reviewer or admin.',
  OWN_ROLE: 'You cannot change your own role; ask another admin.',
  USER_NOT_FOUND: 'No account has that id.',
  STATUS_INVALID: 'Choose one of the review statuses.',
  STATUS_UNCHANGED: 'The application already has this status.',
  NOTE_TOO_LONG: `A note can be at most ${REVIEW_NOTE_MAX} characters.`,
  COMMENT_REQUIRED: 'Write a comment first.',
  COMMENT_TOO_LONG: `A comment can be at most ${REVIEW_COMMENT_MAX} characters.`,
  SCORE_INVALID: `Scores are whole numbers from ${SCORE_MIN} to ${SCORE_MAX}.`,
  CRITERION_INVALID: 'Score only the rubric criteria.',
  SCORES_REQUIRED: 'Give at least one score.',
  SCORE_IN_A_STAGE: 'This cohort reviews in stages: move the application into a stage, then score it with the stage’s rubric.',
  NOT_A_DECISION: 'Move the application to accepted, rejected or waitlisted before publishing a decision.',
  ALREADY_PUBLISHED: 'This decision is already published.',
  SORT_INVALID: 'Unknown sort column.',
  FILTER_INVALID: 'Unknown filter value.',
  SEARCH_TOO_LONG: `Search text can be at most ${CONSOLE_SEARCH_MAX} characters.`,
  PAGE_INVALID: `Pages start at 1 and hold at most ${CONSOLE_PAGE_SIZE_MAX} rows.`,
  LINK_INVALID: 'This sign-in link is not valid, was already used, or has expired. Ask an admin for a new one.',
  PASSWORD_ALREADY_SET: 'This account already has a password. Change it from Privacy & Security.',
} as const;
