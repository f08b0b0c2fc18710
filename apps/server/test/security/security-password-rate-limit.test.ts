import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, createTestApp, signUp, type TestApp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { get, post } from '../support/auth-kit.ts';

/**
 * Every route that checks the account password allows the same AUTH_RATE_LIMIT_MAX guesses per
 * client address and window as sign-in (verify-password used to allow 300 a minute).
 */
const WRONG = 'Not-the-password-1!';
const PASSWORD_ROUTES: {
  route: string;
  body: (founder: { email: string; phone: string }) => Record<string, unknown>;
  signedIn: boolean;
}[] = [
  { route: '/api/auth/sign-in/email', body: ({ email }) => ({ email, password: WRONG }), signedIn: false },
  { route: '/api/auth/sign-in/phone-number', body: ({ phone }) => ({ phoneNumber: phone, password: WRONG }), signedIn: false },
  { route: '/api/auth/verify-password', body: () => ({ password: WRONG }), signedIn: true },
  {
    route: '/api/auth/change-password',
    body: () => ({ currentPassword: WRONG, newPassword: 'Another-password-2!' }),
    signedIn: true,
  },
  { route: '/api/auth/delete-user', body: () => ({ password: WRONG }), signedIn: true },
  { route: '/api/auth/two-factor/enable', body: () => ({ password: WRONG }), signedIn: true },
  { route: '/api/auth/two-factor/disable', body: () => ({ password: WRONG }), signedIn: true },
  { route: '/api/auth/two-factor/get-totp-uri', body: () => ({ password: WRONG }), signedIn: true },
  { route: '/api/auth/two-factor/generate-backup-codes', body: () => ({ password: WRONG }), signedIn: true },
];

describe.each(TEST_DIALECTS)('password guesses limited on every password route on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect));
  let founder: { cookie: string; email: string; phone: string };
  beforeAll(async () => {
    const signedUp = await signUp(t.app);
    founder = { ...signedUp, phone: '+919812345678' };
  });

  it.each(PASSWORD_ROUTES)(
    'answers the 11th wrong password in the window on $route with 429',
    async ({ route, body, signedIn }) => {
      const max = t.config.authRateLimit.max;
      expect(max).toBe(10);
      const cookie = signedIn ? founder.cookie : undefined;
      for (let guess = 1; guess <= max; guess++) {
        const response = await post(t, route, body(founder), cookie);
        expect(response.statusCode, `guess ${guess}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `guess ${guess}: ${response.body}`).not.toBe(429);
        expect(response.statusCode).toBeLessThan(500);
      }
      const limited = await post(t, route, body(founder), cookie);
      expect(limited.statusCode).toBe(429);
    },
  );
});

describe.each(TEST_DIALECTS)('the session check on %s', (dialect) => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('answers a signed-in founder on every page load, however busy the address (no 429 past the default 300)', async () => {
    t = await createTestApp(dialect);
    const { cookie, email } = await signUp(t.app);
    for (let check = 1; check <= 320; check++) {
      const response = await get(t, '/api/auth/get-session', cookie);
      expect(response.statusCode, `check ${check}: ${response.body}`).toBe(200);
      if (check % 80 === 0) expect(response.json().user.email).toBe(email);
    }
  });
});
