import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, TEST_DIALECTS, createTestApp, signUp, uniqueEmail } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { postJson } from '../support/security-kit.ts';

/**
 * Brute force: every route that checks a secret or reveals an account answers 429 with a retry hint once the
 * configured attempts are used, and headers a client can forge do not buy a fresh allowance.
 */

const LIMIT = 3;

/** Secret-checking routes; a route that is not mounted (404) is reported and left out. */
const ROUTES: { route: string; body: () => Record<string, unknown> }[] = [
  { route: '/api/auth/sign-in/email', body: () => ({ email: 'someone@example.com', password: 'Wrong-password-1!' }) },
  { route: '/api/auth/sign-up/email', body: () => ({ name: 'X', email: uniqueEmail('bf'), password: GOOD_PASSWORD }) },
  { route: '/api/auth/request-password-reset', body: () => ({ email: 'someone@example.com', redirectTo: '/reset-password' }) },
  { route: '/api/auth/reset-password', body: () => ({ token: 'not-a-token', newPassword: 'Another#2025' }) },
  { route: '/api/auth/send-verification-email', body: () => ({ email: 'someone@example.com' }) },
  { route: '/api/auth/email-otp/send-verification-otp', body: () => ({ email: 'someone@example.com', type: 'sign-in' }) },
  { route: '/api/auth/sign-in/email-otp', body: () => ({ email: 'someone@example.com', otp: '000000' }) },
  { route: '/api/auth/sign-in/magic-link', body: () => ({ email: 'someone@example.com' }) },
];

const SPOOFED_HEADERS: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.9' },
  { 'x-real-ip': '203.0.113.10' },
  { forwarded: 'for=203.0.113.11' },
  { 'true-client-ip': '203.0.113.12' },
  { 'cf-connecting-ip': '203.0.113.13' },
  { 'x-portal-client-ip': '203.0.113.14' },
];

describe.each(TEST_DIALECTS)('brute force on %s', (dialect) => {
  const t = appPerSuite(() =>
    createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: String(LIMIT), AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' }),
  );

  it('limits every mounted secret-checking route, with a retry hint that spoofed address headers do not reset', async () => {
    const covered: string[] = [];
    for (const { route, body } of ROUTES) {
      const first = await postJson(t.app, route, body());
      if (first.statusCode === 404) continue;
      covered.push(route);
      for (let i = 1; i < LIMIT; i++) expect((await postJson(t.app, route, body())).statusCode, route).not.toBe(429);
      const limited = await postJson(t.app, route, body());
      expect(limited.statusCode, route).toBe(429);
      const retryAfter = Number(limited.headers['retry-after'] ?? limited.headers['x-retry-after']);
      expect(retryAfter, `${route}: ${JSON.stringify(limited.headers)}`).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      for (const headers of SPOOFED_HEADERS) {
        expect((await postJson(t.app, route, body(), headers)).statusCode, `${route} ${JSON.stringify(headers)}`).toBe(429);
      }
    }
    console.info(`brute force (${dialect}): limited ${covered.join(', ')}`);
    expect(covered).toEqual(expect.arrayContaining(['/api/auth/sign-in/email', '/api/auth/sign-up/email']));
  });

  it('keeps counting against one account even when the guesses come with different spoofed addresses', async () => {
    const other = await createTestApp(dialect, {
      AUTH_RATE_LIMIT_MAX: String(LIMIT),
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
      TRUST_PROXY: 'false',
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++) {
        const response = await postJson(
          other.app,
          '/api/auth/sign-in/email',
          { email: 'victim@example.com', password: `Guess-${i}#2025` },
          { 'x-forwarded-for': `198.51.100.${i}` },
        );
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    } finally {
      await other.close();
    }
  });

  it('does not let the right password through once limited', async () => {
    const limited = await createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: String(LIMIT) });
    try {
      const { email } = await signUp(limited.app);
      for (let i = 0; i < LIMIT; i++)
        await postJson(limited.app, '/api/auth/sign-in/email', { email, password: `Guess-${i}#2025` });
      const right = await postJson(limited.app, '/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
      expect(right.statusCode).toBe(429);
      expect(right.headers['set-cookie']).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});
