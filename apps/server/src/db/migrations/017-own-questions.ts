import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { cascadingTo, textId, writtenBy } from './columns.ts';

/**
 * A cohort's own questions (docs/own-questions.md). `form_versions` holds each version of a cohort's form: its
 * questions as JSON (packages/shared/src/own-questions/question-schema.ts), numbered from 1 per cohort, with who
 * made it and when. `application_answers` holds an application's answers to them, typed JSON by question id, with
 * the form version they were given on (a submitted application stays on it). No existing row changes.
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('form_versions')
    .$call(textId)
    .addColumn('cohort_id', 'text', cascadingTo('cohorts.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .$call(writtenBy('created_by'))
    .execute();
  await db.schema
    .createIndex('form_versions_cohort_version_idx')
    .on('form_versions')
    .columns(['cohort_id', 'version'])
    .unique()
    .execute();
  await db.schema
    .createTable('application_answers')
    .addColumn('application_id', 'text', (c) => c.primaryKey().references('applications.id').onDelete('cascade'))
    .addColumn('form_version_id', 'text', (c) => c.notNull().references('form_versions.id'))
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('application_answers_version_idx').on('application_answers').column('form_version_id').execute();
};
