import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, tokenExpiryTooLongMessage } from '@portal/shared/account/account-messages';
import { DEFAULT_TOKEN_MAX_DAYS } from '@portal/shared/account/account-security';
import { GOOD_PASSWORD, TEST_DIALECTS, TEST_ORIGIN, createTestApp, signUp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { get, linkTokenSentTo, post } from '../support/auth-kit.ts';
import { postGraphQLWithBearer } from '../support/graphql-client.ts';

describe.each(TEST_DIALECTS)('personal access tokens and JWTs for GraphQL on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }));

  /** Who GraphQL thinks is calling with this bearer token (no cookie), or null. */
  const viewerWith = async (token: string): Promise<{ id: string; email: string } | null> => {
    const response = await postGraphQLWithBearer(t.app, token, 'query Who { viewer { id email } }');
    expect(response.statusCode).toBeLessThan(500);
    return (response.json() as { data?: { viewer: { id: string; email: string } | null } }).data?.viewer ?? null;
  };

  const createToken = async (
    cookie: string,
    body: Record<string, unknown> = { name: 'export script', expiresIn: 7 * 86_400 },
  ) => {
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
    await context.adapter.update({
      model: 'apikey',
      where: [{ field: 'id', value: token.id }],
      update: { expiresAt: new Date(Date.now() - 1000) },
    });
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
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      iat: number;
      sub: string;
    };
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
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }));

  const signInAgain = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'user-agent': 'Phone browser' },
      payload: { email, password: 'rural-india-2025!' },
    });
    return String(response.headers['set-cookie']).split(';')[0]!;
  };
  const sessions = async (cookie: string) =>
    (await get(t, '/api/auth/list-sessions', cookie)).json() as { id: string; token: string; userAgent: string | null }[];
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

/** Every personal access token expires (at most API_TOKEN_MAX_DAYS) and dies with the password or the sessions. */
describe.each(TEST_DIALECTS)('personal access token expiry and revocation on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' }));

  const DAY = 86_400;
  const authenticates = async (token: string) => {
    const response = await postGraphQLWithBearer(t.app, token, 'query Who { viewer { id } }');
    return Boolean((response.json() as { data?: { viewer: { id: string } | null } }).data?.viewer?.id);
  };
  const tokenFor = async (cookie: string) => {
    const created = await post(t, '/api/auth/api-key/create', { name: 'export script', expiresIn: 30 * DAY }, cookie);
    expect(created.statusCode).toBe(200);
    const { key } = created.json() as { key: string };
    expect(await authenticates(key)).toBe(true);
    return key;
  };

  it('refuses a token without an expiry, with a null one, or one longer than the maximum, saying why', async () => {
    const { cookie } = await signUp(t.app);
    for (const body of [{ name: 'forever' }, { name: 'forever', expiresIn: null }]) {
      const response = await post(t, '/api/auth/api-key/create', body, cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(ACCOUNT_MESSAGES.TOKEN_EXPIRY_REQUIRED);
    }
    const tooLong = await post(
      t,
      '/api/auth/api-key/create',
      { name: 'long', expiresIn: (DEFAULT_TOKEN_MAX_DAYS + 1) * DAY },
      cookie,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(tokenExpiryTooLongMessage(DEFAULT_TOKEN_MAX_DAYS));
    const longest = await post(
      t,
      '/api/auth/api-key/create',
      { name: 'longest', expiresIn: DEFAULT_TOKEN_MAX_DAYS * DAY },
      cookie,
    );
    expect(longest.statusCode).toBe(200);
    const list = (await get(t, '/api/auth/api-key/list', cookie)).json() as { apiKeys: { expiresAt: string | null }[] };
    expect(list.apiKeys.every((key) => key.expiresAt !== null)).toBe(true);
  });

  it('no longer accepts a token stored without an expiry (made before every token had to have one)', async () => {
    const { cookie, userId } = await signUp(t.app);
    const key = await tokenFor(cookie);
    const context = await t.app.auth.$context;
    await context.adapter.updateMany({
      model: 'apikey',
      where: [{ field: 'referenceId', value: userId }],
      update: { expiresAt: null },
    });
    expect(await authenticates(key)).toBe(false);
  });

  it('does not let an update take the expiry away or stretch it past the maximum', async () => {
    const { cookie } = await signUp(t.app);
    const created = (await post(t, '/api/auth/api-key/create', { name: 'script', expiresIn: 7 * DAY }, cookie)).json() as {
      id: string;
    };
    const removed = await post(t, '/api/auth/api-key/update', { keyId: created.id, expiresIn: null }, cookie);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().message).toBe(ACCOUNT_MESSAGES.TOKEN_EXPIRY_REQUIRED);
    const stretched = await post(t, '/api/auth/api-key/update', { keyId: created.id, expiresIn: 400 * DAY }, cookie);
    expect(stretched.statusCode).toBe(400);
    const list = (await get(t, '/api/auth/api-key/list', cookie)).json() as { apiKeys: { expiresAt: string | null }[] };
    expect(list.apiKeys[0]?.expiresAt).not.toBeNull();
  });

  it('is revoked by a password change', async () => {
    const founder = await signUp(t.app);
    const token = await tokenFor(founder.cookie);
    const changed = await post(
      t,
      '/api/auth/change-password',
      { currentPassword: GOOD_PASSWORD, newPassword: `${GOOD_PASSWORD}-2` },
      founder.cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(await authenticates(token)).toBe(false);
  });

  it('is revoked by a password reset', async () => {
    const founder = await signUp(t.app);
    const token = await tokenFor(founder.cookie);
    expect(
      (await post(t, '/api/auth/request-password-reset', { email: founder.email, redirectTo: '/reset-password' })).statusCode,
    ).toBe(200);
    const resetToken = await linkTokenSentTo(t, founder.email, '/reset-password');
    expect((await post(t, '/api/auth/reset-password', { token: resetToken, newPassword: `${GOOD_PASSWORD}-3` })).statusCode).toBe(
      200,
    );
    expect(await authenticates(token)).toBe(false);
  });

  it.each(['/api/auth/revoke-sessions', '/api/auth/revoke-other-sessions'])('is revoked by %s', async (route) => {
    const founder = await signUp(t.app);
    const token = await tokenFor(founder.cookie);
    expect((await post(t, route, {}, founder.cookie)).statusCode).toBe(200);
    expect(await authenticates(token)).toBe(false);
  });

  it('takes its maximum from API_TOKEN_MAX_DAYS', async () => {
    const short = await createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', API_TOKEN_MAX_DAYS: '7' });
    try {
      const { cookie } = await signUp(short.app);
      expect((await post(short, '/api/auth/api-key/create', { name: 'week', expiresIn: 7 * DAY }, cookie)).statusCode).toBe(200);
      const longer = await post(short, '/api/auth/api-key/create', { name: 'month', expiresIn: 30 * DAY }, cookie);
      expect(longer.statusCode).toBe(400);
      expect(longer.json().message).toBe(tokenExpiryTooLongMessage(7));
      expect(((await get(short, '/api/config')).json() as { apiTokenMaxDays: number }).apiTokenMaxDays).toBe(7);
    } finally {
      await short.close();
    }
  });
});
