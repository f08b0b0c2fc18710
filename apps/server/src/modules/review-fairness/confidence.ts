import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CONFIDENCE_MAX, CONFIDENCE_MIN } from '@portal/shared/review/calibration';
import { FAIRNESS_MESSAGES } from '@portal/shared/review/review-fairness';
import { ASSIGNMENT_STATUSES, REVIEW_STAGE_MESSAGES } from '@portal/shared/review/review-stages';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import { refreshCalibration } from '../review-stages/stage-calibration.ts';
import { updateAssignment } from '../review-stages/assignment-repository.ts';

export const confidenceSchema = z
  .number({ error: FAIRNESS_MESSAGES.CONFIDENCE_INVALID })
  .int(FAIRNESS_MESSAGES.CONFIDENCE_INVALID)
  .min(CONFIDENCE_MIN, FAIRNESS_MESSAGES.CONFIDENCE_INVALID)
  .max(CONFIDENCE_MAX, FAIRNESS_MESSAGES.CONFIDENCE_INVALID);

/** The viewer's assignment on the application in its current stage, if any. */
const assignmentOf = (db: Kysely<Database>, applicationId: string, reviewerId: string) =>
  db
    .selectFrom('stage_assignments as a')
    .innerJoin('application_stages as s', (j) =>
      j.onRef('s.application_id', '=', 'a.application_id').onRef('s.stage_id', '=', 'a.stage_id'),
    )
    .select(['a.id', 'a.stage_id', 'a.status', 'a.confidence'])
    .where('a.application_id', '=', applicationId)
    .where('a.reviewer_id', '=', reviewerId)
    .executeTakeFirst();

/**
 * A reviewer's confidence (1 low … 3 high) in their review of the application in its current stage: it weighs their
 * z-score in the calibrated score (REVIEW_CONFIDENCE_WEIGHTS). Only an assigned reviewer has a review to weigh.
 */
export const saveConfidence = async (
  db: Kysely<Database>,
  applicationId: string,
  reviewerId: string,
  value: unknown,
): Promise<number> => {
  const confidence = parseOrBadRequest(confidenceSchema, value);
  const assignment = await assignmentOf(db, applicationId, reviewerId);
  if (!assignment) throw new AppError('VALIDATION_FAILED', { message: REVIEW_STAGE_MESSAGES.NOT_ASSIGNED });
  if (assignment.status === ASSIGNMENT_STATUSES.declare)
    throw new AppError('VALIDATION_FAILED', { message: REVIEW_STAGE_MESSAGES.DECLARE_FIRST });
  await db.transaction().execute(async (trx) => {
    await updateAssignment(trx, assignment.id, { confidence });
    if (assignment.status === ASSIGNMENT_STATUSES.done)
      await refreshCalibration(trx, assignment.stage_id, { reviewerIds: [reviewerId], applicationIds: [applicationId] });
  });
  return confidence;
};

export const findConfidence = async (db: Kysely<Database>, applicationId: string, reviewerId: string): Promise<number | null> => {
  const row = await assignmentOf(db, applicationId, reviewerId);
  return row?.confidence === null || row?.confidence === undefined ? null : Number(row.confidence);
};
