import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { pageStartUrl, PAGE_START_PATH, PAGE_START_QUERIES_REFUSED, PUBLIC_CONFIG_PATH } from '@portal/shared/web/server-paths';
import { signUp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { COMPANY, createGraphQLTestApp, founderWithApplication, runOperation } from '../support/graphql-client.ts';

/** GET /api/page-start (apps/server/src/graphql/page-start-route.ts): what a page shows first, in one preloadable GET. */
describe.each(TEST_DIALECTS)('what a page shows first, in one GET (%s)', (dialect) => {
  // Production: only the app's own documents run (trusted documents), as in a deployment.
  const t = appPerSuite(() => createGraphQLTestApp(dialect, { NODE_ENV: 'production' }));
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  /** What the three addresses the answer stands in for answer on their own. */
  const ownAnswers = async (cookie?: string) => ({
    config: (await get(PUBLIC_CONFIG_PATH)).json(),
    session: (await get('/api/auth/get-session', cookie)).json() as { user: Record<string, unknown> } | null,
    privacyStatus: cookie ? (await get(PRIVACY_PATHS.status, cookie)).json() : null,
  });

  it("answers the configuration, the session's user, the privacy status and the founder's first operations as their own addresses do, never cached", async () => {
    const { cookie, applicationId } = await founderWithApplication(t.app);
    await runOperation(t.app, 'SaveCompanyInfo', { applicationId, input: COMPANY }, cookie);
    const response = await get(pageStartUrl(['Viewer', 'MyApplication', 'OpenCohorts', 'MyApplications']), cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const { config, session, privacyStatus } = await ownAnswers(cookie);
    const viewer = await runOperation(t.app, 'Viewer', undefined, cookie);
    const application = await runOperation(t.app, 'MyApplication', undefined, cookie);
    const cohorts = await runOperation(t.app, 'OpenCohorts', undefined, cookie);
    const applications = await runOperation(t.app, 'MyApplications', undefined, cookie);
    const { id, name, email, role } = session!.user;
    expect(response.json()).toEqual({
      config,
      user: { id, name, email, role },
      privacyStatus,
      answers: {
        Viewer: { data: viewer.data },
        MyApplication: { data: application.data },
        OpenCohorts: { data: cohorts.data },
        MyApplications: { data: applications.data },
      },
    });
    expect((applications.data as { myApplications: { id: string }[] }).myApplications.map((a) => a.id)).toEqual([applicationId]);
    expect((cohorts.data as { openCohorts: unknown[] }).openCohorts.length).toBeGreaterThan(0);
    expect((application.data as { myApplication: { companyName: string } }).myApplication.companyName).toBe(COMPANY.companyName);
    expect((privacyStatus as { consentNeeded: boolean }).consentNeeded).toBe(false);
  });

  it('answers only the operations named, and none when none are named', async () => {
    const { cookie, userId } = await signUp(t.app);
    const named = await get(pageStartUrl(['MyApplication']), cookie);
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ user: { id: userId }, answers: { MyApplication: { data: { myApplication: null } } } });
    expect(Object.keys(named.json().answers)).toEqual(['MyApplication']);
    const none = await get(PAGE_START_PATH, cookie);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ user: { id: userId }, answers: {} });
    expect(none.json().privacyStatus).toEqual((await ownAnswers(cookie)).privacyStatus);
  });

  it('answers a visitor, or a forged session, the configuration alone: nobody named, nothing personal', async () => {
    const { config } = await ownAnswers();
    for (const cookie of [undefined, 'portal.session_token=forged.value']) {
      const response = await get(pageStartUrl(['Viewer', 'MyApplication']), cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ config, user: null, privacyStatus: null, answers: {} });
      expect(response.headers['cache-control']).toContain('no-store');
    }
  });

  it('renews a session older than a day as get-session does: a later expiry, and its cookie sent again', async () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    // Better Auth's own table, as its adapter stores it.
    const db = t.app.database.db as unknown as Kysely<{ session: { userId: string; expiresAt: Date | string } }>;
    /** A session last renewed two days ago (30-day sessions, renewed at most daily: auth/auth.ts). */
    const agedSession = async () => {
      const { cookie, userId } = await signUp(t.app);
      const aged = new Date(Date.now() + 28 * DAY_MS);
      // Stored as each dialect stores it: a Date on PostgreSQL, ISO text on SQLite.
      const stored = (await db.selectFrom('session').select('expiresAt').where('userId', '=', userId).executeTakeFirstOrThrow())
        .expiresAt;
      await db
        .updateTable('session')
        .set({ expiresAt: stored instanceof Date ? aged : aged.toISOString() })
        .where('userId', '=', userId)
        .execute();
      return { cookie, userId };
    };
    const expiryOf = async (userId: string) =>
      new Date(
        (await db.selectFrom('session').select('expiresAt').where('userId', '=', userId).executeTakeFirstOrThrow()).expiresAt,
      );
    const cookieNames = (setCookie: string | string[] | undefined) =>
      [setCookie ?? []]
        .flat()
        .map((c) => c.slice(0, c.indexOf('=')))
        .sort();

    const plain = await agedSession();
    const own = await get('/api/auth/get-session', plain.cookie);
    const started = await agedSession();
    const answer = await get(PAGE_START_PATH, started.cookie);
    expect(cookieNames(own.headers['set-cookie'])).not.toEqual([]);
    expect(cookieNames(answer.headers['set-cookie'])).toEqual(cookieNames(own.headers['set-cookie']));
    for (const { userId } of [plain, started])
      expect((await expiryOf(userId)).getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it.each([
    ['an empty list', `${PAGE_START_PATH}?queries=`],
    ['a mutation', `${PAGE_START_PATH}?queries=SaveCompanyInfo`],
    ['an unknown name', `${PAGE_START_PATH}?queries=Viewer,Everything`],
    ['a name twice', `${PAGE_START_PATH}?queries=Viewer,Viewer`],
    ['a list given twice', `${PAGE_START_PATH}?queries=Viewer&queries=MyApplication`],
    ['a document', `${PAGE_START_PATH}?queries=${encodeURIComponent('{ viewer { id } }')}`],
  ])('refuses %s with a clear 400, signed in or not', async (_case, url) => {
    const { cookie } = await signUp(t.app);
    for (const asker of [cookie, undefined]) {
      const response = await get(url, asker);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: PAGE_START_QUERIES_REFUSED });
    }
  });

  it('runs nothing sent in a POST', async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: PAGE_START_PATH,
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
