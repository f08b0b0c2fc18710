import { sql } from 'kysely';
import type { RemindersDb } from './reminder-tables.ts';

/**
 * The id of a reminder and of its job: one per cohort, time, application and member, so it is stored (and sent) once
 * to each. The application's founder keeps the id reminders had before co-founders (migration 024), each co-founder
 * has it followed by their account id (as team messages' `team:<message>:<application>:<account>`).
 */
export const reminderId = (
  cohortId: string,
  minutesBefore: number,
  applicationId: string,
  member?: { userId: string; founderId: string },
): string =>
  member && member.userId !== member.founderId
    ? `reminder:${cohortId}:${minutesBefore}:${applicationId}:${member.userId}`
    : `reminder:${cohortId}:${minutesBefore}:${applicationId}`;

/** Whether the user table has Better Auth's `isAnonymous` (only once the anonymous plugin has ever run). */
export const hasAnonymousAccounts = async (db: RemindersDb): Promise<boolean> =>
  (await db.introspection.getTables()).some(
    (table) => table.name === 'user' && table.columns.some((column) => column.name === 'isAnonymous'),
  );

/**
 * The members (application_members: the founder and each co-founder) of the cohort's unfinished applications who have
 * no reminder of this time yet, have not stopped reminders and have an account (an anonymous visitor's address is a
 * placeholder): a page of them (the round stores them a page at a time), with the application's founder.
 */
export const membersToRemind = (
  db: RemindersDb,
  cohortId: string,
  minutesBefore: number,
  limit: number,
  anonymousAccounts: boolean,
) =>
  db
    .selectFrom('application_members as m')
    .innerJoin('applications as a', 'a.id', 'm.application_id')
    .leftJoin('user_preferences as p', 'p.user_id', 'm.user_id')
    .$if(anonymousAccounts, (query) =>
      query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('user as u')
              .select('u.id')
              .whereRef('u.id', '=', 'm.user_id')
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
            // The member's own columns, so PostgreSQL looks the pair up in the round's unique index; correlated
            // through `a.id` it searched every stored reminder of the round per member while the table's statistics
            // still said empty (the first reminder of a cohort: 10,000 founders took 42 s instead of 2).
            .whereRef('s.application_id', '=', 'm.application_id')
            .whereRef('s.user_id', '=', 'm.user_id'),
        ),
      ),
    )
    .select(['a.id', 'm.user_id', 'a.user_id as founder_id'])
    .orderBy('a.id')
    .orderBy('m.user_id')
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

/** Stored reminders with what their delivery decides on, in one query: each founder's address, language and switch. */
export const findReminders = (db: RemindersDb, ids: readonly string[]) =>
  db
    .selectFrom('reminder_sends as s')
    .innerJoin('user as u', 'u.id', 's.user_id')
    .leftJoin('user_preferences as p', 'p.user_id', 's.user_id')
    .where('s.id', 'in', ids.length > 0 ? ids : [''])
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
    ])
    .execute();

/**
 * How many reminders and team messages the daily cap has counted for each founder on each of the IST days
 * (`reminder_day_counts`): founder → { day → count }; a founder or day with none is left out.
 */
export const messagesSentOn = async (
  db: RemindersDb,
  userIds: readonly string[],
  days: readonly string[],
): Promise<Map<string, Record<string, number>>> => {
  const sent = new Map<string, Record<string, number>>();
  const ids = [...new Set(userIds)];
  if (days.length === 0) return sent;
  for (let start = 0; start < ids.length; start += 500)
    for (const row of await db
      .selectFrom('reminder_day_counts')
      .select(['user_id', 'day', 'sent'])
      .where('user_id', 'in', ids.slice(start, start + 500))
      .where('day', 'in', [...days])
      .execute())
      sent.set(row.user_id, { ...sent.get(row.user_id), [row.day]: Number(row.sent) });
  return sent;
};

export type StoredReminder = Awaited<ReturnType<typeof findReminders>>[number];

/**
 * Records what became of reminders, once each: answers the ones it recorded (one already decided, by this or another
 * instance, keeps its outcome and is not among them).
 */
export const finishReminders = async (db: RemindersDb, ids: readonly string[], outcome: string): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .updateTable('reminder_sends')
    .set({ outcome, finished_at: new Date().toISOString() })
    .where('id', 'in', ids)
    .where('outcome', 'is', null)
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
};

/** A reminder recorded as sent whose founder's day turned out full: recorded as over the cap instead. */
export const recordOverCap = async (db: RemindersDb, ids: readonly string[]): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .updateTable('reminder_sends')
    .set({ outcome: 'daily-cap' })
    .where('id', 'in', ids)
    .where('outcome', '=', 'sent')
    .execute();
};

/**
 * Counts one more reminder to each founder on the day, only while fewer than `cap` were sent: one statement, so two
 * instances sending to one founder at once cannot both take the last place. Answers the founders counted (a founder
 * whose day is full is not among them). The founders must be distinct (one statement updates a row once).
 */
export const countRemindersSent = async (
  db: RemindersDb,
  userIds: readonly string[],
  day: string,
  cap: number,
): Promise<Set<string>> => {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .insertInto('reminder_day_counts')
    // In one order everywhere: two instances counting overlapping founders lock their rows in the same order.
    .values([...userIds].sort().map((userId) => ({ user_id: userId, day, sent: 1 })))
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet({ sent: (eb) => eb('reminder_day_counts.sent', '+', 1) })
        .where('reminder_day_counts.sent', '<', cap),
    )
    .returning('user_id')
    .execute();
  return new Set(rows.map((row) => row.user_id));
};

/** Gives one place of the day back to each founder (a send that failed, or a day counted when another was full). */
const giveBackDay = async (db: RemindersDb, userIds: readonly string[], day: string): Promise<void> => {
  if (userIds.length === 0) return;
  await db
    .updateTable('reminder_day_counts')
    .set((eb) => ({ sent: eb('sent', '-', 1) }))
    .where('user_id', 'in', userIds)
    .where('day', '=', day)
    .where('sent', '>', 0)
    .execute();
};

/** Each founder's days, grouped by day (in one order everywhere: two instances lock rows in the same order). */
const byDay = (entries: readonly { userId: string; days: readonly string[] }[]): [string, string[]][] => {
  const days = new Map<string, string[]>();
  for (const entry of entries) for (const day of entry.days) days.set(day, [...(days.get(day) ?? []), entry.userId]);
  return [...days].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};

/**
 * Counts one message to each founder on every day it reaches them (messageDays: a message held overnight reaches the
 * phone the next day), only while each of those days has room (countRemindersSent's atomic statement per day). A
 * founder with room on some of the days but not all is given those places back and is not counted. Answers the
 * founders counted. The founders must be distinct.
 */
export const countMessagesOnDays = async (
  db: RemindersDb,
  entries: readonly { userId: string; days: readonly string[] }[],
  cap: number,
): Promise<Set<string>> => {
  const countedOn = new Map<string, Set<string>>();
  for (const [day, userIds] of byDay(entries)) countedOn.set(day, await countRemindersSent(db, userIds, day, cap));
  const counted = new Set(entries.filter((e) => e.days.every((day) => countedOn.get(day)!.has(e.userId))).map((e) => e.userId));
  for (const [day, userIds] of byDay(entries.filter((e) => !counted.has(e.userId))))
    await giveBackDay(
      db,
      userIds.filter((userId) => countedOn.get(day)!.has(userId)),
      day,
    );
  return counted;
};

/**
 * Sends that failed: each founder's places of the days they were counted on are given back and the reminders wait
 * again for their jobs' retries. The founders must be distinct.
 */
export const reopenReminders = async (
  db: RemindersDb,
  reminders: readonly { id: string; userId: string; days: readonly string[] }[],
): Promise<void> => {
  if (reminders.length === 0) return;
  for (const [day, userIds] of byDay(reminders)) await giveBackDay(db, userIds, day);
  await db
    .updateTable('reminder_sends')
    .set({ outcome: null, finished_at: null })
    .where(
      'id',
      'in',
      reminders.map((r) => r.id),
    )
    .execute();
};
