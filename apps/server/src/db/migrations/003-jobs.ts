import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { queueColumns } from './columns.ts';

interface OldWebhookEvent {
  id: string;
  event: string;
  payload: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

/**
 * One durable job table for everything delivered in the background: emails, SMS and the outgoing
 * webhook. It replaces webhook_events, whose rows move over as 'webhook' jobs (src/jobs/job-queue.ts).
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema.createTable('jobs').$call(queueColumns('kind', 'finished_at')).execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'next_attempt_at']).execute();

  const old = db as Kysely<{ webhook_events: OldWebhookEvent; jobs: Record<string, unknown> }>;
  const events = await old.selectFrom('webhook_events').selectAll().execute();
  for (const e of events) {
    await old
      .insertInto('jobs')
      .values({
        id: e.id,
        kind: 'webhook',
        payload: JSON.stringify({ id: e.id, event: e.event, body: e.payload }),
        status: e.status,
        attempts: e.attempts,
        next_attempt_at: e.next_attempt_at,
        last_error: e.last_error,
        created_at: e.created_at,
        finished_at: e.delivered_at,
      })
      .execute();
  }
  await db.schema.dropTable('webhook_events').execute();
};
