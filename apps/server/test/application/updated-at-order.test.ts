import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import {
  BUSINESS,
  COMPANY,
  createGraphQLTestApp,
  founderWithApplication,
  founderWithStoredColumns,
  myApplication,
  PERSONAL,
  runOperation,
} from '../support/graphql-client.ts';
import { setApplicationFileColumn } from '../../src/modules/application/repository.ts';

const LATER = '2099-01-01T00:00:00.000Z';
const EARLIER = '2020-01-01T00:00:00.000Z';

/**
 * An application's `updatedAt` follows the order of the writes: a write that read its time before another write
 * committed (a step save waiting in a batch, an upload's transaction) never moves it back. The wizard takes a copy
 * with the same step versions and an earlier `updatedAt` as one read before a save it has the answer to
 * (web: record-freshness.ts), so a time moved back would make it drop the newer copy.
 */
describe.each(TEST_DIALECTS)("an application's updatedAt never moves back (%s)", (dialect) => {
  const t = appPerSuite(() => createGraphQLTestApp(dialect));
  type Founder = Awaited<ReturnType<typeof founderWithApplication>>;

  /** A founder whose stored time is later than any write's own. */
  const storedLater = (): Promise<Founder> => founderWithStoredColumns(t.app, { updated_at: LATER });
  const stored = (founder: Founder) => myApplication(t.app, founder.cookie);
  const save = async (
    founder: Founder,
    name: 'SavePersonalInfo' | 'SaveCompanyInfo' | 'SaveBusinessDetails',
    variables: Record<string, unknown>,
  ) => {
    const result = await runOperation<Record<string, ApplicationRecord>>(t.app, name, variables, founder.cookie);
    expect(result.errors).toBeUndefined();
    return Object.values(result.data!)[0]!;
  };

  it('keeps the later time through a whole-step save, a merge save, the first step and a file, and each write lands', async () => {
    const founder = await storedLater();
    const { applicationId } = founder;

    const company = await save(founder, 'SaveCompanyInfo', { applicationId, input: COMPANY });
    expect(company).toMatchObject({ companyName: COMPANY.companyName, updatedAt: LATER });
    expect(company.stepVersions.company).toBe(1);

    const fieldBases = [{ field: 'city', base: JSON.stringify(COMPANY.city) }];
    const merged = await save(founder, 'SaveCompanyInfo', { applicationId, input: { ...COMPANY, city: 'Nashik' }, fieldBases });
    expect(merged).toMatchObject({ city: 'Nashik', updatedAt: LATER });
    expect(merged.stepVersions.company).toBe(2);

    const personal = await save(founder, 'SavePersonalInfo', { input: { ...PERSONAL, phone: '9123456780' } });
    expect(personal).toMatchObject({ phone: '9123456780', updatedAt: LATER });

    await setApplicationFileColumn(t.app.database.db, applicationId, 'video_url', { set: '/files/pitch' }, EARLIER);
    expect(await stored(founder)).toMatchObject({ videoUrl: '/files/pitch', updatedAt: LATER });
  });

  it('moves on to the time of the write when that is later', async () => {
    const founder = await founderWithApplication(t.app);
    const before = (await stored(founder)).updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const business = await save(founder, 'SaveBusinessDetails', { applicationId: founder.applicationId, input: BUSINESS });
    expect(Date.parse(business.updatedAt)).toBeGreaterThan(Date.parse(before));
  });
});
