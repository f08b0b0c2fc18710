import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '@portal/shared/error-codes';
import { TEST_DIALECTS } from '../support/helper.ts';
import { hugeSttsMp4, loopingWebm, malformedVideos, realMedia, type HostileVideo } from '../support/fixtures/hostile-media.ts';
import { createUpload, patchChunk, uploadUrl, type TusTarget } from '../support/fixtures/tus-http.ts';
import { PERSONAL } from '../support/graphql-client.ts';
import { createStore, operationAt, signUpAt, startServer, type ServerChild, type Store } from '../support/reliability-kit.ts';

/**
 * Uploaded videos are untrusted: whatever their bytes, the server keeps answering. The real server runs as a child
 * process so that a server stuck in a loop fails this test instead of freezing it. While each hostile file's last
 * bytes arrive over tus and the server reads it, /healthz is asked every 25 ms and must answer within 200 ms.
 * The test process shares the machine's cores with the other test files, so one ping in five may be late for the
 * client's own reasons; none may fail or take 1.5 s (a blocked event loop: the stts table blocked it ~1.9 s, the
 * 56-byte WebM for ever).
 */

const HEALTH_LIMIT_MS = 200;
const BLOCKED_MS = 1_500;
/** The facts reader's time limit for this server: short, so that the files that would loop forever cost little. */
const TIME_LIMIT_SECONDS = '2';
const CHUNK_BYTES = 4 * 1024 * 1024;
const LAST_PATCH_BYTES = 1024;
/** Longer than the time limit plus an upload: a server that hangs fails here, it does not stall the run. */
const UPLOAD_DEADLINE_MS = 15_000;

const withDeadline = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms).unref()),
  ]);

/** Asks /healthz back to back until stopped; returns how long each answer took (a late or failed one as why). */
const watchHealth = (url: string) => {
  const answers: (number | string)[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        answers.push(response.ok ? Math.round(performance.now() - started) : `status ${response.status}`);
      } catch (error) {
        answers.push(`${String(error)} after ${Math.round(performance.now() - started)} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return {
    stop: async (): Promise<(number | string)[]> => {
      running = false;
      await done;
      return answers;
    },
  };
};

/** The answers that show a server not answering: failed, blocked, or late more often than one ping in five. */
const late = (answers: (number | string)[]): (number | string)[] => {
  const blocked = answers.filter((a) => typeof a === 'string' || a >= BLOCKED_MS);
  const slow = answers.filter((a) => typeof a === 'number' && a >= HEALTH_LIMIT_MS);
  return blocked.length > 0 || slow.length > Math.max(1, answers.length / 5) ? [...blocked, ...slow] : [];
};

describe.each(TEST_DIALECTS)('hostile videos never stop the server, on %s', (dialect) => {
  let store: Store;
  let server: ServerChild;
  let target: TusTarget;

  beforeAll(async () => {
    store = await createStore(dialect);
    server = await startServer(store, { VIDEO_FACTS_TIME_LIMIT_SECONDS: TIME_LIMIT_SECONDS });
    const cookie = await signUpAt(server.url, `hostile-${dialect}-${Date.now()}@example.com`);
    expect((await operationAt(server.url, cookie, 'SavePersonalInfo', { input: PERSONAL })).status).toBe(200);
    target = { baseUrl: server.url, cookie };
  }, 60_000);

  afterAll(async () => {
    // A server stuck in a loop never runs its SIGTERM handler.
    server?.child.kill('SIGKILL');
    await server?.exited;
    await store?.drop();
  });

  /**
   * Uploads `video` over tus; /healthz is watched during the last PATCH (a few bytes), the one after which the
   * server checks the file and reads its facts. Sending the megabytes before it is ordinary upload work.
   */
  const uploadWatched = async (
    video: HostileVideo,
  ): Promise<{ status: number; code: string | undefined; health: (number | string)[] }> => {
    const created = await createUpload(target, {
      length: video.data.length,
      metadata: { kind: 'video', filename: video.name, filetype: video.filetype },
    });
    expect(created.status).toBe(201);
    const url = uploadUrl(target, created);
    const last = Math.max(0, video.data.length - LAST_PATCH_BYTES);
    for (let offset = 0; offset < last; offset += CHUNK_BYTES) {
      const response = await patchChunk(target, url, offset, video.data.subarray(offset, Math.min(last, offset + CHUNK_BYTES)));
      expect(response.status).toBe(204);
    }
    const health = watchHealth(server.url);
    try {
      const response = await withDeadline(
        patchChunk(target, url, last, video.data.subarray(last)),
        UPLOAD_DEADLINE_MS,
        video.name,
      );
      const text = await response.text();
      const code = text.startsWith('{') ? (JSON.parse(text) as { code?: string }).code : undefined;
      return { status: response.status, code, health: await health.stop() };
    } catch (error) {
      await health.stop();
      throw error;
    }
  };

  const pitchVideo = async () =>
    (
      await operationAt<{ pitchVideo: { durationSeconds: number | null; width: number | null } | null }>(
        server.url,
        target.cookie!,
        'PitchVideo',
      )
    ).data!.pitchVideo;

  it('refuses the 56-byte WebM whose tracks loop the container reader, answering /healthz throughout; the founder then sends a good video', async () => {
    const file = loopingWebm();
    expect(file.length).toBe(56);
    const result = await uploadWatched({ name: 'pitch.webm', filetype: 'video/webm', data: file });
    expect(late(result.health)).toEqual([]);
    expect(result).toMatchObject({ status: 422, code: ERROR_CODE.VIDEO_NOT_READ_IN_TIME });
    expect(await pitchVideo()).toBeNull();

    const good = await uploadWatched({ name: 'pitch.mp4', filetype: 'video/mp4', data: realMedia('pitch-360p.mp4') });
    expect(good.status).toBe(204);
    expect(await pitchVideo()).toMatchObject({ width: 640 });
  }, 60_000);

  it('reads an MP4 with a 3-million-entry time-to-sample table off the main thread', async () => {
    const result = await uploadWatched({ name: 'long-table.mp4', filetype: 'video/mp4', data: hugeSttsMp4() });
    expect(late(result.health)).toEqual([]);
    // Read in time, or refused for taking too long on a slow machine: never a 5xx, never a blocked server.
    expect([204, 422]).toContain(result.status);
  }, 60_000);

  it('answers truncated and corrupted MP4, WebM, MOV and AVI files with a 2xx or a 4xx, answering /healthz throughout', async () => {
    const outcomes: string[] = [];
    const lateAnswers: (number | string)[] = [];
    for (const video of malformedVideos(16)) {
      const result = await uploadWatched(video);
      lateAnswers.push(...late(result.health));
      outcomes.push(`${video.name}: ${result.status}${result.code ? ` ${result.code}` : ''}`);
      expect(result.status, outcomes.join('\n')).toBeLessThan(500);
    }
    expect(lateAnswers, outcomes.join('\n')).toEqual([]);
  }, 120_000);
});
