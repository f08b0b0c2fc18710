import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationName } from '@portal/shared/graphql/operations';
import { CONSOLE_OPERATIONS } from '@portal/shared/graphql/console-operations';
import { REVIEW_MESSAGES } from '@portal/shared/review/review';
import { firstError, runOperation } from '../support/graphql-client.ts';
import { createTestApp, TEST_DIALECTS, TEST_ORIGIN, type TestApp } from '../support/helper.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';

/**
 * Roles in the console. Who may run each console operation and the export (and what everyone else is
 * told) is probed by security-access.test.ts.
 */
describe.each(TEST_DIALECTS)('console access (%s)', (dialect) => {
  let t: TestApp;
  let applicant: { cookie: string; userId: string };
  let reviewer: { cookie: string; userId: string };
  let admin: { cookie: string; userId: string };

  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
    applicant = await accountWithRole(t.app, 'applicant');
    reviewer = await accountWithRole(t.app, 'reviewer');
    admin = await accountWithRole(t.app, 'admin');
  });
  afterAll(() => t.close());

  const consoleOperations = Object.keys(CONSOLE_OPERATIONS) as (keyof typeof CONSOLE_OPERATIONS)[];

  it('every console operation is a trusted document', () => {
    for (const name of consoleOperations) expect(OPERATIONS[name as OperationName]).toBe(CONSOLE_OPERATIONS[name]);
  });

  it('reviewers see their role and the configured statuses', async () => {
    const meta = await runOperation<{ consoleMeta: { role: string; statuses: string[] } }>(
      t.app,
      'ConsoleMeta',
      {},
      reviewer.cookie,
    );
    expect(meta.data?.consoleMeta.role).toBe('reviewer');
    expect(meta.data?.consoleMeta.statuses).toEqual([
      'submitted',
      'under-review',
      'shortlisted',
      'accepted',
      'rejected',
      'waitlisted',
    ]);
    const viewer = await runOperation<{ viewer: { role: string } }>(t.app, 'Viewer', {}, reviewer.cookie);
    expect(viewer.data?.viewer.role).toBe('reviewer');
  });

  it('admins change roles; not their own, and only to a known role', async () => {
    const promoted = await runOperation<{ setUserRole: { role: string } }>(
      t.app,
      'SetUserRole',
      { userId: applicant.userId, role: 'reviewer' },
      admin.cookie,
    );
    expect(promoted.data?.setUserRole.role).toBe('reviewer');
    const nowReviewer = await runOperation<{ consoleMeta: { role: string } }>(t.app, 'ConsoleMeta', {}, applicant.cookie);
    expect(nowReviewer.data?.consoleMeta.role).toBe('reviewer');

    const back = await runOperation(t.app, 'SetUserRole', { userId: applicant.userId, role: 'applicant' }, admin.cookie);
    expect(back.errors).toBeUndefined();
    expect(firstError(await runOperation(t.app, 'ConsoleMeta', {}, applicant.cookie)).code).toBe('NOT_FOUND');

    expect(
      firstError(await runOperation(t.app, 'SetUserRole', { userId: admin.userId, role: 'applicant' }, admin.cookie)).message,
    ).toBe(REVIEW_MESSAGES.OWN_ROLE);
    expect(
      firstError(await runOperation(t.app, 'SetUserRole', { userId: applicant.userId, role: 'superuser' }, admin.cookie)).message,
    ).toBe(REVIEW_MESSAGES.ROLE_INVALID);
    expect(
      firstError(await runOperation(t.app, 'SetUserRole', { userId: 'nobody', role: 'reviewer' }, admin.cookie)).message,
    ).toBe(REVIEW_MESSAGES.USER_NOT_FOUND);

    const listed = await runOperation<{ consoleUsers: { items: { email: string; role: string }[] } }>(
      t.app,
      'ConsoleUsers',
      { search: 'reviewer' },
      admin.cookie,
    );
    expect(listed.data?.consoleUsers.items.map((u) => u.role)).toContain('reviewer');
  });

  it('nobody can give themselves a role at sign-up', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'Sneaky', email: 'sneaky@example.com', password: 'rural-india-2025!', role: 'admin' },
    });
    const row = await t.app.database.db
      .selectFrom('user')
      .selectAll()
      .where('email', '=', 'sneaky@example.com')
      .executeTakeFirst();
    expect(response.statusCode === 400 || (row as { role?: string } | undefined)?.role === 'applicant').toBe(true);
    if (row) expect((row as { role?: string }).role).toBe('applicant');
  });
});
