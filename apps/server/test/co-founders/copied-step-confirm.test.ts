import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS, COMPANY, FUNDING, PERSONAL, runOperation } from '../support/graphql-client.ts';
import { createTestApp, signUp, TEST_DIALECTS, uniqueEmail, type TestApp } from '../support/helper.ts';
import { messagesTo } from '../support/auth-kit.ts';
import { accountWithRole, CONSOLE_ENV, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';

type Saved = Record<string, unknown> & {
  id: string;
  uncheckedSteps: string[];
  stepVersions: Record<string, number>;
  conflicts: unknown[];
};

const DAY = 24 * 60 * 60 * 1000;
const ist = (offsetDays: number): string =>
  `${new Date(Date.now() + offsetDays * DAY + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 19)}+05:30`;

/**
 * A step copied from an earlier application ("start from last time", docs/cohorts.md) and confirmed unchanged by one
 * member while a co-founder saved it: the confirmation is a merge save naming no field (docs/co-founders.md). It is
 * never refused as stale, overwrites nothing, and the step leaves the unchecked list.
 */
describe.each(TEST_DIALECTS)('confirming a copied step unchanged beside a co-founder (%s)', (dialect) => {
  let t: TestApp;
  let cohortId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
    const admin = (await accountWithRole(t.app, 'admin')).cookie;
    const cohort = await runOperation<{ createCohort: { id: string } }>(
      t.app,
      'CreateCohort',
      { input: { nameEn: 'Monsoon 2026', nameHi: 'मानसून 2026', description: null, opensAt: ist(-1), closesAt: ist(30) } },
      admin,
    );
    cohortId = cohort.data!.createCohort.id;
  });
  afterAll(() => t.close());

  const op = <D>(name: Parameters<typeof runOperation>[1], variables: Record<string, unknown>, cookie?: string) =>
    runOperation<D>(t.app, name, variables, cookie);

  /** Asha starts the new cohort from her submitted application; Bina joins it. */
  const copiedTeam = async () => {
    const asha = await submittedThroughApi(t.app);
    const started = await op<{ startApplication: Saved }>(
      'StartApplication',
      { cohortId, copyFrom: asha.applicationId },
      asha.cookie,
    );
    expect(started.errors).toBeUndefined();
    const draft = started.data!.startApplication;
    expect(draft.uncheckedSteps).toContain('company');
    const binaEmail = uniqueEmail('bina');
    expect((await op('InviteCoFounder', { applicationId: draft.id, address: binaEmail }, asha.cookie)).errors).toBeUndefined();
    const bina = await signUp(t.app, { name: 'Bina Das', email: binaEmail });
    const link = (await messagesTo(t, binaEmail)).map((m) => /\/join\?token=([A-Za-z0-9_-]+)/.exec(m.body)?.[1]).find(Boolean);
    expect((await op('JoinApplication', { token: link }, bina.cookie)).errors).toBeUndefined();
    return { draft, asha: asha.cookie, bina: bina.cookie };
  };
  const stored = async (cookie: string) => (await op<{ myApplication: Saved }>('MyApplication', {}, cookie)).data!.myApplication;

  it('checks the step without refusing it or writing anything, after a co-founder saved it', async () => {
    const { draft, asha, bina } = await copiedTeam();
    const copied = { ...COMPANY, dpiitNumber: '' };
    const binaSaved = await op<{ saveCompanyInfo: Saved }>(
      'SaveCompanyInfo',
      { applicationId: draft.id, input: { ...copied, city: 'Satara' }, fieldBases: [{ field: 'city', base: '"Pune"' }] },
      bina,
    );
    expect(binaSaved.data!.saveCompanyInfo).toMatchObject({ city: 'Satara', conflicts: [] });
    const version = binaSaved.data!.saveCompanyInfo.stepVersions['company'];

    // Asha, on the copy as it was started, confirms the step with Save & Next: no field changed.
    const confirmed = await op<{ saveCompanyInfo: Saved }>(
      'SaveCompanyInfo',
      { applicationId: draft.id, input: copied, fieldBases: [] },
      asha,
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.saveCompanyInfo).toMatchObject({ city: 'Satara', conflicts: [] });
    expect(confirmed.data!.saveCompanyInfo.uncheckedSteps).not.toContain('company');
    // Nothing was written: the version stays, so nobody's older save of the step is refused for it.
    expect(confirmed.data!.saveCompanyInfo.stepVersions['company']).toBe(version);
    const after = await stored(bina);
    expect(after).toMatchObject({ city: 'Satara', companyName: COMPANY.companyName });
    expect(after.uncheckedSteps).not.toContain('company');
    expect(after.uncheckedSteps).toEqual(draft.uncheckedSteps.filter((s) => s !== 'company'));
  });

  it('checks a copied step nobody saved yet, one step at a time, whichever member confirms it', async () => {
    const { draft, asha, bina } = await copiedTeam();
    const before = await stored(bina);
    const confirmed = await op<{ saveCompanyInfo: Saved }>(
      'SaveCompanyInfo',
      { applicationId: draft.id, input: { ...COMPANY, dpiitNumber: '' }, fieldBases: [] },
      asha,
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.saveCompanyInfo.conflicts).toEqual([]);
    const after = await stored(bina);
    expect(after.uncheckedSteps).toEqual(draft.uncheckedSteps.filter((s) => s !== 'company'));
    expect(after.stepVersions).toEqual(before.stepVersions);
    // Confirmed again (a replay): still checked, nothing else changes.
    const again = await op<{ saveCompanyInfo: Saved }>(
      'SaveCompanyInfo',
      { applicationId: draft.id, input: { ...COMPANY, dpiitNumber: '' }, fieldBases: [] },
      asha,
    );
    expect(again.data!.saveCompanyInfo.uncheckedSteps).toEqual(after.uncheckedSteps);

    // The first and the last of the list go the same way, by any member; then nothing is left to check.
    expect(
      (await op('SaveFundingInfo', { applicationId: draft.id, input: FUNDING, fieldBases: [] }, bina)).errors,
    ).toBeUndefined();
    expect((await op('SavePersonalInfo', { input: PERSONAL, fieldBases: [] }, asha)).errors).toBeUndefined();
    expect((await stored(asha)).uncheckedSteps).toEqual(['business']);
    await op('SaveBusinessDetails', { applicationId: draft.id, input: BUSINESS, fieldBases: [] }, bina);
    expect(await stored(asha)).toMatchObject({ uncheckedSteps: [], stepVersions: before.stepVersions });
  });
});
