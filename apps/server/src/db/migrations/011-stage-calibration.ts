import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { cascadingKeys, floatType } from './columns.ts';

/**
 * Calibration within a stage, kept up to date when a reviewer scores (modules/review-stages/stage-calibration.ts):
 * each reviewer's running sums and spread in a stage, and each application's sums of z-scores in that stage, so the
 * console list ranked by calibrated score reads one row per application instead of aggregating every review.
 */
export const up = async (db: Kysely<unknown>, dialect: Dialect): Promise<void> => {
  const real = floatType(dialect);

  await db.schema
    .createTable('stage_reviewer_stats')
    .$call(cascadingKeys({ stage_id: 'review_stages.id', reviewer_id: 'user.id' }))
    .addColumn('reviews', 'integer', (c) => c.notNull())
    .addColumn('mean', real, (c) => c.notNull())
    .addColumn('sd', real, (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stage_reviewer_stats_pk', ['stage_id', 'reviewer_id'])
    .execute();

  await db.schema
    .createTable('stage_calibration')
    .$call(cascadingKeys({ stage_id: 'review_stages.id', application_id: 'applications.id' }))
    .addColumn('reviews', 'integer', (c) => c.notNull())
    .addColumn('raw_mean', real, (c) => c.notNull())
    // Mean z-score with every reviewer weighing 1, and weighted by confidence (REVIEW_CONFIDENCE_WEIGHTS picks one).
    .addColumn('calibrated', real, (c) => c.notNull())
    .addColumn('calibrated_confidence', real, (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stage_calibration_pk', ['stage_id', 'application_id'])
    .execute();
  // No index on the scores: the list sorts nulls last with a CASE no index can serve, and a top-25 sort of one
  // stored row per application is cheap (bench/review-list.ts); the key serves the join from application_stages.
};
