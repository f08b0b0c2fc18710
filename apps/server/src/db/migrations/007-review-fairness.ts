import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { cascadingKeys, cascadingTo, keyCascadingTo } from './columns.ts';

/**
 * Fair review (modules/review-fairness/): reviewers' confidence per application, the keys that find
 * duplicate applications, and indexes for the calibrated ranking.
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('review_confidence')
    .$call(cascadingKeys({ application_id: 'applications.id', reviewer_id: 'user.id' }))
    .addColumn('confidence', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_confidence_pk', ['application_id', 'reviewer_id'])
    .execute();

  // Normalised phone, email and company name of each submitted application (modules/review-fairness/duplicates.ts).
  await db.schema
    .createTable('application_match_keys')
    .addColumn('application_id', 'text', cascadingTo('applications.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_match_keys_pk', ['application_id', 'kind', 'value'])
    .execute();
  await db.schema
    .createIndex('application_match_keys_value_idx')
    .on('application_match_keys')
    .columns(['kind', 'value'])
    .execute();
  // Applications whose keys are stored (submitted applications are locked, so their keys never change).
  await db.schema
    .createTable('application_match_scans')
    .addColumn('application_id', 'text', keyCascadingTo('applications.id'))
    .addColumn('scanned_at', 'text', (c) => c.notNull())
    .execute();

  // Per-reviewer spreads read every score of a reviewer.
  await db.schema
    .createIndex('review_scores_reviewer_idx')
    .on('review_scores')
    .columns(['reviewer_id', 'application_id', 'score'])
    .execute();
};
