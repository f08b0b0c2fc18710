import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { JobHandler } from '../jobs/job-queue.ts';
import { writeToOutbox } from './outbox.ts';

const emailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});

/** Well inside the job queue's attempt timeout (jobs/job-queue.ts); nodemailer's defaults run to minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * Delivers an email job: over SMTP when SMTP_URL is set, otherwise to the outbox (DATA_DIR/outbox/) with a log line.
 * The app makes one and gives its `deliver` to reminders and team messages (app.ts).
 */
export const emailJobHandler = (config: Config, log: FastifyBaseLogger): JobHandler => {
  const retry = { maxAttempts: config.messages.maxAttempts, retryBaseMs: config.messages.retryBaseMs };
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      ...retry,
      deliver: async (payload) => {
        await transport.sendMail({ from: config.mailFrom, ...emailSchema.parse(payload) });
      },
    };
  }
  return {
    ...retry,
    deliver: async (payload) => {
      const message = emailSchema.parse(payload);
      const file = await writeToOutbox(
        config.dataDir,
        'email',
        {
          From: config.mailFrom,
          To: message.to,
          Subject: message.subject,
          Date: new Date().toUTCString(),
          ...message.headers,
        },
        message.text,
      );
      // Not the subject: a sign-in code's subject carries the code (no secret in any log line).
      log.info({ to: message.to, file }, 'email written to the outbox (no SMTP_URL set)');
    },
  };
};
