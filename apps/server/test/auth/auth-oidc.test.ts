import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, TEST_DIALECTS, createTestApp, signUp, uniqueEmail, type TestApp } from '../support/helper.ts';
import { cookieOf, enrolTwoFactor, get, linkTokenSentTo, post, sessionEmail } from '../support/auth-kit.ts';

const ISSUER = 'https://id.example.org';
const CLIENT_ID = 'portal-web';

/** An OpenID provider's signing key, and its JWKS served from a local HTTP server. */
const startProvider = async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'provider-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
  return { privateKey, jwksUrl, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

interface TokenOptions {
  email: string;
  key?: CryptoKey;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  emailVerified?: boolean;
}

describe.each(TEST_DIALECTS)('sign-in with an OpenID Connect ID token on %s', (dialect) => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let strangerKey: CryptoKey;
  beforeAll(async () => {
    provider = await startProvider();
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    t = await createTestApp(dialect, {
      AUTH_RATE_LIMIT_MAX: '1000',
      OIDC_ISSUER: ISSUER,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_JWKS_URL: provider.jwksUrl,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const idToken = (o: TokenOptions) =>
    new SignJWT({ email: o.email, email_verified: o.emailVerified ?? true, name: 'Asha Founder' })
      .setProtectedHeader({ alg: 'RS256', kid: 'provider-key' })
      .setSubject(`sub-${o.email}`)
      .setIssuer(o.issuer ?? ISSUER)
      .setAudience(o.audience ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(o.expiresAt ?? Math.floor(Date.now() / 1000) + 300)
      .sign(o.key ?? provider.privateKey);

  const signIn = async (o: TokenOptions) => post(t, '/api/auth/sign-in/id-token', { idToken: await idToken(o) });

  it('signs in with a valid token (a new email gets an account; the same subject signs in again)', async () => {
    const email = uniqueEmail('oidc');
    const first = await signIn({ email });
    expect(first.statusCode).toBe(200);
    expect(await sessionEmail(t, cookieOf(first))).toBe(email);
    const again = await signIn({ email });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it.each([
    ['a wrong audience', { audience: 'someone-else' }],
    ['a wrong issuer', { issuer: 'https://evil.example.org' }],
    ['an expired token', { expiresAt: Math.floor(Date.now() / 1000) - 600 }],
    ['an unverified email', { emailVerified: false }],
  ])('refuses %s with a 401 and no session', async (_name, options) => {
    const response = await signIn({ email: uniqueEmail('oidc-bad'), ...options });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_ID_TOKEN');
    expect(cookieOf(response)).not.toMatch(/session_token=[^;]+/);
  });

  it('refuses a token signed by another key, and garbage, with a 4xx and no session', async () => {
    const forged = await signIn({ email: uniqueEmail('oidc-forged'), key: strangerKey });
    expect(forged.statusCode).toBe(401);
    expect(cookieOf(forged)).not.toMatch(/session_token=[^;]+/);
    const garbage = await post(t, '/api/auth/sign-in/id-token', { idToken: 'not.a.token' });
    expect(garbage.statusCode).toBe(401);
    const missing = await post(t, '/api/auth/sign-in/id-token', {});
    expect(missing.statusCode).toBe(400);
  });

  it('a founder with a password and a linked provider account signs in with either, as the same user', async () => {
    const founder = await signUp(t.app);
    const verified = await get(
      t,
      `/api/auth/verify-email?token=${await linkTokenSentTo(t, founder.email, '/verify-email')}`,
      founder.cookie,
    );
    expect(verified.statusCode).toBe(200);
    const linked = await signIn({ email: founder.email });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user.id).toBe(founder.userId);
    // The user has two accounts now: the password one is still found among them.
    const withPassword = await post(t, '/api/auth/sign-in/email', { email: founder.email, password: GOOD_PASSWORD });
    expect(withPassword.statusCode).toBe(200);
    expect(withPassword.json().user.id).toBe(founder.userId);
    expect(await sessionEmail(t, cookieOf(withPassword))).toBe(founder.email);
    const wrongPassword = await post(t, '/api/auth/sign-in/email', { email: founder.email, password: `${GOOD_PASSWORD}x` });
    expect(wrongPassword.statusCode).toBe(401);
  });

  it('asks for the 2FA code when the account has 2FA on', async () => {
    const founder = await enrolTwoFactor(t, await signUp(t.app), GOOD_PASSWORD);
    // Only a verified address is linked to the provider's account; verifying while signed in keeps the session.
    const verified = await get(
      t,
      `/api/auth/verify-email?token=${await linkTokenSentTo(t, founder.email, '/verify-email')}`,
      founder.cookie,
    );
    expect(verified.statusCode).toBe(200);
    expect(await sessionEmail(t, founder.cookie)).toBe(founder.email);
    const response = await signIn({ email: founder.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await sessionEmail(t, cookieOf(response))).toBeUndefined();
  });
});
