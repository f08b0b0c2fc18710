import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_URL_HEADER } from '@portal/shared/uploads/upload-protocol';
import { VIDEO_MESSAGES } from '@portal/shared/uploads/video-messages';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { founder, listen } from '../support/fixtures/founders.ts';
import { accountWithRole } from '../support/fixtures/console-fixtures.ts';
import { tinyMp4 } from '../support/fixtures/test-media.ts';
import { uploadFile, type TusTarget } from '../support/fixtures/tus-http.ts';
import { BUSINESS, COMPANY, FUNDING, runOperation } from '../support/graphql-client.ts';

/** 3 s, 640×360, made with ffmpeg (H.264 + AAC in MP4, VP9 + Opus in WebM). */
const fixture = (name: string): Buffer => readFileSync(new URL(`../support/fixtures/media/${name}`, import.meta.url));

interface StoredVideo {
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  note: string | null;
  lengthWarning: string | null;
}

describe.each(TEST_DIALECTS)('video facts read when a pitch is stored, on %s', (dialect) => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '10000' });
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const pitchVideo = async (cookie: string): Promise<StoredVideo | null> => {
    const result = await runOperation<{ pitchVideo: StoredVideo | null }>(t.app, 'PitchVideo', undefined, cookie);
    expect(result.errors).toBeUndefined();
    return result.data!.pitchVideo;
  };

  it.each([
    { name: 'pitch-360p.mp4', filetype: 'video/mp4' },
    { name: 'pitch-360p.webm', filetype: 'video/webm' },
  ])(
    'stores duration and resolution of an uploaded $name and shows them to the founder with a short-pitch warning',
    async ({ name, filetype }) => {
      const me = await founder(t.app);
      const target: TusTarget = { baseUrl, cookie: me.cookie };
      expect(await pitchVideo(me.cookie)).toBeNull();
      const { response } = await uploadFile(target, {
        kind: 'video',
        filename: name,
        filetype,
        data: fixture(name),
        chunkBytes: 40_000,
      });
      expect(response.status).toBe(204);
      expect(response.headers.get(FILE_URL_HEADER)).toMatch(/^\/files\//);
      const stored = await pitchVideo(me.cookie);
      expect(stored).toMatchObject({ width: 640, height: 360, note: null, lengthWarning: 'short' });
      expect(stored!.durationSeconds).toBeGreaterThan(2.9);
      expect(stored!.durationSeconds).toBeLessThan(3.1);
    },
  );

  it('stores a video whose container cannot be read, with a note instead of a 500', async () => {
    const me = await founder(t.app);
    // An MP4 that the type sniffer accepts but that has no tracks, so no duration or picture size.
    const { response } = await uploadFile(
      { baseUrl, cookie: me.cookie },
      { kind: 'video', filename: 'broken.mp4', filetype: 'video/mp4', data: tinyMp4(4096) },
    );
    expect(response.status).toBe(204);
    const stored = await pitchVideo(me.cookie);
    expect(stored).toMatchObject({ durationSeconds: null, width: null, height: null, lengthWarning: null });
    expect(stored!.note).toContain(VIDEO_MESSAGES.UNREADABLE_NOTE);
    const application = await t.app.database.db
      .selectFrom('applications')
      .select('video_url')
      .where('id', '=', me.applicationId!)
      .executeTakeFirstOrThrow();
    expect(application.video_url).toBe(response.headers.get(FILE_URL_HEADER));
  });

  it('shows the facts to the console on the submitted application', async () => {
    const signedUp = await founder(t.app);
    const { cookie, applicationId } = signedUp;
    await runOperation(
      t.app,
      'SavePersonalInfo',
      { input: { name: 'Asha Founder', email: 'asha@example.com', phone: '9876543210' } },
      cookie,
    );
    const { response } = await uploadFile(
      { baseUrl, cookie },
      { kind: 'video', filename: 'pitch.webm', filetype: 'video/webm', data: fixture('pitch-360p.webm') },
    );
    expect(response.status).toBe(204);
    await runOperation(t.app, 'SaveCompanyInfo', { applicationId, input: COMPANY }, cookie);
    await runOperation(t.app, 'SaveBusinessDetails', { applicationId, input: BUSINESS }, cookie);
    await runOperation(t.app, 'SaveFundingInfo', { applicationId, input: FUNDING }, cookie);
    const submitted = await runOperation<{ submitApplication: { status: string } }>(
      t.app,
      'SubmitApplication',
      { applicationId },
      cookie,
    );
    expect(submitted.errors).toBeUndefined();
    const reviewer = await accountWithRole(t.app, 'reviewer');
    const detail = await runOperation<{ consoleApplication: { files: { kind: string; video: StoredVideo | null }[] } }>(
      t.app,
      'ConsoleApplication',
      { id: applicationId },
      reviewer.cookie,
    );
    expect(detail.errors).toBeUndefined();
    const video = detail.data!.consoleApplication.files.find((f) => f.kind === 'video');
    expect(video?.video).toMatchObject({ width: 640, height: 360, note: null });
    expect(video?.video?.durationSeconds).toBeCloseTo(3, 0);
  });
});
