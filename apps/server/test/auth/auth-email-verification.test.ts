import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, TEST_DIALECTS, createTestApp, signUp, uniqueEmail, type TestApp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { cookieOf, enrolTwoFactor, get, linkTokenSentTo, messagesTo, post, sessionEmail } from '../support/auth-kit.ts';

const openVerifyLink = (t: TestApp, token: string, cookie?: string) =>
  get(t, `/api/auth/verify-email?token=${encodeURIComponent(token)}`, cookie);

describe.each(TEST_DIALECTS)('email verification (REQUIRE_EMAIL_VERIFICATION=true) on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', REQUIRE_EMAIL_VERIFICATION: 'true' }));

  const signIn = (email: string) => post(t, '/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });

  it('refuses an unverified sign-in until the emailed link is opened; the resent link works; links work once', async () => {
    const email = uniqueEmail('unverified');
    const signedUp = await post(t, '/api/auth/sign-up/email', { name: 'Asha Founder', email, password: GOOD_PASSWORD });
    expect(signedUp.statusCode).toBe(200);
    expect(await sessionEmail(t, cookieOf(signedUp))).toBeUndefined();
    expect(await messagesTo(t, email)).toHaveLength(1);

    const refused = await signIn(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(cookieOf(refused)).not.toMatch(/session_token=[^;]+/);

    const sentBefore = (await messagesTo(t, email)).length;
    const resent = await post(t, '/api/auth/send-verification-email', { email });
    expect(resent.statusCode).toBe(200);
    expect((await messagesTo(t, email)).length).toBeGreaterThan(sentBefore);

    const opened = await openVerifyLink(t, await linkTokenSentTo(t, email, '/verify-email'));
    expect(opened.statusCode).toBe(200);
    expect(await sessionEmail(t, cookieOf(opened))).toBe(email);
    const again = await openVerifyLink(t, await linkTokenSentTo(t, email, '/verify-email'));
    expect(cookieOf(again)).not.toMatch(/session_token=[^;]+/);

    const allowed = await signIn(email);
    expect(allowed.statusCode).toBe(200);
    expect(await sessionEmail(t, cookieOf(allowed))).toBe(email);
  });

  it('answers a resend for an unknown address like a known one and sends nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const response = await post(t, '/api/auth/send-verification-email', { email: nobody });
    expect(response.statusCode).toBe(200);
    expect(await messagesTo(t, nobody)).toHaveLength(0);
  });

  it('refuses a forged or malformed link with a 4xx and no session', async () => {
    const opened = await openVerifyLink(t, 'not-a-token');
    expect(opened.statusCode).toBeGreaterThanOrEqual(400);
    expect(opened.statusCode).toBeLessThan(500);
    expect(cookieOf(opened)).not.toMatch(/session_token=[^;]+/);
  });
});

describe.each(TEST_DIALECTS)('email change on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }));

  it('sends a link to the new address and changes the email only when it is opened, once', async () => {
    const founder = await signUp(t.app);
    const newEmail = uniqueEmail('new-address');
    const asked = await post(t, '/api/auth/change-email', { newEmail: ` ${newEmail.toUpperCase()} ` }, founder.cookie);
    expect(asked.statusCode).toBe(200);
    expect(await sessionEmail(t, founder.cookie)).toBe(founder.email);
    const token = await linkTokenSentTo(t, newEmail, '/verify-email');

    const opened = await openVerifyLink(t, token, founder.cookie);
    expect(opened.statusCode).toBe(200);
    expect(await sessionEmail(t, founder.cookie)).toBe(newEmail);
    const oldSignIn = await post(t, '/api/auth/sign-in/email', { email: founder.email, password: GOOD_PASSWORD });
    expect(oldSignIn.statusCode).toBe(401);
    const newSignIn = await post(t, '/api/auth/sign-in/email', { email: newEmail, password: GOOD_PASSWORD });
    expect(newSignIn.statusCode).toBe(200);

    const again = await openVerifyLink(t, token);
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    expect(cookieOf(again)).not.toMatch(/session_token=[^;]+/);
  });

  it('answers an address that has an account like any other and mails it nothing', async () => {
    const founder = await signUp(t.app);
    const other = await signUp(t.app);
    const before = (await messagesTo(t, other.email)).length;
    const asked = await post(t, '/api/auth/change-email', { newEmail: other.email }, founder.cookie);
    expect(asked.statusCode).toBe(200);
    expect(await messagesTo(t, other.email)).toHaveLength(before);
    expect(await sessionEmail(t, founder.cookie)).toBe(founder.email);
  });

  it('refuses a malformed address with a 400 and needs a session', async () => {
    const founder = await signUp(t.app);
    expect((await post(t, '/api/auth/change-email', { newEmail: 'nope' }, founder.cookie)).statusCode).toBe(400);
    expect((await post(t, '/api/auth/change-email', { newEmail: uniqueEmail() })).statusCode).toBe(401);
  });

  it('a change link opened without a session asks for the 2FA code of an account with 2FA on', async () => {
    const founder = await enrolTwoFactor(t, await signUp(t.app), GOOD_PASSWORD);
    const newEmail = uniqueEmail('new-2fa');
    await post(t, '/api/auth/change-email', { newEmail }, founder.cookie);
    const opened = await openVerifyLink(t, await linkTokenSentTo(t, newEmail, '/verify-email'));
    expect(opened.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await sessionEmail(t, cookieOf(opened))).toBeUndefined();
  });
});
