import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/** One reminder (cohort, time, application), stored with its job under the same id (migration 016). */
export type ReminderSendsTable = {
  id: string;
  cohort_id: string;
  minutes_before: number;
  application_id: string;
  user_id: string;
  /** Null while its job waits; then 'sent', 'submitted', 'opted-out', 'superseded', 'daily-cap' or 'gone'. */
  outcome: string | null;
  created_at: string;
  finished_at: string | null;
};

/** Reminders sent to a founder on an IST calendar day, for the daily cap. */
export type ReminderDayCountsTable = {
  user_id: string;
  day: string;
  sent: number;
};

export type ReminderTables = {
  reminder_sends: ReminderSendsTable;
  reminder_day_counts: ReminderDayCountsTable;
};

export type RemindersDb = Kysely<Database & ReminderTables>;

export const remindersDb = (db: Kysely<Database>): RemindersDb => db.withTables<ReminderTables>();
