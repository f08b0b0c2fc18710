import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, TEST_DIALECTS, createTestApp, signUp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { answerChallenge, cookieOf, enrolTwoFactor, post, sessionEmail, unusedTotp } from '../support/auth-kit.ts';

describe.each(TEST_DIALECTS)('TOTP two-factor on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }));

  /** Enrols a new founder: QR URI and backup codes, confirmed with a code computed here (never a used one). */
  const enrol = async () => {
    const founder = await enrolTwoFactor(t, await signUp(t.app), GOOD_PASSWORD);
    expect(founder.totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(founder.backupCodes).toHaveLength(10);
    return founder;
  };

  /** Password sign-in of a 2FA account: no session yet, a challenge cookie and the methods to answer it. */
  const startSignIn = async (email: string) => {
    const response = await post(t, '/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const challenge = cookieOf(response);
    expect(await sessionEmail(t, challenge)).toBeUndefined();
    return challenge;
  };

  it('enrols with a QR URI and backup codes; sign-in then asks for a code and a correct one signs in', async () => {
    const founder = await enrol();
    const challenge = await startSignIn(founder.email);
    // The enrolment code was used already: the sign-in takes a fresh one (now's or the next period's).
    const verified = await answerChallenge(t, challenge, founder);
    expect(verified.response.statusCode).toBe(200);
    expect(await sessionEmail(t, verified.cookie)).toBe(founder.email);
  });

  it('refuses a code that was already used, and a wrong code, like each other', async () => {
    const founder = await enrol();
    const challenge = await startSignIn(founder.email);
    const reused = await post(t, '/api/auth/two-factor/verify-totp', { code: founder.used[0] }, challenge);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('INVALID_CODE');
    const fresh = unusedTotp(founder.totpURI, founder.used);
    const wrong = await post(
      t,
      '/api/auth/two-factor/verify-totp',
      { code: fresh === '000000' ? '111111' : '000000' },
      challenge,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CODE');
    expect(cookieOf(reused)).not.toMatch(/session_token=[^;]+/);
    // A fresh code still works after the failures...
    const good = await answerChallenge(t, challenge, founder);
    expect(good.response.statusCode).toBe(200);
    // ... and cannot be used a second time, even in a new sign-in.
    const second = await startSignIn(founder.email);
    const replay = await post(t, '/api/auth/two-factor/verify-totp', { code: founder.used.at(-1) }, second);
    expect(replay.statusCode).toBe(401);
  });

  it('accepts each backup code once', async () => {
    const founder = await enrol();
    const code = founder.backupCodes[0]!;
    const first = await post(t, '/api/auth/two-factor/verify-backup-code', { code }, await startSignIn(founder.email));
    expect(first.statusCode).toBe(200);
    const again = await post(t, '/api/auth/two-factor/verify-backup-code', { code }, await startSignIn(founder.email));
    expect(again.statusCode).toBe(401);
  });

  it('refuses a code without a sign-in challenge (MFA ticket)', async () => {
    const response = await post(t, '/api/auth/two-factor/verify-totp', { code: '123456' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_TWO_FACTOR_COOKIE');
  });

  it('disables with the password; sign-in then needs no code', async () => {
    const founder = await enrol();
    const wrong = await post(t, '/api/auth/two-factor/disable', { password: 'Not-my-password-1!' }, founder.cookie);
    expect(wrong.statusCode).toBe(400);
    const disabled = await post(t, '/api/auth/two-factor/disable', { password: GOOD_PASSWORD }, founder.cookie);
    expect(disabled.statusCode).toBe(200);
    const signIn = await post(t, '/api/auth/sign-in/email', { email: founder.email, password: GOOD_PASSWORD });
    expect(signIn.json().twoFactorRedirect).toBeUndefined();
    expect(await sessionEmail(t, cookieOf(signIn))).toBe(founder.email);
  });
});
