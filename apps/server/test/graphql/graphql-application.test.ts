import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/texts/messages';
import { RUPEES_MESSAGES } from '@portal/shared/format/rupees';
import { FIELD_RULE_MESSAGES } from '@portal/shared/application/application-fields';
import { companyRequiredAlert } from '@portal/shared/schemas/application';
import { signUp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import {
  BUSINESS,
  COMPANY,
  FUNDING,
  PERSONAL,
  createGraphQLTestApp,
  firstError,
  founderWithApplication,
  runOperation,
} from '../support/graphql-client.ts';

type App = Record<string, unknown> & { id: string; status: string };

describe.each(TEST_DIALECTS)('GraphQL application steps (%s)', (dialect) => {
  const t = appPerSuite(() => createGraphQLTestApp(dialect));

  const save = <K extends string>(
    name: 'SaveCompanyInfo' | 'SaveBusinessDetails' | 'SaveFundingInfo',
    key: K,
    applicationId: string,
    input: unknown,
    cookie: string,
  ) => runOperation<Record<K, App>>(t.app, name, { applicationId, input }, cookie);
  const company = (id: string, input: unknown, cookie: string) => save('SaveCompanyInfo', 'saveCompanyInfo', id, input, cookie);
  const business = (id: string, input: unknown, cookie: string) =>
    save('SaveBusinessDetails', 'saveBusinessDetails', id, input, cookie);
  const funding = (id: string, input: unknown, cookie: string) => save('SaveFundingInfo', 'saveFundingInfo', id, input, cookie);
  const myApplication = async (cookie: string) =>
    (await runOperation<{ myApplication: App | null }>(t.app, 'MyApplication', undefined, cookie)).data?.myApplication;
  const storedRow = (id: string) =>
    t.app.database.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const setVideo = (id: string) =>
    t.app.database.db
      .updateTable('applications')
      .set({ video_url: `/files/${id}/video` })
      .where('id', '=', id)
      .execute();

  /** A founder whose application passes every review rule except, unless withVideo, the video. */
  const completeFounder = async (withVideo = true) => {
    const founder = await founderWithApplication(t.app);
    expect((await company(founder.applicationId, COMPANY, founder.cookie)).errors).toBeUndefined();
    expect((await business(founder.applicationId, BUSINESS, founder.cookie)).errors).toBeUndefined();
    expect((await funding(founder.applicationId, FUNDING, founder.cookie)).errors).toBeUndefined();
    if (withVideo) await setVideo(founder.applicationId);
    return founder;
  };

  describe('savePersonalInfo', () => {
    it('creates one in-progress application per founder and updates it on the next save', async () => {
      const { cookie } = await signUp(t.app);
      expect(await myApplication(cookie)).toBeNull();

      const first = await runOperation<{ savePersonalInfo: App }>(
        t.app,
        'SavePersonalInfo',
        {
          input: { name: '  Asha  ', email: ' Asha@Example.COM ', phone: '98765-43210' },
        },
        cookie,
      );
      expect(first.status).toBe(200);
      expect(first.errors).toBeUndefined();
      const created = first.data!.savePersonalInfo;
      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created).toMatchObject({
        status: 'in-progress',
        name: 'Asha',
        email: 'asha@example.com',
        phone: '9876543210',
        submittedAt: null,
      });

      const second = await runOperation<{ savePersonalInfo: App }>(
        t.app,
        'SavePersonalInfo',
        { input: { ...PERSONAL, name: 'Asha R' } },
        cookie,
      );
      expect(second.data!.savePersonalInfo).toMatchObject({ id: created.id, status: 'in-progress', name: 'Asha R' });
      expect(await myApplication(cookie)).toMatchObject({ id: created.id, name: 'Asha R' });
    });

    it.each([
      [{ ...PERSONAL, name: '   ' }, MESSAGES.REQUIRED_FIELDS],
      [{ ...PERSONAL, email: '' }, MESSAGES.REQUIRED_FIELDS],
      [{ ...PERSONAL, phone: '' }, MESSAGES.REQUIRED_FIELDS],
      [{ ...PERSONAL, email: 'asha@example' }, MESSAGES.INVALID_EMAIL],
      [{ ...PERSONAL, phone: '987654321' }, MESSAGES.INVALID_PHONE],
      [{ ...PERSONAL, phone: '98765432101' }, MESSAGES.INVALID_PHONE],
    ])('refuses %j with the spec message and saves nothing', async (input, message) => {
      const { cookie } = await signUp(t.app);
      const result = await runOperation(t.app, 'SavePersonalInfo', { input }, cookie);
      expect(result.status).toBe(200);
      expect(result.data).toBeNull();
      expect(firstError(result)).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(firstError(result).details).toContain(message);
      expect(await myApplication(cookie)).toBeNull();
    });

    it('lists every problem in details', async () => {
      const { cookie } = await signUp(t.app);
      const result = await runOperation(t.app, 'SavePersonalInfo', { input: { name: '', email: 'nope', phone: '12' } }, cookie);
      expect(firstError(result).details).toEqual([MESSAGES.REQUIRED_FIELDS, MESSAGES.INVALID_EMAIL, MESSAGES.INVALID_PHONE]);
    });
  });

  describe('saveCompanyInfo', () => {
    it('saves the company step', async () => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      const result = await company(applicationId, COMPANY, cookie);
      expect(result.errors).toBeUndefined();
      expect(result.data!.saveCompanyInfo).toMatchObject({ ...COMPANY, id: applicationId, status: 'in-progress' });
      const row = await storedRow(applicationId);
      expect(row).toMatchObject({
        startup_name: 'Gram Tech',
        product: 'Cold storage for farmers',
        no_of_founders: 2,
        team_size: 5,
      });
    });

    it.each([
      [2.6, 3.4, 3, 3],
      [0, 0, 1, 1],
      [0.4, 1.5, 1, 2],
      [null, null, 1, 1],
      [-3, 7, 1, 7],
    ])(
      'saves founders %j and team %j as whole numbers of at least 1 (%j, %j)',
      async (foundersCount, teamSize, founders, team) => {
        const { applicationId, cookie } = await founderWithApplication(t.app);
        const result = await company(applicationId, { ...COMPANY, foundersCount, teamSize }, cookie);
        expect(result.data!.saveCompanyInfo).toMatchObject({ foundersCount: founders, teamSize: team });
        expect(await storedRow(applicationId)).toMatchObject({ no_of_founders: founders, team_size: team });
      },
    );

    it('keeps a "no" DPIIT answer as false', async () => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      const result = await company(applicationId, { ...COMPANY, hasDpiitCertification: false }, cookie);
      expect(result.data!.saveCompanyInfo.hasDpiitCertification).toBe(false);
    });

    it('saves a DPIIT number as certificates print it, without spaces and in capitals', async () => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      const result = await company(applicationId, { ...COMPANY, dpiitNumber: ' dipp 12 345 ' }, cookie);
      expect(result.data!.saveCompanyInfo.dpiitNumber).toBe('DIPP12345');
      expect((await storedRow(applicationId)).dpiit_number).toBe('DIPP12345');
    });

    it('refuses a DPIIT number that is not DIPP and digits, and keeps what was saved', async () => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      await company(applicationId, { ...COMPANY, dpiitNumber: 'DIPP777' }, cookie);
      const result = await company(applicationId, { ...COMPANY, dpiitNumber: 'UDYAM-MH-12' }, cookie);
      expect(firstError(result)).toMatchObject({ code: 'VALIDATION_FAILED', message: FIELD_RULE_MESSAGES.dpiitNumber });
      expect((await storedRow(applicationId)).dpiit_number).toBe('DIPP777');
    });

    it('saves no DPIIT number without the certification, whatever was typed', async () => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      await company(applicationId, { ...COMPANY, dpiitNumber: 'DIPP777' }, cookie);
      const result = await company(
        applicationId,
        { ...COMPANY, hasDpiitCertification: false, dpiitNumber: 'not a number' },
        cookie,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.saveCompanyInfo.dpiitNumber).toBeNull();
      expect((await storedRow(applicationId)).dpiit_number).toBeNull();
    });

    it('answers missing required fields with one alert naming them', async () => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      const result = await company(applicationId, { ...COMPANY, companyName: ' ', city: '', state: 'Atlantis' }, cookie);
      expect(firstError(result)).toEqual({
        code: 'VALIDATION_FAILED',
        message: companyRequiredAlert(['companyName', 'city', 'state']),
        details: ['Company Name is required', 'City is required', 'State is required'],
      });
      expect(companyRequiredAlert(['companyName', 'city', 'state'])).toBe(
        'Please fill in the following required fields: Company Name, City, State',
      );
      expect((await storedRow(applicationId)).startup_name).toBeNull();
    });

    it('refuses a description longer than the limit with the first message', async () => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      const result = await company(applicationId, { ...COMPANY, description: 'x'.repeat(5_001) }, cookie);
      expect(firstError(result)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please use at most 5000 characters' });
    });
  });

  describe('saveBusinessDetails', () => {
    it('saves a listed sector as its value', async () => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      const result = await business(applicationId, { ...BUSINESS, otherSector: 'ignored' }, cookie);
      expect(result.data!.saveBusinessDetails).toMatchObject({
        sector: 'agriculture',
        otherSector: null,
        foundingYear: '2020',
        revenue: '25-50L',
      });
      expect((await storedRow(applicationId)).sector).toBe('agriculture');
    });

    it("stores an 'other' sector as the founder's text and reads it back as 'other' + text", async () => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      const result = await business(applicationId, { ...BUSINESS, sector: 'other', otherSector: '  Solar cold chains ' }, cookie);
      expect(result.data!.saveBusinessDetails).toMatchObject({ sector: 'other', otherSector: 'Solar cold chains' });
      expect((await storedRow(applicationId)).sector).toBe('Solar cold chains');
      expect(await myApplication(cookie)).toMatchObject({ sector: 'other', otherSector: 'Solar cold chains' });
    });

    const nextYear = String(new Date().getFullYear() + 1);
    it.each([
      [{ sector: 'space' }, MESSAGES.SECTOR_REQUIRED],
      [{ sector: '' }, MESSAGES.SECTOR_REQUIRED],
      [{ sector: 'other', otherSector: null }, MESSAGES.OTHER_SECTOR_REQUIRED],
      [{ sector: 'other', otherSector: '   ' }, MESSAGES.OTHER_SECTOR_REQUIRED],
      [{ foundingYear: '' }, MESSAGES.FOUNDING_YEAR_REQUIRED],
      [{ foundingYear: '1899' }, MESSAGES.FOUNDING_YEAR_RANGE],
      [{ foundingYear: nextYear }, MESSAGES.FOUNDING_YEAR_RANGE],
      [{ foundingYear: '20x0' }, MESSAGES.FOUNDING_YEAR_RANGE],
      [{ revenue: '10Cr' }, MESSAGES.REVENUE_REQUIRED],
    ])('refuses %j with the spec message', async (change, message) => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      const result = await business(applicationId, { ...BUSINESS, ...change }, cookie);
      expect(firstError(result)).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect((await storedRow(applicationId)).sector).toBeNull();
    });

    it('accepts the current year and 1900', async () => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      for (const foundingYear of ['1900', String(new Date().getFullYear())]) {
        const result = await business(applicationId, { ...BUSINESS, foundingYear }, cookie);
        expect(result.data!.saveBusinessDetails.foundingYear).toBe(foundingYear);
      }
    });
  });

  describe('saveFundingInfo', () => {
    it.each([
      [{ equityFunding: '1000000', debtFunding: '250000', grantFunding: '0' }, [1_000_000, 250_000, 0]],
      [{ equityFunding: '2,50,000', debtFunding: '₹ 2,50,000', grantFunding: '2,500,000' }, [250_000, 250_000, 2_500_000]],
      [{ equityFunding: '', debtFunding: ' 42 ', grantFunding: null }, [0, 42, 0]],
      [{}, [0, 0, 0]],
      [{ equityFunding: '5000000000' }, [5_000_000_000, 0, 0]],
    ])('saves %j as whole rupees %j', async (input, [equity, debt, grant]) => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      const result = await funding(applicationId, input, cookie);
      expect(result.data!.saveFundingInfo).toMatchObject({ equityFunding: equity, debtFunding: debt, grantFunding: grant });
      expect(await storedRow(applicationId)).toMatchObject({ equity, debt, grant });
    });

    it.each([
      [{ equityFunding: '-5' }, MESSAGES.EQUITY_NEGATIVE],
      [{ debtFunding: '-1' }, MESSAGES.DEBT_NEGATIVE],
      [{ grantFunding: '-100' }, MESSAGES.GRANT_NEGATIVE],
      [{ debtFunding: '2,50,000.75' }, RUPEES_MESSAGES.NOT_WHOLE_RUPEES],
      [{ equityFunding: 'abc' }, RUPEES_MESSAGES.NOT_WHOLE_RUPEES],
      [{ grantFunding: '7 lakh' }, RUPEES_MESSAGES.NOT_WHOLE_RUPEES],
    ])('refuses %j with %j', async (input, message) => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      const result = await funding(applicationId, input, cookie);
      expect(firstError(result)).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect((await storedRow(applicationId)).equity).toBeNull();
    });

    it('keeps what was saved when a later amount is refused, and says how to type it', async () => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      expect((await funding(applicationId, { debtFunding: '₹ 2,50,000' }, cookie)).errors).toBeUndefined();
      const refused = await funding(applicationId, { debtFunding: '2,50,000.75' }, cookie);
      expect(refused.data).toBeNull();
      expect(firstError(refused)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Enter the amount in whole rupees, like 2,50,000',
      });
      expect(await storedRow(applicationId)).toMatchObject({ debt: 250_000 });
    });

    it("refuses '-5' as 'Equity funding cannot be negative'", async () => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      const result = await funding(applicationId, { equityFunding: '-5' }, cookie);
      expect(firstError(result).message).toBe('Equity funding cannot be negative');
    });
  });

  describe('saves by application id', () => {
    it.each(['', '   '])('answers an empty id %j with APPLICATION_ID_REQUIRED', async (id) => {
      const { cookie } = await founderWithApplication(t.app);
      for (const result of [
        await company(id, COMPANY, cookie),
        await business(id, BUSINESS, cookie),
        await funding(id, FUNDING, cookie),
      ]) {
        expect(firstError(result)).toMatchObject({ code: 'APPLICATION_ID_REQUIRED', message: 'Application ID is required' });
      }
    });

    it('asks for the personal step first when the founder has no application', async () => {
      const { cookie } = await signUp(t.app);
      const someId = '00000000-0000-4000-8000-000000000000';
      expect(firstError(await company(someId, COMPANY, cookie))).toMatchObject({
        code: 'COMPLETE_PERSONAL_FIRST',
        message: MESSAGES.COMPLETE_PERSONAL_FIRST,
      });
      expect(firstError(await business(someId, BUSINESS, cookie))).toMatchObject({
        code: 'COMPLETE_PERSONAL_FIRST',
        message: MESSAGES.COMPLETE_PERSONAL_FIRST,
      });
      expect(firstError(await funding(someId, FUNDING, cookie))).toMatchObject({
        code: 'COMPLETE_PERSONAL_FIRST',
        message: MESSAGES.COMPLETE_PREVIOUS_FIRST,
      });
      expect(await myApplication(cookie)).toBeNull();
    });
  });

  describe('submitApplication', () => {
    it('lists what is missing in the spec wording', async () => {
      const { applicationId, cookie } = await founderWithApplication(t.app);
      const result = await runOperation(t.app, 'SubmitApplication', { applicationId }, cookie);
      expect(result.data).toBeNull();
      expect(firstError(result)).toEqual({
        code: 'SUBMIT_INCOMPLETE',
        message: 'Please complete all required fields before submitting:',
        details: [
          'Company Name is required',
          'Company Description is required',
          'Number of Founders is required',
          'Team Size is required',
          'City is required',
          'State is required',
          'Sector is required',
          'Founding Year is required',
          'Revenue Range is required',
          'Equity Funding is required',
          'Debt Funding is required',
          'Grant Funding is required',
          'Video Pitch is required',
        ],
      });
      expect((await storedRow(applicationId)).application_status).toBe('in-progress');
    });

    it('needs the video', async () => {
      const { applicationId, cookie } = await completeFounder(false);
      const result = await runOperation(t.app, 'SubmitApplication', { applicationId }, cookie);
      expect(firstError(result)).toMatchObject({ code: 'SUBMIT_INCOMPLETE', details: ['Video Pitch is required'] });
    });

    it('refuses a team smaller than the founders', async () => {
      const { applicationId, cookie } = await completeFounder();
      await company(applicationId, { ...COMPANY, foundersCount: 4, teamSize: 3 }, cookie);
      const result = await runOperation(t.app, 'SubmitApplication', { applicationId }, cookie);
      expect(firstError(result)).toMatchObject({ code: 'SUBMIT_INCOMPLETE', details: [MESSAGES.TEAM_SMALLER_THAN_FOUNDERS] });
    });

    it('refuses an unknown id', async () => {
      const { cookie } = await completeFounder();
      for (const applicationId of ['', 'not-an-id']) {
        const result = await runOperation(t.app, 'SubmitApplication', { applicationId }, cookie);
        expect(firstError(result)).toMatchObject({ code: 'APPLICATION_NOT_FOUND', message: MESSAGES.APPLICATION_NOT_FOUND });
      }
    });

    it('submits a complete application and then locks it', async () => {
      const { applicationId, cookie } = await completeFounder();
      const result = await runOperation<{ submitApplication: App }>(t.app, 'SubmitApplication', { applicationId }, cookie);
      expect(result.errors).toBeUndefined();
      const submitted = result.data!.submitApplication;
      expect(submitted).toMatchObject({ id: applicationId, status: 'submitted', videoUrl: `/files/${applicationId}/video` });
      expect(new Date(submitted.submittedAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);

      const before = await storedRow(applicationId);
      const attempts = [
        await runOperation(t.app, 'SavePersonalInfo', { input: { ...PERSONAL, name: 'Changed' } }, cookie),
        await company(applicationId, { ...COMPANY, companyName: 'Changed' }, cookie),
        await business(applicationId, { ...BUSINESS, sector: 'waste' }, cookie),
        await funding(applicationId, { equityFunding: '1' }, cookie),
        await runOperation(t.app, 'SubmitApplication', { applicationId }, cookie),
      ];
      for (const attempt of attempts) {
        expect(attempt.data).toBeNull();
        expect(firstError(attempt)).toEqual({
          code: 'APPLICATION_LOCKED',
          message: MESSAGES.APPLICATION_LOCKED,
          details: undefined,
        });
      }
      expect(await storedRow(applicationId)).toEqual(before);
      expect(before.application_status).toBe('submitted');
    });
  });

  describe('signed out', () => {
    it('reads nothing', async () => {
      const viewer = await runOperation(t.app, 'Viewer', undefined);
      expect(viewer).toMatchObject({ status: 200, data: { viewer: null }, errors: undefined });
      expect((await runOperation(t.app, 'MyApplication', undefined)).data).toEqual({ myApplication: null });
    });

    it.each([
      ['SavePersonalInfo', { input: PERSONAL }],
      ['SaveCompanyInfo', { applicationId: 'x', input: COMPANY }],
      ['SaveBusinessDetails', { applicationId: 'x', input: BUSINESS }],
      ['SaveFundingInfo', { applicationId: 'x', input: FUNDING }],
      ['SubmitApplication', { applicationId: 'x' }],
      ['UpdatePreferences', { input: { darkMode: true } }],
    ] as const)('refuses %s with UNAUTHENTICATED', async (name, variables) => {
      const result = await runOperation(t.app, name, variables);
      expect(result.status).toBe(200);
      expect(result.data).toBeNull();
      expect(firstError(result)).toMatchObject({ code: 'UNAUTHENTICATED', message: MESSAGES.NOT_AUTHENTICATED });
    });

    it('refuses a forged session cookie', async () => {
      const result = await runOperation(t.app, 'SavePersonalInfo', { input: PERSONAL }, 'portal.session_token=forged.value');
      expect(firstError(result).code).toBe('UNAUTHENTICATED');
    });
  });
});
