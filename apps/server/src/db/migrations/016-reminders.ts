import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { cascadingKeys, textId } from './columns.ts';

/**
 * Reminders before a cohort closes (docs/reminders.md). `cohorts.reminder_offsets` holds a cohort's own times (JSON
 * minutes before the close; null: the defaults in packages/shared, so existing cohorts remind without a change).
 * `user_preferences.reminders` is the founder's switch (on for every existing row). `reminder_sends` has one row per
 * reminder (cohort, time, application), stored with its job under the same id and finished with what became of it;
 * `reminder_day_counts` counts the reminders sent to a founder on an IST day, for the daily cap.
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema.alterTable('cohorts').addColumn('reminder_offsets', 'text').execute();
  await db.schema
    .alterTable('user_preferences')
    .addColumn('reminders', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
    .execute();
  await db.schema
    .createTable('reminder_sends')
    .$call(textId)
    .addColumn('cohort_id', 'text', (c) => c.notNull())
    .addColumn('minutes_before', 'integer', (c) => c.notNull())
    .$call(cascadingKeys({ application_id: 'applications.id', user_id: 'user.id' }))
    .addColumn('outcome', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('reminder_sends_round_idx')
    .on('reminder_sends')
    .columns(['cohort_id', 'minutes_before', 'application_id'])
    .unique()
    .execute();
  await db.schema.createIndex('reminder_sends_application_idx').on('reminder_sends').column('application_id').execute();
  await db.schema.createIndex('reminder_sends_user_idx').on('reminder_sends').column('user_id').execute();
  await db.schema
    .createTable('reminder_day_counts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('sent', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('reminder_day_counts_pk', ['user_id', 'day'])
    .execute();
};
