import { describe, expect, it } from 'vitest';
import { createTestApp, giveConsent, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { cookieOf, post } from '../support/auth-kit.ts';
import { founderWithApplication, PERSONAL, runOperation } from '../support/graphql-client.ts';
import { closeCohortIn, reminderMails, remindersSettled } from '../support/reminder-kit.ts';
import { remindersDb } from '../../src/modules/reminders/reminder-tables.ts';

/** An anonymous visitor's draft (ALLOW_ANONYMOUS_SIGN_IN) gets no reminder: its address is Better Auth's placeholder. */
describe.each(TEST_DIALECTS)('reminders and anonymous visitors on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', ALLOW_ANONYMOUS_SIGN_IN: 'true' }));

  it('reminds the founder with an account and not the anonymous visitor', async () => {
    const anonymous = await post(t, '/api/auth/sign-in/anonymous', {});
    expect(anonymous.statusCode).toBe(200);
    const cookie = cookieOf(anonymous);
    const anonymousId = (anonymous.json() as { user: { id: string } }).user.id;
    await giveConsent(t.app, cookie);
    expect((await runOperation(t.app, 'SavePersonalInfo', { input: PERSONAL }, cookie)).errors).toBeUndefined();
    const founder = await founderWithApplication(t.app);

    await closeCohortIn(t.app, 120);
    await t.app.reminders.runNow();
    await remindersSettled([t.app]);
    const reminded = await remindersDb(t.app.database.db).selectFrom('reminder_sends').select('user_id').execute();
    expect(reminded.map((r) => r.user_id)).toEqual([founder.userId]);
    expect(reminded.map((r) => r.user_id)).not.toContain(anonymousId);
    expect(reminderMails(t.dataDir)).toHaveLength(1);
  });
});
