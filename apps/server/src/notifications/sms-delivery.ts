import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { DeliveryError } from '../jobs/delivery-error.ts';
import type { JobHandler } from '../jobs/job-queue.ts';
import { writeToOutbox } from './outbox.ts';

const smsSchema = z.object({ to: z.string(), text: z.string() });

/**
 * Delivers an SMS job. A webhook-style SMS gateway when SMS_WEBHOOK_URL is set: POST {to, text} as JSON with an
 * optional bearer token (most Indian SMS gateways and relays accept this shape, or a small relay can translate
 * it). Otherwise the outbox and a log line.
 */
export const smsJobHandler = (config: Config, log: FastifyBaseLogger): JobHandler => {
  const retry = { maxAttempts: config.messages.maxAttempts, retryBaseMs: config.messages.retryBaseMs };
  const gateway = config.smsWebhook;
  if (gateway) {
    return {
      ...retry,
      deliver: async (payload) => {
        const response = await fetch(gateway.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}) },
          body: JSON.stringify(smsSchema.parse(payload)),
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        if (!response.ok) throw new DeliveryError(`SMS gateway answered ${response.status}`);
      },
    };
  }
  return {
    ...retry,
    deliver: async (payload) => {
      const message = smsSchema.parse(payload);
      const file = await writeToOutbox(config.dataDir, 'sms', { To: message.to, Date: new Date().toUTCString() }, message.text);
      log.info({ to: message.to, file }, 'SMS written to the outbox (no SMS_WEBHOOK_URL set)');
    },
  };
};
