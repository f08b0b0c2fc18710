import { latestDueReminder, nextReminderDueAt } from '@portal/shared/reminders/reminder-schedule';
import { insertJobsOnce } from '../../jobs/job-queue.ts';
import { listCohorts } from '../cohorts/cohort-repository.ts';
import { hasAnonymousAccounts, insertReminders, membersToRemind, reminderId } from './reminder-repository.ts';
import type { RemindersDb } from './reminder-tables.ts';

export const REMINDER_JOB = 'reminder';
/** Members' reminders stored per statement. */
const PAGE = 500;

/**
 * One scheduler round (every instance runs one a minute): for each cohort whose latest due reminder time has come,
 * every member (the founder and each co-founder, application_members) of an unfinished application who is not an
 * anonymous visitor and has not stopped reminders gets that reminder stored, with its job under the same fixed id
 * (one per member), in one transaction. Two instances storing the same reminder store it once; a round after a
 * restart finds the ones already stored and stores nothing again. Answers how many reminders it stored; `stored` is
 * told after each page that stored some (the job queue starts on them while the round stores the next page).
 */
export const runReminderRound = async (db: RemindersDb, now: Date = new Date(), stored?: () => void): Promise<number> => {
  let count = 0;
  let anonymousAccounts: boolean | undefined;
  for (const cohort of await listCohorts(db)) {
    const minutesBefore = latestDueReminder(cohort, cohort.reminderOffsets, now);
    if (minutesBefore === undefined) continue;
    anonymousAccounts ??= await hasAnonymousAccounts(db);
    for (;;) {
      const page = await membersToRemind(db, cohort.id, minutesBefore, PAGE, anonymousAccounts);
      if (page.length === 0) break;
      const ids = await db.transaction().execute(async (trx) => {
        const inserted = await insertReminders(
          trx,
          page.map((a) => ({
            id: reminderId(cohort.id, minutesBefore, a.id, { userId: a.user_id, founderId: a.founder_id }),
            cohortId: cohort.id,
            minutesBefore,
            applicationId: a.id,
            userId: a.user_id,
          })),
        );
        await insertJobsOnce(
          trx,
          inserted.map((id) => ({ id, kind: REMINDER_JOB, payload: { reminderId: id } })),
        );
        return inserted;
      });
      count += ids.length;
      if (ids.length > 0) stored?.();
      if (page.length < PAGE) break;
    }
  }
  return count;
};

/** When the next reminder time of any cohort comes (after `now`); undefined when none is ahead. */
export const nextReminderRoundAt = async (db: RemindersDb, now: Date): Promise<Date | undefined> => {
  const times = (await listCohorts(db))
    .map((cohort) => nextReminderDueAt(cohort, cohort.reminderOffsets, now)?.getTime())
    .filter((at): at is number => at !== undefined);
  return times.length > 0 ? new Date(Math.min(...times)) : undefined;
};
