import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_ENDPOINT } from '@portal/shared/uploads/upload-protocol';
import { GOOD_PASSWORD, TEST_DIALECTS, cookieFrom, createTestApp, giveConsent, type TestApp } from '../support/helper.ts';
import { PERSONAL, runOperation } from '../support/graphql-client.ts';
import { postJson } from '../support/security-kit.ts';

/** A session that has ended must open nothing: not the session route, the data API or the upload endpoint. */

const NEW_PASSWORD = 'another-secret-2025#';

const isAlive = async (t: TestApp, cookie: string): Promise<boolean> => {
  const session = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
  return session.json()?.user !== undefined && session.json() !== null;
};

/** Every way in that a session cookie opens, and whether it opened. */
const whatOpens = async (t: TestApp, cookie: string) => {
  const viewer = await runOperation<{ viewer: { id: string } | null }>(t.app, 'Viewer', undefined, cookie);
  const save = await runOperation(t.app, 'SavePersonalInfo', { input: PERSONAL }, cookie);
  const upload = await t.app.inject({
    method: 'POST',
    url: TUS_ENDPOINT,
    headers: {
      cookie,
      'tus-resumable': '1.0.0',
      'upload-length': '10',
      'upload-metadata': `kind ${Buffer.from('video').toString('base64')}`,
    },
  });
  return {
    session: await isAlive(t, cookie),
    viewer: viewer.data?.viewer != null,
    save: save.errors === undefined,
    upload: upload.statusCode !== 401,
  };
};

const signUpFresh = async (t: TestApp, email: string) => {
  const response = await postJson(t.app, '/api/auth/sign-up/email', { name: 'Asha', email, password: GOOD_PASSWORD });
  expect(response.statusCode).toBe(200);
  const cookie = cookieFrom(response);
  await giveConsent(t.app, cookie);
  return cookie;
};

const signInAgain = async (t: TestApp, email: string, password = GOOD_PASSWORD) => {
  const response = await postJson(t.app, '/api/auth/sign-in/email', { email, password });
  expect(response.statusCode).toBe(200);
  return cookieFrom(response);
};

describe.each(TEST_DIALECTS)('ended sessions on %s', (dialect) => {
  let t: TestApp;
  let n = 0;
  const email = () => `session-${Date.now()}-${++n}@example.com`;
  beforeAll(async () => {
    t = await createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => t.close());

  it('opens everything while signed in, and nothing after sign-out', async () => {
    const cookie = await signUpFresh(t, email());
    expect(await whatOpens(t, cookie)).toEqual({ session: true, viewer: true, save: true, upload: true });
    expect((await postJson(t.app, '/api/auth/sign-out', {}, { cookie })).statusCode).toBe(200);
    expect(await whatOpens(t, cookie)).toEqual({ session: false, viewer: false, save: false, upload: false });
  });

  it('ends only the signed-out session, not the same founder on another device', async () => {
    const address = email();
    const phone = await signUpFresh(t, address);
    const laptop = await signInAgain(t, address);
    await postJson(t.app, '/api/auth/sign-out', {}, { cookie: phone });
    expect(await isAlive(t, phone)).toBe(false);
    expect(await isAlive(t, laptop)).toBe(true);
  });

  it('ends every other session when the password changes, and the old password stops working', async () => {
    const address = email();
    const here = await signUpFresh(t, address);
    const elsewhere = await signInAgain(t, address);
    const change = await postJson(
      t.app,
      '/api/auth/change-password',
      { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
      { cookie: here },
    );
    expect(change.statusCode).toBe(200);
    expect(await whatOpens(t, elsewhere)).toEqual({ session: false, viewer: false, save: false, upload: false });
    const old = await postJson(t.app, '/api/auth/sign-in/email', { email: address, password: GOOD_PASSWORD });
    expect(old.statusCode).toBe(401);
    expect(await signInAgain(t, address, NEW_PASSWORD)).not.toBe('');
  });

  it('refuses a session cookie with a forged token or signature', async () => {
    const cookie = await signUpFresh(t, email());
    const [name, value] = cookie.split(';')[0]!.split('=') as [string, string];
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const forgedToken = `${name}=${encodeURIComponent(`${token.slice(0, -2)}xx.${signature}`)}`;
    const forgedSignature = `${name}=${encodeURIComponent(`${token}.${signature.slice(0, -4)}AAAA`)}`;
    expect(await whatOpens(t, forgedToken)).toEqual({ session: false, viewer: false, save: false, upload: false });
    expect(await whatOpens(t, forgedSignature)).toEqual({ session: false, viewer: false, save: false, upload: false });
  });
});
