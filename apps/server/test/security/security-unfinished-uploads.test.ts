import { ERROR_CODE } from '@portal/shared/error-codes';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES } from '@portal/shared/limits';
import { MESSAGES, tooManyUnfinishedUploadsMessage } from '@portal/shared/texts/messages';
import { TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { founder, createListeningTestApp, MANY_SIGN_UPS } from '../support/fixtures/founders.ts';
import { eventually } from '../support/fixtures/console-fixtures.ts';
import {
  createUpload,
  errorBody,
  headUpload,
  patchChunk,
  uploadFile,
  uploadIdOf,
  uploadUrl,
  type TusTarget,
} from '../support/fixtures/tus-http.ts';
import { minimalPdf, tinyMp4 } from '../support/fixtures/test-media.ts';

/**
 * One founder opened 100 unfinished 1 GiB uploads at once. A founder now has at most
 * MAX_UNFINISHED_UPLOADS unfinished uploads (default 3, one per kind); starting a new upload of a kind replaces
 * their unfinished one of that kind (the file they picked last is the one they want), and resuming counts nothing.
 */

const KINDS = ['video', 'financial_statement', 'pitch_deck'] as const;
const LENGTH = { video: VIDEO_MAX_BYTES, financial_statement: 10 * 1024 * 1024, pitch_deck: 10 * 1024 * 1024 };

const startUpload = (target: TusTarget, kind: (typeof KINDS)[number], filename = `${kind}.bin`) =>
  createUpload(target, {
    length: LENGTH[kind],
    metadata: { kind, filename, filetype: kind === 'video' ? 'video/mp4' : 'application/pdf' },
  });

describe.each(TEST_DIALECTS)('unfinished uploads per founder (%s)', (dialect) => {
  describe('with the default cap', () => {
    const t = appPerSuite(() => createListeningTestApp(dialect, MANY_SIGN_UPS));

    const unfinishedOf = async (userId: string) =>
      t.app.database.db
        .selectFrom('files')
        .select(['id', 'kind'])
        .where('owner_id', '=', userId)
        .where('status', '=', 'uploading')
        .execute();
    const storedUploads = () => readdirSync(path.join(t.dataDir, 'uploads')).filter((name) => !name.includes('.'));

    it('100 unfinished 1 GiB videos one after another leave only the last one, which still resumes', async () => {
      const me = await founder(t.app);
      const target = { baseUrl: t.baseUrl, cookie: me.cookie };
      const urls: string[] = [];
      for (let i = 0; i < 100; i += 1) {
        const created = await startUpload(target, 'video');
        expect(created.status).toBe(201);
        urls.push(uploadUrl(target, created));
      }
      expect(await unfinishedOf(me.userId)).toHaveLength(1);
      expect(storedUploads()).toHaveLength(1);
      expect((await headUpload(target, urls[0]!)).status).toBe(404);
      const last = await headUpload(target, urls.at(-1)!);
      expect(last.status).toBe(200);
      expect(last.headers.get('upload-offset')).toBe('0');
      expect((await patchChunk(target, urls.at(-1)!, 0, Buffer.alloc(1024))).status).toBe(204);
    });

    /** Every stored upload is one the database knows (bytes of a replaced one go just after tus answers, hence the wait). */
    const expectStorageToMatchTheDatabase = async () => {
      const everyUnfinished = (
        await t.app.database.db.selectFrom('files').select('id').where('status', '=', 'uploading').execute()
      )
        .map((f) => f.id)
        .sort();
      await eventually(async () => JSON.stringify(storedUploads().sort()) === JSON.stringify(everyUnfinished)).catch(
        () => undefined,
      );
      expect(storedUploads().sort()).toEqual(everyUnfinished);
    };
    const REPLACED = { code: ERROR_CODE.UPLOAD_REPLACED, message: MESSAGES.UPLOAD_REPLACED };

    it('20 videos started at once leave exactly one, named by a 201, which resumes; the others were replaced', async () => {
      const me = await founder(t.app);
      const target = { baseUrl: t.baseUrl, cookie: me.cookie };
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => startUpload(target, 'video', `take-${i}.mp4`)));
      // A creation replaced by a newer one before tus answered it says so (410); one replaced later got its 201 and
      // is then not found, as after one started on its own.
      for (const response of responses.filter((r) => r.status !== 201)) {
        expect(response.status).toBe(410);
        expect(await errorBody(response)).toEqual(REPLACED);
      }
      const left = await unfinishedOf(me.userId);
      expect(left).toHaveLength(1);
      const created = responses.filter((r) => r.status === 201).map((r) => uploadUrl(target, r));
      const remaining = created.find((url) => uploadIdOf(url) === left[0]!.id);
      expect(remaining).toBeDefined();
      for (const url of created) expect((await headUpload(target, url)).status).toBe(url === remaining ? 200 : 404);
      expect((await patchChunk(target, remaining!, 0, Buffer.alloc(1024))).status).toBe(204);
      await expectStorageToMatchTheDatabase();
    });

    it('100 uploads of every kind started at once leave one of each, and every refusal says why', async () => {
      const me = await founder(t.app);
      const target = { baseUrl: t.baseUrl, cookie: me.cookie };
      const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => startUpload(target, KINDS[i % KINDS.length]!)));
      // Replacing an upload of its own kind never counts against the cap: the only refusal is "replaced".
      for (const response of responses.filter((r) => r.status !== 201)) {
        expect(response.status).toBe(410);
        expect(await errorBody(response)).toEqual(REPLACED);
      }
      const left = await unfinishedOf(me.userId);
      expect(left.map((f) => f.kind).sort()).toEqual([...KINDS].sort());
      await expectStorageToMatchTheDatabase();
    });
  });

  describe('with MAX_UNFINISHED_UPLOADS=2', () => {
    const t = appPerSuite(() => createListeningTestApp(dialect, { ...MANY_SIGN_UPS, MAX_UNFINISHED_UPLOADS: '2' }));

    it('a third kind waits for one of the two to finish; replacing or resuming one of them is never refused', async () => {
      const me = await founder(t.app);
      const target = { baseUrl: t.baseUrl, cookie: me.cookie };
      const video = await startUpload(target, 'video');
      const statement = await createUpload(target, {
        length: minimalPdf().length,
        metadata: { kind: 'financial_statement', filename: 'statement.pdf', filetype: 'application/pdf' },
      });
      expect([video.status, statement.status]).toEqual([201, 201]);

      const deck = await startUpload(target, 'pitch_deck');
      expect(deck.status).toBe(429);
      expect(await errorBody(deck)).toEqual({
        code: ERROR_CODE.TOO_MANY_UNFINISHED_UPLOADS,
        message: tooManyUnfinishedUploadsMessage(2),
        params: { max: 2 },
      });

      const videoUrl = uploadUrl(target, video);
      expect((await headUpload(target, videoUrl)).status).toBe(200);
      expect((await patchChunk(target, videoUrl, 0, tinyMp4(100).subarray(0, 64))).status).toBe(204);
      const newVideo = await startUpload(target, 'video', 'another-take.mp4');
      expect(newVideo.status).toBe(201);
      expect((await headUpload(target, videoUrl)).status).toBe(404);

      expect((await patchChunk(target, uploadUrl(target, statement), 0, minimalPdf())).status).toBe(204);
      expect((await startUpload(target, 'pitch_deck')).status).toBe(201);
    });

    it('counts each founder on their own', async () => {
      const busy = await founder(t.app);
      await startUpload({ baseUrl: t.baseUrl, cookie: busy.cookie }, 'video');
      await startUpload({ baseUrl: t.baseUrl, cookie: busy.cookie }, 'pitch_deck');
      const other = await founder(t.app);
      const { response } = await uploadFile(
        { baseUrl: t.baseUrl, cookie: other.cookie },
        { kind: 'financial_statement', filename: 'statement.pdf', filetype: 'application/pdf', data: minimalPdf() },
      );
      expect(response.status).toBe(204);
    });
  });
});
