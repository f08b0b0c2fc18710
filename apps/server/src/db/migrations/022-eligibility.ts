import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { cascadingKeys, keyCascadingTo, textId, writtenBy } from './columns.ts';

/**
 * A cohort's eligibility check (docs/own-questions.md, "Eligibility check"). `cohort_eligibility` holds a cohort's
 * questions and rules as JSON (packages/shared/src/eligibility/eligibility-schema.ts), one row per cohort that has a
 * check. `eligibility_screenings` holds a founder's answers to it, one row per account and cohort, with the outcome
 * (`eligible` or `refused`) and, when refused, the question whose rule failed and the rule's wording then (the
 * console counts by them even after the check is edited). No existing row changes.
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('cohort_eligibility')
    .addColumn('cohort_id', 'text', keyCascadingTo('cohorts.id'))
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .$call(writtenBy('updated_by'))
    .execute();
  await db.schema
    .createTable('eligibility_screenings')
    .$call(textId)
    .$call(cascadingKeys({ user_id: 'user.id', cohort_id: 'cohorts.id' }))
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('failed_question_id', 'text')
    .addColumn('failed_rule', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('eligibility_screenings_user_cohort_unique')
    .on('eligibility_screenings')
    .columns(['user_id', 'cohort_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('eligibility_screenings_cohort_idx')
    .on('eligibility_screenings')
    .columns(['cohort_id', 'outcome'])
    .execute();
};
