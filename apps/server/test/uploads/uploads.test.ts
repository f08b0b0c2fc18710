import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/texts/messages';
import { messageFor } from '@portal/shared/error-codes';
import { DOCUMENT_MAX_BYTES, VIDEO_MAX_BYTES } from '@portal/shared/limits';
import { UPLOAD_KINDS } from '@portal/shared/uploads/files';
import { FILE_URL_HEADER, TUS_ENDPOINT, fileUrl } from '@portal/shared/uploads/upload-protocol';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import {
  applicationOf,
  fileRowOf,
  founder,
  listen,
  MANY_SIGN_UPS,
  setApplicationStatus,
  type Founder,
} from '../support/fixtures/founders.ts';
import { elfExecutable, htmlPage, minimalPdf, plainText, tinyMp4 } from '../support/fixtures/test-media.ts';
import {
  createUpload,
  deleteUpload,
  errorBody,
  headUpload,
  interruptedPatch,
  patchChunk,
  uploadFile,
  uploadIdOf,
  uploadUrl,
  type TusTarget,
} from '../support/fixtures/tus-http.ts';

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

describe.each(TEST_DIALECTS)('resumable uploads on %s', (dialect) => {
  let t: TestApp;
  let baseUrl: string;
  const as = (who: Founder | undefined): TusTarget => ({ baseUrl, cookie: who?.cookie });
  const storedFiles = (): string[] => readdirSync(path.join(t.dataDir, 'uploads'));

  beforeAll(async () => {
    t = await createTestApp(dialect, MANY_SIGN_UPS);
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses uploads without a session, with the spec message', async () => {
    const response = await createUpload(as(undefined), {
      length: 10,
      metadata: { kind: 'video', filename: 'a.mp4', filetype: 'video/mp4' },
    });
    expect(response.status).toBe(401);
    expect(await errorBody(response)).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.UPLOAD_AUTH_FAILED });
  });

  it('refuses a file over its kind limit at creation with the kind message, and accepts one at the limit', async () => {
    const me = as(await founder(t.app));
    const cases = [
      { kind: 'video', max: VIDEO_MAX_BYTES, message: MESSAGES.VIDEO_TOO_LARGE },
      { kind: 'financial_statement', max: DOCUMENT_MAX_BYTES, message: MESSAGES.DOCUMENT_TOO_LARGE },
      { kind: 'pitch_deck', max: DOCUMENT_MAX_BYTES, message: MESSAGES.DOCUMENT_TOO_LARGE },
    ];
    for (const { kind, max, message } of cases) {
      const tooBig = await createUpload(me, { length: max + 1, metadata: { kind, filename: 'f', filetype: 'application/pdf' } });
      expect(tooBig.status, kind).toBe(413);
      expect(await errorBody(tooBig)).toEqual({ code: 'FILE_TOO_LARGE', message, params: { kind } });
      expect(messageFor('FILE_TOO_LARGE', 'en', { kind })).toBe(message);
      const atLimit = await createUpload(me, { length: max, metadata: { kind, filename: 'f', filetype: 'application/pdf' } });
      expect(atLimit.status, kind).toBe(201);
    }
  });

  it('refuses a deferred length, an unknown kind, unreadable metadata, parallel parts and a missing tus version with a clear 400', async () => {
    const me = as(await founder(t.app));
    const deferred = await createUpload(me, {
      length: 0,
      metadata: { kind: 'video' },
      headers: { 'upload-length': '', 'upload-defer-length': '1' },
    });
    expect(deferred.status).toBe(400);
    expect((await errorBody(deferred)).message).toBe(MESSAGES.UPLOAD_LENGTH_REQUIRED);

    const unknownKind = await createUpload(me, { length: 10, metadata: { kind: 'selfie', filename: 'me.png' } });
    expect(unknownKind.status).toBe(400);
    expect(await errorBody(unknownKind)).toEqual({ code: 'UPLOAD_KIND_INVALID', message: MESSAGES.UPLOAD_KIND_INVALID });

    const garbled = await createUpload(me, { length: 10, metadata: {}, headers: { 'upload-metadata': 'kind !!notbase64!!' } });
    expect(garbled.status).toBe(400);
    expect((await errorBody(garbled)).code).toBe('UPLOAD_METADATA_INVALID');

    const parallel = await createUpload(me, { length: 10, metadata: { kind: 'video' }, headers: { 'upload-concat': 'partial' } });
    expect(parallel.status).toBe(400);
    expect(await errorBody(parallel)).toEqual({ code: 'UPLOAD_CONCAT_UNSUPPORTED', message: MESSAGES.UPLOAD_CONCAT_UNSUPPORTED });

    const noVersion = await fetch(`${baseUrl}${TUS_ENDPOINT}`, {
      method: 'POST',
      headers: { cookie: me.cookie!, 'upload-length': '10' },
    });
    expect(noVersion.status).toBe(400);
    expect(Object.keys(await errorBody(noVersion)).sort()).toEqual(['code', 'message']);
  });

  it('asks for the personal step first when the founder has no application yet', async () => {
    const me = as(await founder(t.app, { application: false }));
    const response = await createUpload(me, {
      length: 100,
      metadata: { kind: 'pitch_deck', filename: 'deck.pdf', filetype: 'application/pdf' },
    });
    expect(response.status).toBe(409);
    expect(await errorBody(response)).toEqual({ code: 'COMPLETE_PERSONAL_FIRST', message: MESSAGES.COMPLETE_PERSONAL_FIRST });
  });

  it('refuses uploads once the application is submitted, at creation and mid-upload', async () => {
    const submitted = await founder(t.app, { status: 'submitted' });
    const refused = await createUpload(as(submitted), {
      length: 100,
      metadata: { kind: 'video', filename: 'v.mp4', filetype: 'video/mp4' },
    });
    expect(refused.status).toBe(409);
    expect(await errorBody(refused)).toEqual({ code: 'APPLICATION_LOCKED', message: MESSAGES.APPLICATION_LOCKED });

    const me = await founder(t.app);
    const video = tinyMp4(1000);
    const created = await createUpload(as(me), {
      length: video.length,
      metadata: { kind: 'video', filename: 'v.mp4', filetype: 'video/mp4' },
    });
    const url = uploadUrl(as(me), created);
    await setApplicationStatus(t.app, me.applicationId!, 'submitted');
    const patch = await patchChunk(as(me), url, 0, video);
    expect(patch.status).toBe(409);
    expect((await errorBody(patch)).message).toBe(MESSAGES.APPLICATION_LOCKED);
    expect((await applicationOf(t.app, me.applicationId!)).video_url).toBeNull();
  });

  it('stores a real MP4 in chunks, links it on the application and answers with its URL', async () => {
    const me = await founder(t.app);
    const video = tinyMp4(300_000);
    const { response, url } = await uploadFile(as(me), {
      kind: 'video',
      filename: 'pitch.mp4',
      filetype: 'video/mp4',
      data: video,
      chunkBytes: 100_000,
    });
    expect(response.status).toBe(204);
    const id = uploadIdOf(url!);
    expect(response.headers.get(FILE_URL_HEADER)).toBe(fileUrl(id));
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");

    const row = await fileRowOf(t.app, id);
    expect(row).toMatchObject({
      status: 'ready',
      kind: 'video',
      type: 'video/mp4',
      size: video.length,
      sha256: sha256(video),
      name: 'pitch.mp4',
    });
    expect(row!.storage_key).not.toContain('pitch');
    expect((await applicationOf(t.app, me.applicationId!)).video_url).toBe(fileUrl(id));

    const download = await fetch(`${baseUrl}${fileUrl(id)}`, { headers: { cookie: me.cookie } });
    expect(Buffer.from(await download.arrayBuffer()).equals(video)).toBe(true);
  });

  it('stores PDF documents as financial statement and pitch deck', async () => {
    const me = await founder(t.app);
    for (const kind of ['financial_statement', 'pitch_deck'] as const) {
      const { response, url } = await uploadFile(as(me), {
        kind,
        filename: 'numbers.pdf',
        filetype: 'application/pdf',
        data: minimalPdf(),
      });
      expect(response.status, kind).toBe(204);
      const id = uploadIdOf(url!);
      expect((await fileRowOf(t.app, id))?.type).toBe('application/pdf');
      expect((await applicationOf(t.app, me.applicationId!))[UPLOAD_KINDS[kind].column]).toBe(fileUrl(id));
    }
  });

  it.each([
    {
      what: 'an HTML page named .mp4',
      kind: 'video',
      filename: 'pitch.mp4',
      filetype: 'video/mp4',
      data: htmlPage(),
      message: MESSAGES.VIDEO_INVALID_TYPE,
    },
    {
      what: 'an ELF executable named .mp4',
      kind: 'video',
      filename: 'pitch.mp4',
      filetype: 'video/mp4',
      data: elfExecutable(),
      message: MESSAGES.VIDEO_INVALID_TYPE,
    },
    {
      what: 'a text file named .pdf',
      kind: 'financial_statement',
      filename: 'statement.pdf',
      filetype: 'application/pdf',
      data: plainText(),
      message: MESSAGES.FINANCIAL_INVALID_TYPE,
    },
    {
      what: 'an MP4 named .pdf as pitch deck',
      kind: 'pitch_deck',
      filename: 'deck.pdf',
      filetype: 'application/pdf',
      data: tinyMp4(100),
      message: MESSAGES.PITCH_DECK_INVALID_TYPE,
    },
  ])('refuses $what with the spec message and keeps nothing', async ({ kind, filename, filetype, data, message }) => {
    const me = await founder(t.app);
    const { response, url } = await uploadFile(as(me), { kind, filename, filetype, data });
    expect(response.status).toBe(415);
    expect(await errorBody(response)).toEqual({ code: 'INVALID_FILE_TYPE', message, params: { kind } });
    expect(messageFor('INVALID_FILE_TYPE', 'en', { kind })).toBe(message);
    const id = uploadIdOf(url!);
    expect(await fileRowOf(t.app, id)).toBeUndefined();
    expect(storedFiles().filter((name) => name.startsWith(id))).toEqual([]);
    const application = await applicationOf(t.app, me.applicationId!);
    expect([application.video_url, application.financial_statement_url, application.pitch_deck_url]).toEqual([null, null, null]);
    expect((await headUpload(as(me), url!)).status).toBe(404);
  });

  it('replaces the previous file of a kind: its row and bytes are gone', async () => {
    const me = await founder(t.app);
    const first = await uploadFile(as(me), { kind: 'video', filename: 'take1.mp4', filetype: 'video/mp4', data: tinyMp4(500) });
    const second = await uploadFile(as(me), { kind: 'video', filename: 'take2.mp4', filetype: 'video/mp4', data: tinyMp4(700) });
    const firstId = uploadIdOf(first.url!);
    const secondId = uploadIdOf(second.url!);
    expect(await fileRowOf(t.app, firstId)).toBeUndefined();
    expect(existsSync(path.join(t.dataDir, 'uploads', firstId))).toBe(false);
    expect(existsSync(path.join(t.dataDir, 'uploads', secondId))).toBe(true);
    expect((await applicationOf(t.app, me.applicationId!)).video_url).toBe(fileUrl(secondId));
  });

  it("lets nobody else see, continue or cancel a founder's upload", async () => {
    const owner = await founder(t.app);
    const other = await founder(t.app);
    const video = tinyMp4(20_000);
    const created = await createUpload(as(owner), {
      length: video.length,
      metadata: { kind: 'video', filename: 'mine.mp4', filetype: 'video/mp4' },
    });
    const url = uploadUrl(as(owner), created);
    expect((await patchChunk(as(owner), url, 0, video.subarray(0, 5000))).status).toBe(204);

    expect((await headUpload(as(other), url)).status).toBe(404);
    const foreignPatch = await patchChunk(as(other), url, 5000, video.subarray(5000));
    expect(foreignPatch.status).toBe(404);
    expect(await errorBody(foreignPatch)).toEqual({ code: 'FILE_NOT_FOUND', message: MESSAGES.FILE_DOES_NOT_EXIST });
    expect((await deleteUpload(as(other), url)).status).toBe(404);
    expect((await headUpload(as(undefined), url)).status).toBe(401);

    const head = await headUpload(as(owner), url);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('5000');
    const rest = await patchChunk(as(owner), url, 5000, video.subarray(5000));
    expect(rest.status).toBe(204);
    expect(rest.headers.get(FILE_URL_HEADER)).toBe(fileUrl(uploadIdOf(url)));
  });

  it('resumes after a dropped connection: HEAD gives the offset, the rest follows, the stored sha256 matches', async () => {
    const me = await founder(t.app);
    const video = tinyMp4(3 * 1024 * 1024);
    const chunk = 1024 * 1024;
    const created = await createUpload(as(me), {
      length: video.length,
      metadata: { kind: 'video', filename: 'field-visit.mp4', filetype: 'video/mp4' },
    });
    const url = uploadUrl(as(me), created);
    expect((await patchChunk(as(me), url, 0, video.subarray(0, chunk))).status).toBe(204);

    await interruptedPatch(as(me), url, chunk, video.subarray(chunk, 3 * chunk), 512 * 1024);

    const head = await headUpload(as(me), url);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(chunk); // what arrived before the drop is kept
    expect(offset).toBeLessThanOrEqual(chunk + 512 * 1024);
    expect(head.headers.get('upload-length')).toBe(String(video.length));

    const rest = await patchChunk(as(me), url, offset, video.subarray(offset));
    expect(rest.status).toBe(204);
    const id = uploadIdOf(url);
    expect(rest.headers.get(FILE_URL_HEADER)).toBe(fileUrl(id));
    expect((await fileRowOf(t.app, id))?.sha256).toBe(sha256(video));

    const finishedHead = await headUpload(as(me), url);
    expect(finishedHead.headers.get('upload-offset')).toBe(String(video.length));
    expect(finishedHead.headers.get(FILE_URL_HEADER)).toBe(fileUrl(id));
  });

  it('refuses a chunk sent at the wrong offset without changing the upload', async () => {
    const me = await founder(t.app);
    const video = tinyMp4(10_000);
    const created = await createUpload(as(me), {
      length: video.length,
      metadata: { kind: 'video', filename: 'v.mp4', filetype: 'video/mp4' },
    });
    const url = uploadUrl(as(me), created);
    const wrong = await patchChunk(as(me), url, 100, video.subarray(100));
    expect(wrong.status).toBe(409);
    expect((await errorBody(wrong)).code).toBe('UPLOAD_OFFSET_CONFLICT');
    expect((await headUpload(as(me), url)).headers.get('upload-offset')).toBe('0');
  });

  it('lets the owner cancel an unfinished upload: row and bytes are removed', async () => {
    const me = await founder(t.app);
    const video = tinyMp4(10_000);
    const created = await createUpload(as(me), {
      length: video.length,
      metadata: { kind: 'video', filename: 'v.mp4', filetype: 'video/mp4' },
    });
    const url = uploadUrl(as(me), created);
    await patchChunk(as(me), url, 0, video.subarray(0, 1000));
    expect((await deleteUpload(as(me), url)).status).toBe(204);
    const id = uploadIdOf(url);
    expect(await fileRowOf(t.app, id)).toBeUndefined();
    expect(storedFiles().filter((name) => name.startsWith(id))).toEqual([]);
  });

  it('answers CORS for its own origin only, never *', async () => {
    const response = await fetch(`${baseUrl}${TUS_ENDPOINT}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(new URL(t.config.baseUrl).origin);
  });
});

describe.each(TEST_DIALECTS)('abandoned uploads on %s', (dialect) => {
  let t: TestApp;
  let baseUrl: string;
  const expiryMs = 3000;

  beforeAll(async () => {
    t = await createTestApp(dialect, { ...MANY_SIGN_UPS, UPLOAD_EXPIRY_HOURS: String(expiryMs / 3_600_000) });
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are removed by the clean-up once expired, finished files are kept', async () => {
    const me = await founder(t.app);
    const target = { baseUrl, cookie: me.cookie };
    const finished = await uploadFile(target, {
      kind: 'financial_statement',
      filename: 's.pdf',
      filetype: 'application/pdf',
      data: minimalPdf(),
    });
    const video = tinyMp4(10_000);
    const created = await createUpload(target, {
      length: video.length,
      metadata: { kind: 'video', filename: 'v.mp4', filetype: 'video/mp4' },
    });
    const url = uploadUrl(target, created);
    await patchChunk(target, url, 0, video.subarray(0, 4000));
    const id = uploadIdOf(url);

    expect(await t.app.uploads.cleanUpExpired()).toEqual({ removed: 0 });
    expect(await fileRowOf(t.app, id)).toBeDefined();

    await new Promise((resolve) => setTimeout(resolve, expiryMs + 100));
    expect(await t.app.uploads.cleanUpExpired()).toEqual({ removed: 1 });
    expect(await fileRowOf(t.app, id)).toBeUndefined();
    expect(existsSync(path.join(t.dataDir, 'uploads', id))).toBe(false);
    expect(existsSync(path.join(t.dataDir, 'uploads', `${id}.json`))).toBe(false);
    expect((await headUpload(target, url)).status).toBe(404);

    const finishedId = uploadIdOf(finished.url!);
    expect((await fileRowOf(t.app, finishedId))?.status).toBe('ready');
    expect(existsSync(path.join(t.dataDir, 'uploads', finishedId))).toBe(true);
  });
});
