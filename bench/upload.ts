import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { FILE_URL_HEADER, TUS_CHUNK_BYTES } from '@portal/shared/uploads/upload-protocol';
import { machineNow, writeReport } from './harness/report.ts';
import { signUpFounderWithConsent, startServer, type ServerProcess } from './harness/server.ts';
import { rawDiskWriteRate } from './lib/disk-write-rate.ts';
import { startApplication, storedFile } from './lib/founder-application.ts';
import { createUpload, droppedPatch, patchChunk, patchWhole, uploadOffset, type TusSession } from './lib/tus-client.ts';
import { videoBytes, type VideoBytes } from './lib/video-bytes.ts';
import { uploadAsTheWebApp } from './lib/web-client-upload.ts';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startBare } from './harness/bare-graphql.ts';
import { cpuSeconds } from './harness/process-cpu.ts';
import { ROUNDS, inRounds, sum } from './harness/rounds.ts';

/**
 * A 1 GiB video over loopback, speaking tus in TUS_CHUNK_BYTES chunks, against the machine's raw disk write rate
 * measured in the same run and the same DATA_DIR; the server's peak memory; and what a dropped connection costs.
 * Side by side, the bare library: @tus/server's FileStore receiving the same bytes (harness/bare-tus-server.ts).
 * Ours (chunked, the same bytes in one PATCH, and the web app's own client: tus-js-client with the web app's chunk
 * sizes, lib/web-client-upload.ts), bare tus and the raw write take turns in rounds
 * (harness/rounds.ts), BENCH_ROUNDS uploads of each after one untimed upload of each server.
 * Budget (docs/performance.md): throughput ≥ 60% of raw, server memory growth ≤ 150 MB, at most one chunk re-sent; our
 * layers ≤ 15% over the bare library.
 * Usage: node bench/upload.ts [--size 1G|256M|<bytes>]
 */
const MB = 1_000_000;
const MiB = 1024 * 1024;

const parseSize = (text: string): number => {
  const match = /^(\d+(?:\.\d+)?)([KMG]?)i?B?$/i.exec(text.trim());
  if (!match) throw new Error(`--size: expected a size like 1G, 256M or 1048576, got ${text}`);
  const unit = { '': 1, K: 1024, M: MiB, G: 1024 ** 3 }[match[2]!.toUpperCase() as '' | 'K' | 'M' | 'G'];
  return Math.round(Number(match[1]) * unit);
};

const { values } = parseArgs({ options: { size: { type: 'string', default: '1G' } } });
const SIZE = parseSize(values.size!);

const seconds = (since: bigint): number => Number(process.hrtime.bigint() - since) / 1e9;

/** Writes the machine's dirty pages out, so a turn starts with none of the previous turn's writeback to do. */
const syncDisk = (): void => {
  spawnSync('sync');
};

/** Sends every chunk in order; returns the final answer's file URL. */
const sendAll = async (session: TusSession, url: string, video: VideoBytes, fromChunk = 0): Promise<string> => {
  let fileUrl = '';
  for (let i = fromChunk; i < video.chunkCount; i++) {
    const answer = await patchChunk(session, url, i * video.chunkBytes, video.chunk(i));
    if (answer.status !== 204) throw new Error(`PATCH ${i} failed: ${answer.status} ${answer.body}`);
    fileUrl = String(answer.headers[FILE_URL_HEADER] ?? '');
  }
  return fileUrl;
};

/**
 * Runs one upload on a connection of its own: a keep-alive connection left idle while the other targets take their
 * turns can be closed by its server (node:http's keepAliveTimeout is 5 s) just as the next turn reuses it, and the
 * client then sees "socket hang up".
 */
const onOwnConnection = async <T>(
  session: Omit<TusSession, 'agent'>,
  upload: (session: TusSession) => Promise<T>,
): Promise<T> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    return await upload({ ...session, agent });
  } finally {
    agent.destroy();
  }
};

/** A clean upload of the whole file, timed from creation to the answer of the last chunk (content check and hash included). */
const timedUpload = async (server: ServerProcess, session: TusSession, video: VideoBytes) => {
  const cpuBefore = cpuSeconds(server.pid);
  const started = process.hrtime.bigint();
  const url = await createUpload(session, video.size, { kind: 'video', filename: 'bench.mp4', filetype: 'video/mp4' });
  const lastChunk = video.chunkCount - 1;
  const fileUrl = await sendAll(session, url, { ...video, chunkCount: lastChunk });
  const finishStarted = process.hrtime.bigint();
  const last = await patchChunk(session, url, lastChunk * video.chunkBytes, video.chunk(lastChunk));
  if (last.status !== 204) throw new Error(`last PATCH failed: ${last.status} ${last.body}`);
  const finishSeconds = seconds(finishStarted);
  const totalSeconds = seconds(started);
  const serverCpuSeconds = cpuSeconds(server.pid) - cpuBefore;
  const stored = String(last.headers[FILE_URL_HEADER] ?? fileUrl);
  const row = storedFile(server.dataDir, stored.split('/').pop()!);
  return { totalSeconds, finishSeconds, serverCpuSeconds, fileUrl: stored, row };
};

/** The same bytes in one PATCH, as a client without chunking sends them: what the per-chunk requests cost beside it. */
const timedWholeUpload = async (server: ServerProcess, session: TusSession, video: VideoBytes) => {
  const started = process.hrtime.bigint();
  const url = await createUpload(session, video.size, { kind: 'video', filename: 'bench-whole.mp4', filetype: 'video/mp4' });
  const pieces = function* () {
    for (let i = 0; i < video.chunkCount; i++) yield video.chunk(i);
  };
  const answer = await patchWhole(session, url, video.size, pieces());
  if (answer.status !== 204) throw new Error(`one PATCH failed: ${answer.status} ${answer.body}`);
  const totalSeconds = seconds(started);
  const row = storedFile(
    server.dataDir,
    String(answer.headers[FILE_URL_HEADER] ?? '')
      .split('/')
      .pop()!,
  );
  return { totalSeconds, row };
};

/** The same bytes as the web app sends them: tus-js-client, 1 MiB first, then chunks sized by measured throughput. */
const timedWebClientUpload = async (server: ServerProcess, cookie: string, file: Buffer) => {
  const cpuBefore = cpuSeconds(server.pid);
  const started = process.hrtime.bigint();
  const sent = await uploadAsTheWebApp(server.url, cookie, file, {
    kind: 'video',
    filename: 'bench-web.mp4',
    filetype: 'video/mp4',
  });
  const totalSeconds = seconds(started);
  const serverCpuSeconds = cpuSeconds(server.pid) - cpuBefore;
  const row = storedFile(server.dataDir, sent.fileUrl.split('/').pop()!);
  return { totalSeconds, serverCpuSeconds, row, chunkSizes: sent.chunkSizes };
};

/** Drops the connection halfway through a chunk in the middle, asks the server where it stands, and continues. */
const droppedUpload = async (session: TusSession, video: VideoBytes) => {
  const url = await createUpload(session, video.size, { kind: 'video', filename: 'bench-resume.mp4', filetype: 'video/mp4' });
  const dropAt = Math.floor(video.chunkCount / 2);
  await sendAll(session, url, { ...video, chunkCount: dropAt });
  const chunk = video.chunk(dropAt);
  const sentBeforeDrop = Math.floor(chunk.length / 2);
  await droppedPatch(session, url, dropAt * video.chunkBytes, chunk, sentBeforeDrop);
  const clientSent = dropAt * video.chunkBytes + sentBeforeDrop;
  const offset = await uploadOffset(session, url);
  // Continue from the server's offset in chunk-sized pieces, as tus-js-client does.
  let position = offset;
  let fileUrl = '';
  while (position < video.size) {
    const length = Math.min(video.chunkBytes, video.size - position);
    const piece = Buffer.alloc(length);
    let copied = 0;
    while (copied < length) {
      const index = Math.floor((position + copied) / video.chunkBytes);
      const within = (position + copied) % video.chunkBytes;
      copied += video.chunk(index).copy(piece, copied, within, within + (length - copied));
    }
    const answer = await patchChunk(session, url, position, piece);
    if (answer.status !== 204) throw new Error(`resumed PATCH failed: ${answer.status} ${answer.body}`);
    fileUrl = String(answer.headers[FILE_URL_HEADER] ?? fileUrl);
    position += length;
  }
  return { clientSent, serverOffset: offset, resentBytes: Math.max(0, clientSent - offset), fileUrl };
};

const startedWith = machineNow();
const server = await startServer({ LOG_LEVEL: 'warn' });
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let stopBare = async (): Promise<void> => {};
try {
  const cookie = await signUpFounderWithConsent(server, `bench-upload-${Date.now()}@example.com`, 'bench-password-1!');
  await startApplication(server, cookie);
  const session: TusSession = { baseUrl: server.url, cookie, agent };
  const video = videoBytes(SIZE, TUS_CHUNK_BYTES);
  const sourceSha256 = video.sha256();
  // The web client's chunks follow the link's measured speed, not TUS_CHUNK_BYTES: it slices one whole file.
  const wholeFile = Buffer.concat(Array.from({ length: video.chunkCount }, (_, i) => Buffer.from(video.chunk(i))));

  const idleRss = server.memory().rss;

  const bareDir = path.join(server.dataDir, 'bare-tus');
  mkdirSync(bareDir);
  const bareServer = await startBare('bare-tus-server.ts', { dir: bareDir });
  stopBare = () => bareServer.stop();
  const bareUpload = async (bareSession: TusSession) => {
    const cpuBefore = cpuSeconds(bareServer.pid);
    const started = process.hrtime.bigint();
    const url = await createUpload(bareSession, video.size, { filename: 'bench.mp4', filetype: 'video/mp4' });
    await sendAll(bareSession, url, video);
    return { totalSeconds: seconds(started), serverCpuSeconds: cpuSeconds(bareServer.pid) - cpuBefore };
  };
  // One untimed upload of each server first, as the other benches warm up: a fresh server's first GiB ran with the
  // heap limits V8 sets at start, and before V8's heap growth factor was fixed (decision 018) it cost a third of the CPU of
  // every later one: counted in the rounds, it stood for uploads a running server no longer made that cheaply.
  syncDisk();
  await onOwnConnection(session, (own) => timedUpload(server, own, video));
  syncDisk();
  await onOwnConnection({ baseUrl: bareServer.url, cookie: '' }, bareUpload);
  // Ours, bare tus and the raw disk take turns in rounds (harness/rounds.ts); each turn starts with the page cache
  // written out, so that no turn's writeback falls into the next one's time.
  const uploads: Awaited<ReturnType<typeof timedUpload>>[] = [];
  const wholeUploads: Awaited<ReturnType<typeof timedWholeUpload>>[] = [];
  const webClientUploads: Awaited<ReturnType<typeof timedWebClientUpload>>[] = [];
  const bareUploads: Awaited<ReturnType<typeof bareUpload>>[] = [];
  const rawSeconds: number[] = [];
  await inRounds([
    async () => {
      syncDisk();
      rawSeconds.push(SIZE / rawDiskWriteRate(server.dataDir, SIZE, TUS_CHUNK_BYTES));
    },
    async () => {
      syncDisk();
      uploads.push(await onOwnConnection(session, (own) => timedUpload(server, own, video)));
    },
    async () => {
      syncDisk();
      wholeUploads.push(await onOwnConnection(session, (own) => timedWholeUpload(server, own, video)));
    },
    async () => {
      syncDisk();
      webClientUploads.push(await timedWebClientUpload(server, cookie, wholeFile));
    },
    async () => {
      syncDisk();
      bareUploads.push(await onOwnConnection({ baseUrl: bareServer.url, cookie: '' }, bareUpload));
    },
  ]);
  const rateOf = (turnSeconds: number[]) => (SIZE * turnSeconds.length) / sum(turnSeconds);
  const throughput = rateOf(uploads.map((u) => u.totalSeconds));
  const rawBytesPerSecond = rateOf(rawSeconds);
  const bareThroughput = rateOf(bareUploads.map((u) => u.totalSeconds));
  const wholeThroughput = rateOf(wholeUploads.map((u) => u.totalSeconds));
  const webClientThroughput = rateOf(webClientUploads.map((u) => u.totalSeconds));
  const webChunks = webClientUploads[0]?.chunkSizes ?? [];
  const webChunkText = `${webChunks.length} PATCHes: ${webChunks
    .reduce<{ size: number; count: number }[]>((runs, size) => {
      const last = runs.at(-1);
      if (last && last.size === size) last.count++;
      else runs.push({ size, count: 1 });
      return runs;
    }, [])
    .map((run) => `${run.count} × ${(run.size / MiB).toFixed(2)} MiB`)
    .join(', ')}`;
  const upload = {
    totalSeconds: sum(uploads.map((u) => u.totalSeconds)) / uploads.length,
    finishSeconds: Math.max(...uploads.map((u) => u.finishSeconds)),
    serverCpuSeconds: sum(uploads.map((u) => u.serverCpuSeconds)) / uploads.length,
  };
  const bareCpuSeconds = sum(bareUploads.map((u) => u.serverCpuSeconds)) / bareUploads.length;
  const resumeVideo = videoBytes(Math.min(SIZE, 64 * MiB), TUS_CHUNK_BYTES);
  const resume = await droppedUpload(session, resumeVideo);
  const { peak } = server.memory();
  const overBare = bareThroughput / throughput - 1;
  const perTurnMBps = (turnSeconds: number[]) => turnSeconds.map((t) => (SIZE / t / MB).toFixed(1)).join(' / ');

  const ratio = throughput / rawBytesPerSecond;
  const growth = peak - idleRss;
  const result = {
    sizeBytes: SIZE,
    chunkBytes: TUS_CHUNK_BYTES,
    chunks: video.chunkCount,
    uploadSeconds: upload.totalSeconds,
    finishSeconds: upload.finishSeconds,
    serverCpuSeconds: upload.serverCpuSeconds,
    cpus: startedWith.cores,
    loadAverageAtStart: startedWith.loadavg.one,
    throughputMBps: throughput / MB,
    rawDiskWriteMBps: rawBytesPerSecond / MB,
    bareTusFileStoreMBps: bareThroughput / MB,
    onePatchMBps: wholeThroughput / MB,
    onePatchRatio: wholeThroughput / rawBytesPerSecond,
    webClientMBps: webClientThroughput / MB,
    webClientRatio: webClientThroughput / rawBytesPerSecond,
    webClientChunkBytes: webChunks,
    webClientServerCpuSeconds: sum(webClientUploads.map((u) => u.serverCpuSeconds)) / webClientUploads.length,
    bareCpuSeconds,
    costOverBare: overBare,
    ratio,
    serverIdleRssMB: idleRss / MB,
    serverPeakRssMB: peak / MB,
    serverMemoryGrowthMB: growth / MB,
    sha256Matches: [...uploads, ...wholeUploads, ...webClientUploads].every(
      (u) => u.row?.sha256 === sourceSha256 && u.row?.status === 'ready',
    ),
    rounds: ROUNDS,
    uploadMBpsPerTurn: uploads.map((u) => SIZE / u.totalSeconds / MB),
    rawDiskWriteMBpsPerTurn: rawSeconds.map((t) => SIZE / t / MB),
    bareMBpsPerTurn: bareUploads.map((u) => SIZE / u.totalSeconds / MB),
    onePatchMBpsPerTurn: wholeUploads.map((u) => SIZE / u.totalSeconds / MB),
    webClientMBpsPerTurn: webClientUploads.map((u) => SIZE / u.totalSeconds / MB),
    resume: { ...resume, chunkBytes: TUS_CHUNK_BYTES, uploadBytes: resumeVideo.size },
    budget: {
      ratioAtLeast: 0.6,
      memoryGrowthAtMostMB: 150,
      resentAtMostBytes: TUS_CHUNK_BYTES,
      met:
        ratio >= 0.6 &&
        webClientThroughput / rawBytesPerSecond >= 0.6 &&
        growth <= 150 * MB &&
        resume.resentBytes <= TUS_CHUNK_BYTES,
    },
  };
  const fmt = (n: number, digits = 1): string => n.toFixed(digits);
  writeReport(
    'upload',
    result,
    [
      ['upload size', `${fmt(SIZE / MiB, 0)} MiB in ${video.chunkCount} chunks of ${fmt(TUS_CHUNK_BYTES / MiB, 0)} MiB`],
      [
        `upload throughput (${ROUNDS} uploads, in rounds with bare tus and the raw disk write)`,
        `${fmt(result.throughputMBps)} MB/s (each turn ${perTurnMBps(uploads.map((u) => u.totalSeconds))}; ${fmt(upload.totalSeconds, 2)} s on average, the last chunk + content check + sha256 at most ${fmt(upload.finishSeconds, 2)} s)`,
      ],
      [
        'server CPU for an upload',
        `${fmt(upload.serverCpuSeconds, 2)} s (${fmt(SIZE / MB / upload.serverCpuSeconds)} MB per CPU-second)`,
      ],
      ['machine', `${result.cpus} CPUs, load average ${fmt(startedWith.loadavg.one, 2)} at start`],
      [
        'raw disk write (same DATA_DIR, fsync at end)',
        `${fmt(result.rawDiskWriteMBps)} MB/s (each turn ${perTurnMBps(rawSeconds)})`,
      ],
      [
        'bare @tus/server FileStore, same bytes',
        `${fmt(bareThroughput / MB)} MB/s (each turn ${perTurnMBps(bareUploads.map((u) => u.totalSeconds))}), CPU ${fmt(bareCpuSeconds, 2)} s (${fmt(SIZE / MB / bareCpuSeconds)} MB per CPU-second)`,
      ],
      ['throughput / raw', `${fmt(ratio, 2)} (budget ≥ 0.6)`],
      [
        "the web app's client (tus-js-client, its chunk sizes)",
        `${fmt(webClientThroughput / MB)} MB/s (each turn ${perTurnMBps(webClientUploads.map((u) => u.totalSeconds))}), ${fmt(webClientThroughput / rawBytesPerSecond, 2)} of raw (budget ≥ 0.6); ${webChunkText}; server CPU ${fmt(result.webClientServerCpuSeconds, 2)} s`,
      ],
      [
        'the same bytes in one PATCH',
        `${fmt(wholeThroughput / MB)} MB/s (each turn ${perTurnMBps(wholeUploads.map((u) => u.totalSeconds))}), ${fmt(wholeThroughput / rawBytesPerSecond, 2)} of raw; chunked / one PATCH ${fmt(throughput / wholeThroughput, 2)}`,
      ],
      [
        'our layers over bare tus (bare/ours − 1, budget ≤ 15%)',
        `${fmt(overBare * 100, 0)}% ${overBare <= 0.15 ? 'met' : 'NOT met'}`,
      ],
      ['server RSS idle → peak (VmHWM)', `${fmt(result.serverIdleRssMB)} MB → ${fmt(result.serverPeakRssMB)} MB`],
      ['server memory growth', `${fmt(result.serverMemoryGrowthMB)} MB (budget ≤ 150 MB)`],
      ['stored sha256 equals source', String(result.sha256Matches)],
      [
        'bytes re-sent after a dropped connection',
        `${resume.resentBytes} (client had sent ${resume.clientSent}, server kept ${resume.serverOffset}; budget ≤ ${TUS_CHUNK_BYTES})`,
      ],
      ['budget met', String(result.budget.met)],
    ],
    startedWith,
  );
  if (!result.sha256Matches) process.exitCode = 1;
} finally {
  agent.destroy();
  await stopBare();
  await server.stop();
}
