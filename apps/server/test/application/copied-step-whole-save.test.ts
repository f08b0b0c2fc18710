import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import {
  BUSINESS,
  COMPANY,
  createGraphQLTestApp,
  firstError,
  founderWithStoredColumns,
  FUNDING,
  myApplication,
  PERSONAL,
  runOperation,
} from '../support/graphql-client.ts';
import { updateOwnApplication, upsertPersonalInfo } from '../../src/modules/application/repository.ts';
import { checkedStepChanges } from '../../src/modules/application/service.ts';

const EVERY_STEP = ['personal', 'company', 'business', 'funding'];

/**
 * An older client's whole-step save (no `fieldBases`) of a step copied from an earlier application ("start from last
 * time") checks that step in the save's own statement, as the merge save does (docs/co-founders.md): no reader ever
 * sees the saved answers with the step still unchecked, and saves of several steps at once all leave the list.
 */
describe.each(TEST_DIALECTS)('a whole-step save checks a copied step in its own UPDATE (%s)', (dialect) => {
  const t = appPerSuite(() => createGraphQLTestApp(dialect));
  type Founder = Awaited<ReturnType<typeof founderWithStoredColumns>>;

  /** A founder whose application holds copied answers not checked yet in every step. */
  const copiedFounder = (): Promise<Founder> => founderWithStoredColumns(t.app, { unchecked_steps: JSON.stringify(EVERY_STEP) });
  const stored = (founder: Founder) => myApplication(t.app, founder.cookie);
  const save = (
    founder: Founder,
    name: 'SaveCompanyInfo' | 'SaveBusinessDetails' | 'SaveFundingInfo',
    input: object,
    baseVersion?: number,
  ) =>
    runOperation<Record<string, ApplicationRecord>>(
      t.app,
      name,
      { applicationId: founder.applicationId, input, ...(baseVersion === undefined ? {} : { baseVersion }) },
      founder.cookie,
    );

  it('returns the row already without the step from the UPDATE itself (batched on PostgreSQL, alone inside a transaction)', async () => {
    const founder = await copiedFounder();
    const { db } = t.app.database;
    const target = { id: founder.applicationId, userId: founder.userId };
    const company = await updateOwnApplication(
      db,
      { ...target, version: { step: 'company' } },
      checkedStepChanges('company', COMPANY),
    );
    expect(JSON.parse(company!.unchecked_steps!)).toEqual(['personal', 'business', 'funding']);
    const funding = await db
      .transaction()
      .execute((trx) =>
        updateOwnApplication(trx, { ...target, version: { step: 'funding', base: 0 } }, checkedStepChanges('funding', FUNDING)),
      );
    expect(JSON.parse(funding!.unchecked_steps!)).toEqual(['personal', 'business']);
    const personal = await upsertPersonalInfo(db, {
      id: 'unused',
      userId: founder.userId,
      cohortId: (
        await db.selectFrom('applications').select('cohort_id').where('id', '=', founder.applicationId).executeTakeFirstOrThrow()
      ).cohort_id!,
      changes: checkedStepChanges('personal', PERSONAL),
    });
    expect(personal!.id).toBe(founder.applicationId);
    expect(JSON.parse(personal!.unchecked_steps!)).toEqual(['business']);
    const business = await updateOwnApplication(
      db,
      { ...target, version: { step: 'business' } },
      checkedStepChanges('business', BUSINESS),
    );
    // The last step checked leaves nothing stored.
    expect(business!.unchecked_steps).toBeNull();
  });

  it('checks every step saved at once by the older client, and the answer says so', async () => {
    const founder = await copiedFounder();
    const answers = await Promise.all([
      save(founder, 'SaveCompanyInfo', COMPANY),
      save(founder, 'SaveBusinessDetails', BUSINESS),
      save(founder, 'SaveFundingInfo', FUNDING),
      runOperation<Record<string, ApplicationRecord>>(t.app, 'SavePersonalInfo', { input: PERSONAL }, founder.cookie),
    ]);
    expect(answers.map((answer) => answer.errors)).toEqual(answers.map(() => undefined));
    expect(answers[0]!.data!['saveCompanyInfo']!.uncheckedSteps).not.toContain('company');
    expect(answers[3]!.data!['savePersonalInfo']!.uncheckedSteps).not.toContain('personal');
    expect((await stored(founder)).uncheckedSteps).toEqual([]);
  });

  it('leaves the step unchecked when the save is refused as stale', async () => {
    const founder = await copiedFounder();
    const refused = await save(founder, 'SaveCompanyInfo', COMPANY, 5);
    expect(firstError(refused)).toMatchObject({ code: 'STALE_WRITE' });
    expect((await stored(founder)).uncheckedSteps).toEqual(EVERY_STEP);
    const saved = await save(founder, 'SaveCompanyInfo', COMPANY, 0);
    expect(saved.data!['saveCompanyInfo']!.uncheckedSteps).toEqual(['personal', 'business', 'funding']);
  });
});
