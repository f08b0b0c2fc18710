import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { FILE_URL_HEADER, TUS_CHUNK_BYTES, fileUrl } from '@portal/shared/upload-protocol';
import { createTestApp, type TestApp } from './helper.ts';
import { startFakeS3, type FakeS3 } from './fake-s3.ts';
import { applicationOf, fileRowOf, founder, listen, MANY_SIGN_UPS, type Founder } from './fixtures/founders.ts';
import { htmlPage, minimalPdf, tinyMp4 } from './fixtures/test-media.ts';
import { createUpload, deleteUpload, errorBody, headUpload, interruptedPatch, patchChunk, uploadFile, uploadIdOf, uploadUrl, type TusTarget } from './fixtures/tus-http.ts';

/**
 * The S3 storage path end to end: a real listening portal speaks tus over HTTP, @tus/s3-store writes to an
 * in-process fake S3 server (test/fake-s3.ts), and the files API reads back from it. The database part is covered
 * on both dialects by uploads.test.ts; SQLite is enough here.
 */

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

const s3Env = (s3: FakeS3): Record<string, string> => ({
  S3_ENDPOINT: s3.url,
  S3_BUCKET: s3.bucket,
  S3_ACCESS_KEY_ID: 'test-access-key',
  S3_SECRET_ACCESS_KEY: 'test-secret-key',
  S3_REGION: 'us-east-1',
  S3_FORCE_PATH_STYLE: 'true',
});

/** Everything the bucket holds for one upload id. */
const bucketState = (s3: FakeS3, id: string) => ({
  object: s3.objects.has(id),
  info: s3.objects.has(`${id}.info`),
  incompletePart: s3.objects.has(`${id}.part`),
  multipartUploads: [...s3.uploads.values()].filter((upload) => upload.key === id).length,
});
const NOTHING = { object: false, info: false, incompletePart: false, multipartUploads: 0 };

/** An MP4 of a few S3 parts: each tus chunk (TUS_CHUNK_BYTES, over S3's 5 MiB minimum) becomes one part. */
const videoOfParts = (parts: number): Buffer => tinyMp4(Math.floor((parts - 0.5) * TUS_CHUNK_BYTES));

describe('resumable uploads on S3', () => {
  let s3: FakeS3;
  let t: TestApp;
  let baseUrl: string;
  const as = (who: Founder | undefined): TusTarget => ({ baseUrl, cookie: who?.cookie });

  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp('sqlite', { ...MANY_SIGN_UPS, ...s3Env(s3) });
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores a real MP4 sent in several chunks as one object in the bucket and links it', async () => {
    const me = await founder(t.app);
    const video = videoOfParts(3);
    const { response, url } = await uploadFile(as(me), { kind: 'video', filename: 'pitch.mp4', filetype: 'video/mp4', data: video, chunkBytes: TUS_CHUNK_BYTES });
    expect(response.status).toBe(204);
    const id = uploadIdOf(url!);
    expect(response.headers.get(FILE_URL_HEADER)).toBe(fileUrl(id));

    const stored = s3.objects.get(id);
    expect(stored?.body.equals(video)).toBe(true);
    expect(stored?.etag).toMatch(/-3"$/); // completed from three parts
    expect(bucketState(s3, id)).toEqual({ object: true, info: true, incompletePart: false, multipartUploads: 0 });
    expect(await fileRowOf(t.app, id)).toMatchObject({ status: 'ready', type: 'video/mp4', size: video.length, sha256: sha256(video) });
    expect((await applicationOf(t.app, me.applicationId!)).video_url).toBe(fileUrl(id));
  });

  it('streams a stored file back byte-identical, and a Range request as 206 with exactly those bytes', async () => {
    const me = await founder(t.app);
    const video = videoOfParts(2);
    const { url } = await uploadFile(as(me), { kind: 'video', filename: 'pitch.mp4', filetype: 'video/mp4', data: video, chunkBytes: TUS_CHUNK_BYTES });
    const id = uploadIdOf(url!);

    const whole = await fetch(`${baseUrl}${fileUrl(id)}`, { headers: { cookie: me.cookie } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(video.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);

    // A range across the boundary of the two S3 parts.
    const start = TUS_CHUNK_BYTES - 1000;
    const end = TUS_CHUNK_BYTES + 999;
    const partial = await fetch(`${baseUrl}${fileUrl(id)}`, { headers: { cookie: me.cookie, range: `bytes=${start}-${end}` } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes ${start}-${end}/${video.length}`);
    expect(Buffer.from(await partial.arrayBuffer()).equals(video.subarray(start, end + 1))).toBe(true);

    const tail = await fetch(`${baseUrl}${fileUrl(id)}`, { headers: { cookie: me.cookie, range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(video.length - 100))).toBe(true);
  });

  it('resumes after a dropped connection: HEAD gives the offset, the rest follows, the stored sha256 matches', async () => {
    const me = await founder(t.app);
    const video = videoOfParts(3);
    const created = await createUpload(as(me), { length: video.length, metadata: { kind: 'video', filename: 'field-visit.mp4', filetype: 'video/mp4' } });
    const url = uploadUrl(as(me), created);
    expect((await patchChunk(as(me), url, 0, video.subarray(0, TUS_CHUNK_BYTES))).status).toBe(204);

    const sent = 1024 * 1024;
    await interruptedPatch(as(me), url, TUS_CHUNK_BYTES, video.subarray(TUS_CHUNK_BYTES, 2 * TUS_CHUNK_BYTES), sent);

    const head = await headUpload(as(me), url);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    // The first chunk is safe in the bucket; S3Store drops a part it had not finished, so the client may resend it.
    expect(offset).toBeGreaterThanOrEqual(TUS_CHUNK_BYTES);
    expect(offset).toBeLessThanOrEqual(TUS_CHUNK_BYTES + sent);
    expect(head.headers.get('upload-length')).toBe(String(video.length));

    let at = offset;
    let last: Response | undefined;
    while (at < video.length) {
      const bytes = video.subarray(at, at + TUS_CHUNK_BYTES);
      last = await patchChunk(as(me), url, at, bytes);
      expect(last.status).toBe(204);
      at += bytes.length;
    }
    const id = uploadIdOf(url);
    expect(last!.headers.get(FILE_URL_HEADER)).toBe(fileUrl(id));
    expect((await fileRowOf(t.app, id))?.sha256).toBe(sha256(video));
    expect(s3.objects.get(id)?.body.equals(video)).toBe(true);
    expect(bucketState(s3, id)).toEqual({ object: true, info: true, incompletePart: false, multipartUploads: 0 });

    const finishedHead = await headUpload(as(me), url);
    expect(finishedHead.headers.get('upload-offset')).toBe(String(video.length));
    expect(finishedHead.headers.get(FILE_URL_HEADER)).toBe(fileUrl(id));
  });

  it('refuses an HTML page named .mp4 with the spec message and leaves nothing in the bucket', async () => {
    const me = await founder(t.app);
    const { response, url } = await uploadFile(as(me), { kind: 'video', filename: 'pitch.mp4', filetype: 'video/mp4', data: htmlPage() });
    expect(response.status).toBe(415);
    expect(await errorBody(response)).toEqual({ code: 'INVALID_FILE_TYPE', message: MESSAGES.VIDEO_INVALID_TYPE });
    const id = uploadIdOf(url!);
    expect(bucketState(s3, id)).toEqual(NOTHING);
    expect(await fileRowOf(t.app, id)).toBeUndefined();
    expect((await applicationOf(t.app, me.applicationId!)).video_url).toBeNull();
    expect((await headUpload(as(me), url!)).status).toBe(404);
  });

  it('replacing a file deletes the old object from the bucket', async () => {
    const me = await founder(t.app);
    const first = await uploadFile(as(me), { kind: 'video', filename: 'take1.mp4', filetype: 'video/mp4', data: tinyMp4(500) });
    const second = await uploadFile(as(me), { kind: 'video', filename: 'take2.mp4', filetype: 'video/mp4', data: tinyMp4(700) });
    expect([first.response.status, second.response.status]).toEqual([204, 204]);
    const firstId = uploadIdOf(first.url!);
    const secondId = uploadIdOf(second.url!);
    expect(bucketState(s3, firstId)).toEqual(NOTHING);
    expect(s3.objects.get(secondId)?.body.equals(tinyMp4(700))).toBe(true);
    expect((await applicationOf(t.app, me.applicationId!)).video_url).toBe(fileUrl(secondId));
    expect((await fetch(`${baseUrl}${fileUrl(firstId)}`, { headers: { cookie: me.cookie } })).status).toBe(404);
  });

  it('lets the owner cancel an unfinished upload: multipart upload, incomplete part and info are removed', async () => {
    const me = await founder(t.app);
    const video = tinyMp4(10_000);
    const created = await createUpload(as(me), { length: video.length, metadata: { kind: 'video', filename: 'v.mp4', filetype: 'video/mp4' } });
    const url = uploadUrl(as(me), created);
    expect((await patchChunk(as(me), url, 0, video.subarray(0, 1000))).status).toBe(204);
    const id = uploadIdOf(url);
    expect(bucketState(s3, id)).toEqual({ object: false, info: true, incompletePart: true, multipartUploads: 1 });

    expect((await deleteUpload(as(me), url)).status).toBe(204);
    expect(bucketState(s3, id)).toEqual(NOTHING);
    expect(await fileRowOf(t.app, id)).toBeUndefined();
    expect((await headUpload(as(me), url)).status).toBe(404);
  });

  it('DELETE /files/:id removes the object from the bucket', async () => {
    const me = await founder(t.app);
    const { url } = await uploadFile(as(me), { kind: 'pitch_deck', filename: 'deck.pdf', filetype: 'application/pdf', data: minimalPdf() });
    const id = uploadIdOf(url!);
    expect(s3.objects.has(id)).toBe(true);

    const deleted = await fetch(`${baseUrl}${fileUrl(id)}`, { method: 'DELETE', headers: { cookie: me.cookie } });
    expect(deleted.status).toBe(204);
    expect(bucketState(s3, id)).toEqual(NOTHING);
    expect((await applicationOf(t.app, me.applicationId!)).pitch_deck_url).toBeNull();
    expect((await fetch(`${baseUrl}${fileUrl(id)}`, { headers: { cookie: me.cookie } })).status).toBe(404);
  });
});

describe('abandoned uploads on S3', () => {
  let s3: FakeS3;
  let t: TestApp;
  let baseUrl: string;
  const expiryMs = 4000;

  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp('sqlite', { ...MANY_SIGN_UPS, ...s3Env(s3), UPLOAD_EXPIRY_HOURS: String(expiryMs / 3_600_000) });
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('are removed from the bucket by the clean-up once expired (multipart upload, parts, info), finished files are kept', async () => {
    const me = await founder(t.app);
    const target = { baseUrl, cookie: me.cookie };
    const finished = await uploadFile(target, { kind: 'financial_statement', filename: 's.pdf', filetype: 'application/pdf', data: minimalPdf() });
    const finishedId = uploadIdOf(finished.url!);

    // One part in the multipart upload, and a short remainder kept as an incomplete part.
    const video = videoOfParts(3);
    const created = await createUpload(target, { length: video.length, metadata: { kind: 'video', filename: 'v.mp4', filetype: 'video/mp4' } });
    const url = uploadUrl(target, created);
    expect((await patchChunk(target, url, 0, video.subarray(0, TUS_CHUNK_BYTES))).status).toBe(204);
    expect((await patchChunk(target, url, TUS_CHUNK_BYTES, video.subarray(TUS_CHUNK_BYTES, TUS_CHUNK_BYTES + 1000))).status).toBe(204);
    const id = uploadIdOf(url);
    expect(bucketState(s3, id)).toEqual({ object: false, info: true, incompletePart: true, multipartUploads: 1 });

    // A multipart upload the database no longer knows (its row lost, say in a crash): only the bucket sweep finds it.
    // (Another founder's: a second video of the same founder would replace the first.)
    const otherTarget = { baseUrl, cookie: (await founder(t.app)).cookie };
    const orphan = await createUpload(otherTarget, { length: video.length, metadata: { kind: 'video', filename: 'o.mp4', filetype: 'video/mp4' } });
    const orphanUrl = uploadUrl(otherTarget, orphan);
    expect((await patchChunk(otherTarget, orphanUrl, 0, video.subarray(0, 1000))).status).toBe(204);
    const orphanId = uploadIdOf(orphanUrl);
    await t.app.database.db.deleteFrom('files').where('id', '=', orphanId).execute();

    expect(await t.app.uploads.cleanUpExpired()).toEqual({ removed: 0 });
    expect([bucketState(s3, id).multipartUploads, bucketState(s3, orphanId).multipartUploads]).toEqual([1, 1]);

    await new Promise((resolve) => setTimeout(resolve, expiryMs + 100));
    expect(await t.app.uploads.cleanUpExpired()).toEqual({ removed: 1 });
    expect(bucketState(s3, id)).toEqual(NOTHING);
    expect(bucketState(s3, orphanId)).toEqual(NOTHING);
    expect(s3.uploads.size).toBe(0);
    expect(await fileRowOf(t.app, id)).toBeUndefined();
    expect((await headUpload(target, url)).status).toBe(404);

    expect((await fileRowOf(t.app, finishedId))?.status).toBe('ready');
    expect(s3.objects.has(finishedId)).toBe(true);
    const download = await fetch(`${baseUrl}${fileUrl(finishedId)}`, { headers: { cookie: me.cookie } });
    expect(Buffer.from(await download.arrayBuffer()).equals(minimalPdf())).toBe(true);
  });
});
