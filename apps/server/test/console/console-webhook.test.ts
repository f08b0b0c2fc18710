import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperation } from '../support/graphql-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { verifyWebhook, WEBHOOK_HEADERS } from '../../src/webhooks/webhook-signature.ts';
import { retryDelayMs } from '../../src/jobs/job-queue.ts';
import { jobsDb } from '../../src/jobs/jobs-table.ts';
import { accountWithRole, CONSOLE_ENV, eventually, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';

const SECRET = 'webhook-secret-for-tests-0123456789';

/** The stored webhook jobs (jobs/job-queue.ts). */
const webhookJobs = (t: TestApp) =>
  jobsDb(t.app.database.db).selectFrom('jobs').selectAll().where('kind', '=', 'webhook').execute();

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that answers with the next status in `answers` (then 200). */
const startReceiver = async (answers: number[]) => {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = answers.shift() ?? 200;
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

describe('webhook retry delays', () => {
  it('double after each failure', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(30_000, n))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });
});

/** Signed JSON POSTs on 'submitted' and 'status changed', retried with backoff, never blocking a request. */
describe.each(TEST_DIALECTS)('outgoing webhook (%s)', (dialect) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    // The first delivery fails (500), the retry after the backoff succeeds.
    receiver = await startReceiver([500]);
    t = await createTestApp(dialect, {
      ...CONSOLE_ENV,
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_RETRY_BASE_SECONDS: '0.2',
      WEBHOOK_MAX_ATTEMPTS: '3',
    });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it("posts 'application.submitted', signed, and retries after a failure", async () => {
    const founder = await submittedThroughApi(t.app, { companyName: 'Gram Solar' });
    await eventually(async () => receiver.received.length >= 2);
    const [failed, retried] = receiver.received as [Received, Received];
    expect(retried.headers[WEBHOOK_HEADERS.delivery]).toBe(failed.headers[WEBHOOK_HEADERS.delivery]);
    expect(retried.headers[WEBHOOK_HEADERS.event]).toBe('application.submitted');
    expect(retried.headers['content-type']).toBe('application/json');
    const timestamp = String(retried.headers[WEBHOOK_HEADERS.timestamp]);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(30);
    expect(verifyWebhook(SECRET, timestamp, retried.body, String(retried.headers[WEBHOOK_HEADERS.signature]))).toBe(true);
    expect(
      verifyWebhook('another-secret-0123456789', timestamp, retried.body, String(retried.headers[WEBHOOK_HEADERS.signature])),
    ).toBe(false);
    expect(
      verifyWebhook(SECRET, timestamp, retried.body.replace('Gram', 'Fake'), String(retried.headers[WEBHOOK_HEADERS.signature])),
    ).toBe(false);
    const payload = JSON.parse(retried.body);
    expect(payload).toMatchObject({
      event: 'application.submitted',
      data: { applicationId: founder.applicationId, cohortId: 'first', companyName: 'Gram Solar' },
    });

    // The receiver has the retry before the job row records its answer.
    const stored = await eventually(async () => {
      const jobs = await webhookJobs(t);
      return jobs[0]?.status === 'delivered' ? jobs : undefined;
    });
    expect(stored).toMatchObject([{ status: 'delivered', attempts: 2 }]);
  });

  it("posts 'application.status_changed' with from and to", async () => {
    const founder = await submittedThroughApi(t.app);
    const reviewer = await accountWithRole(t.app, 'reviewer');
    const before = receiver.received.length;
    await runOperation(
      t.app,
      'ChangeApplicationStatus',
      { applicationId: founder.applicationId, status: 'under-review', note: 'private' },
      reviewer.cookie,
    );
    const event = await eventually(async () =>
      receiver.received.slice(before).find((r) => r.headers[WEBHOOK_HEADERS.event] === 'application.status_changed'),
    );
    const payload = JSON.parse(event.body);
    expect(payload.data).toMatchObject({
      applicationId: founder.applicationId,
      cohortId: 'first',
      from: 'submitted',
      to: 'under-review',
    });
    // Private notes never leave the portal.
    expect(event.body).not.toContain('private');
  });
});

describe.each(TEST_DIALECTS)('outgoing webhook that keeps failing (%s)', (dialect) => {
  it('gives up after WEBHOOK_MAX_ATTEMPTS and the founder never waited for it', async () => {
    const receiver = await startReceiver([503, 503, 503, 503]);
    const t = await createTestApp(dialect, {
      ...CONSOLE_ENV,
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_RETRY_BASE_SECONDS: '0.05',
      WEBHOOK_MAX_ATTEMPTS: '2',
    });
    try {
      const started = performance.now();
      await submittedThroughApi(t.app);
      expect(performance.now() - started).toBeLessThan(5_000);
      const stored = await eventually(async () => {
        const rows = await webhookJobs(t);
        return rows[0]?.status === 'failed' ? rows : undefined;
      });
      expect(stored[0]).toMatchObject({ attempts: 2, last_error: 'answered 503' });
      expect(receiver.received).toHaveLength(2);
    } finally {
      await t.close();
      await receiver.close();
    }
  });
});
