import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_OPERATIONS } from '@portal/shared/graphql/console-operations';
import { runOperation } from '../support/graphql-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import {
  accountWithRole,
  CONSOLE_ENV,
  leaks,
  PERSONAL,
  seedSubmitted,
  submittedThroughApi,
} from '../support/fixtures/console-fixtures.ts';
import {
  consoleOperationVariables,
  expectBlindDetail,
  insertPitchDeckNamedAfterFounder,
  reviewerDownloads,
  writeFounderDetailsIntoNotes,
  type Answer,
} from '../support/fixtures/blind-review-kit.ts';

type Op = keyof typeof CONSOLE_OPERATIONS;

/**
 * With REVIEW_BLIND on, blind review leaks nothing; duplicate links; the publish preview. Blind review per
 * stage: review-blind-stages.test.ts; calibrated scores: review-calibration.test.ts.
 */
describe.each(TEST_DIALECTS)('fair review (%s)', (dialect) => {
  let t: TestApp;
  let founder: { cookie: string; applicationId: string; userId: string };
  let admin: { cookie: string };
  let blind: { cookie: string };
  let fileId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { ...CONSOLE_ENV, REVIEW_BLIND: 'true' });
    founder = await submittedThroughApi(t.app, { companyName: 'Gram Solar' });
    admin = await accountWithRole(t.app, 'admin', 'Anil Admin');
    blind = await accountWithRole(t.app, 'reviewer', 'Ritu Reviewer');
    fileId = await insertPitchDeckNamedAfterFounder(t.app, founder);
    await writeFounderDetailsIntoNotes(t.app, founder.applicationId, admin.cookie);
  });
  afterAll(() => t.close());

  it('no answer a blind reviewer can get names the founder: every console operation, the CSV, the files, the history', async () => {
    const id = founder.applicationId;
    const responses: Answer[] = [];
    const variables = consoleOperationVariables(id, founder.userId);
    expect(Object.keys(variables).sort()).toEqual(Object.keys(CONSOLE_OPERATIONS).sort());
    for (const op of Object.keys(CONSOLE_OPERATIONS) as Op[]) {
      const result = await runOperation(t.app, op, variables[op], blind.cookie);
      responses.push({ what: op, text: JSON.stringify(result) });
    }
    // The list searched by the founder's email or name finds nothing for a blind reviewer (no confirming oracle).
    for (const search of [PERSONAL.email, PERSONAL.name]) {
      const found = await runOperation<{ consoleApplications: { total: number } }>(
        t.app,
        'ConsoleApplications',
        { filter: { search }, page: 1 },
        blind.cookie,
      );
      expect(found.data?.consoleApplications.total).toBe(0);
    }
    responses.push(...(await reviewerDownloads(t.app, { cookie: blind.cookie, fileId, companyName: 'Gram Solar' })));

    expectBlindDetail(responses);
    for (const { what, text } of responses) expect({ what, leaks: leaks(text) }).toEqual({ what, leaks: [] });

    // The same search over the admin's answers does find the founder: the check would see a leak.
    const adminView = await runOperation(t.app, 'ConsoleApplication', { id }, admin.cookie);
    expect(leaks(JSON.stringify(adminView))).toEqual(expect.arrayContaining(['name', 'email', 'phone']));
  });

  it('a blind reviewer may not publish; the admin sees the exact email first', async () => {
    const refused = await runOperation(t.app, 'PublishDecision', { applicationId: founder.applicationId }, blind.cookie);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await runOperation(
      t.app,
      'ChangeApplicationStatus',
      { applicationId: founder.applicationId, status: 'accepted' },
      admin.cookie,
    );
    const preview = await runOperation<{
      consoleDecisionPreview: { to: string; subject: string; text: string; stageProgress: unknown };
    }>(t.app, 'ConsoleDecisionPreview', { applicationId: founder.applicationId }, admin.cookie);
    expect(preview.data?.consoleDecisionPreview).toMatchObject({ stageProgress: null });
    expect(preview.data?.consoleDecisionPreview.text).toContain('Congratulations: your application is accepted (Gram Solar).');
    const published = await runOperation<{ publishDecision: { decision: string } }>(
      t.app,
      'PublishDecision',
      { applicationId: founder.applicationId },
      admin.cookie,
    );
    expect(published.data?.publishDecision.decision).toBe('accepted');
  });

  it('flags applications sharing a phone, email or normalised company name, linked both ways', async () => {
    const twin = await submittedThroughApi(t.app, { companyName: 'Other Venture' });
    const [sameName] = await seedSubmitted(t.app, [
      { companyName: 'gram-solar private limited', email: 'different@example.org' },
    ]);
    await t.app.database.db.updateTable('applications').set({ phone_no: '9000000001' }).where('id', '=', sameName!).execute();
    type Links = { applicationId: string; reasons: string[] }[];
    const linksOf = async (id: string) =>
      (await runOperation<{ consoleApplication: { duplicates: Links } }>(t.app, 'ConsoleApplication', { id }, admin.cookie)).data!
        .consoleApplication.duplicates;
    const original = await linksOf(founder.applicationId);
    expect(original).toEqual(
      expect.arrayContaining([
        { applicationId: twin.applicationId, companyName: 'Other Venture', reasons: ['email', 'phone'] },
        { applicationId: sameName, companyName: 'gram-solar private limited', reasons: ['company'] },
      ]),
    );
    expect((await linksOf(twin.applicationId)).map((l) => l.applicationId)).toContain(founder.applicationId);
    expect(await linksOf(sameName!)).toEqual([
      { applicationId: founder.applicationId, companyName: 'Gram Solar', reasons: ['company'] },
    ]);
    const list = await runOperation<{ consoleApplications: { items: { id: string; duplicates: Links }[] } }>(
      t.app,
      'ConsoleApplications',
      { page: 1, pageSize: 100 },
      admin.cookie,
    );
    expect(list.data!.consoleApplications.items.find((r) => r.id === sameName)!.duplicates).toHaveLength(1);
  });

  it('flags applications sharing a DPIIT number however it was written, in the list and on the detail page', async () => {
    const certified = await submittedThroughApi(t.app, { companyName: 'Kisan Drones', dpiitNumber: 'dipp 4242' });
    // Nothing else in common: another phone, email and company name; the number as it might have been stored before.
    const [sameNumber, otherNumber] = await seedSubmitted(t.app, [
      { companyName: 'Aero Farming Labs', email: 'aero@example.org', phone: '9000000002', dpiitNumber: ' Dipp4242 ' },
      { companyName: 'Neer Filters', email: 'neer@example.org', phone: '9000000003', dpiitNumber: 'DIPP4243' },
    ]);
    type Links = { applicationId: string; companyName: string | null; reasons: string[] }[];
    const linksOf = async (id: string) =>
      (await runOperation<{ consoleApplication: { duplicates: Links } }>(t.app, 'ConsoleApplication', { id }, admin.cookie)).data!
        .consoleApplication.duplicates;
    expect(await linksOf(sameNumber!)).toEqual([
      { applicationId: certified.applicationId, companyName: 'Kisan Drones', reasons: ['dpiit'] },
    ]);
    expect(await linksOf(certified.applicationId)).toContainEqual({
      applicationId: sameNumber,
      companyName: 'Aero Farming Labs',
      reasons: ['dpiit'],
    });
    expect(await linksOf(otherNumber!)).toEqual([]);
    const list = await runOperation<{ consoleApplications: { items: { id: string; duplicates: Links }[] } }>(
      t.app,
      'ConsoleApplications',
      { page: 1, pageSize: 100 },
      admin.cookie,
    );
    expect(list.data!.consoleApplications.items.find((r) => r.id === sameNumber)!.duplicates).toEqual([
      { applicationId: certified.applicationId, companyName: 'Kisan Drones', reasons: ['dpiit'] },
    ]);
  });
});
