import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_CHUNK_BYTES, fileUrl } from '@portal/shared/uploads/upload-protocol';
import { TEST_ORIGIN } from '../support/helper.ts';
import { fileRowOf, founder, type Founder } from '../support/fixtures/founders.ts';
import { tinyMp4 } from '../support/fixtures/test-media.ts';
import {
  createUpload,
  headUpload,
  interruptedPatch,
  patchChunk,
  slowPatch,
  uploadIdOf,
  uploadUrl,
  type TusTarget,
} from '../support/fixtures/tus-http.ts';
import { realS3Env, startTwoPortals, type Portal, type TwoPortals } from '../support/fixtures/two-portals.ts';

/**
 * Two portals on one PostgreSQL database and one storage (a shared DATA_DIR; a real S3 bucket when TEST_S3_* is
 * set): the same chunk PATCHed on both at once is accepted at most once, the upload still finishes, and the
 * sha256 recorded for the file is that of the bytes the files API serves. An upload resumed on the other
 * instance ends with the right sha256 too.
 */

const TRIALS = 50;
/** Each racing chunk's body trails its headers and arrives over a few hundred ms, so both requests are in flight at once. */
const SLOW_LINK = { waitMs: 400, pieces: 8, gapMs: 25 };
const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

/** The boxes before a test MP4's media bytes. */
const MP4_HEADER_BYTES = tinyMp4(0).length;
const videoOf = (length: number): Buffer => tinyMp4(length - MP4_HEADER_BYTES);

/** Two versions of one video, the same length, that differ after their headers (both sniff as MP4). */
const twoVersions = (length: number): [Buffer, Buffer] => {
  const first = videoOf(length);
  const second = Buffer.from(first);
  for (let i = MP4_HEADER_BYTES; i < second.length; i++) second[i]! ^= 0x5a;
  return [first, second];
};

const s3 = realS3Env();
const STORAGES = [
  { name: 'disk (shared DATA_DIR)', env: {}, firstChunk: 512 * 1024, rest: 256 * 1024 },
  // A first chunk of one whole S3 part (each tus chunk is one part there): the two PATCHes race on a real UploadPart.
  ...(s3 ? [{ name: 'real S3', env: s3, firstChunk: TUS_CHUNK_BYTES, rest: 256 * 1024 }] : []),
];
if (!process.env.TEST_DATABASE_URL)
  console.warn('\nTwo-instance upload tests skipped: they need PostgreSQL (set TEST_DATABASE_URL).\n');
if (!s3)
  console.warn(
    '\nTwo-instance upload tests on real S3 skipped: set TEST_S3_ENDPOINT, TEST_S3_BUCKET, TEST_S3_ACCESS_KEY_ID and TEST_S3_SECRET_ACCESS_KEY.\n',
  );

describe.runIf(process.env.TEST_DATABASE_URL).each(STORAGES)(
  'one upload on two instances, on $name',
  ({ env, firstChunk, rest }) => {
    let portals: TwoPortals;
    let me: Founder;
    const as = (portal: Portal): TusTarget => ({ baseUrl: portal.url, cookie: me.cookie });
    /** An upload's URL on the given instance (tus Locations are relative, so any instance serves it). */
    const on = (portal: Portal, uploadPath: string): string => `${portal.url}${uploadPath}`;

    beforeAll(async () => {
      portals = await startTwoPortals(env);
      me = await founder(portals.a.app);
    });
    afterAll(async () => {
      // The founder's last video is the only file left (each finished one replaced the one before).
      const row = await portals?.a.app.database.db
        .selectFrom('files')
        .select('id')
        .where('owner_id', '=', me?.userId ?? '')
        .executeTakeFirst();
      if (row)
        await fetch(`${portals.a.url}${fileUrl(row.id)}`, {
          method: 'DELETE',
          headers: { cookie: me.cookie, origin: TEST_ORIGIN },
        });
      await portals?.close();
    });

    /** The bytes the files API serves for an upload, and the sha256 recorded on its row. */
    const servedAndRecorded = async (
      id: string,
    ): Promise<{ status: string | undefined; served: Buffer; recorded: string | null | undefined }> => {
      const response = await fetch(`${portals.b.url}${fileUrl(id)}`, { headers: { cookie: me.cookie } });
      const served = Buffer.from(await response.arrayBuffer());
      const row = await fileRowOf(portals.a.app, id);
      return { status: row?.status, served, recorded: row?.sha256 };
    };

    /** Starts a video upload of `length` bytes on A; its path, which either instance serves. */
    const startUploadOnA = async (length: number): Promise<string> => {
      const created = await createUpload(as(portals.a), {
        length,
        metadata: { kind: 'video', filename: 'pitch.mp4', filetype: 'video/mp4' },
      });
      return new URL(uploadUrl(as(portals.a), created)).pathname;
    };

    /** The upload is ready, served as exactly `video`, with the sha256 of `video` recorded. */
    const expectFinishedAs = async (path: string, video: Buffer): Promise<void> => {
      const { status, served, recorded } = await servedAndRecorded(uploadIdOf(path));
      expect(status).toBe('ready');
      expect(served.equals(video)).toBe(true);
      expect(recorded).toBe(sha256(video));
    };

    it(`accepts the same chunk PATCHed on both at once at most once, and records the sha256 of the stored bytes (${TRIALS} trials)`, async () => {
      const { a, b } = portals;
      const problems: string[] = [];
      const outcomes = { oneAccepted: 0, bothAccepted: 0, noneAccepted: 0 };
      const refusals: Record<number, number> = {};
      for (let trial = 0; trial < TRIALS; trial++) {
        const [first, second] = twoVersions(firstChunk + rest);
        const path = await startUploadOnA(first.length);
        const id = uploadIdOf(path);

        const statuses = await Promise.all([
          slowPatch(as(a), on(a, path), 0, first.subarray(0, firstChunk), SLOW_LINK),
          slowPatch(as(b), on(b, path), 0, second.subarray(0, firstChunk), SLOW_LINK),
        ]);
        const accepted = statuses.filter((s) => s === 204).length;
        if (accepted === 1) outcomes.oneAccepted++;
        else if (accepted === 2) outcomes.bothAccepted++;
        else outcomes.noneAccepted++;
        if (accepted > 1) problems.push(`trial ${trial}: both PATCHes at offset 0 accepted`);
        const refused = statuses.filter((s) => s !== 204);
        for (const s of refused) refusals[s] = (refusals[s] ?? 0) + 1;
        if (refused.some((s) => s !== 409 && s !== 423))
          problems.push(`trial ${trial}: a PATCH answered ${statuses.join(' and ')}`);

        // The client whose chunk was taken carries on from the offset the server reports, as tus clients do.
        const winner = statuses[1] === 204 && statuses[0] !== 204 ? second : first;
        const offset = Number((await headUpload(as(b), on(b, path))).headers.get('upload-offset'));
        const last = await patchChunk(as(a), on(a, path), offset, winner.subarray(offset));
        if (last.status !== 204) {
          problems.push(`trial ${trial}: the last chunk answered ${last.status}`);
          continue;
        }
        const { status, served, recorded } = await servedAndRecorded(id);
        if (status !== 'ready') problems.push(`trial ${trial}: the file is ${status}, not ready`);
        if (recorded !== sha256(served)) problems.push(`trial ${trial}: recorded sha256 differs from the served bytes`);
        if (!served.equals(first) && !served.equals(second)) problems.push(`trial ${trial}: the served file mixes both versions`);
      }
      console.info(
        `two-instance race: ${JSON.stringify(outcomes)}, refused with ${JSON.stringify(refusals)}, ${problems.length} problems in ${TRIALS} trials`,
      );
      expect(problems).toEqual([]);
    }, 600_000);

    it('finishes an upload resumed on the other instance after a dropped chunk with the sha256 of its bytes', async () => {
      const { a, b } = portals;
      const video = videoOf(2 * firstChunk + rest);
      const path = await startUploadOnA(video.length);

      expect((await patchChunk(as(a), on(a, path), 0, video.subarray(0, firstChunk))).status).toBe(204);
      // The second chunk starts on A and its connection drops part-way; the client resumes on B.
      await interruptedPatch(as(a), on(a, path), firstChunk, video.subarray(firstChunk, 2 * firstChunk), firstChunk / 2);
      const kept = Number((await headUpload(as(b), on(b, path))).headers.get('upload-offset'));
      expect(kept).toBeGreaterThanOrEqual(firstChunk);
      expect((await patchChunk(as(b), on(b, path), kept, video.subarray(kept))).status).toBe(204);

      await expectFinishedAs(path, video);
    }, 60_000);

    it('finishes an upload sent chunk by chunk to alternating instances with the sha256 of its bytes', async () => {
      const { a, b } = portals;
      const video = videoOf(3 * firstChunk + rest);
      const path = await startUploadOnA(video.length);
      let offset = 0;
      for (const portal of [a, b, a, b]) {
        const chunk = video.subarray(offset, offset + firstChunk);
        expect((await patchChunk(as(portal), on(portal, path), offset, chunk)).status).toBe(204);
        offset += chunk.length;
      }
      await expectFinishedAs(path, video);
    }, 60_000);
  },
);
