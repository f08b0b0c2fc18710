import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/texts/messages';
import {
  GOOD_PASSWORD,
  TEST_DIALECTS,
  TEST_ORIGIN,
  cookieFrom,
  createTestApp,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';

const post = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...headers }, payload: payload as string });

describe.each(TEST_DIALECTS)('accounts on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }));

  it('signs a founder up with an HttpOnly, SameSite=Lax session cookie and a lowercased email', async () => {
    const email = uniqueEmail('Asha').toUpperCase();
    const response = await post(t, '/api/auth/sign-up/email', { name: 'Asha', email: `  ${email} `, password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie: cookieFrom(response) } });
    expect(session.json().user).toMatchObject({ name: 'Asha', email: email.toLowerCase() });
  });

  it.each([
    [{ name: '', email: 'a@example.com', password: GOOD_PASSWORD }, MESSAGES.REQUIRED_FIELDS_AUTH],
    [{ name: 'A', email: '', password: GOOD_PASSWORD }, MESSAGES.REQUIRED_FIELDS_AUTH],
    [{ name: 'A', email: 'a@example.com', password: '' }, MESSAGES.REQUIRED_FIELDS_AUTH],
    [{ name: 'A', email: 'a@example.com', password: 'ab1!' }, MESSAGES.PASSWORD_TOO_SHORT],
    [{ name: 'A', email: 'a@example.com', password: 'abcdefgh!' }, MESSAGES.PASSWORD_NEEDS_NUMBER],
    [{ name: 'A', email: 'a@example.com', password: 'abcdefgh1' }, MESSAGES.PASSWORD_NEEDS_SPECIAL],
    [{ name: 'A', email: 'not-an-email', password: GOOD_PASSWORD }, MESSAGES.EMAIL_INCORRECTLY_FORMATTED],
  ])('refuses sign-up %j with the spec message', async (body, message) => {
    const response = await post(t, '/api/auth/sign-up/email', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('signs in with a trimmed, case-insensitive email and signs out on the server', async () => {
    const { email } = await signUp(t.app);
    const signIn = await post(t, '/api/auth/sign-in/email', { email: ` ${email.toUpperCase()} `, password: GOOD_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const cookie = cookieFrom(signIn);
    const before = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(before.json()?.user?.email).toBe(email);
    const signOut = await post(t, '/api/auth/sign-out', {}, { cookie });
    expect(signOut.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(after.json()).toBeNull();
  });

  it.each([[{ email: '', password: 'x' }], [{ email: 'a@example.com', password: '' }], [{}]])(
    'refuses sign-in %j with "Please fill all required fields"',
    async (body) => {
      const response = await post(t, '/api/auth/sign-in/email', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.REQUIRED_FIELDS_AUTH);
    },
  );

  it('answers an unknown email and a wrong password identically', async () => {
    const { email } = await signUp(t.app);
    const wrong = await post(t, '/api/auth/sign-in/email', { email, password: 'Wrong-password-1!' });
    const unknown = await post(t, '/api/auth/sign-in/email', { email: uniqueEmail('nobody'), password: 'Wrong-password-1!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(cookieFrom(wrong)).toBe('');
  });

  it.each([
    ['invalid JSON', '{"email":', { 'content-type': 'application/json' }, 400],
    ['a text/plain body', 'email=a@example.com', { 'content-type': 'text/plain' }, 415],
    ['a form body', 'email=a%40example.com&password=x', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['an array', '[1,2,3]', { 'content-type': 'application/json' }, 400],
    ['wrong types', '{"email":123,"password":{"a":1}}', { 'content-type': 'application/json' }, 400],
    [
      'a prototype-polluting key',
      '{"__proto__":{"admin":true},"email":"a@example.com","password":"x"}',
      { 'content-type': 'application/json' },
      400,
    ],
    [
      'a huge password',
      JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(100_000) }),
      { 'content-type': 'application/json' },
      400,
    ],
  ])('answers %s with a 4xx and a message, never a 500', async (_label, payload, headers, status) => {
    const response = await post(t, '/api/auth/sign-in/email', payload, headers);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const response = await post(
      t,
      '/api/auth/sign-in/email',
      { email: 'a@example.com', password: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe.each(TEST_DIALECTS)('sign-in rate limit on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' }));

  it('answers 429 after the configured attempts, and a spoofed X-Forwarded-For does not reset it', async () => {
    const attempt = (ip?: string) =>
      post(
        t,
        '/api/auth/sign-in/email',
        { email: 'someone@example.com', password: 'Wrong-password-1!' },
        ip ? { 'x-forwarded-for': ip } : {},
      );
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect((await attempt('203.0.113.9')).statusCode).toBe(429);
  });
});

describe('health', () => {
  const t = appPerSuite(() => createTestApp('sqlite'));

  it('reports the process up and the database reachable', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('sends security headers and the public configuration', async () => {
    const response = await t.app.inject('/api/config');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.json()).toMatchObject({ cohortName: 'Winter 2025 Cohort', productName: expect.any(String) });
  });
});
