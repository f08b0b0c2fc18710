import type { FastifyInstance } from 'fastify';
import { JOB_STATUS, jobsDb } from '../../src/jobs/jobs-table.ts';
import { EMAIL_JOB } from '../../src/notifications/mailer.ts';
import { SMS_JOB } from '../../src/notifications/sms.ts';

/**
 * Emails and SMS are delivered in the background, milliseconds after the request that stored them: this waits
 * (briefly) until none is waiting any more, so the outbox (or the SMTP server) holds everything sent so far.
 */
export const messagesSettled = async (app: FastifyInstance, timeoutMs = 5_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const waiting = await jobsDb(app.database.db)
      .selectFrom('jobs')
      .select('id')
      .where('kind', 'in', [EMAIL_JOB, SMS_JOB])
      .where('status', '=', JOB_STATUS.pending)
      .limit(1)
      .executeTakeFirst();
    if (!waiting) return;
    if (Date.now() > until) throw new Error('emails or SMS still waiting for delivery');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
