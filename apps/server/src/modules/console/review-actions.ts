import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES, REVIEW_NOTE_MAX, SCORE_MAX, SCORE_MIN, isDecision } from '@portal/shared/review';
import { AppError } from '../../http/errors.ts';
import { WEBHOOK_EVENTS } from '../../webhooks/webhook-queue.ts';
import { sendDecision, storeOrLog } from '../review/review-emails.ts';
import { actorOf, addComment, changeReviewStatus, publishReviewDecision, saveScores } from '../review/review-repository.ts';
import type { StaffUser } from '../../auth/staff-access.ts';
import { consoleNotFound } from '../../auth/staff-access.ts';
import { findSubmittedApplication, loadConsoleDetail, type ConsoleApplicationDetail } from './console-detail.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';


const requireSubmitted = async (app: FastifyInstance, applicationId: string) => {
  const row = await findSubmittedApplication(app.database.db, applicationId.trim());
  if (!row) throw consoleNotFound();
  return row;
};

const detailOf = async (app: FastifyInstance, applicationId: string): Promise<ConsoleApplicationDetail> => {
  const detail = await loadConsoleDetail(app.database.db, applicationId);
  if (!detail) throw consoleNotFound();
  return detail;
};

const noteSchema = z
  .string()
  .trim()
  .max(REVIEW_NOTE_MAX, REVIEW_MESSAGES.NOTE_TOO_LONG)
  .nullish()
  .transform((v) => v || null);

/** Moves an application along the pipeline with an optional note; audited, and announced to the webhook. */
export const changeStatus = async (app: FastifyInstance, user: StaffUser, input: { applicationId: string; status: string; note?: string | null }) => {
  const { statuses } = app.config.review;
  const status = parseOrBadRequest(z.string().trim().refine((s) => statuses.includes(s), REVIEW_MESSAGES.STATUS_INVALID), input.status);
  const note = parseOrBadRequest(noteSchema, input.note);
  const row = await requireSubmitted(app, input.applicationId);
  const changed = await changeReviewStatus(app.database.db, { applicationId: row.id, to: status, note, actor: actorOf(user) });
  if (!changed) throw new AppError('VALIDATION_FAILED', { message: REVIEW_MESSAGES.STATUS_UNCHANGED });
  await storeOrLog(app.log, 'queueing the status webhook', () =>
    app.webhooks.enqueue(WEBHOOK_EVENTS.statusChanged, { applicationId: row.id, companyName: row.startup_name, from: changed.from, to: status, changedAt: changed.at }),
  );
  return detailOf(app, row.id);
};

/** Saves the reviewer's own rubric scores (1–5 per configured criterion). */
export const scoreApplication = async (app: FastifyInstance, user: StaffUser, input: { applicationId: string; scores: { criterion: string; score: number }[] }) => {
  const keys = app.config.review.criteria.map((c) => c.key);
  const scores = parseOrBadRequest(
    z
      .array(
        z.object({
          criterion: z.string().refine((k) => keys.includes(k), REVIEW_MESSAGES.CRITERION_INVALID),
          score: z.number({ error: REVIEW_MESSAGES.SCORE_INVALID }).int(REVIEW_MESSAGES.SCORE_INVALID).min(SCORE_MIN, REVIEW_MESSAGES.SCORE_INVALID).max(SCORE_MAX, REVIEW_MESSAGES.SCORE_INVALID),
        }),
      )
      .min(1, REVIEW_MESSAGES.SCORES_REQUIRED)
      .max(keys.length * 2, REVIEW_MESSAGES.CRITERION_INVALID),
    input.scores,
  );
  const row = await requireSubmitted(app, input.applicationId);
  await saveScores(app.database.db, row.id, user.id, scores);
  return detailOf(app, row.id);
};

/** A private comment for the team. */
export const commentOnApplication = async (app: FastifyInstance, user: StaffUser, input: { applicationId: string; body: string }) => {
  const body = parseOrBadRequest(z.string().trim().min(1, REVIEW_MESSAGES.COMMENT_REQUIRED).max(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.COMMENT_TOO_LONG), input.body);
  const row = await requireSubmitted(app, input.applicationId);
  await addComment(app.database.db, row.id, actorOf(user), body);
  return detailOf(app, row.id);
};

/** Publishes the current decision status to the applicant (dashboard and, with Notifications on, email). */
export const publishDecision = async (app: FastifyInstance, user: StaffUser, applicationId: string) => {
  const row = await requireSubmitted(app, applicationId);
  const detail = await detailOf(app, row.id);
  if (!isDecision(detail.status)) throw new AppError('VALIDATION_FAILED', { message: REVIEW_MESSAGES.NOT_A_DECISION });
  if (detail.decision === detail.status) throw new AppError('VALIDATION_FAILED', { message: REVIEW_MESSAGES.ALREADY_PUBLISHED });
  const decision = detail.status;
  await publishReviewDecision(app.database.db, row.id, decision, actorOf(user));
  await storeOrLog(app.log, 'queueing the decision email', () => sendDecision({ db: app.database.db, config: app.config, mailer: app.mailer, log: app.log }, row.id, decision));
  return detailOf(app, row.id);
};
