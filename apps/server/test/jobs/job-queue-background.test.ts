import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, insertJobsOnce, type JobHandler } from '../../src/jobs/job-queue.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';

/** Bulk work (reminders) yields to every other kind: a sign-in code enqueued behind it goes in the next round. */
describe.each(TEST_DIALECTS)('background jobs yield (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('delivers an urgent job in the first round although 100 background jobs fell due before it', async () => {
    const delivered: string[] = [];
    const handler = (background: boolean): JobHandler => ({
      background,
      maxAttempts: 1,
      retryBaseMs: 1000,
      deliver: async (payload) => {
        delivered.push((payload as { name: string }).name);
      },
    });
    const queue = createJobQueue({
      db: t.app.database.db,
      log: t.app.log,
      handlers: { 'test-reminder': handler(true), 'test-sign-in-code': handler(false) },
    });
    await insertJobsOnce(
      t.app.database.db,
      Array.from({ length: 100 }, (_, i) => ({
        id: `bulk-${dialect}-${i}`,
        kind: 'test-reminder',
        payload: { name: `reminder ${i}` },
      })),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await insertJobsOnce(t.app.database.db, [{ id: `code-${dialect}`, kind: 'test-sign-in-code', payload: { name: 'code' } }]);

    await queue.runDue();
    // One round takes 20 due jobs: without the yield they would all be reminders, the code left for a later round.
    expect(delivered).toContain('code');
    // The round is filled up with background work: reminders still go, a batch at a time.
    expect(delivered.length).toBeGreaterThan(1);
    await queue.stop();
  });
});
