import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CONFIDENCE_MAX, CONFIDENCE_MIN } from '@portal/shared/calibration';
import { FAIRNESS_MESSAGES } from '@portal/shared/review-fairness';
import { nowIso, type Database } from '../../db/types.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';

type ConfidenceTables = { review_confidence: { application_id: string; reviewer_id: string; confidence: number; updated_at: string } };
const confidenceDb = (db: Kysely<Database>) => db.withTables<ConfidenceTables>();

export const confidenceSchema = z
  .number({ error: FAIRNESS_MESSAGES.CONFIDENCE_INVALID })
  .int(FAIRNESS_MESSAGES.CONFIDENCE_INVALID)
  .min(CONFIDENCE_MIN, FAIRNESS_MESSAGES.CONFIDENCE_INVALID)
  .max(CONFIDENCE_MAX, FAIRNESS_MESSAGES.CONFIDENCE_INVALID);

/** A reviewer's confidence in their own scores of one application (1 low … 3 high). */
export const saveConfidence = async (db: Kysely<Database>, applicationId: string, reviewerId: string, value: unknown): Promise<number> => {
  const confidence = parseOrBadRequest(confidenceSchema, value);
  const at = nowIso();
  await confidenceDb(db)
    .insertInto('review_confidence')
    .values({ application_id: applicationId, reviewer_id: reviewerId, confidence, updated_at: at })
    .onConflict((oc) => oc.columns(['application_id', 'reviewer_id']).doUpdateSet({ confidence, updated_at: at }))
    .execute();
  return confidence;
};

export const findConfidence = async (db: Kysely<Database>, applicationId: string, reviewerId: string): Promise<number | null> => {
  const row = await confidenceDb(db).selectFrom('review_confidence').select('confidence').where('application_id', '=', applicationId).where('reviewer_id', '=', reviewerId).executeTakeFirst();
  return row ? Number(row.confidence) : null;
};
