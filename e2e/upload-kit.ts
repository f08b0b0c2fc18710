import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, type CDPSession, type Page } from '@playwright/test';
import { TUS_CHUNK_BYTES, TUS_ENDPOINT } from '../packages/shared/src/uploads/upload-protocol.ts';

/** Shared by the upload, offline-sync and video-pitch specs: videos of a chosen size, and the tus requests a page sends. */

const PITCH = path.join(import.meta.dirname, 'fixtures', 'pitch.mp4');

/**
 * A copy of an MP4 followed by a 'free' box of `paddingBytes`, written to the test's output as `fileName`: still a
 * valid MP4 (content sniffing still sees MP4), as heavy as the test needs.
 */
export const paddedVideo = (source: string, paddingBytes: number, fileName: string): string => {
  const free = Buffer.alloc(paddingBytes);
  free.writeUInt32BE(paddingBytes, 0);
  free.write('free', 4, 'latin1');
  const file = test.info().outputPath(fileName);
  writeFileSync(file, Buffer.concat([readFileSync(source), free]));
  return file;
};

/** The small pitch fixture padded to about `chunks` tus chunks, as long-pitch.mp4. */
export const writeLargeVideo = (chunks: number): string =>
  paddedVideo(PITCH, Math.ceil(chunks * TUS_CHUNK_BYTES), 'long-pitch.mp4');

/** From now on, the URLs of the page's tus requests that create an upload (POST) and that ask for its offset (HEAD). */
export const recordTusRequests = (page: Page): { creations: string[]; offsetChecks: string[] } => {
  const creations: string[] = [];
  const offsetChecks: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes(TUS_ENDPOINT)) return;
    if (request.method() === 'POST') creations.push(request.url());
    if (request.method() === 'HEAD') offsetChecks.push(request.url());
  });
  return { creations, offsetChecks };
};

/** Chrome's own emulated network for one page: its uplink, and whether it is offline. */
export interface EmulatedLink {
  goOffline: () => Promise<void>;
  goOnline: () => Promise<void>;
}

/**
 * A slow uplink in Chrome's network stack (DevTools throttling): a chunk leaves the browser at `uploadBytesPerSecond`
 * after `latencyMs`, so progress moves as on a rural link. Nothing passes through the test runner on the way (a
 * routed request's 6 MiB body went through Playwright and back, which took tens of seconds on a loaded machine).
 * Going offline fails the request in flight and tells the page (navigator.onLine, the offline event), as a dropped
 * connection does.
 */
export const emulateSlowUplink = async (page: Page, uploadBytesPerSecond: number, latencyMs = 150): Promise<EmulatedLink> => {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const set = async (offline: boolean): Promise<void> => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: uploadBytesPerSecond,
    });
  };
  await set(false);
  return { goOffline: () => set(true), goOnline: () => set(false) };
};
