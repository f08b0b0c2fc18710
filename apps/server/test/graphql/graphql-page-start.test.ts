import { describe, expect, it } from 'vitest';
import { pageStartQueriesUrl, PAGE_START_QUERIES_PATH, PAGE_START_QUERIES_REFUSED } from '@portal/shared/web/server-paths';
import { signUp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { COMPANY, createGraphQLTestApp, founderWithApplication, runOperation } from '../support/graphql-client.ts';

/** GET /api/page-start (apps/server/src/graphql/page-start-route.ts): a signed-in page's first answers in one preloadable GET. */
describe.each(TEST_DIALECTS)('the answers a page shows first, in one GET (%s)', (dialect) => {
  // Production: only the app's own documents run (trusted documents), as in a deployment.
  const t = appPerSuite(() => createGraphQLTestApp(dialect, { NODE_ENV: 'production' }));
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("answers the founder's Viewer, MyApplication and the dashboard's lists as POST /graphql does, with whose they are, never cached", async () => {
    const { cookie, userId, applicationId } = await founderWithApplication(t.app);
    await runOperation(t.app, 'SaveCompanyInfo', { applicationId, input: COMPANY }, cookie);
    const response = await get(pageStartQueriesUrl(['Viewer', 'MyApplication', 'OpenCohorts', 'MyApplications']), cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const viewer = await runOperation(t.app, 'Viewer', undefined, cookie);
    const application = await runOperation(t.app, 'MyApplication', undefined, cookie);
    const cohorts = await runOperation(t.app, 'OpenCohorts', undefined, cookie);
    const applications = await runOperation(t.app, 'MyApplications', undefined, cookie);
    expect(response.json()).toEqual({
      userId,
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
  });

  it('answers only what was named, for a founder with no application yet', async () => {
    const { cookie, userId } = await signUp(t.app);
    const response = await get(pageStartQueriesUrl(['MyApplication']), cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId, answers: { MyApplication: { data: { myApplication: null } } } });
  });

  it('tells a visitor with no session to sign in (401), never with anyone else’s data', async () => {
    const response = await get(pageStartQueriesUrl(['Viewer', 'MyApplication']));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const forged = await get(pageStartQueriesUrl(['Viewer']), 'portal.session_token=forged.value');
    expect(forged.statusCode).toBe(401);
  });

  it.each([
    ['no list', PAGE_START_QUERIES_PATH],
    ['an empty list', `${PAGE_START_QUERIES_PATH}?queries=`],
    ['a mutation', `${PAGE_START_QUERIES_PATH}?queries=SaveCompanyInfo`],
    ['an unknown name', `${PAGE_START_QUERIES_PATH}?queries=Viewer,Everything`],
    ['a name twice', `${PAGE_START_QUERIES_PATH}?queries=Viewer,Viewer`],
    ['a list given twice', `${PAGE_START_QUERIES_PATH}?queries=Viewer&queries=MyApplication`],
    ['a document', `${PAGE_START_QUERIES_PATH}?queries=${encodeURIComponent('{ viewer { id } }')}`],
  ])('refuses %s with a clear 400 (a visitor is asked to sign in first)', async (_case, url) => {
    const { cookie } = await signUp(t.app);
    const response = await get(url, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: PAGE_START_QUERIES_REFUSED });
    expect((await get(url)).statusCode).toBe(401);
  });

  it('runs nothing sent in a POST', async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: PAGE_START_QUERIES_PATH,
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
