import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_ENDPOINT } from '@portal/shared/uploads/upload-protocol';
import { GOOD_PASSWORD, TEST_DIALECTS, TEST_ORIGIN, createTestApp, signUp, type TestApp } from '../support/helper.ts';
import { COMPANY, PERSONAL, runOperation } from '../support/graphql-client.ts';
import { FOREIGN_ORIGIN } from '../support/security-kit.ts';
import { applicationOf, founder, listen, MANY_SIGN_UPS, type Founder } from '../support/fixtures/founders.ts';
import { createUpload, uploadUrl } from '../support/fixtures/tus-http.ts';
import { tinyMp4 } from '../support/fixtures/test-media.ts';

/**
 * CSRF: a page on another site can make the browser send a request with the founder's cookie. Every
 * state-changing route must refuse a foreign Origin, and refuse the body kinds a form or a "simple" fetch can
 * send (text/plain, urlencoded, multipart) — and no state may change over GET.
 */

interface Victim extends Founder {
  uploadPath: string;
}

/** What a forged request may try. `body` is JSON; the test re-sends it as each simple content type. */
interface Target {
  name: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  url: (v: Victim) => string;
  headers?: Record<string, string>;
  body?: (v: Victim) => unknown;
}

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s).toString('base64');

const TARGETS: Target[] = [
  {
    name: 'sign-in',
    method: 'POST',
    url: () => '/api/auth/sign-in/email',
    body: () => ({ email: 'a@example.com', password: GOOD_PASSWORD }),
  },
  {
    name: 'sign-up',
    method: 'POST',
    url: () => '/api/auth/sign-up/email',
    body: () => ({ name: 'X', email: 'x@example.com', password: GOOD_PASSWORD }),
  },
  { name: 'sign-out', method: 'POST', url: () => '/api/auth/sign-out', body: () => ({}) },
  {
    name: 'change-password',
    method: 'POST',
    url: () => '/api/auth/change-password',
    body: () => ({ currentPassword: GOOD_PASSWORD, newPassword: 'Hijacked#2025' }),
  },
  { name: 'update-user', method: 'POST', url: () => '/api/auth/update-user', body: () => ({ name: 'Hijacked' }) },
  {
    name: 'GraphQL mutation',
    method: 'POST',
    url: () => '/graphql',
    body: (v) => ({
      query: 'mutation($id: ID!, $input: CompanyInput!) { saveCompanyInfo(applicationId: $id, input: $input) { id } }',
      variables: { id: v.applicationId, input: { ...COMPANY, companyName: 'Hijacked' } },
    }),
  },
  {
    name: 'tus create',
    method: 'POST',
    url: () => TUS_ENDPOINT,
    headers: { ...TUS, 'upload-length': '100', 'upload-metadata': `kind ${b64('video')},filename ${b64('x.mp4')}` },
  },
  { name: 'tus PATCH', method: 'PATCH', url: (v) => v.uploadPath, headers: { ...TUS, 'upload-offset': '0' } },
  { name: 'tus DELETE', method: 'DELETE', url: (v) => v.uploadPath, headers: TUS },
  { name: 'file DELETE', method: 'DELETE', url: () => '/files/00000000-0000-4000-8000-000000000000' },
];

/** The victim's state, to check that a refused request changed nothing. */
const snapshot = async (app: FastifyInstance, v: Victim) => {
  const session = await app.inject({ url: '/api/auth/get-session', headers: { cookie: v.cookie } });
  const application = await applicationOf(app, v.applicationId!);
  const upload = await app.inject({ method: 'HEAD', url: v.uploadPath, headers: { ...TUS, cookie: v.cookie } });
  const files = await app.database.db.selectFrom('files').select(['id', 'status']).where('owner_id', '=', v.userId).execute();
  return {
    user: session.json()?.user?.name,
    company: application.startup_name,
    uploadOffset: upload.headers['upload-offset'],
    files: files.length,
  };
};

describe.each(TEST_DIALECTS)('CSRF on %s', (dialect) => {
  let t: TestApp;
  let victim: Victim;
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    t = await createTestApp(dialect, MANY_SIGN_UPS);
    const baseUrl = await listen(t.app);
    const f = await founder(t.app);
    await runOperation(t.app, 'SaveCompanyInfo', { applicationId: f.applicationId, input: COMPANY }, f.cookie);
    const created = await createUpload(
      { baseUrl, cookie: f.cookie },
      { length: 5000, metadata: { kind: 'video', filename: 'v.mp4', filetype: 'video/mp4' } },
    );
    victim = { ...f, uploadPath: new URL(uploadUrl({ baseUrl }, created)).pathname };
    before = await snapshot(t.app, victim);
    expect(before).toMatchObject({ user: 'Asha Founder', company: COMPANY.companyName, uploadOffset: '0', files: 1 });
  });
  afterAll(async () => t.close());

  const send = (target: Target, headers: Record<string, string>, payload?: string | Buffer) =>
    t.app.inject({
      method: target.method,
      url: target.url(victim),
      headers: { cookie: victim.cookie, ...target.headers, ...headers },
      ...(payload !== undefined ? { payload } : {}),
    });

  const bodyOf = (target: Target, contentType: string): string | Buffer => {
    if (target.name === 'tus PATCH') return tinyMp4(100).subarray(0, 100);
    const json = target.body?.(victim) ?? {};
    if (contentType.startsWith('application/json')) return JSON.stringify(json);
    if (contentType === 'text/plain') return JSON.stringify(json);
    const flat = Object.entries(json as Record<string, unknown>).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]);
    if (contentType === 'application/x-www-form-urlencoded') return new URLSearchParams(flat).toString();
    return flat.map(([k, v]) => `--b\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + '--b--\r\n';
  };

  const jsonType = (target: Target) => (target.name === 'tus PATCH' ? 'application/offset+octet-stream' : 'application/json');

  describe.each(TARGETS)('$name', (target) => {
    it.each([FOREIGN_ORIGIN, 'null', 'http://localhost:3000.evil.example', 'http://localhost:3001'])(
      'refuses Origin %s with 403 and changes nothing',
      async (origin) => {
        const response = await send(target, { origin, 'content-type': jsonType(target) }, bodyOf(target, jsonType(target)));
        expect(response.statusCode).toBe(403);
        expect(await snapshot(t.app, victim)).toEqual(before);
      },
    );

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=b'])(
      'refuses a %s body from our own origin with a 4xx and changes nothing',
      async (contentType) => {
        const response = await send(target, { origin: TEST_ORIGIN, 'content-type': contentType }, bodyOf(target, contentType));
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(await snapshot(t.app, victim)).toEqual(before);
      },
    );
  });

  it.each([
    ['/api/auth/sign-out'],
    ['/api/auth/change-password?currentPassword=rural-india-2025!&newPassword=Hijacked%232025'],
    ['/api/auth/update-user?name=Hijacked'],
    ['/api/auth/delete-user'],
    [
      `/graphql?query=${encodeURIComponent('mutation { savePersonalInfo(input: { name: "Hijacked", email: "h@example.com", phone: "9876543210" }) { id } }')}`,
    ],
  ])('changes nothing over GET %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: victim.cookie, origin: TEST_ORIGIN } });
    expect(response.statusCode).not.toBe(200);
    expect(await snapshot(t.app, victim)).toEqual(before);
  });

  it('still accepts the same requests from our own origin (the refusals above are not blanket failures)', async () => {
    const own = await signUp(t.app);
    const saved = await runOperation(t.app, 'SavePersonalInfo', { input: PERSONAL }, own.cookie);
    expect(saved.errors).toBeUndefined();
  });
});
