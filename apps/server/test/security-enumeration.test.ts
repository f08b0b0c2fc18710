import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, TEST_DIALECTS, createTestApp, signUp, uniqueEmail, type TestApp } from './helper.ts';
import { postJson } from './security-kit.ts';

/**
 * User enumeration: routes that take an email answer a registered and an unregistered one the same way
 * (status, body, cookies). Sign-up is the one place the spec tells a visitor that an email is taken
 * (EMAIL_TAKEN, shown by the web app); there the defence is the rate limit, checked in security-brute-force.
 */

/** Routes that take an email; a route that is not mounted (404) is reported and left out. */
const EMAIL_ROUTES: { route: string; body: (email: string) => Record<string, unknown> }[] = [
  { route: '/api/auth/sign-in/email', body: (email) => ({ email, password: 'Wrong-password-1!' }) },
  { route: '/api/auth/request-password-reset', body: (email) => ({ email, redirectTo: '/reset-password' }) },
  { route: '/api/auth/forget-password', body: (email) => ({ email, redirectTo: '/reset-password' }) },
  { route: '/api/auth/send-verification-email', body: (email) => ({ email }) },
  { route: '/api/auth/email-otp/send-verification-otp', body: (email) => ({ email, type: 'sign-in' }) },
  { route: '/api/auth/email-otp/send-verification-otp', body: (email) => ({ email, type: 'forget-password' }) },
  { route: '/api/auth/sign-in/email-otp', body: (email) => ({ email, otp: '000000' }) },
  { route: '/api/auth/sign-in/magic-link', body: (email) => ({ email }) },
];

/** What a visitor can see of an answer, with the values that differ per request (dates, ids) blanked. */
const visible = (response: { statusCode: number; body: string; headers: Record<string, unknown> }) => ({
  status: response.statusCode,
  body: response.body.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<date>').replace(/[A-Za-z0-9_-]{24,}/g, '<token>'),
  setsCookie: response.headers['set-cookie'] !== undefined,
});

describe.each(TEST_DIALECTS)('user enumeration on %s', (dialect) => {
  let t: TestApp;
  let registered: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' });
    registered = (await signUp(t.app)).email;
  });
  afterAll(async () => t.close());

  it('answers a registered and an unknown email the same on every route that takes one', async () => {
    const covered: string[] = [];
    for (const { route, body } of EMAIL_ROUTES) {
      const known = await postJson(t.app, route, body(registered));
      if (known.statusCode === 404) continue;
      covered.push(route);
      const unknown = await postJson(t.app, route, body(uniqueEmail('nobody')));
      expect(visible(unknown), route).toEqual(visible(known));
      expect(known.statusCode, route).toBeLessThan(500);
    }
    console.info(`enumeration (${dialect}): compared ${[...new Set(covered)].join(', ')}`);
    expect(covered).toContain('/api/auth/sign-in/email');
  });

  it('answers a wrong password and an unknown email with the same words, whatever the email case', async () => {
    const wrong = await postJson(t.app, '/api/auth/sign-in/email', { email: registered.toUpperCase(), password: 'Wrong-password-1!' });
    const unknown = await postJson(t.app, '/api/auth/sign-in/email', { email: uniqueEmail('Nobody').toUpperCase(), password: 'Wrong-password-1!' });
    expect(wrong.statusCode).toBe(401);
    expect(visible(unknown)).toEqual(visible(wrong));
  });

  it('tells a visitor an email is taken only with a message (the web app shows the spec text), without an account id or a session', async () => {
    const taken = await postJson(t.app, '/api/auth/sign-up/email', { name: 'Other', email: registered, password: GOOD_PASSWORD });
    expect(taken.statusCode).toBeGreaterThanOrEqual(400);
    expect(taken.statusCode).toBeLessThan(500);
    expect(taken.json().message).toEqual(expect.any(String));
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(taken.body).not.toMatch(/"id"/);
  });
});
