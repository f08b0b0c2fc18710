import { sql } from 'kysely';
import type { RemindersDb } from './reminder-tables.ts';

/** The id of a reminder and of its job: one per cohort, time and application, so it is stored (and sent) once. */
export const reminderId = (cohortId: string, minutesBefore: number, applicationId: string): string =>
  `reminder:${cohortId}:${minutesBefore}:${applicationId}`;

/** Whether the user table has Better Auth's `isAnonymous` (only once the anonymous plugin has ever run). */
export const hasAnonymousAccounts = async (db: RemindersDb): Promise<boolean> =>
  (await db.introspection.getTables()).some(
    (table) => table.name === 'user' && table.columns.some((column) => column.name === 'isAnonymous'),
  );

/**
 * Unfinished applications of the cohort that have no reminder of this time yet, whose founder has not stopped
 * reminders and has an account (an anonymous visitor's address is a placeholder): a page of them (the round stores
 * them a page at a time).
 */
export const applicationsToRemind = (
  db: RemindersDb,
  cohortId: string,
  minutesBefore: number,
  limit: number,
  anonymousAccounts: boolean,
) =>
  db
    .selectFrom('applications as a')
    .leftJoin('user_preferences as p', 'p.user_id', 'a.user_id')
    .$if(anonymousAccounts, (query) =>
      query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('user as u')
              .select('u.id')
              .whereRef('u.id', '=', 'a.user_id')
              .where(sql<boolean>`${sql.ref('u.isAnonymous')} = true`),
          ),
        ),
      ),
    )
    .where('a.cohort_id', '=', cohortId)
    .where('a.submitted_at', 'is', null)
    .where((eb) => eb.or([eb('p.reminders', 'is', null), eb('p.reminders', '=', sql<boolean>`true`)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reminder_sends as s')
            .select('s.id')
            .where('s.cohort_id', '=', cohortId)
            .where('s.minutes_before', '=', minutesBefore)
            .whereRef('s.application_id', '=', 'a.id'),
        ),
      ),
    )
    .select(['a.id', 'a.user_id'])
    .orderBy('a.id')
    .limit(limit)
    .execute();

/** Stores the reminders; answers the ids it stored (an id another instance stored first is not among them). */
export const insertReminders = async (
  db: RemindersDb,
  reminders: readonly { id: string; cohortId: string; minutesBefore: number; applicationId: string; userId: string }[],
): Promise<string[]> => {
  if (reminders.length === 0) return [];
  const now = new Date().toISOString();
  const rows = await db
    .insertInto('reminder_sends')
    .values(
      reminders.map((r) => ({
        id: r.id,
        cohort_id: r.cohortId,
        minutes_before: r.minutesBefore,
        application_id: r.applicationId,
        user_id: r.userId,
        outcome: null,
        created_at: now,
        finished_at: null,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
};

/**
 * A stored reminder with what its delivery decides on, in one query: the founder's address, language and switch, and
 * how many reminders they were sent on the IST day.
 */
export const findReminder = (db: RemindersDb, id: string, day: string) =>
  db
    .selectFrom('reminder_sends as s')
    .innerJoin('user as u', 'u.id', 's.user_id')
    .leftJoin('user_preferences as p', 'p.user_id', 's.user_id')
    .leftJoin('reminder_day_counts as c', (join) => join.onRef('c.user_id', '=', 's.user_id').on('c.day', '=', day))
    .where('s.id', '=', id)
    .select([
      's.id',
      's.cohort_id',
      's.minutes_before',
      's.application_id',
      's.user_id',
      's.outcome',
      'u.email',
      'u.language',
      'p.reminders',
      'c.sent as sent_today',
    ])
    .executeTakeFirst();

/** Records what became of a reminder, once. */
export const finishReminder = async (db: RemindersDb, id: string, outcome: string): Promise<void> => {
  await db
    .updateTable('reminder_sends')
    .set({ outcome, finished_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('outcome', 'is', null)
    .execute();
};

/**
 * Counts one more reminder to the founder on the day, only while fewer than `cap` were sent: one statement, so two
 * instances sending to one founder at once cannot both take the last place. False when the day is full.
 */
export const countReminderSent = async (db: RemindersDb, userId: string, day: string, cap: number): Promise<boolean> => {
  const row = await db
    .insertInto('reminder_day_counts')
    .values({ user_id: userId, day, sent: 1 })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet({ sent: (eb) => eb('reminder_day_counts.sent', '+', 1) })
        .where('reminder_day_counts.sent', '<', cap),
    )
    .returning('sent')
    .executeTakeFirst();
  return row !== undefined;
};

/** A send that failed: its place of the day is given back and the reminder waits again for its job's retry. */
export const reopenReminder = async (db: RemindersDb, id: string, userId: string, day: string): Promise<void> => {
  await db
    .updateTable('reminder_day_counts')
    .set((eb) => ({ sent: eb('sent', '-', 1) }))
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('sent', '>', 0)
    .execute();
  await db.updateTable('reminder_sends').set({ outcome: null, finished_at: null }).where('id', '=', id).execute();
};
