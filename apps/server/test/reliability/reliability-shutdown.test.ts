import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_ENDPOINT, fileUrl } from '@portal/shared/uploads/upload-protocol';
import { PERSONAL } from '../support/graphql-client.ts';
import {
  ORIGIN,
  createStore,
  operationAt,
  signUpAt,
  startServer,
  type ServerChild,
  type Store,
} from '../support/reliability-kit.ts';
import { tinyMp4 } from '../support/fixtures/test-media.ts';

/**
 * Graceful shutdown: on SIGTERM a request in flight (an upload chunk still arriving) is finished before the
 * process exits, and an upload interrupted by a restart resumes from its stored offset and ends whole.
 */

const TUS = { 'tus-resumable': '1.0.0', origin: ORIGIN };
const b64 = (s: string) => Buffer.from(s).toString('base64');
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const createVideoUpload = async (server: ServerChild, cookie: string, length: number): Promise<string> => {
  const response = await fetch(`${server.url}${TUS_ENDPOINT}`, {
    method: 'POST',
    headers: {
      ...TUS,
      cookie,
      'upload-length': String(length),
      'upload-metadata': `kind ${b64('video')},filename ${b64('pitch.mp4')},filetype ${b64('video/mp4')}`,
    },
  });
  expect(response.status).toBe(201);
  return new URL(response.headers.get('location')!, `${server.url}${TUS_ENDPOINT}/`).pathname;
};

/** A PATCH whose body arrives in two halves; `between` runs after the first half is sent. */
const slowPatch = (
  server: ServerChild,
  cookie: string,
  uploadPath: string,
  offset: number,
  bytes: Buffer,
  between: () => Promise<void>,
) =>
  new Promise<number>((resolve, reject) => {
    const request = http.request(`${server.url}${uploadPath}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    const half = Math.floor(bytes.length / 2);
    request.write(bytes.subarray(0, half), () => {
      void between().then(() => request.end(bytes.subarray(half)), reject);
    });
  });

describe('graceful shutdown and restart (sqlite)', () => {
  let store: Store;
  let server: ServerChild | undefined;
  let cookie: string;
  beforeAll(async () => {
    store = await createStore('sqlite');
    server = await startServer(store);
    cookie = await signUpAt(server.url, `shutdown-${Date.now()}@example.com`);
    expect((await operationAt(server.url, cookie, 'SavePersonalInfo', { input: PERSONAL })).errors).toBeUndefined();
  }, 90_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await store.drop();
  });

  // Child servers stopped and restarted: on a loaded CI machine this takes longer than the default.
  it('finishes an upload chunk in flight on SIGTERM, then exits cleanly', { timeout: 90_000 }, async () => {
    const video = tinyMp4(400_000);
    const uploadPath = await createVideoUpload(server!, cookie, video.length);
    const running = server!;
    const status = await slowPatch(running, cookie, uploadPath, 0, video, async () => {
      await new Promise((r) => setTimeout(r, 300));
      running.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      expect(running.child.exitCode, 'still running while the request is in flight').toBeNull();
    });
    expect(status).toBe(204);
    expect(await running.exited).toBe(0);

    server = await startServer(store);
    const stored = await fetch(`${server.url}${fileUrl(uploadPath.split('/').pop()!)}`, { headers: { cookie } });
    expect(stored.status).toBe(200);
    expect(sha256(Buffer.from(await stored.arrayBuffer()))).toBe(sha256(video));
  });

  it('resumes an upload from its stored offset after a restart and ends with the whole file', { timeout: 90_000 }, async () => {
    const video = tinyMp4(600_000);
    const first = 250_000;
    const uploadPath = await createVideoUpload(server!, cookie, video.length);
    const part = await fetch(`${server!.url}${uploadPath}`, {
      method: 'PATCH',
      headers: { ...TUS, cookie, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: video.subarray(0, first),
    });
    expect(part.status).toBe(204);
    server!.child.kill('SIGTERM');
    await server!.exited;

    server = await startServer(store);
    const head = await fetch(`${server.url}${uploadPath}`, { method: 'HEAD', headers: { ...TUS, cookie } });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(first));
    const rest = await fetch(`${server.url}${uploadPath}`, {
      method: 'PATCH',
      headers: { ...TUS, cookie, 'upload-offset': String(first), 'content-type': 'application/offset+octet-stream' },
      body: video.subarray(first),
    });
    expect(rest.status).toBe(204);
    const stored = await fetch(`${server.url}${fileUrl(uploadPath.split('/').pop()!)}`, { headers: { cookie } });
    expect(sha256(Buffer.from(await stored.arrayBuffer()))).toBe(sha256(video));
  });
});
