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
  willSend: boolean;
}

/** What publishing the application's current decision would send, for the console's confirmation. */
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
  return { decision: review.status, to: email.to, subject: email.subject, text: email.text, willSend: email.willSend };
};
