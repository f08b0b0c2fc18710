/// <reference lib="webworker" />
import { ALL_FORMATS, BlobSource, Conversion, Input, Mp4OutputFormat, Output, StreamTarget, WebMOutputFormat } from 'mediabunny';
import type { FromWorker, ProbedFacts, ToWorker } from './video-worker-protocol.ts';
import { keptVideoDirectory } from './kept-video-directory.ts';

/**
 * Reads a chosen video's facts and converts it to the pitch size, off the main thread so the page stays responsive.
 * The converted file is written straight into the Origin Private File System (kept-video.ts keeps track of it).
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker): void => scope.postMessage(message);
let running: Conversion | null = null;

const probe = async (file: File): Promise<ProbedFacts | null> => {
  const input = new Input({ formats: ALL_FORMATS, source: new BlobSource(file) });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track) return null;
    const durationSeconds = (await input.getDurationFromMetadata()) ?? (await input.computeDuration());
    return { durationSeconds, width: track.displayWidth, height: track.displayHeight };
  } catch {
    return null;
  } finally {
    input.dispose();
  }
};

const convert = async (message: Extract<ToWorker, { type: 'convert' }>): Promise<void> => {
  const directory = await keptVideoDirectory();
  const handle = await directory.getFileHandle(message.opfsName, { create: true });
  const writable = await handle.createWritable();
  const input = new Input({ formats: ALL_FORMATS, source: new BlobSource(message.file) });
  const output = new Output({
    format: message.encoder.container === 'mp4' ? new Mp4OutputFormat() : new WebMOutputFormat(),
    target: new StreamTarget(writable, { chunked: true, chunkSize: 4 * 1024 * 1024 }),
  });
  try {
    const conversion = await Conversion.init({
      input,
      output,
      tracks: 'primary',
      video: (track) => ({
        codec: message.encoder.video,
        // Never upscale: a clip already at or under the pitch size keeps its own.
        ...(Math.min(track.displayWidth, track.displayHeight) > message.height
          ? track.displayWidth >= track.displayHeight
            ? { height: message.height }
            : { width: message.height }
          : {}),
        bitrate: message.videoBitsPerSecond,
        forceTranscode: true,
      }),
      audio: { codec: message.encoder.audio, bitrate: message.audioBitsPerSecond, forceTranscode: true },
      showWarnings: false,
    });
    if (!conversion.isValid) throw new Error(conversion.discardedTracks.map((d) => d.reason).join(', ') || 'invalid conversion');
    running = conversion;
    conversion.onProgress = (progress) => post({ type: 'progress', progress });
    await conversion.execute();
    const file = await handle.getFile();
    post({ type: 'converted', bytes: file.size });
  } catch (error) {
    await writable.abort().catch(() => undefined);
    await directory.removeEntry(message.opfsName).catch(() => undefined);
    if (running?.state === 'canceled') post({ type: 'cancelled' });
    else post({ type: 'failed', reason: error instanceof Error ? error.message : String(error) });
  } finally {
    running = null;
    input.dispose();
  }
};

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'probe') void probe(message.file).then((facts) => post({ type: 'facts', facts }));
  else if (message.type === 'convert') void convert(message);
  else void running?.cancel();
};
