import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { passwordSignInOf } from '../../src/auth/password-sign-in.ts';
import { enrolTwoFactor } from '../support/auth-kit.ts';
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

/**
 * The plain password sign-in is answered without Better Auth's router (src/auth/password-sign-in.ts). A request
 * without an Origin header and without cookies still goes to Better Auth, which accepts it as well: the two answers
 * of the same app are compared here, so any way the short path drifts from the library's shows.
 */
const SHORT = { origin: TEST_ORIGIN, 'user-agent': 'Android 12; Chrome' };
const LIBRARY = { 'user-agent': 'Android 12; Chrome' };

const signIn = (t: TestApp, body: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers, payload: body as string });

/** A Set-Cookie line without its value: name and attributes, in order. */
const cookieShape = (response: LightMyRequestResponse): string[] => {
  const raw = response.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : raw ? [raw] : []).map((line) => line.replace(/=[^;]*/, '=…'));
};

/** What a client can read of an answer, apart from the new token itself. */
const visible = (response: LightMyRequestResponse) => {
  const body = response.json();
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    cookies: cookieShape(response),
    body: body.token ? { ...body, token: typeof body.token } : body,
  };
};

const sessionOf = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json();

describe.each(TEST_DIALECTS)('the plain password sign-in on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }));

  it('answers exactly as Better Auth does: the same status, body, cookie and a session that works', async () => {
    const { email, userId } = await signUp(t.app);
    const short = await signIn(t, { email, password: GOOD_PASSWORD }, SHORT);
    const library = await signIn(t, { email, password: GOOD_PASSWORD }, LIBRARY);
    expect(short.statusCode).toBe(200);
    expect(visible(short)).toEqual(visible(library));
    expect(short.json().user).toMatchObject({ id: userId, email });
    const [shortSession, librarySession] = [await sessionOf(t, cookieFrom(short)), await sessionOf(t, cookieFrom(library))];
    expect(shortSession.user).toEqual(librarySession.user);
    expect(shortSession.session.token).toBe(short.json().token);
    const { id: _a, token: _b, createdAt: _c, updatedAt: _d, expiresAt: shortExpiry, ...shortRest } = shortSession.session;
    const { id: _e, token: _f, createdAt: _g, updatedAt: _h, expiresAt: libraryExpiry, ...libraryRest } = librarySession.session;
    expect(shortRest).toEqual(libraryRest);
    expect(shortRest).toMatchObject({ userId, userAgent: SHORT['user-agent'], ipAddress: '127.0.0.1' });
    expect(Math.abs(Date.parse(shortExpiry) - Date.parse(libraryExpiry))).toBeLessThan(60_000);
  });

  it.each([
    ['a wrong password', async () => ({ email: (await signUp(t.app)).email, password: 'Wrong-password-1!' })],
    ['an unknown address', async () => ({ email: uniqueEmail('nobody'), password: GOOD_PASSWORD })],
  ])('refuses %s with the same 401 as Better Auth, and no cookie', async (_label, credentials) => {
    const body = await credentials();
    const [short, library] = [await signIn(t, body, SHORT), await signIn(t, body, LIBRARY)];
    expect(short.statusCode).toBe(401);
    expect(visible(short)).toEqual(visible(library));
    expect(cookieFrom(short)).toBe('');
  });

  it('takes the plain sign-in itself and leaves every other kind of request to Better Auth', async () => {
    const founder = await signUp(t.app);
    const withTwoFactor = await signUp(t.app);
    await enrolTwoFactor(t, withTwoFactor, GOOD_PASSWORD);
    const passwordSignIn = passwordSignInOf(t.app.auth, t.config);
    const attempt = (body: unknown, headers: Record<string, string> = {}) =>
      passwordSignIn({ ip: '127.0.0.1', headers: { origin: TEST_ORIGIN, ...headers }, body } as unknown as FastifyRequest);
    const plain = { email: founder.email, password: GOOD_PASSWORD };
    expect((await attempt(plain))?.status).toBe(200);
    expect((await attempt({ ...plain, rememberMe: true }))?.status).toBe(200);
    expect((await attempt({ email: uniqueEmail('nobody'), password: GOOD_PASSWORD }))?.status).toBe(401);
    // An account with 2FA is checked here too; its right password is then answered by Better Auth's own endpoint.
    expect((await attempt({ email: withTwoFactor.email, password: 'Wrong-password-1!' }))?.status).toBe(401);
    const challenged = await attempt({ email: withTwoFactor.email, password: GOOD_PASSWORD });
    expect(challenged?.status).toBe(200);
    expect(JSON.parse(String(challenged?.body))).toMatchObject({ twoFactorRedirect: true });
    for (const [body, headers] of [
      [plain, { origin: 'https://evil.example' }],
      [plain, { origin: '' }],
      [plain, { cookie: founder.cookie }],
      [plain, { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
      [{ ...plain, rememberMe: false }, {}],
      [{ ...plain, callbackURL: '/dashboard' }, {}],
      [{ ...plain, extra: 1 }, {}],
      [{ email: founder.email, password: '' }, {}],
      [{ email: 'not-an-email', password: GOOD_PASSWORD }, {}],
      [[plain], {}],
      ['text', {}],
    ] as const) {
      expect(await attempt(body, headers as Record<string, string>), JSON.stringify([body, headers])).toBeNull();
    }
  });

  it('still asks an account with 2FA for its code', async () => {
    const founder = await signUp(t.app);
    await enrolTwoFactor(t, founder, GOOD_PASSWORD);
    const response = await signIn(t, { email: founder.email, password: GOOD_PASSWORD }, SHORT);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await sessionOf(t, cookieFrom(response))).toBeNull();
  });
});

describe.each(TEST_DIALECTS)('the plain password sign-in and the rate limit on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '4', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' }));

  it('counts in the same budget as Better Auth: attempts on either path add up to one limit', async () => {
    const body = { email: uniqueEmail('guess'), password: 'Wrong-password-1!' };
    const statuses: number[] = [];
    for (const headers of [SHORT, LIBRARY, SHORT, LIBRARY, SHORT, LIBRARY])
      statuses.push((await signIn(t, body, headers)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const [short, library] = [await signIn(t, body, SHORT), await signIn(t, body, LIBRARY)];
    expect(visible(short)).toEqual(visible(library));
    expect(Number(short.headers['x-retry-after'])).toBeGreaterThan(0);
  });

  it('counts an account with 2FA once per attempt: the right password after three wrong ones is still the 2FA challenge', async () => {
    const founder = await signUp(t.app);
    await enrolTwoFactor(t, founder, GOOD_PASSWORD);
    // An address of its own: the budget above is spent.
    const remoteAddress = '10.9.9.9';
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: SHORT,
        remoteAddress,
        payload: { email: founder.email, password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await attempt('Wrong-password-1!')).statusCode);
    const right = await attempt(GOOD_PASSWORD);
    expect([...statuses, right.statusCode]).toEqual([401, 401, 401, 200]);
    expect(right.json()).toMatchObject({ twoFactorRedirect: true });
    expect(cookieFrom(right)).toMatch(/two_factor=/);
    expect((await attempt(GOOD_PASSWORD)).statusCode).toBe(429);
  });
});
