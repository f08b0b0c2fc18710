import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationName } from '@portal/shared/operations';
import { CONSOLE_OPERATIONS } from '@portal/shared/console-operations';
import { REVIEW_MESSAGES } from '@portal/shared/review';
import { firstError, runOperation } from './graphql-client.ts';
import { createTestApp, TEST_DIALECTS, TEST_ORIGIN, type TestApp } from './helper.ts';
import { accountWithRole, CONSOLE_ENV, seedSubmitted, submittedThroughApi } from './fixtures/console-fixtures.ts';

/** Issue 6: the console exists only for reviewers and admins; everyone else is told it does not exist. */
describe.each(TEST_DIALECTS)('console access (%s)', (dialect) => {
  let t: TestApp;
  let applicationId: string;
  let applicant: { cookie: string; userId: string };
  let reviewer: { cookie: string; userId: string };
  let admin: { cookie: string; userId: string };

  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
    [applicationId] = await seedSubmitted(t.app, [{ companyName: 'Gram Solar' }]) as [string];
    applicant = await accountWithRole(t.app, 'applicant');
    reviewer = await accountWithRole(t.app, 'reviewer');
    admin = await accountWithRole(t.app, 'admin');
  });
  afterAll(() => t.close());

  const variablesFor = (name: keyof typeof CONSOLE_OPERATIONS): Record<string, unknown> =>
    ({
      ConsoleMeta: {},
      ConsoleApplications: {},
      ConsoleApplication: { id: applicationId },
      ConsoleOverview: {},
      ConsoleUsers: {},
      ChangeApplicationStatus: { applicationId, status: 'under-review' },
      ScoreApplication: { applicationId, scores: [{ criterion: 'team', score: 4 }] },
      AddReviewComment: { applicationId, body: 'Strong team' },
      PublishDecision: { applicationId },
      SetUserRole: { userId: applicant.userId, role: 'admin' },
    })[name];

  const consoleOperations = Object.keys(CONSOLE_OPERATIONS) as (keyof typeof CONSOLE_OPERATIONS)[];

  it('every console operation is a trusted document', () => {
    for (const name of consoleOperations) expect(OPERATIONS[name as OperationName]).toBe(CONSOLE_OPERATIONS[name]);
  });

  it.each(consoleOperations)('%s: visitors and applicants get NOT_FOUND, and nothing changes', async (name) => {
    for (const cookie of [undefined, applicant.cookie]) {
      const result = await runOperation(t.app, name, variablesFor(name), cookie);
      expect(result.data).toBeFalsy();
      expect(firstError(result)).toMatchObject({ code: 'NOT_FOUND', message: REVIEW_MESSAGES.NOT_FOUND });
    }
    const history = await t.app.database.db.selectFrom('review_history' as never).selectAll().execute();
    expect(history).toHaveLength(0);
    const role = await t.app.database.db.selectFrom('user').select('id').where('id', '=', applicant.userId).executeTakeFirst();
    expect(role).toBeDefined();
  });

  it('reviewers read the console but cannot list accounts or change roles', async () => {
    const meta = await runOperation<{ consoleMeta: { role: string; statuses: string[] } }>(t.app, 'ConsoleMeta', {}, reviewer.cookie);
    expect(meta.data?.consoleMeta.role).toBe('reviewer');
    expect(meta.data?.consoleMeta.statuses).toEqual(['submitted', 'under-review', 'shortlisted', 'accepted', 'rejected', 'waitlisted']);

    const users = await runOperation(t.app, 'ConsoleUsers', {}, reviewer.cookie);
    expect(firstError(users)).toMatchObject({ code: 'FORBIDDEN', message: REVIEW_MESSAGES.ADMIN_ONLY });
    const promote = await runOperation(t.app, 'SetUserRole', { userId: reviewer.userId, role: 'admin' }, reviewer.cookie);
    expect(firstError(promote)).toMatchObject({ code: 'FORBIDDEN', message: REVIEW_MESSAGES.ADMIN_ONLY });
    const viewer = await runOperation<{ viewer: { role: string } }>(t.app, 'Viewer', {}, reviewer.cookie);
    expect(viewer.data?.viewer.role).toBe('reviewer');
  });

  it('admins change roles; not their own, and only to a known role', async () => {
    const promoted = await runOperation<{ setUserRole: { role: string } }>(t.app, 'SetUserRole', { userId: applicant.userId, role: 'reviewer' }, admin.cookie);
    expect(promoted.data?.setUserRole.role).toBe('reviewer');
    const nowReviewer = await runOperation<{ consoleMeta: { role: string } }>(t.app, 'ConsoleMeta', {}, applicant.cookie);
    expect(nowReviewer.data?.consoleMeta.role).toBe('reviewer');

    const back = await runOperation(t.app, 'SetUserRole', { userId: applicant.userId, role: 'applicant' }, admin.cookie);
    expect(back.errors).toBeUndefined();
    expect(firstError(await runOperation(t.app, 'ConsoleMeta', {}, applicant.cookie)).code).toBe('NOT_FOUND');

    expect(firstError(await runOperation(t.app, 'SetUserRole', { userId: admin.userId, role: 'applicant' }, admin.cookie)).message).toBe(REVIEW_MESSAGES.OWN_ROLE);
    expect(firstError(await runOperation(t.app, 'SetUserRole', { userId: applicant.userId, role: 'superuser' }, admin.cookie)).message).toBe(REVIEW_MESSAGES.ROLE_INVALID);
    expect(firstError(await runOperation(t.app, 'SetUserRole', { userId: 'nobody', role: 'reviewer' }, admin.cookie)).message).toBe(REVIEW_MESSAGES.USER_NOT_FOUND);

    const listed = await runOperation<{ consoleUsers: { items: { email: string; role: string }[] } }>(t.app, 'ConsoleUsers', { search: 'reviewer' }, admin.cookie);
    expect(listed.data?.consoleUsers.items.map((u) => u.role)).toContain('reviewer');
  });

  it('nobody can give themselves a role at sign-up', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'Sneaky', email: 'sneaky@example.com', password: 'rural-india-2025!', role: 'admin' },
    });
    const row = await t.app.database.db.selectFrom('user').selectAll().where('email', '=', 'sneaky@example.com').executeTakeFirst();
    expect(response.statusCode === 400 || (row as { role?: string } | undefined)?.role === 'applicant').toBe(true);
    if (row) expect((row as { role?: string }).role).toBe('applicant');
  });

  it('the CSV export answers 404 to visitors and applicants', async () => {
    for (const cookie of [undefined, applicant.cookie]) {
      const response = await t.app.inject({ method: 'GET', url: '/console/export.csv', headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: REVIEW_MESSAGES.NOT_FOUND });
    }
  });

  it("reviewers read a submitted application's files; other founders still cannot", async () => {
    const founder = await submittedThroughApi(t.app);
    const fileId = randomUUID();
    const now = new Date().toISOString();
    await t.app.database.db
      .insertInto('files')
      .values({ id: fileId, owner_id: founder.userId, application_id: founder.applicationId, kind: 'financial_statement', name: 's.pdf', type: 'application/pdf', size: 0, sha256: null, storage_key: fileId, status: 'ready', created_at: now, updated_at: now })
      .execute();
    const asReviewer = await t.app.inject({ method: 'HEAD', url: `/files/${fileId}`, headers: { cookie: reviewer.cookie } });
    expect(asReviewer.statusCode).toBe(200);
    const asOther = await t.app.inject({ method: 'HEAD', url: `/files/${fileId}`, headers: { cookie: applicant.cookie } });
    expect(asOther.statusCode).toBe(404);
  });
});
