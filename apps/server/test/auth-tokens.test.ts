import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, TEST_ORIGIN, createTestApp, signUp, type TestApp } from './helper.ts';
import { get, post } from './auth-kit.ts';

describe.each(TEST_DIALECTS)('personal access tokens and JWTs for GraphQL on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => t.close());

  /** Who GraphQL thinks is calling with this bearer token (no cookie), or null. */
  const viewerWith = async (token: string): Promise<{ id: string; email: string } | null> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ query: 'query Who { viewer { id email } }' }),
    });
    expect(response.statusCode).toBeLessThan(500);
    return (response.json() as { data?: { viewer: { id: string; email: string } | null } }).data?.viewer ?? null;
  };

  const createToken = async (cookie: string, body: Record<string, unknown> = { name: 'export script', expiresIn: 7 * 86_400 }) => {
    const response = await post(t, '/api/auth/api-key/create', body, cookie);
    expect(response.statusCode).toBe(200);
    return response.json() as { id: string; key: string; expiresAt: string };
  };

  it('creates a token with an expiry that is shown once, lists it without the secret, and authenticates GraphQL', async () => {
    const { cookie, userId, email } = await signUp(t.app);
    const token = await createToken(cookie);
    expect(new Date(token.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(await viewerWith(token.key)).toMatchObject({ id: userId, email });

    const list = await get(t, '/api/auth/api-key/list', cookie);
    expect(list.statusCode).toBe(200);
    const listed = JSON.stringify(list.json());
    expect(listed).toContain(token.id);
    expect(listed).not.toContain(token.key);
  });

  it('a revoked token no longer authenticates', async () => {
    const me = await signUp(t.app);
    const token = await createToken(me.cookie);
    expect(await viewerWith(token.key)).not.toBeNull();
    const revoked = await post(t, '/api/auth/api-key/delete', { keyId: token.id }, me.cookie);
    expect(revoked.statusCode).toBe(200);
    expect(await viewerWith(token.key)).toBeNull();
  });

  it('an expired token does not authenticate', async () => {
    const { cookie } = await signUp(t.app);
    const token = await createToken(cookie);
    const context = await t.app.auth.$context;
    await context.adapter.update({ model: 'apikey', where: [{ field: 'id', value: token.id }], update: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await viewerWith(token.key)).toBeNull();
  });

  it('refuses a token without a name or with an out-of-range expiry, and for signed-out callers', async () => {
    const { cookie } = await signUp(t.app);
    expect((await post(t, '/api/auth/api-key/create', { expiresIn: 86_400 }, cookie)).statusCode).toBe(400);
    expect((await post(t, '/api/auth/api-key/create', { name: 'x', expiresIn: 3600 * 24 * 400 }, cookie)).statusCode).toBe(400);
    expect((await post(t, '/api/auth/api-key/create', { name: 'x', expiresIn: 'soon' }, cookie)).statusCode).toBe(400);
    expect((await post(t, '/api/auth/api-key/create', { name: 'x', expiresIn: 86_400 })).statusCode).toBe(401);
  });

  it('a garbage bearer token is nobody, not an error', async () => {
    expect(await viewerWith('pat_not-a-real-token')).toBeNull();
    expect(await viewerWith('a.b.c')).toBeNull();
  });

  it('issues a short-lived JWT that authenticates GraphQL until its session is signed out; the JWKS is public', async () => {
    const { cookie, userId } = await signUp(t.app);
    const issued = await get(t, '/api/auth/token', cookie);
    expect(issued.statusCode).toBe(200);
    const { token } = issued.json() as { token: string };
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number; sub: string };
    expect(payload.sub).toBe(userId);
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(15 * 60);
    expect(await viewerWith(token)).toMatchObject({ id: userId });

    const jwks = await get(t, '/api/auth/jwks');
    expect(jwks.statusCode).toBe(200);
    expect((jwks.json() as { keys: unknown[] }).keys.length).toBeGreaterThan(0);

    const tampered = `${token.slice(0, -4)}AAAA`;
    expect(await viewerWith(tampered)).toBeNull();

    await post(t, '/api/auth/sign-out', {}, cookie);
    expect(await viewerWith(token)).toBeNull();
  });

  it('refuses a JWT for a signed-out caller', async () => {
    expect((await get(t, '/api/auth/token')).statusCode).toBe(401);
  });
});

describe.each(TEST_DIALECTS)('active sessions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => t.close());

  const signInAgain = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'user-agent': 'Phone browser' },
      payload: { email, password: 'rural-india-2025!' },
    });
    return String(response.headers['set-cookie']).split(';')[0]!;
  };
  const sessions = async (cookie: string) => (await get(t, '/api/auth/list-sessions', cookie)).json() as { id: string; token: string; userAgent: string | null }[];
  const alive = async (cookie: string) => ((await get(t, '/api/auth/get-session', cookie)).json() as unknown) !== null;

  it('lists the sessions, revokes one, then all others', async () => {
    const { cookie: laptop, email } = await signUp(t.app);
    const phone = await signInAgain(email);
    const tablet = await signInAgain(email);
    const listed = await sessions(laptop);
    expect(listed).toHaveLength(3);
    const phoneToken = decodeURIComponent(phone.split('=')[1]!).split('.')[0];
    const phoneSession = listed.find((s) => s.token === phoneToken);
    expect(phoneSession?.userAgent).toBe('Phone browser');

    expect((await post(t, '/api/auth/revoke-session', { token: phoneToken }, laptop)).statusCode).toBe(200);
    expect(await alive(phone)).toBe(false);
    expect(await alive(tablet)).toBe(true);

    expect((await post(t, '/api/auth/revoke-other-sessions', {}, laptop)).statusCode).toBe(200);
    expect(await alive(tablet)).toBe(false);
    expect(await alive(laptop)).toBe(true);
    expect(await sessions(laptop)).toHaveLength(1);
  });
});
