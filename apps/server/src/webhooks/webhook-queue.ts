import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { DeliveryError } from '../jobs/delivery-error.ts';
import type { JobHandler, JobQueue } from '../jobs/job-queue.ts';
import { signWebhook, WEBHOOK_HEADERS } from './webhook-signature.ts';

export const WEBHOOK_EVENTS = { submitted: 'application.submitted', statusChanged: 'application.status_changed' } as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[keyof typeof WEBHOOK_EVENTS];

export const WEBHOOK_JOB = 'webhook';
const REQUEST_TIMEOUT_MS = 10_000;

const webhookJobSchema = z.object({ id: z.string(), event: z.string(), body: z.string() });

export interface WebhookQueue {
  /** Stores the event as a job (so a restart does not lose it); it is delivered in the background. */
  enqueue: (event: WebhookEvent, data: Record<string, unknown>) => Promise<void>;
}

/** The optional outgoing webhook (WEBHOOK_URL): events become 'webhook' jobs (jobs/job-queue.ts). */
export const createWebhookQueue = (jobs: JobQueue, config: Config['webhook']): WebhookQueue => ({
  enqueue: async (event, data) => {
    if (!config) return;
    const id = randomUUID();
    const body = JSON.stringify({ id, event, createdAt: new Date().toISOString(), data });
    await jobs.enqueue(WEBHOOK_JOB, { id, event, body });
  },
});

/** Posts a webhook job as signed JSON; retried with backoff up to WEBHOOK_MAX_ATTEMPTS. */
export const webhookJobHandler = (settings: NonNullable<Config['webhook']>): JobHandler => ({
  maxAttempts: settings.maxAttempts,
  retryBaseMs: settings.retryBaseMs,
  keepPayload: true,
  deliver: async (payload) => {
    const job = webhookJobSchema.parse(payload);
    const timestamp = Math.floor(Date.now() / 1000);
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_HEADERS.event]: job.event,
        [WEBHOOK_HEADERS.delivery]: job.id,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: signWebhook(settings.secret, timestamp, job.body),
      },
      body: job.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new DeliveryError(`answered ${response.status}`);
  },
});
