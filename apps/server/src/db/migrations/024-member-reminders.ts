import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';

/**
 * Reminders go to every member of an unfinished application (docs/reminders.md): `reminder_sends` holds one row per
 * reminder time, application and member, so its unique key takes the member too (it was one per application, its
 * founder's). Every existing row is the founder's and keeps its id (`reminder:<cohort>:<minutes>:<application>`); a
 * co-founder's is that id followed by their account id.
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema.dropIndex('reminder_sends_round_idx').execute();
  await db.schema
    .createIndex('reminder_sends_member_round_idx')
    .on('reminder_sends')
    .columns(['cohort_id', 'minutes_before', 'application_id', 'user_id'])
    .unique()
    .execute();
};
