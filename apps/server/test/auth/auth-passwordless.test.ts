import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/texts/messages';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { TEST_DIALECTS, createTestApp, signUp, uniqueEmail } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import {
  codeSentTo,
  cookieOf,
  expireVerifications,
  get,
  linkSentTo,
  messagesTo,
  post,
  sessionEmail,
} from '../support/auth-kit.ts';

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each(TEST_DIALECTS)('sign-in with an emailed code on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }));

  const sendCode = (email: string) => post(t, '/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });

  it('signs in with the code from the email, once', async () => {
    const { email } = await signUp(t.app);
    expect((await sendCode(` ${email.toUpperCase()} `)).statusCode).toBe(200);
    const otp = await codeSentTo(t, email);
    const signIn = await post(t, '/api/auth/sign-in/email-otp', { email, otp });
    expect(signIn.statusCode).toBe(200);
    expect(await sessionEmail(t, cookieOf(signIn))).toBe(email);
    const reused = await post(t, '/api/auth/sign-in/email-otp', { email, otp });
    expect(reused.statusCode).toBe(400);
    expect(cookieOf(reused)).toBe('');
  });

  it('refuses a wrong code, and the right one after too many wrong tries', async () => {
    const { email } = await signUp(t.app);
    await sendCode(email);
    const otp = await codeSentTo(t, email);
    const wrong = await post(t, '/api/auth/sign-in/email-otp', { email, otp: otherCode(otp) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_OTP');
    await post(t, '/api/auth/sign-in/email-otp', { email, otp: otherCode(otp) });
    await post(t, '/api/auth/sign-in/email-otp', { email, otp: otherCode(otp) });
    const late = await post(t, '/api/auth/sign-in/email-otp', { email, otp });
    expect(late.statusCode).not.toBe(200);
  });

  it('refuses an expired code', async () => {
    const { email } = await signUp(t.app);
    await sendCode(email);
    const otp = await codeSentTo(t, email);
    await expireVerifications(t);
    const expired = await post(t, '/api/auth/sign-in/email-otp', { email, otp });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('OTP_EXPIRED');
  });

  it('answers an unknown email like a known one, sends it nothing and creates no account', async () => {
    const { email } = await signUp(t.app);
    const nobody = uniqueEmail('nobody');
    const known = await sendCode(email);
    const unknown = await sendCode(nobody);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await messagesTo(t, nobody)).toHaveLength(0);
    const guess = await post(t, '/api/auth/sign-in/email-otp', { email: nobody, otp: '123456' });
    expect(guess.statusCode).toBe(400);
    expect(cookieOf(guess)).toBe('');
  });

  it('refuses malformed input with a clear 400', async () => {
    const bad = await sendCode('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.EMAIL_INCORRECTLY_FORMATTED);
    const noCode = await post(t, '/api/auth/sign-in/email-otp', { email: 'a@example.com', otp: '' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe(ACCOUNT_MESSAGES.CODE_REQUIRED);
  });
});

describe.each(TEST_DIALECTS)('sign-in with a magic link on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }));

  it('signs in by opening the emailed link once; unknown emails get the same answer and no email', async () => {
    const { email } = await signUp(t.app);
    const asked = await post(t, '/api/auth/sign-in/magic-link', { email, callbackURL: '/dashboard' });
    expect(asked.statusCode).toBe(200);
    const nobody = uniqueEmail('nobody');
    const unknown = await post(t, '/api/auth/sign-in/magic-link', { email: nobody, callbackURL: '/dashboard' });
    expect(unknown.json()).toEqual(asked.json());
    expect(await messagesTo(t, nobody)).toHaveLength(0);

    // The email links to the web app's landing page, which redeems the token with the API.
    const link = await linkSentTo(t, email, '/magic-link');
    expect(link.origin).toBe(t.config.baseUrl);
    const verify = `/api/auth/magic-link/verify?token=${encodeURIComponent(link.searchParams.get('token')!)}`;
    const opened = await get(t, verify);
    expect(opened.statusCode).toBe(200);
    expect(await sessionEmail(t, cookieOf(opened))).toBe(email);
    const again = await get(t, verify);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toMatch(/error=INVALID_TOKEN/);
    expect(cookieOf(again)).not.toMatch(/session_token=[^;]+/);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp(t.app);
    await post(t, '/api/auth/sign-in/magic-link', { email });
    const token = (await linkSentTo(t, email, '/magic-link')).searchParams.get('token')!;
    await expireVerifications(t);
    const opened = await get(t, `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`);
    expect(opened.headers.location).toMatch(/error=/);
    expect(cookieOf(opened)).not.toMatch(/session_token=[^;]+/);
  });
});

describe.each(TEST_DIALECTS)('sign-in with an SMS code on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }));

  let next = 0;
  const newNumber = () => `98${String(Date.now() % 1e6).padStart(6, '0')}${String(++next).padStart(2, '0')}`;

  /** A founder who added and confirmed a mobile number on the security page. */
  const founderWithPhone = async () => {
    const founder = await signUp(t.app);
    const national = newNumber();
    const phone = `+91${national}`;
    expect((await post(t, '/api/auth/phone-number/send-otp', { phoneNumber: national }, founder.cookie)).statusCode).toBe(200);
    const added = await post(
      t,
      '/api/auth/phone-number/verify',
      { phoneNumber: national, code: await codeSentTo(t, phone), updatePhoneNumber: true },
      founder.cookie,
    );
    expect(added.statusCode).toBe(200);
    return { ...founder, national, phone };
  };

  it('texts a code to +91 and the 10-digit number, which signs in once', async () => {
    const founder = await founderWithPhone();
    const sent = await post(t, '/api/auth/phone-number/send-otp', { phoneNumber: founder.national });
    expect(sent.statusCode).toBe(200);
    const code = await codeSentTo(t, founder.phone);
    const signIn = await post(t, '/api/auth/phone-number/verify', { phoneNumber: founder.national, code });
    expect(signIn.statusCode).toBe(200);
    expect(await sessionEmail(t, cookieOf(signIn))).toBe(founder.email);
    const reused = await post(t, '/api/auth/phone-number/verify', { phoneNumber: founder.national, code });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses a wrong and an expired code', async () => {
    const founder = await founderWithPhone();
    await post(t, '/api/auth/phone-number/send-otp', { phoneNumber: founder.national });
    const code = await codeSentTo(t, founder.phone);
    const wrong = await post(t, '/api/auth/phone-number/verify', { phoneNumber: founder.national, code: otherCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_OTP');
    await expireVerifications(t);
    const expired = await post(t, '/api/auth/phone-number/verify', { phoneNumber: founder.national, code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('OTP_EXPIRED');
  });

  it('answers a number without an account like one with, and texts it nothing', async () => {
    const founder = await founderWithPhone();
    const stranger = newNumber();
    const known = await post(t, '/api/auth/phone-number/send-otp', { phoneNumber: founder.national });
    const unknown = await post(t, '/api/auth/phone-number/send-otp', { phoneNumber: stranger });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await messagesTo(t, `+91${stranger}`)).toHaveLength(0);
    const guess = await post(t, '/api/auth/phone-number/verify', { phoneNumber: stranger, code: '123456' });
    expect(guess.statusCode).toBe(400);
  });

  it.each([['12345'], ['98765432101'], ['+1 555 123 4567'], ['']])(
    'refuses %j with "Phone number is incorrectly formatted"',
    async (phoneNumber) => {
      const response = await post(t, '/api/auth/phone-number/send-otp', { phoneNumber });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ACCOUNT_MESSAGES.PHONE_INCORRECTLY_FORMATTED);
    },
  );
});
