import { describe, expect, it } from 'vitest';
import { ENGLISH_ERROR_TEXTS } from '@portal/shared/error-codes';
import { TUS_ENDPOINT } from '@portal/shared/uploads/upload-protocol';
import {
  CORRECTIONS_PAGE_SIZE,
  PRIVACY_LIMITS,
  PRIVACY_PATHS,
  correctionsPath,
  type ConsoleCorrectionsPage,
} from '@portal/shared/privacy/privacy';
import { get, post } from '../support/auth-kit.ts';
import { TEST_DIALECTS, createTestApp, giveConsent, signUp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import {
  BUSINESS,
  COMPANY,
  FUNDING,
  PERSONAL,
  firstError,
  founderWithApplication,
  runOperation,
} from '../support/graphql-client.ts';
import { CONSOLE_ENV, accountWithRole, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';
import { exportOf } from '../support/fixtures/data-rights-kit.ts';
import { insertCorrectionRequest } from '../../src/modules/privacy/correction-repository.ts';
import { privacyDb } from '../../src/modules/privacy/privacy-tables.ts';

/**
 * Issue 57: one founder's correction requests buried another's (205 of them, and the team's list stopped at 200 with
 * no next page), nothing bounded the exports a founder has prepared, and a founder who never agreed to the privacy
 * notice could save every step and submit. Each case over HTTP, on both dialects.
 */
describe.each(TEST_DIALECTS)('data-rights limits and consent on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));

  const correction = (n: number) => ({ field: 'City', correction: `Nashik, not Pune (${n})` });
  const correctionRows = (userId: string) =>
    privacyDb(t.app.database.db).selectFrom('correction_requests').select('id').where('user_id', '=', userId).execute();

  it(`takes ${PRIVACY_LIMITS.correctionsPerDay} correction requests a day from a founder, then 429; another founder is unaffected`, async () => {
    const founder = await submittedThroughApi(t.app);
    for (let n = 1; n <= PRIVACY_LIMITS.correctionsPerDay; n += 1)
      expect((await post(t, PRIVACY_PATHS.corrections, correction(n), founder.cookie)).statusCode).toBe(201);
    const refused = await post(t, PRIVACY_PATHS.corrections, correction(99), founder.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TOO_MANY_CORRECTIONS', message: ENGLISH_ERROR_TEXTS.TOO_MANY_CORRECTIONS });
    expect(Number(refused.headers['x-retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['x-retry-after'])).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await correctionRows(founder.userId)).toHaveLength(PRIVACY_LIMITS.correctionsPerDay);

    const other = await submittedThroughApi(t.app);
    expect((await post(t, PRIVACY_PATHS.corrections, correction(1), other.cookie)).statusCode).toBe(201);
  });

  it('counts concurrent correction requests atomically: 30 at once store exactly the daily limit', async () => {
    const founder = await submittedThroughApi(t.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => post(t, PRIVACY_PATHS.corrections, correction(n), founder.cookie)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(PRIVACY_LIMITS.correctionsPerDay);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - PRIVACY_LIMITS.correctionsPerDay);
    expect(await correctionRows(founder.userId)).toHaveLength(PRIVACY_LIMITS.correctionsPerDay);
  });

  it(`prepares ${PRIVACY_LIMITS.exportsPerDay} exports a day for a founder, then 429 (asking while one is prepared costs none)`, async () => {
    const founder = await founderWithApplication(t.app);
    for (let n = 1; n <= PRIVACY_LIMITS.exportsPerDay; n += 1) {
      if (n === 1) expect((await post(t, PRIVACY_PATHS.export, {}, founder.cookie)).statusCode).toBe(202);
      expect((await exportOf(t, founder.cookie)).has('my-data.json')).toBe(true);
    }
    const refused = await post(t, PRIVACY_PATHS.export, {}, founder.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TOO_MANY_EXPORTS', message: ENGLISH_ERROR_TEXTS.TOO_MANY_EXPORTS });
    const exports = await privacyDb(t.app.database.db)
      .selectFrom('data_exports')
      .select('id')
      .where('user_id', '=', founder.userId)
      .execute();
    expect(exports).toHaveLength(PRIVACY_LIMITS.exportsPerDay);
    // The last one prepared can still be downloaded.
    expect((await get(t, PRIVACY_PATHS.exportZip, founder.cookie)).statusCode).toBe(200);
  });

  it('pages the team’s correction requests by cursor: an earlier request stays in reach after 205 more', async () => {
    const staff = await accountWithRole(t.app, 'admin');
    const earlier = await submittedThroughApi(t.app);
    expect(
      (await post(t, PRIVACY_PATHS.corrections, { field: 'Name', correction: 'The earlier one' }, earlier.cookie)).statusCode,
    ).toBe(201);
    // The flood, as if many founders had written (one founder can no longer send so many).
    const flooder = await submittedThroughApi(t.app);
    const db = privacyDb(t.app.database.db);
    for (let n = 0; n < 205; n += 1)
      await insertCorrectionRequest(db, { userId: flooder.userId, applicationId: flooder.applicationId, ...correction(n) });

    const pageAt = async (before: string | null) => {
      const response = await get(t, correctionsPath(null, before), staff.cookie);
      expect(response.statusCode).toBe(200);
      return response.json() as ConsoleCorrectionsPage;
    };
    const all = async () => {
      const seen: ConsoleCorrectionsPage['corrections'] = [];
      for (let before: string | null = null; ;) {
        const page = await pageAt(before);
        expect(page.corrections.length).toBeLessThanOrEqual(CORRECTIONS_PAGE_SIZE);
        seen.push(...page.corrections);
        if (!page.next) break;
        before = page.next;
      }
      return { seen };
    };
    const first = await pageAt(null);
    expect(first.corrections).toHaveLength(CORRECTIONS_PAGE_SIZE);
    expect(first.next).toEqual(expect.any(String));
    // Every request once (the earlier tests' requests are in the list too).
    const { seen } = await all();
    expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
    const ours = (list: typeof seen) =>
      list.filter((c) => [earlier.applicationId, flooder.applicationId].includes(c.applicationId));
    expect(ours(seen)).toHaveLength(206);
    const mine = seen.find((c) => c.correction === 'The earlier one');
    expect(mine?.status).toBe('open');

    // Resolved requests come after every open one.
    expect((await post(t, PRIVACY_PATHS.consoleResolveCorrection, { id: mine!.id }, staff.cookie)).statusCode).toBe(200);
    const again = (await all()).seen;
    expect(ours(again)).toHaveLength(206);
    const statuses = again.map((c) => c.status);
    expect(statuses.lastIndexOf('open')).toBeLessThan(statuses.indexOf('resolved'));
    expect(again.find((c) => c.id === mine!.id)?.status).toBe('resolved');

    expect((await get(t, `${PRIVACY_PATHS.consoleCorrections}?before=not-a-cursor`, staff.cookie)).statusCode).toBe(400);
  });

  it('refuses every step save and the submit of a founder who has not agreed to the notice, storing nothing', async () => {
    const founder = await signUp(t.app, { consent: false });
    const refused = await runOperation(t.app, 'SavePersonalInfo', { input: PERSONAL }, founder.cookie);
    expect(firstError(refused)).toMatchObject({ code: 'CONSENT_REQUIRED', message: ENGLISH_ERROR_TEXTS.CONSENT_REQUIRED });
    const applications = () =>
      privacyDb(t.app.database.db).selectFrom('applications').selectAll().where('user_id', '=', founder.userId).execute();
    expect(await applications()).toEqual([]);

    // Agreeing, as the consent screen does, lets the same save through.
    await giveConsent(t.app, founder.cookie);
    const saved = await runOperation<{ savePersonalInfo: { id: string } }>(
      t.app,
      'SavePersonalInfo',
      { input: PERSONAL },
      founder.cookie,
    );
    expect(saved.errors).toBeUndefined();
    const applicationId = saved.data!.savePersonalInfo.id;
    for (const [operation, input] of [
      ['SaveCompanyInfo', COMPANY],
      ['SaveBusinessDetails', BUSINESS],
      ['SaveFundingInfo', FUNDING],
    ] as const)
      expect((await runOperation(t.app, operation, { applicationId, input }, founder.cookie)).errors).toBeUndefined();
    await t.app.database.db
      .updateTable('applications')
      .set({ video_url: `/files/${applicationId}` })
      .where('id', '=', applicationId)
      .execute();

    // A new notice version: until the founder agrees to it, no save or submit goes through, and nothing changes.
    const previous = t.config.privacy.noticeVersion;
    t.config.privacy.noticeVersion = `${previous}-next`;
    try {
      const stored = await applications();
      const steps = [
        ['SavePersonalInfo', { input: { ...PERSONAL, name: 'Someone Else' } }],
        ['SaveCompanyInfo', { applicationId, input: { ...COMPANY, city: 'Nashik' } }],
        ['SaveBusinessDetails', { applicationId, input: { ...BUSINESS, foundingYear: '2019' } }],
        ['SaveFundingInfo', { applicationId, input: { ...FUNDING, grantFunding: '5' } }],
        ['SubmitApplication', { applicationId }],
      ] as const;
      for (const [operation, variables] of steps)
        expect(firstError(await runOperation(t.app, operation, variables, founder.cookie)).code).toBe('CONSENT_REQUIRED');
      // An upload is a save too: refused before a byte is stored.
      const upload = await t.app.inject({
        method: 'POST',
        url: TUS_ENDPOINT,
        headers: {
          cookie: founder.cookie,
          'tus-resumable': '1.0.0',
          'upload-length': '1000',
          'upload-metadata': `kind ${Buffer.from('financial_statement').toString('base64')},filename ${Buffer.from('statement.pdf').toString('base64')}`,
        },
      });
      expect([upload.statusCode, upload.json()]).toEqual([
        403,
        { code: 'CONSENT_REQUIRED', message: ENGLISH_ERROR_TEXTS.CONSENT_REQUIRED },
      ]);
      expect(await applications()).toEqual(stored);

      await giveConsent(t.app, founder.cookie);
      const submitted = await runOperation<{ submitApplication: { status: string } }>(
        t.app,
        'SubmitApplication',
        { applicationId },
        founder.cookie,
      );
      expect(submitted.data?.submitApplication.status).toBe('submitted');
    } finally {
      t.config.privacy.noticeVersion = previous;
    }
  });

  it('does not ask staff, who are never shown the notice, for consent', async () => {
    const reviewer = await accountWithRole(t.app, 'reviewer');
    const saved = await runOperation(t.app, 'SavePersonalInfo', { input: PERSONAL }, reviewer.cookie);
    expect(firstError(saved).code).not.toBe('CONSENT_REQUIRED');
  });
});
