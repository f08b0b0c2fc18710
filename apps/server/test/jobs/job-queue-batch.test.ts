import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, insertJobsOnce, type JobHandler } from '../../src/jobs/job-queue.ts';
import { JOB_STATUS, jobsDb } from '../../src/jobs/jobs-table.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';

/**
 * A kind delivered a batch at a time (`deliverMany`, the reminders): two queues (two instances) on one database
 * deliver every job exactly once, a batch at most `batchSize` long; a job whose delivery failed in its batch is retried
 * on its own and the rest of its batch is not delivered again.
 */
describe.each(TEST_DIALECTS)('batched background jobs (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.jobs.stop();
  });
  afterAll(() => t.close());

  it('two queues deliver 450 jobs in batches, each once; a failed one alone is retried', async () => {
    const delivered: string[] = [];
    const batchLengths: number[] = [];
    let failedOnce = false;
    const handler: JobHandler = {
      background: true,
      maxAttempts: 3,
      retryBaseMs: 10,
      batchSize: 100,
      deliver: async () => {
        throw new Error('a batched kind is delivered with deliverMany');
      },
      deliverMany: async (payloads) => {
        batchLengths.push(payloads.length);
        return payloads.map((payload) => {
          const { name } = payload as { name: string };
          if (name === 'job 7' && !failedOnce) {
            failedOnce = true;
            return new Error('the mail server refused this one');
          }
          delivered.push(name);
          return undefined;
        });
      },
    };
    const queue = () => createJobQueue({ db: t.app.database.db, log: t.app.log, handlers: { 'test-bulk': handler }, dialect });
    const queues = [queue(), queue()];
    await insertJobsOnce(
      t.app.database.db,
      Array.from({ length: 450 }, (_, i) => ({
        id: `bulk-batch-${dialect}-${i}`,
        kind: 'test-bulk',
        payload: { name: `job ${i}` },
      })),
    );
    const jobs = jobsDb(t.app.database.db);
    const waiting = async () =>
      Number(
        (
          await jobs
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('kind', '=', 'test-bulk')
            .where('status', '=', JOB_STATUS.pending)
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (let i = 0; i < 500 && (await waiting()) > 0; i += 1) {
      await Promise.all(queues.map((q) => q.runDue()));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await Promise.all(queues.map((q) => q.stop()));

    expect(await waiting()).toBe(0);
    expect([...delivered].sort()).toEqual(Array.from({ length: 450 }, (_, i) => `job ${i}`).sort());
    expect(Math.max(...batchLengths)).toBeLessThanOrEqual(100);
    expect(batchLengths.length).toBeLessThan(450 / 10);
    const rows = await jobs
      .selectFrom('jobs')
      .select(['id', 'status', 'attempts', 'last_error', 'payload'])
      .where('kind', '=', 'test-bulk')
      .execute();
    expect(rows.every((row) => row.status === JOB_STATUS.delivered && row.payload === '{}')).toBe(true);
    const retried = rows.filter((row) => row.attempts !== 1);
    expect(retried.map((row) => [row.id, row.attempts])).toEqual([[`bulk-batch-${dialect}-7`, 2]]);
  });
});
