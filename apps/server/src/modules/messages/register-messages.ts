import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import { CHANNEL_JOB, channelJobHandler } from './channel-delivery.ts';
import { messagesDb } from './message-tables.ts';
import { registerStopRoutes } from './stop-route.ts';
import { registerWhatsAppWebhook } from './whatsapp-webhook.ts';

/**
 * Messages on the founder's channels (docs/reminders.md): the job that delivers one message on one channel (email,
 * SMS or WhatsApp), the stop link's routes and WhatsApp's status webhook.
 */
export const createMessages = (options: {
  db: Kysely<Database>;
  config: Config;
  log: FastifyBaseLogger;
  /** Delivers one email (the app's one SMTP transport or outbox, notifications/email-delivery.ts). */
  sendEmail: JobHandler['deliver'];
}) => {
  const db = messagesDb(options.db);
  const handlers: Record<string, JobHandler> = {
    [CHANNEL_JOB]: channelJobHandler({
      db: () => db,
      config: options.config,
      log: options.log,
      sendEmail: options.sendEmail,
    }),
  };
  return {
    handlers,
    register: (app: FastifyInstance) => {
      registerStopRoutes(app);
      registerWhatsAppWebhook(app);
    },
  };
};
