import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/texts/messages';
import { founderWithApplication, firstError, PERSONAL, runOperation } from '../support/graphql-client.ts';
import { createTestApp, signUp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { CONSOLE_ENV, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';
import { insertFirstMembers } from '../support/fixtures/members.ts';

/** After COHORT_CLOSES_AT no new applications and no submissions; GET /api/config says so. */
describe.each(TEST_DIALECTS)('cohort deadline (%s)', (dialect) => {
  let open: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    open = await createTestApp(dialect, { ...CONSOLE_ENV, COHORT_CLOSES_AT: new Date(Date.now() + 86_400_000).toISOString() });
    closed = await createTestApp(dialect, { ...CONSOLE_ENV, COHORT_CLOSES_AT: '2020-01-31T23:59:59+05:30' });
  });
  afterAll(async () => {
    await open.close();
    await closed.close();
  });

  it('before the deadline everything works and the config says open', async () => {
    const config = (await open.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config).toMatchObject({ applicationsClosed: false });
    expect(Date.parse(config.cohortClosesAt)).toBeGreaterThan(Date.now());
    await submittedThroughApi(open.app);
  });

  it('after it, a new application is refused with the closed message', async () => {
    expect((await closed.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      applicationsClosed: true,
      cohortClosesAt: '2020-01-31T18:29:59.000Z',
    });
    const { cookie } = await signUp(closed.app);
    const result = await runOperation(closed.app, 'SavePersonalInfo', { input: PERSONAL }, cookie);
    expect(firstError(result)).toMatchObject({ code: 'APPLICATIONS_CLOSED', message: MESSAGES.APPLICATIONS_CLOSED });
    const mine = await runOperation<{ myApplication: unknown }>(closed.app, 'MyApplication', undefined, cookie);
    expect(mine.data?.myApplication).toBeNull();
  });

  it('after it, an existing draft can be edited but not submitted', async () => {
    // The draft was started before the deadline: insert it directly on the closed app.
    const { cookie, userId } = await signUp(closed.app);
    const now = new Date().toISOString();
    await closed.app.database.db
      .insertInto('applications')
      .values({
        id: `draft-${userId}`,
        user_id: userId,
        cohort_id: 'first',
        name: 'Asha',
        application_status: 'in-progress',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await insertFirstMembers(closed.app.database.db, [{ id: `draft-${userId}`, userId, cohortId: 'first' }]);
    const edited = await runOperation(closed.app, 'SavePersonalInfo', { input: PERSONAL }, cookie);
    expect(edited.errors).toBeUndefined();
    const submit = await runOperation(closed.app, 'SubmitApplication', { applicationId: `draft-${userId}` }, cookie);
    expect(firstError(submit)).toMatchObject({ code: 'APPLICATIONS_CLOSED', message: MESSAGES.APPLICATIONS_CLOSED });
  });

  it('an unparseable deadline stops start-up with a readable message', async () => {
    await expect(createTestApp(dialect, { COHORT_CLOSES_AT: 'next friday' })).rejects.toThrow(
      /COHORT_CLOSES_AT must be an ISO date-time/,
    );
  });

  it('founders with an application keep their dashboard data', async () => {
    const { cookie } = await founderWithApplication(open.app);
    const viewer = await runOperation<{ viewer: { application: { status: string } } }>(open.app, 'Viewer', {}, cookie);
    expect(viewer.data?.viewer.application.status).toBe('in-progress');
  });
});
