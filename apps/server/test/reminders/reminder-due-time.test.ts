import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { createGraphQLTestApp, founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { closeCohortIn, reminderMails } from '../support/reminder-kit.ts';

/**
 * A reminder goes when it comes due, not at the scheduler's next round: here the rounds are an hour apart
 * (REMINDER_ROUND_SECONDS), and a cohort whose close an admin moved brings its 3-hour reminder due a few seconds
 * later. The instance runs a round when the cohort changes and another at the reminder's time.
 */
describe.each(TEST_DIALECTS)('a reminder at its due time on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createGraphQLTestApp(dialect, { REMINDER_ROUND_SECONDS: '3600' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is sent once its time comes, though the next round is an hour away', async () => {
    const founder = await founderWithApplication(t.app);
    const viewer = await runOperation<{ viewer: { email: string } }>(t.app, 'Viewer', undefined, founder.cookie);
    const mailsToFounder = () => reminderMails(t.dataDir).filter((mail) => mail.to === viewer.data!.viewer.email);
    await t.app.reminders.runNow();
    // The 3-hour reminder comes due 3 seconds from now.
    const dueAt = Date.now() + 3_000;
    await closeCohortIn(t.app, 180 + 3 / 60, [180]);
    await t.app.reminders.runNow();
    expect(mailsToFounder()).toHaveLength(0);
    await expect.poll(() => mailsToFounder().length, { timeout: 30_000, interval: 200 }).toBe(1);
    expect(Date.now()).toBeGreaterThanOrEqual(dueAt);
  }, 60_000);
});
