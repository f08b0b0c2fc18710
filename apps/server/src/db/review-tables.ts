import type { Kysely } from 'kysely';
import type { Database } from './types.ts';

/** The tables of migration 002-review, as the review, console and webhook code read them. */
export interface ApplicationReviewsTable {
  application_id: string;
  status: string;
  decision: string | null;
  decision_published_at: string | null;
  score_average: number | null;
  score_count: number;
  updated_at: string;
}

export interface ReviewHistoryTable {
  id: string;
  application_id: string;
  actor_id: string | null;
  actor_name: string;
  action: string;
  from_status: string | null;
  to_status: string;
  note: string | null;
  created_at: string;
}

export interface ReviewScoresTable {
  application_id: string;
  reviewer_id: string;
  criterion: string;
  score: number;
  updated_at: string;
}

export interface ReviewCommentsTable {
  id: string;
  application_id: string;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: string;
}

export interface SignInLinksTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Better Auth's user table with the role field (auth.ts: user.additionalFields). */
export interface UserRoleColumn {
  role: string | null;
}

export type ReviewTables = {
  application_reviews: ApplicationReviewsTable;
  review_history: ReviewHistoryTable;
  review_scores: ReviewScoresTable;
  review_comments: ReviewCommentsTable;
  sign_in_links: SignInLinksTable;
  user: UserRoleColumn;
};

export type ReviewDatabase = Database & ReviewTables;

/** The portal's Kysely instance, typed with the review tables as well. */
export const reviewDb = (db: Kysely<Database>): Kysely<ReviewDatabase> => db.withTables<ReviewTables>();

/**
 * Review actions in review_history. A stage move (modules/review-stages/stage-moves.ts) keeps the stage names it
 * left and entered in from_status (null: none) and to_status, as they were named then. A correction the team made
 * on a founder's request (modules/privacy/correction-apply.ts) keeps the request's id in from_status and the field's
 * key in to_status: which answer changed and why, never the values.
 */
export const HISTORY_ACTIONS = {
  status: 'status_changed',
  publish: 'decision_published',
  stage: 'stage_moved',
  correction: 'field_corrected',
} as const;
