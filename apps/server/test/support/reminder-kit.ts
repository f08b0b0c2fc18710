import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JOB_STATUS, jobsDb } from '../../src/jobs/jobs-table.ts';
import { EMAIL_JOB } from '../../src/notifications/mailer.ts';
import { listCohorts, updateCohort } from '../../src/modules/cohorts/cohort-repository.ts';
import { REMINDER_JOB } from '../../src/modules/reminders/reminder-round.ts';

/** Waits until no reminder and no email job waits any more (each reminder stores its email as a further job). */
export const remindersSettled = async (apps: FastifyInstance[], timeoutMs = 10_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const waiting = await jobsDb(apps[0]!.database.db)
      .selectFrom('jobs')
      .select('id')
      .where('kind', 'in', [REMINDER_JOB, EMAIL_JOB])
      .where('status', '=', JOB_STATUS.pending)
      .limit(1)
      .executeTakeFirst();
    if (!waiting) return;
    if (Date.now() > until) throw new Error('reminders or emails still waiting for delivery');
    // A job claimed by an instance that stopped waits out its lease; nudge every instance to look again.
    for (const app of apps) void app.jobs.runDue();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Every email in DATA_DIR/outbox, read back from its file. */
export const outboxMails = (dataDir: string): OutboxMail[] => {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.includes('-email-'))
    .map((file) => {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      const [head = '', ...body] = raw.split('\n\n');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1] ?? '';
      return { to: header('To'), subject: header('Subject'), text: body.join('\n\n') };
    });
};

/** The reminder emails among them (the stop link is in every reminder and in nothing else). */
export const reminderMails = (dataDir: string): OutboxMail[] =>
  outboxMails(dataDir).filter((mail) => mail.text.includes('/api/reminders/stop?token='));

/** Moves the (only) cohort's close to `minutes` from now, optionally with its own reminder times; its id. */
export const closeCohortIn = async (app: FastifyInstance, minutes: number, reminderOffsets?: number[]): Promise<string> => {
  const [cohort] = await listCohorts(app.database.db);
  if (!cohort) throw new Error('no cohort');
  await updateCohort(app.database.db, cohort.id, {
    closesAt: new Date(Date.now() + minutes * 60_000).toISOString(),
    ...(reminderOffsets ? { reminderOffsets } : {}),
  });
  app.cohorts.changed();
  return cohort.id;
};
