import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { writeToOutbox } from './outbox.ts';

export interface SmsMessage {
  /** E.164, e.g. +919876543210 */
  to: string;
  text: string;
}

export interface SmsSender {
  send: (message: SmsMessage) => Promise<void>;
}

/**
 * A webhook-style SMS gateway when SMS_WEBHOOK_URL is set: POST {to, text} as JSON with an optional bearer
 * token (most Indian SMS gateways and relays accept this shape, or a small relay can translate it).
 * Otherwise the outbox and a log line.
 */
export const createSmsSender = (config: Config, log: FastifyBaseLogger): SmsSender => {
  const gateway = config.smsWebhook;
  if (gateway) {
    return {
      send: async (message) => {
        const response = await fetch(gateway.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}) },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      },
    };
  }
  return {
    send: async (message) => {
      const file = await writeToOutbox(config.dataDir, 'sms', { To: message.to, Date: new Date().toUTCString() }, message.text);
      log.info({ to: message.to, file }, 'SMS written to the outbox (no SMS_WEBHOOK_URL set)');
    },
  };
};
