import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/texts/messages';
import { BUSINESS, COMPANY, FUNDING, firstError, runOperation } from '../support/graphql-client.ts';
import { createTestApp, signUp, TEST_DIALECTS, uniqueEmail, type TestApp } from '../support/helper.ts';
import { messagesTo } from '../support/auth-kit.ts';
import { CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';

interface Conflict {
  field: string;
  stored: string;
  storedBy: string | null;
  storedAt: string | null;
  yours: string;
}
type Saved = Record<string, unknown> & { id: string; stepVersions: Record<string, number>; conflicts: Conflict[] };
type Member = { cookie: string; name: string };

/**
 * Per-field merging (docs/co-founders.md): two members save the same step from two devices, each naming the fields
 * it changed with the value it started from. Different fields are both kept in either order; the same field is a
 * conflict answered with both values and who wrote the stored one; a replay changes nothing; a save without bases
 * keeps today's whole-step rules.
 */
describe.each(TEST_DIALECTS)('per-field merge of step saves (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
  });
  afterAll(() => t.close());

  const op = <D>(name: Parameters<typeof runOperation>[1], variables: Record<string, unknown>, cookie?: string) =>
    runOperation<D>(t.app, name, variables, cookie);

  /** Asha's application with the company step saved, and Bina joined to it. */
  const team = async (): Promise<{ applicationId: string; asha: Member; bina: Member }> => {
    const ashaEmail = uniqueEmail('asha');
    const asha = await signUp(t.app, { name: 'Asha Rao', email: ashaEmail });
    const saved = await op<{ savePersonalInfo: Saved }>(
      'SavePersonalInfo',
      { input: { name: 'Asha Rao', email: ashaEmail, phone: '9876543210' } },
      asha.cookie,
    );
    const applicationId = saved.data!.savePersonalInfo.id;
    expect((await op('SaveCompanyInfo', { applicationId, input: COMPANY }, asha.cookie)).errors).toBeUndefined();
    const binaEmail = uniqueEmail('bina');
    expect((await op('InviteCoFounder', { applicationId, address: binaEmail }, asha.cookie)).errors).toBeUndefined();
    const bina = await signUp(t.app, { name: 'Bina Das', email: binaEmail });
    const link = (await messagesTo(t, binaEmail)).map((m) => /\/join\?token=([A-Za-z0-9_-]+)/.exec(m.body)?.[1]).find(Boolean);
    expect((await op('JoinApplication', { token: link }, bina.cookie)).errors).toBeUndefined();
    return { applicationId, asha: { cookie: asha.cookie, name: 'Asha Rao' }, bina: { cookie: bina.cookie, name: 'Bina Das' } };
  };

  const base = (field: string, value: unknown) => ({ field, base: JSON.stringify(value) });
  const saveCompany = async (who: Member, applicationId: string, input: Record<string, unknown>, fieldBases: unknown) =>
    op<{ saveCompanyInfo: Saved }>('SaveCompanyInfo', { applicationId, input, fieldBases }, who.cookie);
  const stored = async (who: Member) => (await op<{ myApplication: Saved }>('MyApplication', {}, who.cookie)).data!.myApplication;

  it('keeps both members’ changes to different fields, in either order of arrival', async () => {
    for (const ashaFirst of [true, false]) {
      const { applicationId, asha, bina } = await team();
      // Both started from COMPANY: Asha changed the city (offline), Bina the team size.
      const ashaSave = () => saveCompany(asha, applicationId, { ...COMPANY, city: 'Nashik' }, [base('city', 'Pune')]);
      const binaSave = () => saveCompany(bina, applicationId, { ...COMPANY, teamSize: 9 }, [base('teamSize', 5)]);
      const [first, second] = ashaFirst ? [await ashaSave(), await binaSave()] : [await binaSave(), await ashaSave()];
      expect(first.errors).toBeUndefined();
      expect(second.errors).toBeUndefined();
      expect(second.data!.saveCompanyInfo.conflicts).toEqual([]);
      expect(second.data!.saveCompanyInfo).toMatchObject({ city: 'Nashik', teamSize: 9, description: COMPANY.description });
      expect(await stored(asha)).toMatchObject({ city: 'Nashik', teamSize: 9, companyName: COMPANY.companyName });
    }
  });

  it('answers the same field changed by both with both values and who wrote the stored one, and overwrites nothing', async () => {
    const { applicationId, asha, bina } = await team();
    const binaSaved = await saveCompany(bina, applicationId, { ...COMPANY, city: 'Satara', teamSize: 7 }, [
      base('city', 'Pune'),
      base('teamSize', 5),
    ]);
    expect(binaSaved.data!.saveCompanyInfo.conflicts).toEqual([]);

    // Asha, offline since before Bina's save, changed the city and the description.
    const ashaSaved = await saveCompany(asha, applicationId, { ...COMPANY, city: 'Nashik', description: 'Solar cold rooms' }, [
      base('city', 'Pune'),
      base('description', COMPANY.description),
    ]);
    expect(ashaSaved.errors).toBeUndefined();
    const answer = ashaSaved.data!.saveCompanyInfo;
    expect(answer.conflicts).toEqual([
      { field: 'city', stored: '"Satara"', storedBy: 'Bina Das', storedAt: expect.any(String), yours: '"Nashik"' },
    ]);
    // The description (no conflict) is kept; the city stays Bina's until someone chooses.
    expect(answer).toMatchObject({ city: 'Satara', description: 'Solar cold rooms', teamSize: 7 });

    // Asha chooses her value: saved with the stored value as its base, it goes through.
    const chosen = await saveCompany(
      asha,
      applicationId,
      { ...COMPANY, city: 'Nashik', description: answer.description, teamSize: answer.teamSize },
      [base('city', 'Satara')],
    );
    expect(chosen.data!.saveCompanyInfo.conflicts).toEqual([]);
    expect(await stored(bina)).toMatchObject({ city: 'Nashik', description: 'Solar cold rooms', teamSize: 7 });
  });

  it('answers a replay of a merge save with the stored application and no conflict', async () => {
    const { applicationId, asha, bina } = await team();
    const save = () => saveCompany(asha, applicationId, { ...COMPANY, city: 'Nashik' }, [base('city', 'Pune')]);
    expect((await save()).data!.saveCompanyInfo.conflicts).toEqual([]);
    const again = await save(); // the answer to the first was lost
    expect(again.data!.saveCompanyInfo.conflicts).toEqual([]);
    expect(await stored(bina)).toMatchObject({ city: 'Nashik' });
  });

  it('merges numbers, yes/no and the sector as stored (funding in rupees, the DPIIT flag, an own sector)', async () => {
    const { applicationId, asha, bina } = await team();
    expect((await op('SaveFundingInfo', { applicationId, input: FUNDING }, asha.cookie)).errors).toBeUndefined();
    expect((await op('SaveBusinessDetails', { applicationId, input: BUSINESS }, asha.cookie)).errors).toBeUndefined();
    const funding = await op<{ saveFundingInfo: Saved }>(
      'SaveFundingInfo',
      { applicationId, input: { ...FUNDING, grantFunding: '2,00,000' }, fieldBases: [base('grantFunding', 0)] },
      bina.cookie,
    );
    expect(funding.data!.saveFundingInfo).toMatchObject({ grantFunding: 200000, equityFunding: 1000000, conflicts: [] });
    const flag = await saveCompany(bina, applicationId, { ...COMPANY, hasDpiitCertification: false }, [
      base('hasDpiitCertification', true),
    ]);
    expect(flag.data!.saveCompanyInfo).toMatchObject({ hasDpiitCertification: false, conflicts: [] });
    const sector = await op<{ saveBusinessDetails: Saved }>(
      'SaveBusinessDetails',
      {
        applicationId,
        input: { ...BUSINESS, sector: 'other', otherSector: 'Cold chain' },
        fieldBases: [base('sector', 'agriculture'), base('otherSector', null)],
      },
      asha.cookie,
    );
    expect(sector.errors).toBeUndefined();
    expect(sector.data!.saveBusinessDetails).toMatchObject({ sector: 'other', otherSector: 'Cold chain', conflicts: [] });
    // Bina, still on agriculture, changes the sector too: a conflict naming Asha.
    const late = await op<{ saveBusinessDetails: Saved }>(
      'SaveBusinessDetails',
      { applicationId, input: { ...BUSINESS, sector: 'mobility' }, fieldBases: [base('sector', 'agriculture')] },
      bina.cookie,
    );
    expect(late.data!.saveBusinessDetails.conflicts).toMatchObject([
      { field: 'sector', stored: '"other"', storedBy: 'Asha Rao' },
    ]);
    expect(await stored(asha)).toMatchObject({ sector: 'other', otherSector: 'Cold chain' });
  });

  it('takes a change based on nothing stored over the form default a co-founder filled in, never a typed value', async () => {
    const { applicationId, asha, bina } = await team();
    const business = (who: Member, input: Record<string, unknown>, fieldBases: unknown) =>
      op<{ saveBusinessDetails: Saved }>('SaveBusinessDetails', { applicationId, input, fieldBases }, who.cookie);
    const funding = (who: Member, input: Record<string, unknown>, fieldBases: unknown) =>
      op<{ saveFundingInfo: Saved }>('SaveFundingInfo', { applicationId, input, fieldBases }, who.cookie);
    // Bina's saves fill the form's defaults she left (a revenue band, a sector, no grant), based on nothing stored.
    const filled = await business(bina, { sector: 'agriculture', foundingYear: '2020', revenue: '<25L' }, [
      base('sector', null),
      base('foundingYear', null),
      base('revenue', null),
    ]);
    expect(filled.data!.saveBusinessDetails.conflicts).toEqual([]);
    await funding(bina, { equityFunding: '0', debtFunding: '0', grantFunding: '0' }, [
      base('equityFunding', null),
      base('debtFunding', null),
      base('grantFunding', null),
    ]);
    // Asha, who saw those defaults on a blank form, changed them: written, no conflict.
    const changed = await business(asha, { sector: 'mobility', foundingYear: '2020', revenue: '25-50L' }, [
      base('sector', null),
      base('revenue', null),
    ]);
    expect(changed.data!.saveBusinessDetails).toMatchObject({ sector: 'mobility', revenue: '25-50L', conflicts: [] });
    const money = await funding(asha, { equityFunding: '0', debtFunding: '0', grantFunding: '50,000' }, [
      base('grantFunding', null),
    ]);
    expect(money.data!.saveFundingInfo).toMatchObject({ grantFunding: 50000, conflicts: [] });
    // A value someone typed is not a default: a change based on nothing meets it as a conflict.
    const late = await business(bina, { sector: 'agriculture', foundingYear: '2020', revenue: '50L-1Cr' }, [
      base('revenue', null),
    ]);
    expect(late.data!.saveBusinessDetails.conflicts).toMatchObject([{ field: 'revenue', stored: '"25-50L"' }]);
    expect(await stored(bina)).toMatchObject({ sector: 'mobility', revenue: '25-50L', grantFunding: 50000 });
  });

  it('refuses a field of another step or a base that is not JSON with a clear 4xx, writing nothing', async () => {
    const { applicationId, asha } = await team();
    const other = await saveCompany(asha, applicationId, { ...COMPANY, city: 'Nashik' }, [base('sector', 'agriculture')]);
    expect(firstError(other).code).toBe('VALIDATION_FAILED');
    const broken = await saveCompany(asha, applicationId, { ...COMPANY, city: 'Nashik' }, [{ field: 'city', base: '{Pune' }]);
    expect(firstError(broken).code).toBe('VALIDATION_FAILED');
    expect(await stored(asha)).toMatchObject({ city: 'Pune' });
  });

  it('keeps the whole-step rules for a save without bases (older clients)', async () => {
    const { applicationId, asha, bina } = await team();
    const version = (await stored(asha)).stepVersions['company']!;
    const binaSaved = await op(
      'SaveCompanyInfo',
      { applicationId, input: { ...COMPANY, city: 'Satara' }, baseVersion: version },
      bina.cookie,
    );
    expect(binaSaved.errors).toBeUndefined();
    const stale = await op(
      'SaveCompanyInfo',
      { applicationId, input: { ...COMPANY, teamSize: 9 }, baseVersion: version },
      asha.cookie,
    );
    expect(firstError(stale)).toMatchObject({ code: 'STALE_WRITE', message: MESSAGES.STALE_WRITE });
    expect(await stored(asha)).toMatchObject({ city: 'Satara', teamSize: 5 });
  });

  it('does not write a submitted application or someone else’s', async () => {
    const { applicationId } = await team();
    const stranger = await signUp(t.app, { name: 'Chitra', email: uniqueEmail('chitra') });
    const result = await saveCompany({ cookie: stranger.cookie, name: 'Chitra' }, applicationId, COMPANY, [base('city', 'Pune')]);
    expect(result.data).toBeNull();
    expect(['COMPLETE_PERSONAL_FIRST', 'APPLICATION_NOT_FOUND']).toContain(firstError(result).code);
  });
});
