import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { cascadingKeys, cascadingTo, floatType, keyCascadingTo, textId, timestamps } from './columns.ts';

/**
 * Review stages (docs/review-stages.md): the pipeline and each stage's rubric, the stage an application is in,
 * reviewers assigned per stage, their conflict declarations and rubric scores.
 */
export const up = async (db: Kysely<unknown>, dialect: Dialect): Promise<void> => {
  const real = floatType(dialect);

  await db.schema
    .createTable('review_stages')
    .$call(textId)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('reviewers_per_application', 'integer', (c) => c.notNull())
    .addColumn('blind', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('stage_criteria')
    .$call(textId)
    .addColumn('stage_id', 'text', cascadingTo('review_stages.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('weight', real, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('stage_criteria_key_unique', ['stage_id', 'key'])
    .execute();

  await db.schema
    .createTable('application_stages')
    .addColumn('application_id', 'text', keyCascadingTo('applications.id'))
    .addColumn('stage_id', 'text', (c) => c.notNull().references('review_stages.id'))
    .addColumn('moved_at', 'text', (c) => c.notNull())
    .addColumn('moved_by', 'text')
    .execute();
  await db.schema
    .createIndex('application_stages_stage_idx')
    .on('application_stages')
    .columns(['stage_id', 'application_id'])
    .execute();

  await db.schema
    .createTable('stage_assignments')
    .$call(textId)
    .$call(cascadingKeys({ stage_id: 'review_stages.id', application_id: 'applications.id', reviewer_id: 'user.id' }))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('assigned_by', 'text', (c) => c.notNull())
    .addColumn('confidence', 'integer')
    .addColumn('weighted_score', real)
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addColumn('declared_at', 'text')
    .addColumn('scored_at', 'text')
    .addUniqueConstraint('stage_assignments_unique', ['stage_id', 'application_id', 'reviewer_id'])
    .execute();
  await db.schema
    .createIndex('stage_assignments_reviewer_idx')
    .on('stage_assignments')
    .columns(['reviewer_id', 'stage_id', 'status'])
    .execute();
  await db.schema
    .createIndex('stage_assignments_application_idx')
    .on('stage_assignments')
    .columns(['application_id', 'stage_id'])
    .execute();

  await db.schema
    .createTable('conflict_declarations')
    .$call(textId)
    .$call(cascadingKeys({ stage_id: 'review_stages.id', application_id: 'applications.id', reviewer_id: 'user.id' }))
    .addColumn('conflict', 'boolean', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('declared_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('conflict_declarations_unique', ['stage_id', 'application_id', 'reviewer_id'])
    .execute();
  await db.schema
    .createIndex('conflict_declarations_application_idx')
    .on('conflict_declarations')
    .columns(['application_id', 'reviewer_id'])
    .execute();

  await db.schema
    .createTable('rubric_scores')
    .$call(cascadingKeys({ assignment_id: 'stage_assignments.id', criterion_id: 'stage_criteria.id' }))
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rubric_scores_pk', ['assignment_id', 'criterion_id'])
    .execute();
};
