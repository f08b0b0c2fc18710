import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { JOB_STATUS, jobsDb } from '../../src/jobs/jobs-table.ts';
import { verifyWebhook, WEBHOOK_HEADERS } from '../../src/webhooks/webhook-signature.ts';
import { eventually } from '../support/fixtures/console-fixtures.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { runMigrationCase } from '../support/migration-kit.ts';

const SECRET = 'webhook-secret-for-tests-0123456789';

/** The webhook events table as migration 002 made it. */
type OldTables = {
  webhook_events: {
    id: string;
    event: string;
    payload: string;
    status: string;
    attempts: number;
    next_attempt_at: string;
    last_error: string | null;
    created_at: string;
    delivered_at: string | null;
  };
};

const startReceiver = async () => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** An upgrade keeps the webhook events the previous release had not delivered yet. */
describe.each(TEST_DIALECTS)('migration 003-jobs on %s', (dialect) => {
  it('moves waiting webhook events into jobs, and the upgraded portal delivers them as they were', async () => {
    const receiver = await startReceiver();
    const at = new Date(Date.now() - 60_000).toISOString();
    const waitingBody = JSON.stringify({
      id: 'event-waiting',
      event: 'application.submitted',
      createdAt: at,
      data: { applicationId: 'app-1' },
    });
    try {
      await runMigrationCase(dialect, {
        before: '003',
        env: { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET },
        // The database as the previous release left it: one event waiting for delivery, one delivered.
        fill: async (db) => {
          // The kit throws if a migration before 003 fails; the database is at the previous release's schema.
          expect(await db.selectFrom('kysely_migration').select('name').orderBy('name').execute()).toEqual([
            { name: '001-applications' },
            { name: '002-review' },
          ]);
          await (db as Kysely<OldTables>)
            .insertInto('webhook_events')
            .values([
              {
                id: 'event-waiting',
                event: 'application.submitted',
                payload: waitingBody,
                status: 'pending',
                attempts: 1,
                next_attempt_at: at,
                last_error: 'answered 503',
                created_at: at,
                delivered_at: null,
              },
              {
                id: 'event-done',
                event: 'application.submitted',
                payload: '{"id":"event-done"}',
                status: 'delivered',
                attempts: 1,
                next_attempt_at: at,
                last_error: null,
                created_at: at,
                delivered_at: at,
              },
            ])
            .execute();
        },
        check: async ({ app }) => {
          const delivered = await eventually(async () =>
            receiver.received.find((r) => r.headers[WEBHOOK_HEADERS.delivery] === 'event-waiting'),
          );
          expect(delivered.body).toBe(waitingBody);
          expect(delivered.headers[WEBHOOK_HEADERS.event]).toBe('application.submitted');
          const timestamp = String(delivered.headers[WEBHOOK_HEADERS.timestamp]);
          expect(verifyWebhook(SECRET, timestamp, delivered.body, String(delivered.headers[WEBHOOK_HEADERS.signature]))).toBe(
            true,
          );

          const jobs = await eventually(async () => {
            // Only the migrated webhook rows: the portal adds jobs of its own on start (the daily retention round).
            const rows = await jobsDb(app.database.db)
              .selectFrom('jobs')
              .selectAll()
              .where('kind', '=', 'webhook')
              .orderBy('id')
              .execute();
            return rows.every((row) => row.status === JOB_STATUS.delivered) ? rows : undefined;
          });
          expect(jobs).toMatchObject([
            { id: 'event-done', kind: 'webhook', attempts: 1, finished_at: at },
            { id: 'event-waiting', kind: 'webhook', attempts: 2 },
          ]);
          // The delivered one is not sent again.
          expect(receiver.received).toHaveLength(1);
        },
      });
    } finally {
      await receiver.close();
    }
  });
});
