import { latestDueReminder } from '@portal/shared/reminders/reminder-schedule';
import { insertJobsOnce } from '../../jobs/job-queue.ts';
import { listCohorts } from '../cohorts/cohort-repository.ts';
import { applicationsToRemind, hasAnonymousAccounts, insertReminders, reminderId } from './reminder-repository.ts';
import type { RemindersDb } from './reminder-tables.ts';

export const REMINDER_JOB = 'reminder';
/** Applications stored per statement. */
const PAGE = 500;

/**
 * One scheduler round (every instance runs one a minute): for each cohort whose latest due reminder time has come,
 * every unfinished application of a founder (not an anonymous visitor) who has not stopped reminders gets that
 * reminder stored, with its job under the same fixed id, in one transaction. Two instances storing the same reminder store it once; a round after a
 * restart finds the ones already stored and stores nothing again. Answers how many reminders it stored.
 */
export const runReminderRound = async (db: RemindersDb, now: Date = new Date()): Promise<number> => {
  let stored = 0;
  let anonymousAccounts: boolean | undefined;
  for (const cohort of await listCohorts(db)) {
    const minutesBefore = latestDueReminder(cohort, cohort.reminderOffsets, now);
    if (minutesBefore === undefined) continue;
    anonymousAccounts ??= await hasAnonymousAccounts(db);
    for (;;) {
      const page = await applicationsToRemind(db, cohort.id, minutesBefore, PAGE, anonymousAccounts);
      if (page.length === 0) break;
      stored += await db.transaction().execute(async (trx) => {
        const ids = await insertReminders(
          trx,
          page.map((a) => ({
            id: reminderId(cohort.id, minutesBefore, a.id),
            cohortId: cohort.id,
            minutesBefore,
            applicationId: a.id,
            userId: a.user_id,
          })),
        );
        await insertJobsOnce(
          trx,
          ids.map((id) => ({ id, kind: REMINDER_JOB, payload: { reminderId: id } })),
        );
        return ids.length;
      });
      if (page.length < PAGE) break;
    }
  }
  return stored;
};
