import { ERROR_CODE } from '@portal/shared/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY, firstError, founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { accountWithRole, CONSOLE_ENV, seedSubmitted } from '../support/fixtures/console-fixtures.ts';

interface InProgressPage {
  total: number;
  page: number;
  items: { id: string; companyName: string | null; city: string | null; createdAt: string; updatedAt: string }[];
}

/** Issue 14: admins see applications still in progress (how many, and a read-only list); submitted ones are not there. */
describe.each(TEST_DIALECTS)('in-progress applications (%s)', (dialect) => {
  let t: TestApp;
  let admin: { cookie: string };
  let reviewer: { cookie: string };
  let drafts: string[];
  let submitted: string[];

  const inProgress = (who: { cookie?: string }, page = 1) =>
    runOperation<{ consoleInProgress: InProgressPage }>(t.app, 'ConsoleInProgress', { page }, who.cookie);

  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
    admin = await accountWithRole(t.app, 'admin');
    reviewer = await accountWithRole(t.app, 'reviewer');
    const first = await founderWithApplication(t.app);
    const second = await founderWithApplication(t.app);
    await runOperation(
      t.app,
      'SaveCompanyInfo',
      { applicationId: second.applicationId, input: { ...COMPANY, companyName: 'Half Done' } },
      second.cookie,
    );
    drafts = [first.applicationId, second.applicationId];
    submitted = await seedSubmitted(t.app, [{ companyName: 'Already In' }]);
  });
  afterAll(() => t.close());

  it('lists the drafts, latest activity first, with their count; no submitted application', async () => {
    const result = await inProgress(admin);
    expect(result.errors).toBeUndefined();
    const page = result.data!.consoleInProgress;
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.id)).toEqual([drafts[1], drafts[0]]);
    expect(page.items[0]).toMatchObject({ companyName: 'Half Done', city: COMPANY.city });
    expect(page.items.map((i) => i.id)).not.toContain(submitted[0]);
  });

  it('is for admins: a reviewer is refused, others are told the console does not exist', async () => {
    expect(firstError(await inProgress(reviewer)).code).toBe(ERROR_CODE.FORBIDDEN);
    expect(firstError(await inProgress({})).code).toBe(ERROR_CODE.NOT_FOUND);
    expect(firstError(await inProgress(admin, 0)).code).toBe(ERROR_CODE.VALIDATION_FAILED);
  });
});
