import type { ColumnType, Generated } from 'kysely';
import type { DbBoolean, FieldColumnsTable, Rupees } from './application-columns.ts';

/** Timestamps are ISO-8601 UTC text in both dialects: portable, sortable, and what the API returns. */
type Timestamp = string;

/** `applications`: the catalogue's field columns (application-columns.ts) and the row's own. */
export interface ApplicationsTable extends FieldColumnsTable {
  id: string;
  user_id: string;
  /** Migration 013: null only between the upgrade and the first start, which attaches old rows to the first cohort. */
  cohort_id: string | null;
  application_status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  submitted_at: Timestamp | null;
  personal_version: Generated<number>;
  company_version: Generated<number>;
  business_version: Generated<number>;
  funding_version: Generated<number>;
  /** Migration 014: the copied steps not saved since, as a JSON list of step keys (null: none). */
  unchecked_steps: string | null;
  /** Migration 014: how many answers a copy from an earlier application filled, of how many (null: not a copy). */
  copied_answers_filled: number | null;
  copied_answers_total: number | null;
}

export interface FilesTable {
  id: string;
  owner_id: string;
  application_id: string;
  kind: string;
  name: string;
  type: string;
  size: Rupees;
  sha256: string | null;
  storage_key: string;
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Read from a video's container when it was stored (migration 009); null for documents or when unreadable. */
  duration_ms: Generated<number | null>;
  width: Generated<number | null>;
  height: Generated<number | null>;
  media_note: Generated<string | null>;
}

export interface UserPreferencesTable {
  user_id: string;
  notifications: DbBoolean;
  dark_mode: DbBoolean;
  email_updates: DbBoolean;
  /** Reminders before a cohort closes (migration 016). */
  reminders: DbBoolean;
  /** The channels the founder chose, JSON (migration 019); null: email only. */
  message_channels: string | null;
  /** Whether the portal offered the choice of channels (once, after the first save). */
  channels_offered: DbBoolean;
  updated_at: Timestamp;
}

/** Better Auth's tables, as far as our own code reads them. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: DbBoolean;
  image: string | null;
  /** Better Auth additional field (docs/decisions/012-account-language-and-error-codes.md): a code of LANGUAGES (packages/shared/src/locales.ts), the language of the account's emails and SMS. */
  language: Generated<string | null>;
  createdAt: ColumnType<Date | string, Date | string, Date | string>;
  updatedAt: ColumnType<Date | string, Date | string, Date | string>;
}

/** Migration 006 (docs/review-stages.md; booleans written as 1/0, which both dialects take): stages, their rubrics, assignments, conflicts, rubric scores. */
export interface ReviewStagesTable {
  id: string;
  name: string;
  position: number;
  reviewers_per_application: number;
  blind: DbBoolean;
  created_at: Timestamp;
  updated_at: Timestamp;
  cohort_id: string | null;
}

/** Migration 013 (docs/cohorts.md): a season's call for applications. */
export interface CohortsTable {
  id: string;
  name_en: string;
  name_hi: string;
  description: string | null;
  opens_at: Timestamp;
  closes_at: Timestamp | null;
  archived_at: Timestamp | null;
  /** JSON minutes before the close (migration 016); null: the default reminder times. */
  reminder_offsets: string | null;
  /** Migration 018: every member confirms "I have read the whole application" before a submit. */
  team_sign_off: Generated<boolean | number>;
  /** Migration 023: JSON list of `{ language, name }` beyond English and Hindi; null: none. */
  names: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StageCriteriaTable {
  id: string;
  stage_id: string;
  key: string;
  label: string;
  weight: number;
  position: number;
}

export interface ApplicationStagesTable {
  application_id: string;
  stage_id: string;
  moved_at: Timestamp;
  moved_by: string | null;
}

export interface StageAssignmentsTable {
  id: string;
  stage_id: string;
  application_id: string;
  reviewer_id: string;
  /** 'declare' | 'to-do' | 'done' (ASSIGNMENT_STATUSES in packages/shared/src/review/review-stages.ts). */
  status: string;
  assigned_by: string;
  confidence: number | null;
  weighted_score: number | null;
  assigned_at: Timestamp;
  declared_at: Timestamp | null;
  scored_at: Timestamp | null;
}

export interface ConflictDeclarationsTable {
  id: string;
  stage_id: string;
  application_id: string;
  reviewer_id: string;
  conflict: DbBoolean;
  note: string | null;
  declared_at: Timestamp;
}

export interface RubricScoresTable {
  assignment_id: string;
  criterion_id: string;
  score: number;
  updated_at: Timestamp;
}

/** A reviewer's mean and spread of weighted totals in a stage (migration 011). */
export interface StageReviewerStatsTable {
  stage_id: string;
  reviewer_id: string;
  reviews: number;
  mean: number;
  sd: number;
  updated_at: Timestamp;
}

/** An application's raw mean and calibrated scores in a stage (migration 011). */
export interface StageCalibrationTable {
  stage_id: string;
  application_id: string;
  reviews: number;
  raw_mean: number;
  calibrated: number;
  calibrated_confidence: number;
  updated_at: Timestamp;
}

/** Migration 018 (docs/co-founders.md): who may work on an application; one application per member and cohort. */
export interface ApplicationMembersTable {
  application_id: string;
  user_id: string;
  cohort_id: string | null;
  joined_at: Timestamp;
  read_confirmed_at: Timestamp | null;
}

/** Migration 018: an invitation to join an application, by email or +91 mobile; only the token's hash is kept. */
export interface ApplicationInvitesTable {
  id: string;
  token_hash: string;
  application_id: string;
  invited_by: string | null;
  invited_by_name: string;
  email: string | null;
  phone: string | null;
  language: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  used_by: string | null;
  revoked_at: Timestamp | null;
}

/** Migration 018: who saved each step of an application last, and when. */
export interface ApplicationStepSavesTable {
  application_id: string;
  step: string;
  user_id: string | null;
  user_name: string;
  saved_at: Timestamp;
}

/** Who wrote each field's stored value last (migration 020, per-field merging). */
export interface ApplicationFieldSavesTable {
  application_id: string;
  field: string;
  user_id: string | null;
  user_name: string;
  saved_at: Timestamp;
}

export interface Database {
  applications: ApplicationsTable;
  cohorts: CohortsTable;
  files: FilesTable;
  user_preferences: UserPreferencesTable;
  user: UserTable;
  review_stages: ReviewStagesTable;
  stage_criteria: StageCriteriaTable;
  application_stages: ApplicationStagesTable;
  stage_assignments: StageAssignmentsTable;
  conflict_declarations: ConflictDeclarationsTable;
  rubric_scores: RubricScoresTable;
  stage_reviewer_stats: StageReviewerStatsTable;
  stage_calibration: StageCalibrationTable;
  application_members: ApplicationMembersTable;
  application_invites: ApplicationInvitesTable;
  application_step_saves: ApplicationStepSavesTable;
  application_field_saves: ApplicationFieldSavesTable;
  __seq?: { id: Generated<number> };
}

export type Dialect = 'sqlite' | 'postgres';
export const toBool = (value: boolean | number | null | undefined): boolean => value === true || value === 1;
export const nowIso = (): string => new Date().toISOString();
