import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/texts/messages';
import { FILE_LINK_TTL_MS, fileUrl } from '@portal/shared/uploads/upload-protocol';
import { createFileLinkSigner } from '../../src/modules/files/presigned-url.ts';
import { createTestApp, TEST_DIALECTS, TEST_ORIGIN, type TestApp } from '../support/helper.ts';
import {
  applicationOf,
  fileRowOf,
  founder,
  listen,
  MANY_SIGN_UPS,
  setApplicationStatus,
  type Founder,
} from '../support/fixtures/founders.ts';
import { minimalPdf, tinyMp4 } from '../support/fixtures/test-media.ts';
import { errorBody, uploadFile, uploadIdOf } from '../support/fixtures/tus-http.ts';

describe.each(TEST_DIALECTS)('files API on %s', (dialect) => {
  let t: TestApp;
  let baseUrl: string;
  let owner: Founder;
  const video = tinyMp4(50_000);
  let videoId: string;
  let pdfId: string;
  const pdfName = 'Bilan "2024" – résumé/annuel.pdf';

  const get = (url: string, headers: Record<string, string> = {}, who?: Founder): Promise<Response> =>
    fetch(`${baseUrl}${url}`, { headers: { ...(who ? { cookie: who.cookie } : {}), ...headers } });
  const remove = (id: string, who?: Founder): Promise<Response> =>
    fetch(`${baseUrl}${fileUrl(id)}`, {
      method: 'DELETE',
      headers: { ...(who ? { cookie: who.cookie } : {}), origin: TEST_ORIGIN },
    });
  const bytesOf = async (response: Response): Promise<Buffer> => Buffer.from(await response.arrayBuffer());
  /** The presigned URL's path and query, sent to the server this test listens on. */
  const local = (absolute: string): string => {
    const url = new URL(absolute);
    return `${url.pathname}${url.search}`;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, MANY_SIGN_UPS);
    baseUrl = await listen(t.app);
    owner = await founder(t.app);
    const target = { baseUrl, cookie: owner.cookie };
    videoId = uploadIdOf(
      (await uploadFile(target, { kind: 'video', filename: 'pitch.mp4', filetype: 'video/mp4', data: video })).url!,
    );
    pdfId = uploadIdOf(
      (
        await uploadFile(target, {
          kind: 'financial_statement',
          filename: pdfName,
          filetype: 'application/pdf',
          data: minimalPdf(),
        })
      ).url!,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('streams a whole video inline with its stored type, nosniff and byte ranges offered', async () => {
    const response = await get(fileUrl(videoId), {}, owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-length')).toBe(String(video.length));
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="pitch.mp4"; filename*=UTF-8''pitch.mp4`);
    expect((await bytesOf(response)).equals(video)).toBe(true);
  });

  it('offers documents as a download under a sanitised name', async () => {
    const response = await get(fileUrl(pdfId), {}, owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition.startsWith('attachment; filename="Bilan _2024_ _ r_sum__annuel.pdf"; ')).toBe(true);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Bilan _2024_ – résumé_annuel.pdf')}`);
    expect((await bytesOf(response)).equals(minimalPdf())).toBe(true);
  });

  it.each([
    { range: 'bytes=0-99', start: 0, end: 99 },
    { range: 'bytes=1000-', start: 1000, end: -1 },
    { range: 'bytes=-500', start: -500, end: -1 },
    { range: 'bytes=49990-999999999', start: 49990, end: -1 },
  ])('answers Range $range with 206 and exactly those bytes', async ({ range, start, end }) => {
    const from = start < 0 ? video.length + start : start;
    const to = end < 0 ? video.length - 1 : end;
    const response = await get(fileUrl(videoId), { range }, owner);
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${from}-${to}/${video.length}`);
    expect(response.headers.get('content-length')).toBe(String(to - from + 1));
    expect((await bytesOf(response)).equals(video.subarray(from, to + 1))).toBe(true);
  });

  it.each(['bytes=999999999-', 'bytes=500-100', 'bytes=abc', 'bytes=-0'])(
    'answers an unsatisfiable or malformed range %s with 416',
    async (range) => {
      const response = await get(fileUrl(videoId), { range }, owner);
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${video.length}`);
      expect(await errorBody(response)).toEqual({ code: 'RANGE_NOT_SATISFIABLE', message: MESSAGES.RANGE_NOT_SATISFIABLE });
    },
  );

  it('ignores a range when If-Range names another version', async () => {
    const response = await get(fileUrl(videoId), { range: 'bytes=0-9', 'if-range': '"stale"' }, owner);
    expect(response.status).toBe(200);
    expect((await bytesOf(response)).length).toBe(video.length);
  });

  it('answers an id that is not a file id with 400 and an unknown one with 404', async () => {
    expect((await get('/files/not-a-file-id', {}, owner)).status).toBe(400);
    const unknown = await get(fileUrl('00000000-0000-4000-8000-000000000000'), {}, owner);
    expect(unknown.status).toBe(404);
    expect(await errorBody(unknown)).toEqual({ code: 'FILE_NOT_FOUND', message: MESSAGES.FILE_DOES_NOT_EXIST });
  });

  it('gives a five-minute presigned link that works without a session, ranges included', async () => {
    const before = Date.now();
    const response = await get(`${fileUrl(videoId)}/presignedurl`, {}, owner);
    expect(response.status).toBe(200);
    const { url, expiresAt } = (await response.json()) as { url: string; expiresAt: string };
    expect(url.startsWith(`${t.config.baseUrl}${fileUrl(videoId)}?`)).toBe(true);
    const lifetime = Date.parse(expiresAt) - before;
    expect(lifetime).toBeGreaterThan(FILE_LINK_TTL_MS - 2000);
    expect(lifetime).toBeLessThanOrEqual(FILE_LINK_TTL_MS);

    const anonymous = await get(local(url));
    expect(anonymous.status).toBe(200);
    expect((await bytesOf(anonymous)).equals(video)).toBe(true);
    const ranged = await get(local(url), { range: 'bytes=10-19' });
    expect(ranged.status).toBe(206);
    expect((await bytesOf(ranged)).equals(video.subarray(10, 20))).toBe(true);
  });

  it('refuses a tampered or expired presigned link', async () => {
    const { url } = (await (await get(`${fileUrl(videoId)}/presignedurl`, {}, owner)).json()) as { url: string };
    const link = new URL(url);
    const signature = link.searchParams.get('signature')!;
    const tampered = [
      `${fileUrl(videoId)}?expires=${Number(link.searchParams.get('expires')) + 3600}&signature=${signature}`,
      `${fileUrl(pdfId)}${link.search}`,
      `${fileUrl(videoId)}?expires=${link.searchParams.get('expires')}&signature=${signature.slice(0, -2)}AA`,
      `${fileUrl(videoId)}?expires=${link.searchParams.get('expires')}`,
    ];
    for (const path of tampered) {
      const response = await get(path);
      expect(response.status, path).toBe(403);
      expect(await errorBody(response)).toEqual({ code: 'FILE_LINK_INVALID', message: MESSAGES.FILE_LINK_INVALID });
    }
    // A link made six minutes ago with the server's own key has run out.
    const signer = createFileLinkSigner({ authSecret: t.config.authSecret, baseUrl: t.config.baseUrl });
    const expired = await get(local(signer.create(videoId, Date.now() - 6 * 60 * 1000).url));
    expect(expired.status).toBe(403);
    expect(await errorBody(expired)).toEqual({ code: 'FILE_LINK_EXPIRED', message: MESSAGES.FILE_LINK_EXPIRED });
  });

  it('lets only the owner delete, clears the application link and the bytes', async () => {
    const me = await founder(t.app);
    const target = { baseUrl, cookie: me.cookie };
    const id = uploadIdOf(
      (await uploadFile(target, { kind: 'pitch_deck', filename: 'deck.pdf', filetype: 'application/pdf', data: minimalPdf() }))
        .url!,
    );
    expect((await applicationOf(t.app, me.applicationId!)).pitch_deck_url).toBe(fileUrl(id));

    expect((await remove(id, me)).status).toBe(204);
    expect(await fileRowOf(t.app, id)).toBeUndefined();
    expect(existsSync(path.join(t.dataDir, 'uploads', id))).toBe(false);
    expect((await applicationOf(t.app, me.applicationId!)).pitch_deck_url).toBeNull();
    expect((await get(fileUrl(id), {}, me)).status).toBe(404);
  });

  it('refuses to delete a file of a submitted application', async () => {
    const me = await founder(t.app);
    const target = { baseUrl, cookie: me.cookie };
    const id = uploadIdOf(
      (await uploadFile(target, { kind: 'video', filename: 'v.mp4', filetype: 'video/mp4', data: tinyMp4(100) })).url!,
    );
    await setApplicationStatus(t.app, me.applicationId!, 'submitted');
    const response = await remove(id, me);
    expect(response.status).toBe(409);
    expect(await errorBody(response)).toEqual({ code: 'APPLICATION_LOCKED', message: MESSAGES.APPLICATION_LOCKED });
    expect((await get(fileUrl(id), {}, me)).status).toBe(200);
    expect((await applicationOf(t.app, me.applicationId!)).video_url).toBe(fileUrl(id));
  });
});
