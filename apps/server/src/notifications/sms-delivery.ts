import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { DeliveryError } from '../jobs/delivery-error.ts';
import type { JobHandler } from '../jobs/job-queue.ts';
import { writeToOutbox } from './outbox.ts';

const smsSchema = z.object({ to: z.string(), text: z.string() });

export interface SmsOut {
  to: string;
  text: string;
  /** The DLT template the text was registered under (Indian rules: one per kind of SMS). */
  dltTemplateId?: string | undefined;
}

/**
 * Sends one SMS. A webhook-style SMS gateway when SMS_WEBHOOK_URL is set: POST {to, text} as JSON (with
 * `dltEntityId` and `dltTemplateId` where configured) and an optional bearer token (most Indian SMS gateways and
 * relays accept this shape, or a small relay can translate it). Otherwise the outbox and a log line.
 */
export const smsTransport = (
  config: Pick<Config, 'smsWebhook' | 'smsDlt' | 'dataDir' | 'channelTimeoutMs'>,
  log: FastifyBaseLogger,
): ((message: SmsOut) => Promise<void>) => {
  const gateway = config.smsWebhook;
  if (gateway) {
    return async (message) => {
      const dlt = {
        ...(config.smsDlt.entityId ? { dltEntityId: config.smsDlt.entityId } : {}),
        ...(message.dltTemplateId ? { dltTemplateId: message.dltTemplateId } : {}),
      };
      const response = await fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}) },
        body: JSON.stringify({ to: message.to, text: message.text, ...dlt }),
        signal: AbortSignal.timeout(config.channelTimeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) throw new DeliveryError(`SMS gateway answered ${response.status}`);
    };
  }
  return async (message) => {
    const file = await writeToOutbox(config.dataDir, 'sms', { To: message.to, Date: new Date().toUTCString() }, message.text);
    log.info({ to: message.to, file }, 'SMS written to the outbox (no SMS_WEBHOOK_URL set)');
  };
};

/** Delivers a sign-in code SMS job (the sign-in flows' own: never stopped by a founder's message stops). */
export const smsJobHandler = (config: Config, log: FastifyBaseLogger): JobHandler => {
  const send = smsTransport(config, log);
  return {
    maxAttempts: config.messages.maxAttempts,
    retryBaseMs: config.messages.retryBaseMs,
    deliver: async (payload) => send({ ...smsSchema.parse(payload), dltTemplateId: config.smsDlt.templates.signIn }),
  };
};
