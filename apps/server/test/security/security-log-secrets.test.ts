import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, TEST_DIALECTS, createTestApp, signUp, uniqueEmail, type TestApp } from '../support/helper.ts';
import { codeSentTo, cookieOf, enrolTwoFactor, get, linkTokenSentTo, mergeCookies, post } from '../support/auth-kit.ts';
import { postGraphQLWithBearer } from '../support/graphql-client.ts';

/**
 * No secret in any log line. Every auth flow that issues a token, link or code runs with the
 * app's own logger writing to a captured stream, including the requests that carry the secret back (landing
 * pages, API redemptions, bearer calls); then the whole log is searched for each secret issued.
 */
describe.each(TEST_DIALECTS)('secrets kept out of the log on %s', (dialect) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }, { logStream });
  });
  afterAll(async () => t.close());

  /** Each secret the flows below were given, with where it came from. */
  const secrets: { what: string; value: string }[] = [];
  const issued = (what: string, value: string | undefined | null) => {
    if (!value) throw new Error(`no ${what} was issued`);
    secrets.push({ what, value });
    return value;
  };
  const sessionTokenOf = (cookie: string) =>
    decodeURIComponent(/portal\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0];

  it('runs every flow that issues a token or code, then finds none of them in the log', async () => {
    // Sign-up: the verification link, opened on the landing page and redeemed by the API.
    const founder = await signUp(t.app);
    issued('session token', sessionTokenOf(founder.cookie));
    const verifyToken = issued('verification link token', await linkTokenSentTo(t, founder.email, '/verify-email'));
    await get(t, `/verify-email?token=${encodeURIComponent(verifyToken)}`);
    expect(
      (await get(t, `/api/auth/verify-email?token=${encodeURIComponent(verifyToken)}`, founder.cookie)).statusCode,
    ).toBeLessThan(400);

    // Password reset: the emailed link, its landing page, Better Auth's redirect route and the reset itself.
    expect(
      (await post(t, '/api/auth/request-password-reset', { email: founder.email, redirectTo: '/reset-password' })).statusCode,
    ).toBe(200);
    const resetToken = issued('reset link token', await linkTokenSentTo(t, founder.email, '/reset-password'));
    await get(t, `/reset-password?token=${encodeURIComponent(resetToken)}`);
    await get(
      t,
      `/api/auth/reset-password/${encodeURIComponent(resetToken)}?callbackURL=${encodeURIComponent('/reset-password')}`,
    );
    const newPassword = `${GOOD_PASSWORD}-new`;
    expect((await post(t, '/api/auth/reset-password', { token: resetToken, newPassword })).statusCode).toBe(200);
    const signedIn = await post(t, '/api/auth/sign-in/email', { email: founder.email, password: newPassword });
    expect(signedIn.statusCode).toBe(200);
    let cookie = cookieOf(signedIn);
    issued('session token after sign-in', sessionTokenOf(cookie));

    // Magic link.
    expect((await post(t, '/api/auth/sign-in/magic-link', { email: founder.email, callbackURL: '/dashboard' })).statusCode).toBe(
      200,
    );
    const magicToken = issued('magic link token', await linkTokenSentTo(t, founder.email, '/magic-link'));
    await get(t, `/magic-link?token=${encodeURIComponent(magicToken)}`);
    expect((await get(t, `/api/auth/magic-link/verify?token=${encodeURIComponent(magicToken)}`)).statusCode).toBeLessThan(400);

    // Email codes of every kind.
    for (const type of ['sign-in', 'forget-password', 'email-verification'] as const) {
      expect((await post(t, '/api/auth/email-otp/send-verification-otp', { email: founder.email, type })).statusCode).toBe(200);
      issued(`email code (${type})`, await codeSentTo(t, founder.email));
    }
    const signInCode = issued(
      'email sign-in code',
      (await post(t, '/api/auth/email-otp/send-verification-otp', { email: founder.email, type: 'sign-in' }),
      await codeSentTo(t, founder.email)),
    );
    expect((await post(t, '/api/auth/sign-in/email-otp', { email: founder.email, otp: signInCode })).statusCode).toBe(200);

    // Phone codes: adding the number, then signing in with it.
    const national = `97${String(Date.now() % 1e8).padStart(8, '0')}`;
    const phone = `+91${national}`;
    expect((await post(t, '/api/auth/phone-number/send-otp', { phoneNumber: national }, cookie)).statusCode).toBe(200);
    const addCode = issued('SMS code (add number)', await codeSentTo(t, phone));
    expect(
      (await post(t, '/api/auth/phone-number/verify', { phoneNumber: national, code: addCode, updatePhoneNumber: true }, cookie))
        .statusCode,
    ).toBe(200);
    expect((await post(t, '/api/auth/phone-number/send-otp', { phoneNumber: national })).statusCode).toBe(200);
    const smsSignIn = issued('SMS code (sign-in)', await codeSentTo(t, phone));
    expect((await post(t, '/api/auth/phone-number/verify', { phoneNumber: national, code: smsSignIn })).statusCode).toBe(200);

    // Change of email: the link to the new address.
    const newEmail = uniqueEmail('moved');
    expect((await post(t, '/api/auth/change-email', { newEmail, callbackURL: '/verify-email' }, cookie)).statusCode).toBe(200);
    const changeToken = issued('change-email link token', await linkTokenSentTo(t, newEmail, '/verify-email'));
    await get(t, `/verify-email?token=${encodeURIComponent(changeToken)}`);
    const changed = await get(t, `/api/auth/verify-email?token=${encodeURIComponent(changeToken)}`, cookie);
    expect(changed.statusCode).toBeLessThan(400);
    cookie = mergeCookies(cookie, changed);

    // Personal access token and JWT, each used as a bearer token.
    const created = await post(t, '/api/auth/api-key/create', { name: 'export script', expiresIn: 7 * 86_400 }, cookie);
    expect(created.statusCode).toBe(200);
    const accessToken = issued('personal access token', (created.json() as { key: string }).key);
    const jwt = issued('JWT', ((await get(t, '/api/auth/token', cookie)).json() as { token: string }).token);
    for (const bearer of [accessToken, jwt]) {
      const who = await postGraphQLWithBearer(t.app, bearer, 'query Who { viewer { id } }');
      expect(who.statusCode).toBe(200);
    }

    // Two-factor: the TOTP secret, the backup codes, and a fresh set of them.
    const secondFounder = await signUp(t.app);
    const enrolled = await enrolTwoFactor(t, secondFounder, GOOD_PASSWORD);
    issued('TOTP secret', new URL(enrolled.totpURI).searchParams.get('secret'));
    for (const code of enrolled.backupCodes) issued('backup code', code);
    const regenerated = await post(t, '/api/auth/two-factor/generate-backup-codes', { password: GOOD_PASSWORD }, enrolled.cookie);
    expect(regenerated.statusCode).toBe(200);
    for (const code of (regenerated.json() as { backupCodes: string[] }).backupCodes) issued('backup code', code);

    // A presigned file link carries its signature in the query.
    const signature = issued('file link signature', randomBytes(32).toString('base64url'));
    await get(t, `/files/${randomUUID()}?expires=${Math.floor(Date.now() / 1000) + 600}&signature=${signature}`);

    const log = lines.join('');
    // The requests above were logged (so finding nothing below means something).
    expect(log).toContain('/reset-password');
    expect(log).toContain('/api/auth/magic-link/verify');
    // Each secret found, with the log around it, so a failure shows the line that carried it.
    const leaked = secrets.flatMap(({ what, value }) => {
      // Codes are digits: only a whole number counts, not digits inside a timestamp.
      const at = /^\d+$/.test(value)
        ? log.search(new RegExp(`(?<![\\d.])${value}(?![\\d.])`))
        : Math.max(log.indexOf(value), log.indexOf(encodeURIComponent(value)));
      return at < 0 ? [] : [`${what} at …${log.slice(Math.max(0, at - 300), at + 60)}…`];
    });
    expect(leaked).toEqual([]);
    expect(secrets.length).toBeGreaterThan(20);
  });
});
