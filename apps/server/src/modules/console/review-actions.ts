import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  REVIEW_NOTE_MAX,
  SCORE_MAX,
  SCORE_MIN,
  isDecision,
} from '@portal/shared/review/review';
import { AppError } from '../../http/errors.ts';
import { HISTORY_ACTIONS } from '../../db/review-tables.ts';
import { WEBHOOK_EVENTS } from '../../webhooks/webhook-queue.ts';
import { sendDecision, storeOrLog } from '../review/review-emails.ts';
import {
  actorOf,
  addComment,
  changeReviewStatus,
  findReviewState,
  listScores,
  publishReviewDecision,
  saveScores,
} from '../review/review-repository.ts';
import type { StaffUser } from '../../auth/staff-access.ts';
import { consoleNotFound } from '../../auth/staff-access.ts';
import { refuseUndeclaredOrConflicted, score } from '../review-stages/reviewer-queue.ts';
import { scoreSummaryOf, stageScoringOf, type ScoreSummary } from '../review-stages/score-summary.ts';
import { blindScopeOf } from '../review-stages/blind-scope.ts';
import { CRITERIA_MAX, REVIEW_STAGE_MESSAGES } from '@portal/shared/review/review-stages';
import { findSubmittedApplication, type ConsoleApplicationDetail } from './console-detail.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';

// Each action answers with what it changed, never the application's fields: the founder's personal data is read
// only through the detail query, which checks the same declaration and records the view.
export interface StatusChanged {
  applicationId: string;
  status: string;
  change: ConsoleApplicationDetail['history'][number];
}
export interface ScoresSaved {
  applicationId: string;
  averageScore: number | null;
  scoreCount: number;
  scoreSummary: ScoreSummary;
  /** The viewer's own scores. */
  scores: ConsoleApplicationDetail['scores'];
}
export interface CommentAdded {
  applicationId: string;
  comment: ConsoleApplicationDetail['comments'][number];
}
export interface DecisionPublished {
  applicationId: string;
  decision: string;
  decisionPublishedAt: string;
}

/** A submitted application the viewer may act on: the detail read's declaration check, then not-found for the rest. */
const requireActionable = async (app: FastifyInstance, user: StaffUser, applicationId: string) => {
  const id = applicationId.trim();
  await refuseUndeclaredOrConflicted(app.database.db, user.id, id);
  const row = await findSubmittedApplication(app.database.db, id);
  if (!row) throw consoleNotFound();
  return row;
};

const noteSchema = z
  .string()
  .trim()
  .max(REVIEW_NOTE_MAX, REVIEW_MESSAGES.NOTE_TOO_LONG)
  .nullish()
  .transform((v) => v || null);

/** Moves an application along the pipeline with an optional note; audited, and announced to the webhook. */
export const changeStatus = async (
  app: FastifyInstance,
  user: StaffUser,
  input: { applicationId: string; status: string; note?: string | null },
): Promise<StatusChanged> => {
  const { statuses } = app.config.review;
  const status = parseOrBadRequest(
    z
      .string()
      .trim()
      .refine((s) => statuses.includes(s), REVIEW_MESSAGES.STATUS_INVALID),
    input.status,
  );
  const note = parseOrBadRequest(noteSchema, input.note);
  const row = await requireActionable(app, user, input.applicationId);
  const actor = actorOf(user);
  const changed = await changeReviewStatus(app.database.db, { applicationId: row.id, to: status, note, actor });
  if (!changed) throw new AppError('VALIDATION_FAILED', { message: REVIEW_MESSAGES.STATUS_UNCHANGED });
  await storeOrLog(app.log, 'queueing the status webhook', () =>
    app.webhooks.enqueue(WEBHOOK_EVENTS.statusChanged, {
      applicationId: row.id,
      cohortId: row.cohort_id,
      companyName: row.startup_name,
      from: changed.from,
      to: status,
      changedAt: changed.at,
    }),
  );
  return {
    applicationId: row.id,
    status,
    change: {
      id: changed.id,
      action: HISTORY_ACTIONS.status,
      fromStatus: changed.from,
      toStatus: status,
      note,
      actorName: actor.name,
      createdAt: changed.at,
    },
  };
};

const scoreListSchema = z
  .array(
    z.object({
      criterion: z.string().trim().min(1, REVIEW_MESSAGES.CRITERION_INVALID).max(200, REVIEW_MESSAGES.CRITERION_INVALID),
      score: z
        .number({ error: REVIEW_MESSAGES.SCORE_INVALID })
        .int(REVIEW_MESSAGES.SCORE_INVALID)
        .min(SCORE_MIN, REVIEW_MESSAGES.SCORE_INVALID)
        .max(SCORE_MAX, REVIEW_MESSAGES.SCORE_INVALID),
    }),
  )
  .min(1, REVIEW_MESSAGES.SCORES_REQUIRED)
  .max(CRITERIA_MAX * 2, REVIEW_MESSAGES.CRITERION_INVALID);

/**
 * Saves the viewer's own rubric scores, on the one rubric the application is scored with: in a review stage, the
 * stage's (criterion keys; the viewer must be assigned there, and scores every criterion, as on their review page);
 * in a cohort without stages, the global RUBRIC_CRITERIA list. A cohort with stages has no other rubric: an
 * application in none of them cannot be scored until it is moved into one.
 */
export const scoreApplication = async (
  app: FastifyInstance,
  user: StaffUser,
  input: { applicationId: string; scores: { criterion: string; score: number }[] },
): Promise<ScoresSaved> => {
  const given = parseOrBadRequest(scoreListSchema, input.scores);
  const row = await requireActionable(app, user, input.applicationId);
  const db = app.database.db;
  const useConfidence = app.config.review.confidenceWeights;
  const before = await scoreSummaryOf(db, { id: row.id, cohortId: row.cohort_id }, { useConfidence });
  if (before.source === 'none') throw new AppError('VALIDATION_FAILED', { message: REVIEW_MESSAGES.SCORE_IN_A_STAGE });
  if (before.source === 'stage') {
    const { criteria } = await stageScoringOf(db, row.id, user.id);
    const idOf = new Map(criteria.map((c) => [c.key, c.id]));
    if (given.some((s) => !idOf.has(s.criterion)))
      throw new AppError('VALIDATION_FAILED', { message: REVIEW_STAGE_MESSAGES.CRITERION_INVALID });
    const review = await score(
      db,
      { id: user.id, blind: blindScopeOf(app.config, user) },
      { applicationId: row.id, scores: given.map((s) => ({ criterionId: idOf.get(s.criterion)!, score: s.score })) },
    );
    const summary = await scoreSummaryOf(db, { id: row.id, cohortId: row.cohort_id }, { useConfidence });
    const keyOf = new Map(criteria.map((c) => [c.id, c.key]));
    return {
      applicationId: row.id,
      averageScore: summary.weightedMean,
      scoreCount: summary.reviewers,
      scoreSummary: summary,
      scores: review.scores.map((s) => ({
        criterion: keyOf.get(s.criterionId) ?? s.criterionId,
        score: s.score,
        reviewerId: user.id,
        reviewerName: actorOf(user).name,
      })),
    };
  }
  const keys = app.config.review.criteria.map((c) => c.key);
  if (given.some((s) => !keys.includes(s.criterion)))
    throw new AppError('VALIDATION_FAILED', { message: REVIEW_MESSAGES.CRITERION_INVALID });
  await saveScores(db, row.id, user.id, given);
  const [review, saved, summary] = await Promise.all([
    findReviewState(db, row.id),
    listScores(db, row.id),
    scoreSummaryOf(db, { id: row.id, cohortId: row.cohort_id }, { useConfidence }),
  ]);
  return {
    applicationId: row.id,
    averageScore: review.scoreAverage,
    scoreCount: review.scoreCount,
    scoreSummary: summary,
    scores: saved
      .filter((s) => s.reviewer_id === user.id)
      .map((s) => ({
        criterion: s.criterion,
        score: Number(s.score),
        reviewerId: s.reviewer_id,
        reviewerName: s.reviewer_name ?? '',
      })),
  };
};

/** A private comment for the team. */
export const commentOnApplication = async (
  app: FastifyInstance,
  user: StaffUser,
  input: { applicationId: string; body: string },
): Promise<CommentAdded> => {
  const body = parseOrBadRequest(
    z.string().trim().min(1, REVIEW_MESSAGES.COMMENT_REQUIRED).max(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.COMMENT_TOO_LONG),
    input.body,
  );
  const row = await requireActionable(app, user, input.applicationId);
  return { applicationId: row.id, comment: await addComment(app.database.db, row.id, actorOf(user), body) };
};

/** Publishes the current decision status to the applicant (dashboard and, with Notifications on, email). */
export const publishDecision = async (
  app: FastifyInstance,
  user: StaffUser,
  applicationId: string,
): Promise<DecisionPublished> => {
  const row = await requireActionable(app, user, applicationId);
  const review = await findReviewState(app.database.db, row.id);
  if (!isDecision(review.status)) throw new AppError('VALIDATION_FAILED', { message: REVIEW_MESSAGES.NOT_A_DECISION });
  if (review.decision === review.status) throw new AppError('VALIDATION_FAILED', { message: REVIEW_MESSAGES.ALREADY_PUBLISHED });
  const decision = review.status;
  const publishedAt = await publishReviewDecision(app.database.db, row.id, decision, actorOf(user));
  await storeOrLog(app.log, 'queueing the decision email', () =>
    sendDecision({ db: app.database.db, config: app.config, mailer: app.mailer, log: app.log }, row.id, decision),
  );
  return { applicationId: row.id, decision, decisionPublishedAt: publishedAt };
};
