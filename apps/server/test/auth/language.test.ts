import { ERROR_CODE } from '@portal/shared/error-codes';
import type { OperationName } from '@portal/shared/graphql/operations';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '@portal/shared/account/account-emails';
import { DATA_RIGHTS_EMAIL_TEXTS } from '@portal/shared/privacy/data-rights-emails';
import { DECISION_TEXTS_HI } from '@portal/shared/texts/email-templates';
import { messageFor } from '@portal/shared/error-codes';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { sendReceipt, composeDecisionEmail } from '../../src/modules/review/review-emails.ts';
import { GOOD_PASSWORD, TEST_DIALECTS, TEST_ORIGIN, createTestApp, signUp, uniqueEmail } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { lastMessageTo, post } from '../support/auth-kit.ts';
import { HI_SECTOR_LABELS } from '@portal/shared/i18n/hi/options';
import { BUSINESS, COMPANY, PERSONAL, firstError, founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { MANY_SIGN_UPS, applicationOf } from '../support/fixtures/founders.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
type Viewer = { viewer: { language: string | null } | null };

describe.each(TEST_DIALECTS)("the account's language (issue 13, %s)", (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, MANY_SIGN_UPS));

  const languageOf = async (cookie: string) =>
    (await runOperation<Viewer>(t.app, 'Viewer', undefined, cookie)).data?.viewer?.language;
  const signUpIn = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'सीता देवी', password: GOOD_PASSWORD, ...payload },
    });

  it('is English for a new account, and SetLanguage stores what Viewer reads back', async () => {
    const { cookie } = await signUp(t.app);
    expect(await languageOf(cookie)).toBe('en');
    const set = await runOperation<{ setLanguage: boolean }>(t.app, 'SetLanguage', { language: 'hi' }, cookie);
    expect(set.errors).toBeUndefined();
    expect(set.data).toEqual({ setLanguage: true });
    expect(await languageOf(cookie)).toBe('hi');
    expect((await runOperation(t.app, 'SetLanguage', { language: 'en' }, cookie)).errors).toBeUndefined();
    expect(await languageOf(cookie)).toBe('en');
  });

  it.each(['fr', 'HI', '', 'हिन्दी', 'en-IN'])('refuses %j with LANGUAGE_INVALID and keeps the language', async (language) => {
    const { cookie } = await signUp(t.app);
    await runOperation(t.app, 'SetLanguage', { language: 'hi' }, cookie);
    const refused = await runOperation(t.app, 'SetLanguage', { language }, cookie);
    expect(firstError(refused)).toEqual({
      code: ERROR_CODE.LANGUAGE_INVALID,
      message: messageFor('LANGUAGE_INVALID', 'en'),
      details: undefined,
    });
    expect(await languageOf(cookie)).toBe('hi');
  });

  it('asks a visitor to sign in', async () => {
    expect(firstError(await runOperation(t.app, 'SetLanguage', { language: 'hi' })).code).toBe(ERROR_CODE.UNAUTHENTICATED);
  });

  it("takes the sign-up page's language: the verification email and later account emails are in Hindi", async () => {
    const email = uniqueEmail('hindi');
    const response = await signUpIn({ email, language: 'hi' });
    expect(response.statusCode).toBe(200);
    const cookie = response.headers['set-cookie'];
    expect(
      await languageOf(Array.isArray(cookie) ? cookie.map((c) => c.split(';')[0]).join('; ') : String(cookie).split(';')[0]!),
    ).toBe('hi');

    const verification = await lastMessageTo(t, email);
    expect(verification.headers.Subject).toBe(ACCOUNT_TEXTS.hi.verifyEmail('WHY Club', '').subject);
    expect(verification.body).toMatch(DEVANAGARI);
    expect(verification.body).toContain('/verify-email?token=');

    expect((await post(t, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).statusCode).toBe(200);
    const reset = await lastMessageTo(t, email);
    expect(reset.headers.Subject).toBe(ACCOUNT_TEXTS.hi.resetPassword('WHY Club', '').subject);
    expect(reset.body).toContain('/reset-password?token=');
  });

  it.each([
    ['bn', /[\u0980-\u09FF]/],
    ['ur', /[\u0600-\u06FF]/],
  ] as const)('takes %s from the sign-up page: Viewer reads it back, the emails come in its script', async (language, script) => {
    const email = uniqueEmail(language);
    const response = await signUpIn({ email, language });
    expect(response.statusCode).toBe(200);
    const cookie = response.headers['set-cookie'];
    expect(
      await languageOf(Array.isArray(cookie) ? cookie.map((c) => c.split(';')[0]).join('; ') : String(cookie).split(';')[0]!),
    ).toBe(language);
    const verification = await lastMessageTo(t, email);
    expect(verification.headers.Subject).toBe(ACCOUNT_TEXTS[language].verifyEmail('WHY Club', '').subject);
    expect(verification.body).toMatch(script);
    // No Hindi letter (Bengali writes the danda । that Devanagari's block holds).
    expect(verification.body).not.toMatch(/[\u0900-\u0963\u0966-\u097F]/);
    expect((await post(t, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).statusCode).toBe(200);
    expect((await lastMessageTo(t, email)).headers.Subject).toBe(ACCOUNT_TEXTS[language].resetPassword('WHY Club', '').subject);
  });

  it('sends sign-in codes by email and SMS to a Hindi account in Hindi', async () => {
    const { cookie, email } = await signUp(t.app);
    await runOperation(t.app, 'SetLanguage', { language: 'hi' }, cookie);
    expect((await post(t, '/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).statusCode).toBe(200);
    const code = await lastMessageTo(t, email);
    expect(code.body).toMatch(/^साइन इन करने के लिए आपका कोड है: \d{6}/);

    const national = `97${String(Date.now() % 1e8).padStart(8, '0')}`;
    expect((await post(t, '/api/auth/phone-number/send-otp', { phoneNumber: national }, cookie)).statusCode).toBe(200);
    const sms = await lastMessageTo(t, `+91${national}`);
    expect(sms.body).toMatch(/^\d{6} आपका WHY Club कोड है।/);
  });

  it('refuses a sign-up language outside LOCALES with a clear 400, and an English sign-up gets English emails', async () => {
    const refused = await signUpIn({ email: uniqueEmail(), language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: messageFor('LANGUAGE_INVALID', 'en') });

    const email = uniqueEmail('english');
    expect((await signUpIn({ email })).statusCode).toBe(200);
    expect((await lastMessageTo(t, email)).headers.Subject).toBe(ACCOUNT_TEXTS.en.verifyEmail('WHY Club', '').subject);
  });

  it('writes the receipt, the decision and the deletion code to a Hindi account in Hindi (IST, Indian grouping)', async () => {
    const me = await founderWithApplication(t.app);
    await runOperation(t.app, 'SetLanguage', { language: 'hi' }, me.cookie);
    await runOperation(
      t.app,
      'SaveCompanyInfo',
      { applicationId: me.applicationId, input: { ...COMPANY, city: 'Lucknow', state: 'Uttar Pradesh' } },
      me.cookie,
    );
    await runOperation(t.app, 'SaveBusinessDetails', { applicationId: me.applicationId, input: BUSINESS }, me.cookie);
    await runOperation(
      t.app,
      'SaveFundingInfo',
      { applicationId: me.applicationId, input: { equityFunding: '२५,००,०००', debtFunding: '0', grantFunding: '0' } },
      me.cookie,
    );
    await t.app.database.db
      .updateTable('applications')
      .set({ submitted_at: '2026-11-23T05:30:00.000Z' })
      .where('id', '=', me.applicationId)
      .execute();
    const deps = { db: t.app.database.db, config: t.app.config, mailer: t.app.mailer, log: t.app.log };

    const account = await t.app.database.db
      .selectFrom('user')
      .select('email')
      .where('id', '=', me.userId)
      .executeTakeFirstOrThrow();
    expect(await sendReceipt(deps, me.applicationId)).toBe(true);
    const receipt = await lastMessageTo(t, account.email);
    expect(receipt.body).toContain('प्रिय Asha Founder,');
    expect(receipt.body).toContain('23 नवंबर 2026, 11:00 IST (UTC+05:30)');
    expect(receipt.body).toContain('₹25,00,000');
    // Options, the state and the cohort in Hindi, as the pages name them; the city as the founder typed it.
    expect(receipt.body).toContain(HI_SECTOR_LABELS.agriculture);
    expect(receipt.body).toContain('स्थान: Lucknow, उत्तर प्रदेश');
    expect(receipt.body).not.toContain('Uttar Pradesh');
    expect(t.app.config.cohortNameHi).not.toBe(t.app.config.cohortName);
    expect(receipt.body).toContain(`WHY Club ${t.app.config.cohortNameHi} के लिए आवेदन`);
    expect(receipt.body).not.toContain(t.app.config.cohortName);

    const decision = await composeDecisionEmail(deps, me.applicationId, 'accepted');
    expect(decision?.subject).toContain(DECISION_TEXTS_HI.accepted.title);

    expect((await post(t, PRIVACY_PATHS.deletionCode, {}, me.cookie)).statusCode).toBe(200);
    expect((await lastMessageTo(t, account.email)).headers.Subject).toBe(DATA_RIGHTS_EMAIL_TEXTS.hi.DELETE_CODE_SUBJECT);
  });
});

describe.each(TEST_DIALECTS)('Devanagari digits in a saved step (issue 13, %s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, MANY_SIGN_UPS));

  it('stores a phone, a founding year and amounts typed in Devanagari (and mixed) digits as ASCII digits', async () => {
    const me = await founderWithApplication(t.app);
    const personal = await runOperation(t.app, 'SavePersonalInfo', { input: { ...PERSONAL, phone: '९८७६५ ४३२१०' } }, me.cookie);
    expect(personal.errors).toBeUndefined();
    expect(
      (await runOperation(t.app, 'SaveCompanyInfo', { applicationId: me.applicationId, input: COMPANY }, me.cookie)).errors,
    ).toBeUndefined();
    const business = await runOperation(
      t.app,
      'SaveBusinessDetails',
      { applicationId: me.applicationId, input: { ...BUSINESS, foundingYear: '२०2१' } },
      me.cookie,
    );
    expect(business.errors).toBeUndefined();
    const funding = await runOperation(
      t.app,
      'SaveFundingInfo',
      { applicationId: me.applicationId, input: { equityFunding: '₹ १,००,००,०००', debtFunding: '२,५०,000', grantFunding: '०' } },
      me.cookie,
    );
    expect(funding.errors).toBeUndefined();

    const row = await applicationOf(t.app, me.applicationId);
    expect(row.phone_no).toBe('9876543210');
    expect(String(row.founding_year)).toBe('2021');
    expect([Number(row.equity), Number(row.debt), Number(row.grant)]).toEqual([10_000_000, 250_000, 0]);
  });

  it('still refuses a Devanagari year outside the range, with the spec message', async () => {
    const me = await founderWithApplication(t.app);
    await runOperation(t.app, 'SaveCompanyInfo', { applicationId: me.applicationId, input: COMPANY }, me.cookie);
    const refused = await runOperation(
      t.app,
      'SaveBusinessDetails',
      { applicationId: me.applicationId, input: { ...BUSINESS, foundingYear: '१८९९' } },
      me.cookie,
    );
    expect(firstError(refused).code).toBe(ERROR_CODE.VALIDATION_FAILED);
    expect(firstError(refused).message).toBe('Please enter a valid founding year between 1900 and current year');
  });
});

describe.each(TEST_DIALECTS)('Tamil and Bengali digits in a saved step (issue 53, %s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, MANY_SIGN_UPS));

  it('stores a phone, a founding year and amounts typed in Tamil and Bengali digits as ASCII numbers', async () => {
    const me = await founderWithApplication(t.app);
    const saved = async (operation: OperationName, input: Record<string, unknown>) =>
      (await runOperation(t.app, operation, { applicationId: me.applicationId, input }, me.cookie)).errors;
    expect(
      (await runOperation(t.app, 'SavePersonalInfo', { input: { ...PERSONAL, phone: '௯௮௭௬௫ ௪௩௨௧௦' } }, me.cookie)).errors,
    ).toBeUndefined();
    // Head counts are GraphQL numbers: the browser reads them with the same shared schema before sending.
    expect(await saved('SaveCompanyInfo', COMPANY)).toBeUndefined();
    expect(await saved('SaveBusinessDetails', { ...BUSINESS, foundingYear: '௨௦௨௧' })).toBeUndefined();
    expect(
      await saved('SaveFundingInfo', { equityFunding: '₹ ১,২৫,০০০', debtFunding: '௫௦,௦௦௦', grantFunding: '০' }),
    ).toBeUndefined();

    const row = await applicationOf(t.app, me.applicationId);
    expect(row.phone_no).toBe('9876543210');
    expect(String(row.founding_year)).toBe('2021');
    expect([Number(row.equity), Number(row.debt), Number(row.grant)]).toEqual([125_000, 50_000, 0]);
  });
});
