import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { isDecision, REVIEW_MESSAGES } from '@portal/shared/review/review';
import { FAIRNESS_MESSAGES } from '@portal/shared/review/review-fairness';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import { consoleNotFound, type StaffUser } from '../../auth/staff-access.ts';
import { findSubmittedApplication } from '../console/console-detail.ts';
import { findReviewState } from '../review/review-repository.ts';
import { composeDecisionEmail } from '../review/review-emails.ts';
import { isBlindFor } from '../review-stages/blind-scope.ts';
import { stageProgressOf } from '../review-stages/stage-progress.ts';
import type { StageProgress } from '@portal/shared/review/stage-progress';

/** Publishing sends an email that names the founder: a reviewer blind to the application may neither preview nor publish. */
export const refuseBlindPublisher = async (
  deps: { config: Pick<Config, 'review'>; db: Kysely<Database> },
  staff: StaffUser,
  applicationId: string,
): Promise<StaffUser> => {
  if (await isBlindFor(deps, staff, applicationId.trim()))
    throw new AppError('FORBIDDEN', { message: FAIRNESS_MESSAGES.BLIND_CANNOT_PUBLISH });
  return staff;
};

export interface DecisionPreview {
  decision: string;
  to: string;
  subject: string;
  text: string;
  /** The application's current review stage and what is still open there (the dialog warns, it does not block). */
  stageProgress: StageProgress | null;
}

/**
 * What publishing the application's current decision would send (it is always sent: decision emails cannot be
 * switched off), and what is unfinished in its current stage, for the console's confirmation.
 */
export const previewDecision = async (
  app: FastifyInstance,
  staff: StaffUser,
  applicationId: string,
): Promise<DecisionPreview> => {
  await refuseBlindPublisher({ config: app.config, db: app.database.db }, staff, applicationId);
  const row = await findSubmittedApplication(app.database.db, applicationId.trim());
  if (!row) throw consoleNotFound();
  const review = await findReviewState(app.database.db, row.id);
  if (!isDecision(review.status)) throw new AppError('VALIDATION_FAILED', { message: REVIEW_MESSAGES.NOT_A_DECISION });
  const email = await composeDecisionEmail({ db: app.database.db, config: app.config }, row.id, review.status);
  if (!email) throw consoleNotFound();
  const stageProgress = await stageProgressOf(app.database.db, row.id);
  return { decision: review.status, to: email.to, subject: email.subject, text: email.text, stageProgress };
};
