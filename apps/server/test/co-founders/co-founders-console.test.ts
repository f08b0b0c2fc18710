import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLIND_REVIEW_TEXTS } from '@portal/shared/review/blind-review';
import { BUSINESS, COMPANY, FUNDING, runOperation } from '../support/graphql-client.ts';
import { createTestApp, signUp, TEST_DIALECTS, TEST_ORIGIN, uniqueEmail, type TestApp } from '../support/helper.ts';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { messagesTo } from '../support/auth-kit.ts';
import { accountWithRole, CONSOLE_ENV, seedSubmitted } from '../support/fixtures/console-fixtures.ts';
import { readCsv } from '../support/fixtures/read-csv.ts';

type Member = { name: string; email: string; joinedAt: string };
type Links = { applicationId: string | null; companyName: string | null; reasons: string[] }[];
type Detail = { members: Member[]; duplicates: Links; description: string | null };

const tokenTo = async (t: TestApp, to: string): Promise<string> => {
  for (const message of (await messagesTo(t, to)).reverse()) {
    const match = /\/join\?token=([A-Za-z0-9_-]+)/.exec(message.body);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no invite link to ${to}`);
};

/**
 * The console and co-founders (docs/co-founders.md): the team on the application page, duplicate detection over every
 * member's account email, blind review hiding every member, and the members in the CSV. REVIEW_BLIND is on: the
 * reviewer reviews blind, the admin sees everything.
 */
describe.each(TEST_DIALECTS)('co-founders in the console (%s)', (dialect) => {
  let t: TestApp;
  let admin: { cookie: string };
  let reviewer: { cookie: string; userId: string };
  let applicationId: string;
  let aEmail: string;
  let bEmail: string;
  let soloId: string | undefined;
  const op = <D>(name: Parameters<typeof runOperation>[1], variables: Record<string, unknown>, cookie?: string) =>
    runOperation<D>(t.app, name, variables, cookie);

  /**
   * A founder's application, joined by co-founders with these names before the founder submits it; its company
   * named as given, and the founder's phone.
   */
  const teamApplication = async (
    coFounders: string[],
    company = { companyName: 'Quill Farms', city: COMPANY.city },
    phone = '9876543210',
  ) => {
    const email = uniqueEmail('asha');
    const a = await signUp(t.app, { name: 'Asha Rao', email });
    const saved = await op<{ savePersonalInfo: { id: string } }>(
      'SavePersonalInfo',
      { input: { name: 'Asha Rao', email, phone } },
      a.cookie,
    );
    const id = saved.data!.savePersonalInfo.id;
    const emails: string[] = [];
    for (const name of coFounders) {
      const to = uniqueEmail('cofounder');
      expect((await op('InviteCoFounder', { applicationId: id, address: to }, a.cookie)).errors).toBeUndefined();
      const account = await signUp(t.app, { name, email: to });
      expect((await op('JoinApplication', { token: await tokenTo(t, to) }, account.cookie)).errors).toBeUndefined();
      emails.push(to);
    }
    // The description names the second founder: a blind reviewer must not read it.
    const description = `${coFounders[0] ?? 'Asha'} built cold storage for farmers`;
    await op('SaveCompanyInfo', { applicationId: id, input: { ...COMPANY, ...company, description } }, a.cookie);
    await op('SaveBusinessDetails', { applicationId: id, input: BUSINESS }, a.cookie);
    await op('SaveFundingInfo', { applicationId: id, input: FUNDING }, a.cookie);
    await t.app.database.db
      .updateTable('applications')
      .set({ video_url: `/files/${id}` })
      .where('id', '=', id)
      .execute();
    const submitted = await op<{ submitApplication: { status: string } }>('SubmitApplication', { applicationId: id }, a.cookie);
    expect(submitted.data?.submitApplication.status).toBe('submitted');
    return { id, email, emails, cookie: a.cookie };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { ...CONSOLE_ENV, REVIEW_BLIND: 'true' });
    admin = await accountWithRole(t.app, 'admin', 'Anil Admin');
    reviewer = await accountWithRole(t.app, 'reviewer', 'Ritu Reviewer');
    const team = await teamApplication(['Bina Quillfeather', '=Chirag Calc']);
    applicationId = team.id;
    aEmail = team.email;
    bEmail = team.emails[0]!;
    // The co-founder also applied alone, typing her account email: nothing else in common.
    [soloId] = await seedSubmitted(t.app, [
      { companyName: 'Solo Venture', name: 'B. Q.', email: bEmail, phone: '9123456780', city: 'Nagpur' },
    ]);
  });
  afterAll(() => t.close());

  const detailAs = async (cookie: string, id = applicationId) => {
    const result = await op<{ consoleApplication: Detail }>('ConsoleApplication', { id }, cookie);
    expect(result.errors).toBeUndefined();
    return result.data!.consoleApplication;
  };

  it('shows the whole team on the application page, first joined first', async () => {
    const detail = await detailAs(admin.cookie);
    expect(detail.members.map((m) => [m.name, m.email])).toEqual([
      ['Asha Rao', aEmail],
      ['Bina Quillfeather', bEmail],
      ['=Chirag Calc', expect.any(String)],
    ]);
  });

  it('finds a duplicate through any member: a co-founder who also applied alone with her account email', async () => {
    expect((await detailAs(admin.cookie)).duplicates).toEqual(
      expect.arrayContaining([{ applicationId: soloId, companyName: 'Solo Venture', reasons: ['email'] }]),
    );
    expect((await detailAs(admin.cookie, soloId)).duplicates).toEqual([
      { applicationId, companyName: 'Quill Farms', reasons: ['email'] },
    ]);
  });

  it('hides every member from a blind reviewer: the team, their names in the answers, the duplicate link', async () => {
    const detail = await detailAs(reviewer.cookie);
    expect(detail.members).toHaveLength(3);
    for (const member of detail.members)
      expect(member).toMatchObject({ name: BLIND_REVIEW_TEXTS.withheld, email: BLIND_REVIEW_TEXTS.withheld });
    expect(detail.description).toContain(BLIND_REVIEW_TEXTS.withheld);
    const text = JSON.stringify(detail);
    for (const word of ['Quillfeather', 'Bina', 'Chirag', 'Asha', bEmail, aEmail]) expect(text).not.toContain(word);
    expect(detail.duplicates).toEqual([{ applicationId: null, companyName: null, reasons: ['email'] }]);
    // The admin's answer names them: the checks above would see a leak.
    expect(JSON.stringify(await detailAs(admin.cookie))).toContain('Quillfeather');
  });

  it("has the members in the CSV, neutralised like every cell; a blind reviewer's CSV has no such column", async () => {
    const exportAs = async (cookie: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/console/export.csv', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return response.body.replace(/^\uFEFF/, '');
    };
    const rows = readCsv(await exportAs(admin.cookie));
    const column = rows[0]!.indexOf('Team members');
    expect(column).toBeGreaterThan(0);
    const row = rows.find((r) => r[0] === applicationId)!;
    expect(row[column]).toMatch(new RegExp(`^Asha Rao <${aEmail}>; Bina Quillfeather <${bEmail}>; '=Chirag Calc <`));
    expect(rows.find((r) => r[0] === soloId)![column]).toMatch(/^B\. Q\. </);

    const blindCsv = await exportAs(reviewer.cookie);
    expect(readCsv(blindCsv)[0]).not.toContain('Team members');
    for (const word of ['Quillfeather', 'Chirag', bEmail]) expect(blindCsv).not.toContain(word);
  });

  it("keeps every co-founder's name out of a blind reviewer's list rows, search, CSV, queue and correction requests", async () => {
    // The co-founder's name is in the company name and the city, and in a correction request the founder sends.
    const team = await teamApplication(
      ['Devika Marathe'],
      { companyName: 'Marathe Agro Works', city: 'Devika Nagar' },
      '9811122233',
    );
    const correction = await t.app.inject({
      method: 'POST',
      url: PRIVACY_PATHS.corrections,
      headers: { cookie: team.cookie, origin: TEST_ORIGIN },
      payload: { field: 'Company name, as Devika Marathe spells it', correction: 'Marathe Agro Works Pvt Ltd' },
    });
    expect(correction.statusCode).toBe(201);
    const stage = (
      await op<{ saveReviewStage: { id: string; name: string }[] }>(
        'SaveReviewStage',
        { input: { name: 'Team round', reviewersPerApplication: 1, criteria: [{ label: 'Impact', weight: 1 }] } },
        admin.cookie,
      )
    ).data!.saveReviewStage.find((s) => s.name === 'Team round')!;
    expect(
      (await op('MoveApplicationsToStage', { applicationIds: [team.id], stageId: stage.id }, admin.cookie)).errors,
    ).toBeUndefined();
    expect(
      (await op('AssignReviewer', { applicationId: team.id, reviewerId: reviewer.userId }, admin.cookie)).errors,
    ).toBeUndefined();

    type Row = { id: string; companyName: string | null; city: string | null };
    const listAs = async (cookie: string, search?: string) =>
      (
        await op<{ consoleApplications: { items: Row[] } }>(
          'ConsoleApplications',
          { filter: search ? { search } : null, page: 1, pageSize: 100 },
          cookie,
        )
      ).data!.consoleApplications.items;
    const csvAs = async (cookie: string, search: string) =>
      readCsv(
        (await t.app.inject({ method: 'GET', url: `/console/export.csv?search=${search}`, headers: { cookie } })).body.replace(
          /^\uFEFF/,
          '',
        ),
      )
        .slice(1)
        .map((row) => row[0]);
    const leaks = (text: string) =>
      ['devika', 'marathe', team.emails[0]!.toLowerCase()].filter((w) => text.toLowerCase().includes(w));

    const row = (await listAs(reviewer.cookie)).find((r) => r.id === team.id)!;
    expect(row).toMatchObject({
      companyName: `${BLIND_REVIEW_TEXTS.withheld} Agro Works`,
      city: `${BLIND_REVIEW_TEXTS.withheld} Nagar`,
    });
    // Found by what the reviewer reads, never by the withheld name.
    for (const search of ['Marathe', 'devika', 'Devika Nagar'])
      expect([search, (await listAs(reviewer.cookie, search)).map((r) => r.id)]).toEqual([search, []]);
    expect((await listAs(reviewer.cookie, 'Agro Works')).map((r) => r.id)).toEqual([team.id]);
    expect((await listAs(reviewer.cookie, team.id)).map((r) => r.id)).toEqual([team.id]);
    expect(await csvAs(reviewer.cookie, 'Marathe')).toEqual([]);
    expect(await csvAs(reviewer.cookie, 'Agro')).toEqual([team.id]);

    const queue = await op<{ myReviewQueue: { items: { applicationId: string }[] } }>(
      'MyReviewQueue',
      { stageId: stage.id, page: 1 },
      reviewer.cookie,
    );
    const review = await op('MyReview', { applicationId: team.id }, reviewer.cookie);
    expect(queue.data!.myReviewQueue.items.map((i) => i.applicationId)).toEqual([team.id]);
    const corrections = await t.app.inject({
      method: 'GET',
      url: PRIVACY_PATHS.consoleCorrections,
      headers: { cookie: reviewer.cookie },
    });
    expect(corrections.json()).toMatchObject({
      corrections: expect.arrayContaining([expect.objectContaining({ applicationId: team.id })]),
    });
    for (const [what, text] of [
      ['list', JSON.stringify(await listAs(reviewer.cookie))],
      ['queue', JSON.stringify(queue)],
      ['review', JSON.stringify(review)],
      ['corrections', corrections.body],
    ] as const)
      expect({ what, leaks: leaks(text) }).toEqual({ what, leaks: [] });

    // The admin sees them all: the checks above would see a leak.
    expect(leaks(JSON.stringify(await listAs(admin.cookie, 'Marathe')))).toEqual(['devika', 'marathe']);
    expect(await csvAs(admin.cookie, 'Marathe')).toEqual([team.id]);
  });
});
