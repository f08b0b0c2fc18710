import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@portal/shared/graphql/operations';
import { SERVICE_WORKER_FILE, WEB_MANIFEST_FILE } from '@portal/shared/web/server-paths';
import { TUS_ENDPOINT } from '@portal/shared/uploads/upload-protocol';
import { TEST_ORIGIN, type TestApp } from '../support/helper.ts';
import { createAppWithWebPage } from '../support/security-kit.ts';
import { founder, listen, MANY_SIGN_UPS, type Founder } from '../support/fixtures/founders.ts';
import { uploadFile } from '../support/fixtures/tus-http.ts';
import { minimalPdf } from '../support/fixtures/test-media.ts';

/**
 * Answers holding a founder's data are never stored by a shared cache or the browser's HTTP cache, and the
 * service worker and manifest are revalidated on every use (a new deployment is seen at once), never cached as
 * immutable like the hashed assets.
 */
describe('caching of private answers and of the service worker', () => {
  let t: TestApp;
  let baseUrl: string;
  let me: Founder;
  let fileUrl: string;
  let tusUrl: string;

  beforeAll(async () => {
    t = await createAppWithWebPage(MANY_SIGN_UPS);
    const distDir = t.config.webDistDir!;
    writeFileSync(path.join(distDir, SERVICE_WORKER_FILE), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(distDir, WEB_MANIFEST_FILE), JSON.stringify({ name: 'Portal', start_url: '/' }));
    baseUrl = await listen(t.app);
    me = await founder(t.app);
    const uploaded = await uploadFile(
      { baseUrl, cookie: me.cookie },
      { kind: 'pitch_deck', filename: 'deck.pdf', filetype: 'application/pdf', data: minimalPdf() },
    );
    expect(uploaded.response.status).toBe(204);
    tusUrl = uploaded.url!;
    fileUrl = new URL(uploaded.response.headers.get('x-file-url')!, baseUrl).toString();
  });
  afterAll(async () => t?.close());

  const get = (url: string, init: RequestInit = {}) =>
    fetch(new URL(url, baseUrl), { ...init, headers: { origin: TEST_ORIGIN, cookie: me.cookie, ...init.headers } });

  it.each<[string, () => Promise<Response>]>([
    [
      'the viewer (GraphQL)',
      () =>
        get('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ operationName: 'Viewer', query: OPERATIONS.Viewer }),
        }),
    ],
    ['a GraphQL error', () => get('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })],
    ['the session (auth API)', () => get('/api/auth/get-session')],
    [
      'a sign-in attempt (auth API)',
      () =>
        get('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'x@example.com', password: 'wrong-password-1!' }),
        }),
    ],
    ['a stored file', () => get(fileUrl)],
    ['a part of a stored file (Range)', () => get(fileUrl, { headers: { range: 'bytes=0-9' } })],
    ['an upload offset (tus HEAD)', () => get(tusUrl, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } })],
    [
      'an upload creation refused (tus POST)',
      () => get(TUS_ENDPOINT, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' } }),
    ],
  ])('%s: Cache-Control private, no-store', async (_label, send) => {
    const response = await send();
    expect(response.status).toBeLessThan(500);
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl).toContain('no-store');
    expect(cacheControl).toContain('private');
    expect(cacheControl).not.toContain('public');
  });

  it('checks the viewer answer really holds the founder (the probe is real)', async () => {
    const response = await get('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'Viewer', query: OPERATIONS.Viewer }),
    });
    const body = (await response.json()) as { data: { viewer: { id: string } | null } };
    expect(body.data.viewer?.id).toBe(me.userId);
  });

  it.each([SERVICE_WORKER_FILE, WEB_MANIFEST_FILE])('serves /%s revalidated on every use, never immutable', async (file) => {
    const response = await get(`/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps hashed assets immutable and the public configuration shareable', async () => {
    expect((await get('/assets/app-abc123.js')).headers.get('cache-control')).toContain('immutable');
    expect((await get('/api/config')).headers.get('cache-control')).toBe('no-cache');
  });

  it("lets the page register its own service worker and manifest, and nobody else's", async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
