import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileUrl, TUS_ENDPOINT } from '@portal/shared/uploads/upload-protocol';
import { TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { fileRowOf, founder, createListeningTestApp, MANY_SIGN_UPS } from '../support/fixtures/founders.ts';
import { createUpload, uploadFile, uploadIdOf } from '../support/fixtures/tus-http.ts';
import { elfExecutable, htmlPage, minimalPdf, tinyMp4 } from '../support/fixtures/test-media.ts';

/**
 * Upload names are never paths and types are never taken on trust: hostile file names are stored as harmless
 * display names under a random key, and a file whose bytes are not what it claims to be is refused.
 */

const NUL = String.fromCharCode(0);

const HOSTILE_NAMES = [
  '../../../../etc/passwd.mp4',
  '..\\..\\..\\windows\\win.ini.mp4',
  '/etc/shadow.mp4',
  'C:\\Windows\\System32\\evil.mp4',
  'pitch\u0000.html.mp4',
  `${'a'.repeat(5_000)}.mp4`,
  'pitch"; filename="evil.html.mp4',
  'pitch\r\nSet-Cookie: stolen=1.mp4',
  '<script>alert(1)</script>.mp4',
  '.htaccess',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd.mp4',
];

const listTree = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true }).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));

describe.each(TEST_DIALECTS)('upload names and spoofed types on %s', (dialect) => {
  const t = appPerSuite(() => createListeningTestApp(dialect, MANY_SIGN_UPS));

  it.each(HOSTILE_NAMES)(
    'stores %j under a random key, as a safe display name, and serves it with a well-formed header',
    async (name) => {
      const me = await founder(t.app);
      const { response, url } = await uploadFile(
        { baseUrl: t.baseUrl, cookie: me.cookie },
        { kind: 'video', filename: name, filetype: 'video/mp4', data: tinyMp4(500) },
      );
      expect(response.status).toBe(204);
      const id = uploadIdOf(url!);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);

      const row = await fileRowOf(t.app, id);
      expect(row!.name).not.toMatch(/[/\\\r\n"]/);
      expect(row!.name).not.toContain(NUL);
      expect(row!.name.length).toBeLessThanOrEqual(255);
      for (const stored of readdirSync(path.join(t.dataDir, 'uploads')))
        expect(stored).toMatch(/^[0-9a-f-]{36}(\.json|\.sha256.*)?$/);
      // Where a server that used the name as a path would have written it:
      for (const naive of [
        path.resolve(t.dataDir, 'uploads', name.replaceAll(NUL, '')),
        path.resolve(t.dataDir, 'uploads', name.replaceAll('\\', '/')),
      ]) {
        if (!naive.startsWith(path.join(t.dataDir, 'uploads'))) expect(existsSync(naive), naive).toBe(false);
      }
      expect(listTree(t.dataDir).filter((p) => /passwd|shadow|win\.ini|evil|htaccess/.test(p))).toEqual([]);

      const download = await fetch(`${t.baseUrl}${fileUrl(id)}`, { headers: { cookie: me.cookie } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('video/mp4');
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('set-cookie')).toBeNull();
      const disposition = download.headers.get('content-disposition')!;
      expect(disposition).toMatch(/^inline; filename="[^"]*"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+=:@-]*$/);
    },
  );

  it.each([
    ['an HTML page named .mp4', 'video', 'pitch.mp4', 'video/mp4', htmlPage()],
    ['an executable named .mp4', 'video', 'pitch.mp4', 'video/mp4', elfExecutable()],
    ['a PDF sent as the video', 'video', 'pitch.mp4', 'video/mp4', minimalPdf()],
    [
      'an SVG with a script named .pdf',
      'financial_statement',
      'statement.pdf',
      'application/pdf',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
    ],
    ['an MP4 sent as the pitch deck', 'pitch_deck', 'deck.pdf', 'application/pdf', tinyMp4(500)],
  ])('refuses %s and keeps nothing', async (_label, kind, filename, filetype, data) => {
    const me = await founder(t.app);
    const { response, url } = await uploadFile({ baseUrl: t.baseUrl, cookie: me.cookie }, { kind, filename, filetype, data });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    if (url) {
      expect((await fileRowOf(t.app, uploadIdOf(url)))?.status).not.toBe('ready');
      expect((await fetch(`${t.baseUrl}${fileUrl(uploadIdOf(url))}`, { headers: { cookie: me.cookie } })).status).toBe(404);
    }
  });

  it('serves a real MP4 claimed as text/html as video/mp4, never as a page', async () => {
    const me = await founder(t.app);
    const { response, url } = await uploadFile(
      { baseUrl: t.baseUrl, cookie: me.cookie },
      { kind: 'video', filename: 'pitch.html', filetype: 'text/html', data: tinyMp4(500) },
    );
    expect(response.status).toBe(204);
    const download = await fetch(`${t.baseUrl}${fileUrl(uploadIdOf(url!))}`, { headers: { cookie: me.cookie } });
    expect(download.headers.get('content-type')).toBe('video/mp4');
  });

  it.each(['..', '..%2F..%2Fportal.db', '%2e%2e', 'portal.db', '00000000-0000-4000-8000-000000000000%00.json', 'a'.repeat(300)])(
    'treats the id %j as an id, never a path',
    async (id) => {
      const me = await founder(t.app);
      for (const url of [`/files/${id}`, `${TUS_ENDPOINT}/${id}`]) {
        const response = await t.app.inject({
          method: url.startsWith('/files/uploads') ? 'HEAD' : 'GET',
          url,
          headers: { cookie: me.cookie, 'tus-resumable': '1.0.0' },
        });
        expect([400, 404, 414], `${url}: ${response.statusCode}`).toContain(response.statusCode);
        expect(response.body).not.toContain('SQLite');
      }
    },
  );

  it('keeps the refusals honest: an upload with a fresh application and a plain name works', async () => {
    const me = await founder(t.app);
    const created = await createUpload(
      { baseUrl: t.baseUrl, cookie: me.cookie },
      { length: 10, metadata: { kind: 'video', filename: 'ok.mp4', filetype: 'video/mp4' } },
    );
    expect(created.status).toBe(201);
  });
});
