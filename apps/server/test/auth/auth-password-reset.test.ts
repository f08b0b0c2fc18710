import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/texts/messages';
import { GOOD_PASSWORD, TEST_DIALECTS, createTestApp, signUp, uniqueEmail } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { cookieOf, expireVerifications, linkTokenSentTo, messagesTo, post, sessionEmail } from '../support/auth-kit.ts';

const NEW_PASSWORD = 'village-well-77!';

describe.each(TEST_DIALECTS)('password reset by emailed link on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }));

  it('emails a link that sets a new password once, and signs every session out', async () => {
    const { email, cookie } = await signUp(t.app);
    const asked = await post(t, '/api/auth/request-password-reset', { email });
    expect(asked.statusCode).toBe(200);
    const token = await linkTokenSentTo(t, email, '/reset-password');

    const reset = await post(t, '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(await sessionEmail(t, cookie)).toBeUndefined();

    const oldPassword = await post(t, '/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post(t, '/api/auth/sign-in/email', { email, password: NEW_PASSWORD });
    expect(newPassword.statusCode).toBe(200);

    const again = await post(t, '/api/auth/reset-password', { token, newPassword: 'another-one-88!' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp(t.app);
    await post(t, '/api/auth/request-password-reset', { email });
    const token = await linkTokenSentTo(t, email, '/reset-password');
    await expireVerifications(t);
    const reset = await post(t, '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe('INVALID_TOKEN');
    expect((await post(t, '/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const { email } = await signUp(t.app);
    const nobody = uniqueEmail('nobody');
    const known = await post(t, '/api/auth/request-password-reset', { email });
    const unknown = await post(t, '/api/auth/request-password-reset', { email: nobody });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await messagesTo(t, nobody)).toHaveLength(0);
  });

  it('refuses a weak new password and a malformed email with the spec messages', async () => {
    const { email } = await signUp(t.app);
    await post(t, '/api/auth/request-password-reset', { email });
    const token = await linkTokenSentTo(t, email, '/reset-password');
    const weak = await post(t, '/api/auth/reset-password', { token, newPassword: 'abcdefgh1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MESSAGES.PASSWORD_NEEDS_SPECIAL);
    const malformed = await post(t, '/api/auth/request-password-reset', { email: 'not-an-email' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MESSAGES.EMAIL_INCORRECTLY_FORMATTED);
    const wrongType = await post(t, '/api/auth/request-password-reset', { email: 42 });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe.each(TEST_DIALECTS)('password change on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }));

  it('changes the password and signs every other session out, keeping this one', async () => {
    const { email, cookie: laptop } = await signUp(t.app);
    const phone = cookieOf(await post(t, '/api/auth/sign-in/email', { email, password: GOOD_PASSWORD }));
    expect(await sessionEmail(t, phone)).toBe(email);

    // The client asks to keep the other sessions: the server signs them out anyway.
    const changed = await post(
      t,
      '/api/auth/change-password',
      { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false },
      laptop,
    );
    expect(changed.statusCode).toBe(200);
    const laptopNow = cookieOf(changed) || laptop;
    expect(await sessionEmail(t, laptopNow)).toBe(email);
    expect(await sessionEmail(t, phone)).toBeUndefined();
    expect((await post(t, '/api/auth/sign-in/email', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a weak new one', async () => {
    const { cookie } = await signUp(t.app);
    const wrong = await post(
      t,
      '/api/auth/change-password',
      { currentPassword: 'Not-my-password-1!', newPassword: NEW_PASSWORD },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');
    const weak = await post(t, '/api/auth/change-password', { currentPassword: GOOD_PASSWORD, newPassword: 'short1!' }, cookie);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MESSAGES.PASSWORD_TOO_SHORT);
    const signedOut = await post(t, '/api/auth/change-password', { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe.each(TEST_DIALECTS)('account route rate limits on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '2', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' }));

  it.each([
    ['/api/auth/request-password-reset', { email: 'someone@example.com' }],
    ['/api/auth/reset-password', { token: 'nope', newPassword: NEW_PASSWORD }],
    ['/api/auth/email-otp/send-verification-otp', { email: 'someone@example.com', type: 'sign-in' }],
    ['/api/auth/sign-in/email-otp', { email: 'someone@example.com', otp: '123456' }],
    ['/api/auth/sign-in/magic-link', { email: 'someone@example.com' }],
    ['/api/auth/phone-number/send-otp', { phoneNumber: '9876543210' }],
    ['/api/auth/phone-number/verify', { phoneNumber: '9876543210', code: '123456' }],
    ['/api/auth/two-factor/verify-totp', { code: '123456' }],
    ['/api/auth/send-verification-email', { email: 'someone@example.com' }],
  ])('answers 429 on %s after the configured attempts', async (url, body) => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(t, url, body)).statusCode);
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });
});
