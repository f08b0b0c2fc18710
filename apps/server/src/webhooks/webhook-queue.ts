import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import { reviewDb } from '../modules/review/review-tables.ts';
import { signWebhook, WEBHOOK_HEADERS } from './webhook-signature.ts';

export const WEBHOOK_EVENTS = { submitted: 'application.submitted', statusChanged: 'application.status_changed' } as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[keyof typeof WEBHOOK_EVENTS];

const STATUS = { pending: 'pending', delivered: 'delivered', failed: 'failed' } as const;
/** A claimed event is not picked up again (by this or another instance) for this long. */
const CLAIM_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** Also look for due events this often (other instances' events, retries after a restart). */
const POLL_MS = 30_000;
const BATCH = 20;

export interface WebhookQueue {
  /** Stores the event (so a restart does not lose it) and delivers it in the background. */
  enqueue: (event: WebhookEvent, data: Record<string, unknown>) => Promise<void>;
  /** Delivers what is due now; resolves when this round is done (tests and shutdown use it). */
  runDue: () => Promise<void>;
  /** Starts background delivery (after migrations). */
  start: () => void;
  /** Stops it and waits for a round in progress. */
  stop: () => Promise<void>;
}

/** Delay before attempt n+1 after n failed attempts: base × 2^(n-1). */
export const retryDelayMs = (baseMs: number, failedAttempts: number): number => baseMs * 2 ** Math.max(0, failedAttempts - 1);

const NO_WEBHOOK: WebhookQueue = { enqueue: async () => {}, runDue: async () => {}, start: () => {}, stop: async () => {} };

/**
 * The optional outgoing webhook (WEBHOOK_URL): events are rows in webhook_events, posted as signed JSON,
 * retried with exponential backoff up to WEBHOOK_MAX_ATTEMPTS. Nothing here ever runs inside a user's request.
 */
export const createWebhookQueue = (options: { db: Kysely<Database>; config: Config['webhook']; log: FastifyBaseLogger }): WebhookQueue => {
  const settings = options.config;
  if (!settings) return NO_WEBHOOK;
  const db = reviewDb(options.db);
  const log = options.log;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  let stopped = false;

  const schedule = (delayMs: number) => {
    if (stopped || !started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void runDue(), Math.max(0, Math.min(delayMs, POLL_MS)));
    timer.unref();
  };

  const deliver = async (row: { id: string; event: string; payload: string; attempts: number }): Promise<void> => {
    const timestamp = Math.floor(Date.now() / 1000);
    let failure: string | undefined;
    try {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_HEADERS.event]: row.event,
          [WEBHOOK_HEADERS.delivery]: row.id,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(settings.secret, timestamp, row.payload),
        },
        body: row.payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) failure = `answered ${response.status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const attempts = row.attempts + 1;
    const now = new Date();
    if (!failure) {
      await db.updateTable('webhook_events').set({ status: STATUS.delivered, attempts, delivered_at: now.toISOString(), last_error: null }).where('id', '=', row.id).execute();
      return;
    }
    const gaveUp = attempts >= settings.maxAttempts;
    const next = new Date(now.getTime() + retryDelayMs(settings.retryBaseMs, attempts)).toISOString();
    await db
      .updateTable('webhook_events')
      .set({ status: gaveUp ? STATUS.failed : STATUS.pending, attempts, next_attempt_at: next, last_error: failure.slice(0, 500) })
      .where('id', '=', row.id)
      .execute();
    (gaveUp ? log.error : log.warn).call(log, { eventId: row.id, event: row.event, attempts, failure }, gaveUp ? 'webhook delivery gave up' : 'webhook delivery failed; will retry');
  };

  const round = async (): Promise<void> => {
    const now = new Date().toISOString();
    const due = await db
      .selectFrom('webhook_events')
      .select(['id', 'event', 'payload', 'attempts', 'next_attempt_at'])
      .where('status', '=', STATUS.pending)
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .execute();
    for (const row of due) {
      // Claim it: only the instance whose update matched delivers it.
      const claimed = await db
        .updateTable('webhook_events')
        .set({ next_attempt_at: new Date(Date.now() + CLAIM_MS).toISOString() })
        .where('id', '=', row.id)
        .where('status', '=', STATUS.pending)
        .where('next_attempt_at', '=', row.next_attempt_at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) await deliver(row);
    }
    const next = await db
      .selectFrom('webhook_events')
      .select('next_attempt_at')
      .where('status', '=', STATUS.pending)
      .orderBy('next_attempt_at')
      .limit(1)
      .executeTakeFirst();
    schedule(next ? new Date(next.next_attempt_at).getTime() - Date.now() : POLL_MS);
  };

  const runDue = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= round()
      .catch((error: unknown) => {
        log.error({ err: error }, 'webhook queue round failed');
        schedule(POLL_MS);
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    enqueue: async (event, data) => {
      const id = randomUUID();
      const createdAt = new Date().toISOString();
      const payload = JSON.stringify({ id, event, createdAt, data });
      await db
        .insertInto('webhook_events')
        .values({ id, event, payload, status: STATUS.pending, attempts: 0, next_attempt_at: createdAt, last_error: null, created_at: createdAt, delivered_at: null })
        .execute();
      schedule(0);
    },
    runDue,
    start: () => {
      started = true;
      schedule(0);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
};
