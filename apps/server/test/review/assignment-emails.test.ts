import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_EMAILS } from '@portal/shared/texts/team-emails';
import { runOperation } from '../support/graphql-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { messagesTo, sessionEmail } from '../support/auth-kit.ts';
import { accountWithRole, CONSOLE_ENV, seedSubmitted } from '../support/fixtures/console-fixtures.ts';

type Account = { cookie: string; userId: string };

/** A reviewer is told by email, in their language, when applications are assigned to them: once per assignment run. */
describe.each(TEST_DIALECTS)('assignment emails (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let english: Account & { email: string };
  let hindi: Account & { email: string };
  let stageId: string;

  const op = <D>(name: Parameters<typeof runOperation>[1], variables: Record<string, unknown>, who: Account) =>
    runOperation<D>(t.app, name, variables, who.cookie);
  const assignedMails = async (to: string) => (await messagesTo(t, to)).filter((m) => m.body.includes('/console/reviews'));

  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
    admin = await accountWithRole(t.app, 'admin', 'Anita Admin');
    const withEmail = async (name: string) => {
      const account = await accountWithRole(t.app, 'reviewer', name);
      return { ...account, email: (await sessionEmail(t, account.cookie))! };
    };
    english = await withEmail('Esha');
    hindi = await withEmail('Harsh');
    await op('SetLanguage', { language: 'hi' }, hindi);
    await seedSubmitted(
      t.app,
      Array.from({ length: 4 }, (_, i) => ({ companyName: `Seed ${i}`, city: 'Nashik' })),
    );
    const saved = await op<{ saveReviewStage: { id: string }[] }>(
      'SaveReviewStage',
      { input: { name: 'Screening', reviewersPerApplication: 1, criteria: [{ label: 'Team', weight: 1 }] } },
      admin,
    );
    stageId = saved.data!.saveReviewStage[0]!.id;
    await op('MoveTopApplications', { fromStageId: null, toStageId: stageId, count: 1000 }, admin);
  });
  afterAll(() => t.close());

  it('one run sends each reviewer one email with their count, in their language', async () => {
    const run = await op<{ autoAssignStage: { created: number } }>('AutoAssignStage', { stageId }, admin);
    expect(run.data!.autoAssignStage.created).toBe(4);
    const [toEnglish, toHindi] = [await assignedMails(english.email), await assignedMails(hindi.email)];
    expect(toEnglish).toHaveLength(1);
    expect(toHindi).toHaveLength(1);
    const product = t.config.productName;
    expect(toEnglish[0]!.headers.Subject).toBe(
      TEAM_EMAILS.en.assigned({ productName: product, count: 2, stageName: 'Screening', queueLink: '' }).subject,
    );
    expect(toHindi[0]!.headers.Subject).toBe(
      TEAM_EMAILS.hi.assigned({ productName: product, count: 2, stageName: 'Screening', queueLink: '' }).subject,
    );
    expect(toEnglish[0]!.body).toContain('“Screening”');
    // A second run with every seat filled assigns nothing and tells nobody.
    await op('AutoAssignStage', { stageId }, admin);
    expect(await assignedMails(english.email)).toHaveLength(1);
  });

  it('a conflict tells the replacement reviewer, with one email', async () => {
    const queue = await op<{ myReviewQueue: { items: { applicationId: string }[] } }>(
      'MyReviewQueue',
      { stageId: null, page: 1 },
      english,
    );
    const applicationId = queue.data!.myReviewQueue.items[0]!.applicationId;
    const declared = await op('DeclareConflict', { applicationId, conflict: true, note: 'My cousin' }, english);
    expect(declared.errors).toBeUndefined();
    const toHindi = await assignedMails(hindi.email);
    expect(toHindi).toHaveLength(2);
    expect(toHindi.at(-1)!.body).toContain('चरण “Screening” के 1 आवेदन');
  });
});
