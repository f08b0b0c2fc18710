import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, TEST_DIALECTS, TEST_ORIGIN, createTestApp, signUp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import {
  answerChallenge,
  codeSentTo,
  cookieOf,
  enrolTwoFactor,
  get,
  linkSentTo,
  mergeCookies,
  post,
  sessionEmail,
} from '../support/auth-kit.ts';
import { SoftAuthenticator } from '../support/auth-webauthn-kit.ts';

/** Every way to sign in asks for the authenticator code when the account has two-factor authentication on. */
describe.each(TEST_DIALECTS)('two-factor on every sign-in method on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }));

  let next = 0;
  const newNumber = () => `97${String(Date.now() % 1e6).padStart(6, '0')}${String(++next).padStart(2, '0')}`;
  const founderWith2fa = async () => enrolTwoFactor(t, await signUp(t.app), GOOD_PASSWORD);

  /** The sign-in answered with the 2FA challenge instead of a session; the code then completes it. */
  const expectChallengeThenSession = async (
    response: Awaited<ReturnType<typeof post>>,
    founder: Awaited<ReturnType<typeof founderWith2fa>>,
  ) => {
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const challenge = cookieOf(response);
    expect(challenge).toMatch(/two_factor=/);
    expect(challenge).not.toMatch(/session_token=[^;]/);
    expect(await sessionEmail(t, challenge)).toBeUndefined();
    const answered = await answerChallenge(t, challenge, founder);
    expect(answered.response.statusCode).toBe(200);
    expect(await sessionEmail(t, answered.cookie)).toBe(founder.email);
  };

  it('an emailed code leads to the 2FA step, not to a session', async () => {
    const founder = await founderWith2fa();
    await post(t, '/api/auth/email-otp/send-verification-otp', { email: founder.email, type: 'sign-in' });
    const signIn = await post(t, '/api/auth/sign-in/email-otp', {
      email: founder.email,
      otp: await codeSentTo(t, founder.email),
    });
    await expectChallengeThenSession(signIn, founder);
  });

  it('an SMS code leads to the 2FA step; adding a number while signed in keeps the session', async () => {
    const founder = await founderWith2fa();
    const national = newNumber();
    await post(t, '/api/auth/phone-number/send-otp', { phoneNumber: national }, founder.cookie);
    const added = await post(
      t,
      '/api/auth/phone-number/verify',
      { phoneNumber: national, code: await codeSentTo(t, `+91${national}`), updatePhoneNumber: true },
      founder.cookie,
    );
    expect(added.statusCode).toBe(200);
    expect(await sessionEmail(t, founder.cookie)).toBe(founder.email);

    await post(t, '/api/auth/phone-number/send-otp', { phoneNumber: national });
    const signIn = await post(t, '/api/auth/phone-number/verify', {
      phoneNumber: national,
      code: await codeSentTo(t, `+91${national}`),
    });
    await expectChallengeThenSession(signIn, founder);
  });

  it('a magic link (the landing page redeems it) leads to the 2FA step', async () => {
    const founder = await founderWith2fa();
    await post(t, '/api/auth/sign-in/magic-link', { email: founder.email });
    const link = await linkSentTo(t, founder.email, '/magic-link');
    const opened = await get(t, `/api/auth/magic-link/verify?token=${encodeURIComponent(link.searchParams.get('token')!)}`);
    await expectChallengeThenSession(opened, founder);
  });

  it('a magic link opened with a callback URL redirects without a session', async () => {
    const founder = await founderWith2fa();
    await post(t, '/api/auth/sign-in/magic-link', { email: founder.email });
    const token = (await linkSentTo(t, founder.email, '/magic-link')).searchParams.get('token')!;
    const opened = await get(t, `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}&callbackURL=%2Fdashboard`);
    expect(cookieOf(opened)).not.toMatch(/session_token=[^;]+/);
    expect(await sessionEmail(t, cookieOf(opened))).toBeUndefined();
  });

  /** Registers a passkey for a signed-in founder and returns a function that signs in with it. */
  const withPasskey = async (founder: { cookie: string }, userVerified: boolean) => {
    const authenticator = new SoftAuthenticator(TEST_ORIGIN, userVerified);
    const options = await get(t, '/api/auth/passkey/generate-register-options', founder.cookie);
    expect(options.statusCode).toBe(200);
    const registered = await post(
      t,
      '/api/auth/passkey/verify-registration',
      { response: authenticator.register(options.json()), name: 'Laptop' },
      mergeCookies(founder.cookie, options),
    );
    expect(registered.statusCode).toBe(200);
    return async () => {
      const challenge = await get(t, '/api/auth/passkey/generate-authenticate-options');
      expect(challenge.statusCode).toBe(200);
      return post(
        t,
        '/api/auth/passkey/verify-authentication',
        { response: authenticator.authenticate(challenge.json()) },
        cookieOf(challenge),
      );
    };
  };

  it('a passkey that verified the person (PIN or biometric) is two factors: it signs in', async () => {
    const founder = await founderWith2fa();
    const signInWithPasskey = await withPasskey(founder, true);
    const signIn = await signInWithPasskey();
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().twoFactorRedirect).toBeUndefined();
    expect(await sessionEmail(t, cookieOf(signIn))).toBe(founder.email);
  });

  it('a passkey that only checked presence (a touch) leads to the 2FA step', async () => {
    const founder = await founderWith2fa();
    const signInWithPasskey = await withPasskey(founder, false);
    await expectChallengeThenSession(await signInWithPasskey(), founder);
  });

  it('a passkey of an account without 2FA signs in directly', async () => {
    const founder = await signUp(t.app);
    const signInWithPasskey = await withPasskey(founder, false);
    const signIn = await signInWithPasskey();
    expect(signIn.statusCode).toBe(200);
    expect(await sessionEmail(t, cookieOf(signIn))).toBe(founder.email);
  });

  it('the challenge of a passwordless sign-in takes a backup code too, once', async () => {
    const founder = await founderWith2fa();
    await post(t, '/api/auth/email-otp/send-verification-otp', { email: founder.email, type: 'sign-in' });
    const signIn = await post(t, '/api/auth/sign-in/email-otp', {
      email: founder.email,
      otp: await codeSentTo(t, founder.email),
    });
    const backup = await post(t, '/api/auth/two-factor/verify-backup-code', { code: founder.backupCodes[0] }, cookieOf(signIn));
    expect(backup.statusCode).toBe(200);
    expect(await sessionEmail(t, mergeCookies(cookieOf(signIn), backup))).toBe(founder.email);
  });
});
