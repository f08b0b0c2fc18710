/// <reference lib="dom" />
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { VIDEO_PITCH } from '@portal/shared/uploads/video-pitch';
import { machineNow, writeReport } from './harness/report.ts';
import { repoRoot } from './harness/server.ts';

/**
 * The pitch made smaller on the device (apps/web/src/features/application/video/): a 1.5-minute 1080p video made
 * with ffmpeg (at a phone camera's bitrate) is converted by the web app's own built worker in headless Chromium,
 * without and with 4x CPU throttling; sizes before and after; the time each takes to send over a 400 kbit/s link.
 * Goal: at least 8x smaller, and conversion plus upload at least 5x sooner than sending the original.
 * Needs `npm run build` first (the worker is taken from apps/web/dist) and ffmpeg (skipped with a message without).
 */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LINK_BITS_PER_SECOND = 400_000;
const SECONDS = Number(process.env.BENCH_VIDEO_SECONDS ?? 90);
/** A phone camera records 1080p at 12-20 Mbit/s. */
const SOURCE_BITRATE = process.env.BENCH_VIDEO_BITRATE ?? '14M';
/** Bytes sent through Chromium's network emulation to check the link model (the whole original would take an hour). */
const EMULATED_SAMPLE_BYTES = 1024 * 1024;

if (spawnSync('ffmpeg', ['-version']).status !== 0) {
  console.log('video bench skipped: ffmpeg is not installed (apt-get install -y ffmpeg).');
  process.exit(0);
}
const dist = path.join(repoRoot, 'apps/web/dist');
const worker = existsSync(path.join(dist, 'assets'))
  ? readdirSync(path.join(dist, 'assets')).find((f) => /^video-worker-.*\.js$/.test(f))
  : undefined;
if (!worker) {
  console.error('video bench: no built video worker in apps/web/dist/assets: run `npm run build` first.');
  process.exit(1);
}

const started = machineNow();
const workDir = path.join(repoRoot, 'bench/results/video');
mkdirSync(workDir, { recursive: true });
const source = path.join(workDir, `pitch-${SECONDS}s-1080p.mp4`);
if (!existsSync(source)) {
  console.log(`making a ${SECONDS} s 1080p test video at ${SOURCE_BITRATE}bit/s with ffmpeg…`);
  const made = spawnSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1920x1080:rate=30:duration=${SECONDS}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=220:duration=${SECONDS}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-b:v',
      SOURCE_BITRATE,
      '-maxrate',
      SOURCE_BITRATE,
      '-bufsize',
      '8M',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      '-shortest',
      source,
    ],
    { stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error('ffmpeg failed');
}
const sourceBytes = statSync(source).size;

// The built web app's files, the test video, a page to run the worker in, and a sink that times uploads.
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/upload') {
    let received = 0;
    request.on('data', (chunk: Buffer) => (received += chunk.length));
    request.on('end', () => response.end(String(received)));
    return;
  }
  if (url.pathname === '/bench.html') {
    response.setHeader('content-type', 'text/html');
    response.end('<!doctype html><title>video bench</title>');
    return;
  }
  const file =
    url.pathname === '/source.mp4' ? source : path.join(dist, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(dist) && file !== source) return void response.writeHead(404).end();
  if (!existsSync(file)) return void response.writeHead(404).end();
  response.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : 'video/mp4');
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });

interface Converted {
  seconds: number;
  bytes: number;
  encoder: string;
}

/** Runs the app's worker on the test video, as the video step does (same messages, same OPFS output). */
const convertOnce = async (page: Page): Promise<Converted> =>
  page.evaluate(
    async ({ workerUrl, height, videoBitsPerSecond, audioBitsPerSecond }) => {
      const blob = await (await fetch('/source.mp4')).blob();
      const file = new File([blob], 'pitch.mp4', { type: 'video/mp4' });
      const avc = await VideoEncoder.isConfigSupported({ codec: 'avc1.4d401f', width: 854, height, bitrate: videoBitsPerSecond });
      const encoder = avc.supported
        ? { container: 'mp4', video: 'avc', audio: 'opus' }
        : { container: 'webm', video: 'vp9', audio: 'opus' };
      const worker = new Worker(workerUrl, { type: 'module' });
      const startedAt = performance.now();
      const bytes = await new Promise<number>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<{ type: string; bytes?: number; reason?: string }>) => {
          if (event.data.type === 'converted') resolve(event.data.bytes!);
          if (event.data.type === 'failed' || event.data.type === 'cancelled')
            reject(new Error(event.data.reason ?? event.data.type));
        };
        worker.postMessage({
          type: 'convert',
          file,
          height,
          videoBitsPerSecond,
          audioBitsPerSecond,
          encoder,
          opfsName: `bench.${encoder.container}`,
        });
      });
      const seconds = (performance.now() - startedAt) / 1000;
      worker.terminate();
      return { seconds, bytes, encoder: `${encoder.video}+${encoder.audio} in ${encoder.container}` };
    },
    {
      workerUrl: `/assets/${worker}`,
      height: VIDEO_PITCH.heights[0],
      videoBitsPerSecond: VIDEO_PITCH.videoBitsPerSecond[480],
      audioBitsPerSecond: VIDEO_PITCH.audioBitsPerSecond,
    },
  );

const run = async (throttle: number): Promise<Converted> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/bench.html`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  console.log(`converting (CPU throttling ${throttle}x)…`);
  const result = await convertOnce(page);
  await context.close();
  return result;
};

/** Sends `bytes` through Chromium's network emulation at the link rate; returns the effective bits per second. */
const emulatedLink = async (bytes: number): Promise<number> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/bench.html`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: LINK_BITS_PER_SECOND / 8,
    uploadThroughput: LINK_BITS_PER_SECOND / 8,
  });
  const seconds = await page.evaluate(async (size) => {
    const startedAt = performance.now();
    await fetch('/upload', { method: 'POST', body: new Uint8Array(size) });
    return (performance.now() - startedAt) / 1000;
  }, bytes);
  await context.close();
  return (bytes * 8) / seconds;
};

const plain = await run(1);
const throttled = await run(4);
const linkBps = await emulatedLink(EMULATED_SAMPLE_BYTES);
await browser.close();
server.close();

const sendSeconds = (bytes: number) => (bytes * 8) / LINK_BITS_PER_SECOND;
const originalSeconds = sendSeconds(sourceBytes);
const smallerSeconds = sendSeconds(plain.bytes);
const smallerRatio = sourceBytes / plain.bytes;
const soonerRatio = originalSeconds / (plain.seconds + smallerSeconds);
const soonerRatioThrottled = originalSeconds / (throttled.seconds + smallerSeconds);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const min = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;

writeReport(
  'video',
  {
    source: { seconds: SECONDS, bitrate: SOURCE_BITRATE, bytes: sourceBytes },
    encoder: plain.encoder,
    converted: {
      bytes: plain.bytes,
      seconds: plain.seconds,
      secondsThrottled4x: throttled.seconds,
      bytesThrottled4x: throttled.bytes,
    },
    link: {
      bitsPerSecond: LINK_BITS_PER_SECOND,
      emulatedSampleBytes: EMULATED_SAMPLE_BYTES,
      emulatedEffectiveBitsPerSecond: Math.round(linkBps),
    },
    uploadSeconds: {
      original: originalSeconds,
      converted: smallerSeconds,
      method: 'bytes / link rate (the emulated link was checked with a 1 MiB sample)',
    },
    ratios: { smaller: smallerRatio, sooner: soonerRatio, soonerThrottled4x: soonerRatioThrottled },
    goals: { smaller: 8, sooner: 5, met: smallerRatio >= 8 && soonerRatio >= 5 && soonerRatioThrottled >= 5 },
  },
  [
    ['source video', `${SECONDS} s 1080p, ${SOURCE_BITRATE}bit/s, ${mb(sourceBytes)}`],
    ['encoder', plain.encoder],
    ['converted size', `${mb(plain.bytes)} (${smallerRatio.toFixed(1)}x smaller; goal ≥ 8x)`],
    ['conversion time, no throttling', `${plain.seconds.toFixed(1)} s`],
    ['conversion time, 4x CPU throttling', `${throttled.seconds.toFixed(1)} s`],
    ['send original at 400 kbit/s (computed)', min(originalSeconds)],
    ['send converted at 400 kbit/s (computed)', min(smallerSeconds)],
    ['emulated 400 kbit/s link, 1 MiB sample', `${(linkBps / 1000).toFixed(0)} kbit/s effective`],
    [
      'conversion + upload vs original',
      `${soonerRatio.toFixed(1)}x sooner (4x throttled: ${soonerRatioThrottled.toFixed(1)}x; goal ≥ 5x)`,
    ],
  ],
  started,
);
