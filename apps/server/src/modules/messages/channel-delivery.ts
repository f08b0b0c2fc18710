import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { messageChannelSchema, messageKindSchema, phoneMessageTime } from '@portal/shared/messages/channels';
import type { Config } from '../../config.ts';
import { HoldUntil } from '../../jobs/delivery-error.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import type { EmailMessage } from '../../notifications/mailer.ts';
import { smsTransport } from '../../notifications/sms-delivery.ts';
import { setDeliveryStatus } from './delivery-repository.ts';
import { DELIVERY_STATUS, type MessagesDb } from './message-tables.ts';
import { whatsappTransport } from './whatsapp.ts';

/** The job of one message on one channel: its own job, so a slow channel holds up no other. */
export const CHANNEL_JOB = 'message-channel';

export const channelPayloadSchema = z.object({
  deliveryId: z.string(),
  userId: z.string(),
  kind: messageKindSchema,
  channel: messageChannelSchema,
  email: z
    .object({ to: z.string(), subject: z.string(), text: z.string(), headers: z.record(z.string(), z.string()).optional() })
    .optional(),
  sms: z.object({ to: z.string(), text: z.string(), dltTemplateId: z.string().optional() }).optional(),
  whatsapp: z.object({ to: z.string(), template: z.string(), language: z.string(), parameters: z.array(z.string()) }).optional(),
});
export type ChannelPayload = z.infer<typeof channelPayloadSchema>;

/**
 * Delivers one message on one channel. SMS and WhatsApp wait out the quiet hours (held until 08:00 IST, no attempt
 * counted); a stop the founder made after the message was queued is honoured (recorded as 'stopped'); each request
 * to a channel has its own timeout (CHANNEL_TIMEOUT_SECONDS). Sent: 'sent' with the channel's id of it; a failure is
 * retried with backoff and, after the last attempt, recorded as 'failed'.
 */
export const channelJobHandler = (deps: {
  db: () => MessagesDb;
  config: Config;
  log: FastifyBaseLogger;
  sendEmail: (message: EmailMessage) => Promise<void>;
  now?: () => Date;
}): JobHandler => {
  const sendSms = smsTransport(deps.config, deps.log);
  const sendWhatsApp = whatsappTransport(deps.config, deps.log);
  return {
    background: true,
    maxAttempts: deps.config.messages.maxAttempts,
    retryBaseMs: deps.config.messages.retryBaseMs,
    deliver: async (raw) => {
      const payload = channelPayloadSchema.parse(raw);
      const db = deps.db();
      const now = deps.now?.() ?? new Date();
      if (payload.channel !== 'email') {
        const allowed = phoneMessageTime(now);
        if (allowed.getTime() > now.getTime()) throw new HoldUntil(allowed);
      }
      const stopped = await db
        .selectFrom('message_stops')
        .select('user_id')
        .where('user_id', '=', payload.userId)
        .where('kind', '=', payload.kind)
        .where('channel', '=', payload.channel)
        .executeTakeFirst();
      if (stopped) return setDeliveryStatus(db, payload.deliveryId, DELIVERY_STATUS.stopped);
      let providerId: string | undefined;
      if (payload.email) await deps.sendEmail(payload.email);
      else if (payload.sms) await sendSms(payload.sms);
      else if (payload.whatsapp) providerId = await sendWhatsApp(payload.whatsapp);
      await setDeliveryStatus(db, payload.deliveryId, DELIVERY_STATUS.sent, providerId ? { providerId } : {});
    },
    onGiveUp: async (raw, failure) => {
      const payload = channelPayloadSchema.safeParse(raw);
      if (payload.success)
        await setDeliveryStatus(deps.db(), payload.data.deliveryId, DELIVERY_STATUS.failed, { lastError: failure });
    },
  };
};
