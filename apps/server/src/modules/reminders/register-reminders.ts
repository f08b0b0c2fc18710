import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { Cohort } from '../cohorts/cohort-repository.ts';
import type { JobHandler, JobQueue } from '../../jobs/job-queue.ts';
import { reminderJobHandler } from './reminder-delivery.ts';
import { nextReminderRoundAt, REMINDER_JOB, runReminderRound } from './reminder-round.ts';
import { createReminderScheduler, type ReminderScheduler } from './reminder-scheduler.ts';
import { remindersDb } from './reminder-tables.ts';

/**
 * Reminders before a cohort closes (docs/reminders.md): the job handler (given to the job queue when it is built) and,
 * once the queue exists, the scheduler of every instance (the stop link is modules/messages').
 */
export const createReminders = (options: {
  db: Kysely<Database>;
  config: Config;
  /** Delivers one email (the app's one SMTP transport or outbox, notifications/email-delivery.ts). */
  sendEmail: JobHandler['deliver'];
  findCohort: (id: string) => Promise<Cohort | undefined>;
}) => {
  const db = remindersDb(options.db);
  const handlers: Record<string, JobHandler> = {
    [REMINDER_JOB]: reminderJobHandler({
      db: () => db,
      config: options.config,
      sendEmail: options.sendEmail,
      findCohort: options.findCohort,
    }),
  };
  return {
    handlers,
    /** The scheduler of this instance (the app starts it with the job queue and stops it before the queue). */
    scheduler: (jobs: JobQueue, log: FastifyBaseLogger): ReminderScheduler =>
      createReminderScheduler({
        round: (now) => runReminderRound(db, now, () => void jobs.runDue()),
        stored: () => void jobs.runDue(),
        log,
        everyMs: options.config.reminderRoundEveryMs,
        nextDueAt: (after) => nextReminderRoundAt(db, after),
      }),
  };
};
