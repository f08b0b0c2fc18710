import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JOB_STATUS, jobsDb } from '../../src/jobs/jobs-table.ts';
import { EMAIL_JOB } from '../../src/notifications/mailer.ts';
import { CHANNEL_JOB } from '../../src/modules/messages/channel-delivery.ts';
import { listCohorts, updateCohort } from '../../src/modules/cohorts/cohort-repository.ts';
import type { EmailMessage } from '../../src/notifications/mailer.ts';
import { reminderJobHandler } from '../../src/modules/reminders/reminder-delivery.ts';
import { REMINDER_JOB } from '../../src/modules/reminders/reminder-round.ts';
import { remindersDb } from '../../src/modules/reminders/reminder-tables.ts';

/** Waits until no reminder, email or channel job waits any more (one held until the morning aside). */
export const remindersSettled = async (apps: FastifyInstance[], timeoutMs = 10_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const waiting = await jobsDb(apps[0]!.database.db)
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('kind', 'in', [REMINDER_JOB, EMAIL_JOB]),
          // An SMS or WhatsApp message held through the quiet hours is not waited for.
          eb.and([eb('kind', '=', CHANNEL_JOB), eb('next_attempt_at', '<=', new Date(Date.now() + 600_000).toISOString())]),
        ]),
      )
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

/** What a message's stop link stops ('<user>|<kind>|<channel>'), read from its token; undefined without one. */
export const stopSubjectIn = (text: string): string | undefined => {
  const token = /\/api\/messages\/stop\?token=([\w-]+)\./.exec(text)?.[1];
  return token ? Buffer.from(token, 'base64url').toString('utf8') : undefined;
};

/** The reminder emails among them (their stop link stops reminders by email). */
export const reminderMails = (dataDir: string): OutboxMail[] =>
  outboxMails(dataDir).filter((mail) => stopSubjectIn(mail.text)?.endsWith('|reminder|email'));

/** Moves the (only) cohort's close to `minutes` from now (or from `from`), optionally with its own reminder times; its id. */
export const closeCohortIn = async (
  app: FastifyInstance,
  minutes: number,
  reminderOffsets?: number[],
  from: Date = new Date(),
): Promise<string> => {
  const [cohort] = await listCohorts(app.database.db);
  if (!cohort) throw new Error('no cohort');
  await updateCohort(app.database.db, cohort.id, {
    closesAt: new Date(from.getTime() + minutes * 60_000).toISOString(),
    ...(reminderOffsets ? { reminderOffsets } : {}),
  });
  app.cohorts.changed();
  return cohort.id;
};

/**
 * Runs the job of each stored reminder by hand (the queue stands still): every one, or only `userId`'s, with the
 * handler's clock at `now` when given (else the real one); answers the emails it sent. `sendEmail` may stand in for
 * the mail server (e.g. to fail once).
 */
export const deliverReminders = async (
  app: FastifyInstance,
  options: { userId?: string; now?: () => Date; sendEmail?: (message: EmailMessage) => Promise<void> } = {},
): Promise<EmailMessage[]> => {
  const db = remindersDb(app.database.db);
  const emails: EmailMessage[] = [];
  const handler = reminderJobHandler({
    db: () => db,
    config: app.config,
    sendEmail: options.sendEmail ?? (async (message) => void emails.push(message)),
    ...(options.now ? { now: options.now } : {}),
  });
  let reminders = db.selectFrom('reminder_sends').select('id');
  if (options.userId) reminders = reminders.where('user_id', '=', options.userId);
  for (const { id } of await reminders.execute()) await handler.deliver({ reminderId: id });
  return emails;
};
