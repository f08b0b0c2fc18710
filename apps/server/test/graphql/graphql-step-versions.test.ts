import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/texts/messages';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { signUp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import {
  BUSINESS,
  COMPANY,
  createGraphQLTestApp,
  firstError,
  founderWithApplication,
  FUNDING,
  myApplication,
  PERSONAL,
  runOperation,
} from '../support/graphql-client.ts';

/**
 * A phone replays queued step saves when its connection returns. A replay of a save that already
 * landed changes nothing; a save based on an older version than the stored one is refused, so it never
 * overwrites what another device saved since.
 */
describe.each(TEST_DIALECTS)('step versions: replayed and stale saves (%s)', (dialect) => {
  const t = appPerSuite(() => createGraphQLTestApp(dialect));

  const saveCompany = (applicationId: string, input: unknown, baseVersion: number | undefined, cookie: string) =>
    runOperation<{ saveCompanyInfo: ApplicationRecord }>(t.app, 'SaveCompanyInfo', { applicationId, input, baseVersion }, cookie);
  const storedFor = (cookie: string) => myApplication(t.app, cookie);

  it('counts the saves of each step', async () => {
    const founder = await founderWithApplication(t.app);
    expect((await storedFor(founder.cookie)).stepVersions).toEqual({ personal: 1, company: 0, business: 0, funding: 0 });
    const saved = await saveCompany(founder.applicationId, COMPANY, 0, founder.cookie);
    expect(saved.data?.saveCompanyInfo.stepVersions).toEqual({ personal: 1, company: 1, business: 0, funding: 0 });
    const business = await runOperation<{ saveBusinessDetails: ApplicationRecord }>(
      t.app,
      'SaveBusinessDetails',
      { applicationId: founder.applicationId, input: BUSINESS, baseVersion: 0 },
      founder.cookie,
    );
    expect(business.data?.saveBusinessDetails.stepVersions).toEqual({ personal: 1, company: 1, business: 1, funding: 0 });
  });

  it('answers an identical replay with the stored application and changes nothing', async () => {
    const founder = await founderWithApplication(t.app);
    const first = await saveCompany(founder.applicationId, COMPANY, 0, founder.cookie);
    expect(first.errors).toBeUndefined();
    const stored = await storedFor(founder.cookie);

    // The answer to the first save was lost; the phone sends the same save again, still based on version 0.
    const replay = await saveCompany(founder.applicationId, COMPANY, 0, founder.cookie);
    expect(replay.errors).toBeUndefined();
    // The save's answer also lists the fields a per-field merge save could not write (none without fieldBases) and
    // the answers it left out (none).
    expect(replay.data?.saveCompanyInfo).toEqual({ ...stored, conflicts: [], droppedOwnAnswers: [] });
    expect(await storedFor(founder.cookie)).toEqual(stored);
    expect(stored.stepVersions.company).toBe(1);
  });

  it('refuses a save based on an older version when another device saved other values since, and keeps the newer values', async () => {
    const founder = await founderWithApplication(t.app);
    expect((await saveCompany(founder.applicationId, COMPANY, 0, founder.cookie)).errors).toBeUndefined();
    // The laptop saves a change on top of version 1.
    const laptop = await saveCompany(founder.applicationId, { ...COMPANY, city: 'Nashik' }, 1, founder.cookie);
    expect(laptop.data?.saveCompanyInfo).toMatchObject({ city: 'Nashik', stepVersions: { company: 2 } });

    // The phone's queued save, typed on top of version 1, arrives later.
    const phone = await saveCompany(founder.applicationId, { ...COMPANY, city: 'Satara' }, 1, founder.cookie);
    expect(phone.data).toBeNull();
    expect(firstError(phone)).toMatchObject({ code: 'STALE_WRITE', message: MESSAGES.STALE_WRITE });
    expect(await storedFor(founder.cookie)).toMatchObject({ city: 'Nashik', stepVersions: { company: 2 } });

    // An old replay of the first save (version 0, the original values) does not bring them back either.
    const oldReplay = await saveCompany(founder.applicationId, COMPANY, 0, founder.cookie);
    expect(firstError(oldReplay).code).toBe('STALE_WRITE');
    expect((await storedFor(founder.cookie)).city).toBe('Nashik');

    // Based on the version it now knows, the phone's save goes through.
    const again = await saveCompany(founder.applicationId, { ...COMPANY, city: 'Satara' }, 2, founder.cookie);
    expect(again.data?.saveCompanyInfo).toMatchObject({ city: 'Satara', stepVersions: { company: 3 } });
  });

  it('applies the same rules to the personal step, which creates the application', async () => {
    const { cookie } = await signUp(t.app);
    const created = await runOperation<{ savePersonalInfo: ApplicationRecord }>(
      t.app,
      'SavePersonalInfo',
      { input: PERSONAL, baseVersion: 0 },
      cookie,
    );
    const id = created.data!.savePersonalInfo.id;
    const replay = await runOperation<{ savePersonalInfo: ApplicationRecord }>(
      t.app,
      'SavePersonalInfo',
      { input: PERSONAL, baseVersion: 0 },
      cookie,
    );
    expect(replay.data?.savePersonalInfo).toMatchObject({ id, stepVersions: { personal: 1 } });

    const stale = await runOperation(
      t.app,
      'SavePersonalInfo',
      { input: { ...PERSONAL, name: 'Someone Else' }, baseVersion: 0 },
      cookie,
    );
    expect(firstError(stale)).toMatchObject({ code: 'STALE_WRITE', message: MESSAGES.STALE_WRITE });
    expect(await storedFor(cookie)).toMatchObject({ id, name: PERSONAL.name, stepVersions: { personal: 1 } });
  });

  it('compares stored numbers and booleans as saved (funding in rupees, the DPIIT flag)', async () => {
    const founder = await founderWithApplication(t.app);
    const variables = { applicationId: founder.applicationId, input: FUNDING, baseVersion: 0 };
    expect((await runOperation(t.app, 'SaveFundingInfo', variables, founder.cookie)).errors).toBeUndefined();
    expect((await runOperation(t.app, 'SaveFundingInfo', variables, founder.cookie)).errors).toBeUndefined();
    expect((await saveCompany(founder.applicationId, COMPANY, 0, founder.cookie)).errors).toBeUndefined();
    expect((await saveCompany(founder.applicationId, COMPANY, 0, founder.cookie)).errors).toBeUndefined();
    expect((await storedFor(founder.cookie)).stepVersions).toMatchObject({ company: 1, funding: 1 });
  });

  it('without a base version the last save wins (scripts that do not track versions)', async () => {
    const founder = await founderWithApplication(t.app);
    await saveCompany(founder.applicationId, COMPANY, undefined, founder.cookie);
    const second = await saveCompany(founder.applicationId, { ...COMPANY, city: 'Nashik' }, undefined, founder.cookie);
    expect(second.data?.saveCompanyInfo).toMatchObject({ city: 'Nashik', stepVersions: { company: 2 } });
  });
});
