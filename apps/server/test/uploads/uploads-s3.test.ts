import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/texts/messages';
import { FILE_URL_HEADER, TUS_CHUNK_BYTES, fileUrl } from '@portal/shared/uploads/upload-protocol';
import { buildApp } from '../../src/app.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { TEST_S3, type TestBucket } from '../support/real-s3.ts';
import { createBucketTestApp } from '../support/fixtures/bucket-app.ts';
import { applicationOf, fileRowOf, founder, listen, MANY_SIGN_UPS, type Founder } from '../support/fixtures/founders.ts';
import { htmlPage, minimalPdf, tinyMp4 } from '../support/fixtures/test-media.ts';
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

/**
 * The S3 storage path end to end against a real S3 server (TEST_S3_*, see test/support/real-s3.ts): a listening portal
 * speaks tus over HTTP, @tus/s3-store writes to the server, the files API reads back from it, and the bucket is
 * listed to see what is left. Each suite has a bucket of its own. Skipped, with a note at the start of the run,
 * when no S3 server is configured.
 */

const WITH_S3 = TEST_S3 !== undefined;
/** Several 6 MB chunks through a real server on a busy CI machine take longer than the default 20 s. */
const SLOW = { timeout: 90_000 };

const MiB = 1024 * 1024;
/** The smallest S3 part but the last. */
const S3_MIN_PART_BYTES = 5 * MiB;
const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

/** The objects holding an upload's bytes that do not fill an S3 part yet: one per PATCH, named after its offset. */
const stagedPrefix = (id: string): string => `${id}.tail.`;

/** Everything the bucket holds for one upload id: objects whose key starts with it, and multipart uploads. */
const bucketState = async (bucket: TestBucket, id: string) => {
  const keys = (await bucket.keys()).filter((key) => key.startsWith(id));
  const staged = keys.filter((key) => key.startsWith(stagedPrefix(id)));
  return {
    object: keys.includes(id),
    info: keys.includes(`${id}.info`),
    stagedPieces: staged.length,
    others: keys.filter((key) => ![id, `${id}.info`, ...staged].includes(key)),
    multipartUploads: (await bucket.multipartUploads()).filter((key) => key === id).length,
  };
};
const NOTHING = { object: false, info: false, stagedPieces: 0, others: [], multipartUploads: 0 };
const FINISHED = { object: true, info: true, stagedPieces: 0, others: [], multipartUploads: 0 };

/** An MP4 of a few S3 parts: each tus chunk (TUS_CHUNK_BYTES, over S3's 5 MiB minimum) becomes one part. */
const videoOfParts = (parts: number): Buffer => tinyMp4(Math.floor((parts - 0.5) * TUS_CHUNK_BYTES));

const download = async (baseUrl: string, id: string, cookie: string, range?: string): Promise<Response> =>
  fetch(`${baseUrl}${fileUrl(id)}`, { headers: { cookie, ...(range ? { range } : {}) } });

/** Sends `data` from `offset` to the end in tus chunks; returns the last response. */
const sendRest = async (target: TusTarget, url: string, data: Buffer, offset: number): Promise<Response> => {
  let at = offset;
  let last: Response | undefined;
  while (at < data.length) {
    const bytes = data.subarray(at, at + TUS_CHUNK_BYTES);
    last = await patchChunk(target, url, at, bytes);
    expect(last.status).toBe(204);
    at += bytes.length;
  }
  return last!;
};

/** Drops the connection halfway through the second chunk and asks (HEAD) where to resume. */
const interruptAfterFirstChunk = async (target: TusTarget, url: string, video: Buffer): Promise<number> => {
  expect((await patchChunk(target, url, 0, video.subarray(0, TUS_CHUNK_BYTES))).status).toBe(204);
  const sent = 1024 * 1024;
  await interruptedPatch(target, url, TUS_CHUNK_BYTES, video.subarray(TUS_CHUNK_BYTES, 2 * TUS_CHUNK_BYTES), sent);
  const head = await headUpload(target, url);
  expect(head.status).toBe(200);
  expect(head.headers.get('upload-length')).toBe(String(video.length));
  const offset = Number(head.headers.get('upload-offset'));
  // The first chunk is safe in the bucket; what arrived of the second may be kept or dropped, never more.
  expect(offset).toBeGreaterThanOrEqual(TUS_CHUNK_BYTES);
  expect(offset).toBeLessThanOrEqual(TUS_CHUNK_BYTES + sent);
  return offset;
};

describe.runIf(WITH_S3)('resumable uploads on a real S3 server', SLOW, () => {
  const t = appPerSuite(() => createBucketTestApp('sqlite', MANY_SIGN_UPS));
  const as = (who: Founder | undefined): TusTarget => ({ baseUrl: t.baseUrl, cookie: who?.cookie });

  it('stores a video sent in several 6 MB chunks as one object completed from that many parts, and links it', async () => {
    const me = await founder(t.app);
    const video = videoOfParts(4);
    const { response, url } = await uploadFile(as(me), {
      kind: 'video',
      filename: 'pitch.mp4',
      filetype: 'video/mp4',
      data: video,
      chunkBytes: TUS_CHUNK_BYTES,
    });
    expect(response.status).toBe(204);
    const id = uploadIdOf(url!);
    expect(response.headers.get(FILE_URL_HEADER)).toBe(fileUrl(id));

    const stored = await t.bucket.object(id);
    expect(stored?.body.equals(video)).toBe(true);
    expect(stored?.etag).toMatch(/-4"$/); // completed from four parts
    expect(await bucketState(t.bucket, id)).toEqual(FINISHED);
    expect(await fileRowOf(t.app, id)).toMatchObject({
      status: 'ready',
      type: 'video/mp4',
      size: video.length,
      sha256: sha256(video),
    });
    expect((await applicationOf(t.app, me.applicationId!)).video_url).toBe(fileUrl(id));
  });

  it("stores each of the web client's 1 MiB chunks once: staged as one object each until they reach S3's 5 MiB part, then that part", async () => {
    const me = await founder(t.app);
    const video = tinyMp4(2 * TUS_CHUNK_BYTES);
    const created = await createUpload(as(me), {
      length: video.length,
      metadata: { kind: 'video', filename: 'pitch.mp4', filetype: 'video/mp4' },
    });
    const url = uploadUrl(as(me), created);
    const id = uploadIdOf(url);
    for (let at = 0; at < video.length; at += MiB) {
      const chunk = video.subarray(at, at + MiB);
      expect((await patchChunk(as(me), url, at, chunk)).status).toBe(204);
      const sent = at + chunk.length;
      if (sent === video.length) break;
      // Parts of 5 MiB (S3's minimum) in the multipart upload, after them one staged object per chunk since.
      const inParts = Math.floor(sent / S3_MIN_PART_BYTES) * S3_MIN_PART_BYTES;
      expect(await t.bucket.parts(id)).toEqual(
        Array.from({ length: inParts / S3_MIN_PART_BYTES }, (_, i) => ({ partNumber: i + 1, size: S3_MIN_PART_BYTES })),
      );
      const staged = await t.bucket.objects(stagedPrefix(id));
      expect(staged.map(({ key, size }) => ({ key, size })).sort((a, b) => a.key.localeCompare(b.key))).toEqual(
        Array.from({ length: (sent - inParts) / MiB }, (_, i) => ({
          key: `${stagedPrefix(id)}${inParts + i * MiB}`,
          size: MiB,
        })).sort((a, b) => a.key.localeCompare(b.key)),
      );
      expect(Number((await headUpload(as(me), url)).headers.get('upload-offset'))).toBe(sent);
    }
    const stored = await t.bucket.object(id);
    expect(stored?.body.equals(video)).toBe(true);
    expect(stored?.etag).toMatch(/-3"$/); // two parts of 5 MiB and the rest
    expect(await bucketState(t.bucket, id)).toEqual(FINISHED);
    expect(await fileRowOf(t.app, id)).toMatchObject({ status: 'ready', size: video.length, sha256: sha256(video) });
  });

  it("stores a pitch under S3's 5 MiB part minimum, sent as 1 MiB and then 3 MiB, as one part at its last chunk", async () => {
    const me = await founder(t.app);
    const video = tinyMp4(4 * MiB - 1000);
    const created = await createUpload(as(me), {
      length: video.length,
      metadata: { kind: 'video', filename: 'pitch.mp4', filetype: 'video/mp4' },
    });
    const url = uploadUrl(as(me), created);
    const id = uploadIdOf(url);
    expect((await patchChunk(as(me), url, 0, video.subarray(0, MiB))).status).toBe(204);
    expect(await t.bucket.parts(id)).toEqual([]);
    expect(await bucketState(t.bucket, id)).toEqual({
      object: false,
      info: true,
      stagedPieces: 1,
      others: [],
      multipartUploads: 1,
    });

    const last = await patchChunk(as(me), url, MiB, video.subarray(MiB));
    expect(last.status).toBe(204);
    expect(last.headers.get(FILE_URL_HEADER)).toBe(fileUrl(id));
    const stored = await t.bucket.object(id);
    expect(stored?.body.equals(video)).toBe(true);
    expect(stored?.etag).toMatch(/-1"$/);
    expect(await bucketState(t.bucket, id)).toEqual(FINISHED);
    expect((await fileRowOf(t.app, id))?.sha256).toBe(sha256(video));
  });

  it('serves the stored file back with the stored sha256, and a Range request as 206 with exactly those bytes', async () => {
    const me = await founder(t.app);
    const video = videoOfParts(2);
    const { url } = await uploadFile(as(me), {
      kind: 'video',
      filename: 'pitch.mp4',
      filetype: 'video/mp4',
      data: video,
      chunkBytes: TUS_CHUNK_BYTES,
    });
    const id = uploadIdOf(url!);

    const whole = await download(t.baseUrl, id, me.cookie);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(video.length));
    const served = Buffer.from(await whole.arrayBuffer());
    expect(sha256(served)).toBe((await fileRowOf(t.app, id))?.sha256);
    expect(served.equals(video)).toBe(true);

    // A range across the boundary of the two S3 parts.
    const start = TUS_CHUNK_BYTES - 1000;
    const end = TUS_CHUNK_BYTES + 999;
    const partial = await download(t.baseUrl, id, me.cookie, `bytes=${start}-${end}`);
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes ${start}-${end}/${video.length}`);
    expect(Buffer.from(await partial.arrayBuffer()).equals(video.subarray(start, end + 1))).toBe(true);

    const tail = await download(t.baseUrl, id, me.cookie, 'bytes=-100');
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(video.length - 100))).toBe(true);
  });

  it('resumes after a dropped connection: HEAD gives the offset, the rest follows, the stored sha256 matches what is served', async () => {
    const me = await founder(t.app);
    const video = videoOfParts(3);
    const created = await createUpload(as(me), {
      length: video.length,
      metadata: { kind: 'video', filename: 'field-visit.mp4', filetype: 'video/mp4' },
    });
    const url = uploadUrl(as(me), created);
    const offset = await interruptAfterFirstChunk(as(me), url, video);

    const last = await sendRest(as(me), url, video, offset);
    const id = uploadIdOf(url);
    expect(last.headers.get(FILE_URL_HEADER)).toBe(fileUrl(id));
    expect((await fileRowOf(t.app, id))?.sha256).toBe(sha256(video));
    expect((await t.bucket.object(id))?.body.equals(video)).toBe(true);
    expect(await bucketState(t.bucket, id)).toEqual(FINISHED);
    expect(sha256(Buffer.from(await (await download(t.baseUrl, id, me.cookie)).arrayBuffer()))).toBe(sha256(video));

    const finishedHead = await headUpload(as(me), url);
    expect(finishedHead.headers.get('upload-offset')).toBe(String(video.length));
    expect(finishedHead.headers.get(FILE_URL_HEADER)).toBe(fileUrl(id));
  });

  it('refuses an HTML page named .mp4 with the spec message and leaves nothing in the bucket', async () => {
    const me = await founder(t.app);
    const { response, url } = await uploadFile(as(me), {
      kind: 'video',
      filename: 'pitch.mp4',
      filetype: 'video/mp4',
      data: htmlPage(),
    });
    expect(response.status).toBe(415);
    expect(await errorBody(response)).toEqual({
      code: 'INVALID_FILE_TYPE',
      message: MESSAGES.VIDEO_INVALID_TYPE,
      params: { kind: 'video' },
    });
    const id = uploadIdOf(url!);
    expect(await bucketState(t.bucket, id)).toEqual(NOTHING);
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
    expect(await bucketState(t.bucket, firstId)).toEqual(NOTHING);
    expect((await t.bucket.object(secondId))?.body.equals(tinyMp4(700))).toBe(true);
    expect((await applicationOf(t.app, me.applicationId!)).video_url).toBe(fileUrl(secondId));
    expect((await download(t.baseUrl, firstId, me.cookie)).status).toBe(404);
  });

  it('lets the owner cancel an unfinished multi-part upload: every object and the multipart upload are removed', async () => {
    const me = await founder(t.app);
    const video = videoOfParts(3);
    const created = await createUpload(as(me), {
      length: video.length,
      metadata: { kind: 'video', filename: 'v.mp4', filetype: 'video/mp4' },
    });
    const url = uploadUrl(as(me), created);
    expect((await patchChunk(as(me), url, 0, video.subarray(0, TUS_CHUNK_BYTES))).status).toBe(204);
    expect((await patchChunk(as(me), url, TUS_CHUNK_BYTES, video.subarray(TUS_CHUNK_BYTES, TUS_CHUNK_BYTES + 1000))).status).toBe(
      204,
    );
    const id = uploadIdOf(url);
    expect(await bucketState(t.bucket, id)).toEqual({
      object: false,
      info: true,
      stagedPieces: 1,
      others: [],
      multipartUploads: 1,
    });

    expect((await deleteUpload(as(me), url)).status).toBe(204);
    expect(await bucketState(t.bucket, id)).toEqual(NOTHING);
    expect(await fileRowOf(t.app, id)).toBeUndefined();
    expect((await headUpload(as(me), url)).status).toBe(404);
  });

  it('DELETE /files/:id removes the object and its bookkeeping from the bucket', async () => {
    const me = await founder(t.app);
    const { url } = await uploadFile(as(me), {
      kind: 'pitch_deck',
      filename: 'deck.pdf',
      filetype: 'application/pdf',
      data: minimalPdf(),
    });
    const id = uploadIdOf(url!);
    expect(await bucketState(t.bucket, id)).toEqual(FINISHED);

    const deleted = await fetch(`${t.baseUrl}${fileUrl(id)}`, { method: 'DELETE', headers: { cookie: me.cookie } });
    expect(deleted.status).toBe(204);
    expect(await bucketState(t.bucket, id)).toEqual(NOTHING);
    expect((await applicationOf(t.app, me.applicationId!)).pitch_deck_url).toBeNull();
    expect((await download(t.baseUrl, id, me.cookie)).status).toBe(404);
  });
});

describe.runIf(WITH_S3).each(TEST_DIALECTS)(
  'an upload on a real S3 server resumed on a second instance (%s)',
  SLOW,
  (dialect) => {
    const t = appPerSuite(() => createBucketTestApp(dialect, MANY_SIGN_UPS));
    let second: FastifyInstance;
    let secondUrl: string;

    beforeAll(async () => {
      // The same configuration, so the same database and bucket, in a second app with nothing in memory shared.
      second = await buildApp(t.config, { logger: false });
      secondUrl = await listen(second);
    });
    afterAll(async () => {
      await second?.close();
    });

    it('finishes there after a dropped connection, and both instances serve bytes matching the stored sha256', async () => {
      const me = await founder(t.app);
      const video = videoOfParts(3);
      const onFirst: TusTarget = { baseUrl: t.baseUrl, cookie: me.cookie };
      const onSecond: TusTarget = { baseUrl: secondUrl, cookie: me.cookie };
      const created = await createUpload(onFirst, {
        length: video.length,
        metadata: { kind: 'video', filename: 'field-visit.mp4', filetype: 'video/mp4' },
      });
      const id = uploadIdOf(uploadUrl(onFirst, created));
      const offset = await interruptAfterFirstChunk(onFirst, uploadUrl(onFirst, created), video);

      const urlOnSecond = uploadUrl(onSecond, created);
      const head = await headUpload(onSecond, urlOnSecond);
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('upload-offset'))).toBe(offset);
      const last = await sendRest(onSecond, urlOnSecond, video, offset);
      expect(last.headers.get(FILE_URL_HEADER)).toBe(fileUrl(id));

      expect(await fileRowOf(t.app, id)).toMatchObject({ status: 'ready', size: video.length, sha256: sha256(video) });
      expect(await bucketState(t.bucket, id)).toEqual(FINISHED);
      for (const baseUrl of [t.baseUrl, secondUrl]) {
        const served = await download(baseUrl, id, me.cookie);
        expect(served.status).toBe(200);
        expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(sha256(video));
        const range = await download(baseUrl, id, me.cookie, `bytes=${TUS_CHUNK_BYTES}-${TUS_CHUNK_BYTES + 99}`);
        expect(range.status).toBe(206);
        expect(Buffer.from(await range.arrayBuffer()).equals(video.subarray(TUS_CHUNK_BYTES, TUS_CHUNK_BYTES + 100))).toBe(true);
      }
    });

    it('finishes an upload sent in 1 MiB chunks to one instance and the other in turn, with the sha256 of its bytes', async () => {
      const me = await founder(t.app);
      const video = tinyMp4(TUS_CHUNK_BYTES + 2 * MiB);
      const created = await createUpload(
        { baseUrl: t.baseUrl, cookie: me.cookie },
        {
          length: video.length,
          metadata: { kind: 'video', filename: 'pitch.mp4', filetype: 'video/mp4' },
        },
      );
      const id = uploadIdOf(uploadUrl({ baseUrl: t.baseUrl, cookie: me.cookie }, created));
      let turn = 0;
      for (let at = 0; at < video.length; at += MiB) {
        const target: TusTarget = { baseUrl: turn++ % 2 === 0 ? t.baseUrl : secondUrl, cookie: me.cookie };
        expect((await patchChunk(target, uploadUrl(target, created), at, video.subarray(at, at + MiB))).status).toBe(204);
      }
      expect(await fileRowOf(t.app, id)).toMatchObject({ status: 'ready', size: video.length, sha256: sha256(video) });
      expect((await t.bucket.object(id))?.body.equals(video)).toBe(true);
      expect(await bucketState(t.bucket, id)).toEqual(FINISHED);
    });
  },
);

describe.runIf(WITH_S3)('abandoned uploads on a real S3 server', SLOW, () => {
  const expiryMs = 6000;
  const t = appPerSuite(() =>
    createBucketTestApp('sqlite', { ...MANY_SIGN_UPS, UPLOAD_EXPIRY_HOURS: String(expiryMs / 3_600_000) }),
  );

  it('are removed from the bucket by the clean-up once expired (multipart upload, parts, info), finished files are kept', async () => {
    const me = await founder(t.app);
    const target = { baseUrl: t.baseUrl, cookie: me.cookie };
    const finished = await uploadFile(target, {
      kind: 'financial_statement',
      filename: 's.pdf',
      filetype: 'application/pdf',
      data: minimalPdf(),
    });
    const finishedId = uploadIdOf(finished.url!);

    // One part in the multipart upload, and a short remainder kept as an incomplete part.
    const video = videoOfParts(3);
    const created = await createUpload(target, {
      length: video.length,
      metadata: { kind: 'video', filename: 'v.mp4', filetype: 'video/mp4' },
    });
    const url = uploadUrl(target, created);
    expect((await patchChunk(target, url, 0, video.subarray(0, TUS_CHUNK_BYTES))).status).toBe(204);
    expect((await patchChunk(target, url, TUS_CHUNK_BYTES, video.subarray(TUS_CHUNK_BYTES, TUS_CHUNK_BYTES + 1000))).status).toBe(
      204,
    );
    const id = uploadIdOf(url);
    expect(await bucketState(t.bucket, id)).toEqual({
      object: false,
      info: true,
      stagedPieces: 1,
      others: [],
      multipartUploads: 1,
    });

    // A multipart upload the database no longer knows (its row lost, say in a crash): only the bucket sweep finds it.
    // (Another founder's: a second video of the same founder would replace the first.)
    const otherTarget = { baseUrl: t.baseUrl, cookie: (await founder(t.app)).cookie };
    const orphan = await createUpload(otherTarget, {
      length: video.length,
      metadata: { kind: 'video', filename: 'o.mp4', filetype: 'video/mp4' },
    });
    const orphanUrl = uploadUrl(otherTarget, orphan);
    expect((await patchChunk(otherTarget, orphanUrl, 0, video.subarray(0, 1000))).status).toBe(204);
    const orphanId = uploadIdOf(orphanUrl);
    await t.app.database.db.deleteFrom('files').where('id', '=', orphanId).execute();

    expect(await t.app.uploads.cleanUpExpired()).toEqual({ removed: 0 });
    expect([
      (await bucketState(t.bucket, id)).multipartUploads,
      (await bucketState(t.bucket, orphanId)).multipartUploads,
    ]).toEqual([1, 1]);

    await new Promise((resolve) => setTimeout(resolve, expiryMs + 100));
    expect(await t.app.uploads.cleanUpExpired()).toEqual({ removed: 1 });
    expect(await bucketState(t.bucket, id)).toEqual(NOTHING);
    expect(await bucketState(t.bucket, orphanId)).toEqual(NOTHING);
    expect(await t.bucket.multipartUploads()).toEqual([]);
    expect(await t.bucket.keys()).toEqual([finishedId, `${finishedId}.info`]);
    expect(await fileRowOf(t.app, id)).toBeUndefined();
    expect((await headUpload(target, url)).status).toBe(404);

    expect((await fileRowOf(t.app, finishedId))?.status).toBe('ready');
    const served = await download(t.baseUrl, finishedId, me.cookie);
    expect(Buffer.from(await served.arrayBuffer()).equals(minimalPdf())).toBe(true);
  });
});
