import { Worker } from 'node:worker_threads';
import { ALL_FORMATS, CustomSource, Input } from 'mediabunny';
import type { FromFactsReader, StoredVideoFacts, ToFactsReader } from './video-facts-job.ts';

/**
 * The video-facts process (read-video-facts.ts starts it): runs Mediabunny on an uploaded file, one file at a time,
 * in a heap of its own. The bytes come from the server by message, so a container that sends the demuxer into an
 * endless loop holds only this process, which the server kills when its time is up.
 */
const send = (message: FromFactsReader): void => void process.send!(message);

/**
 * A process stuck in a loop never sees its parent go: this thread kills it when the server is gone (its parent
 * process changed), so a server killed mid-read leaves no process behind.
 */
const ORPHAN_WATCH = `const parent = process.ppid;
setInterval(() => { if (process.ppid !== parent) process.kill(process.pid, 'SIGKILL'); }, 1000);`;
new Worker(ORPHAN_WATCH, { eval: true }).unref();

let nextId = 0;
const waiting = new Map<number, { pieces: Uint8Array[]; resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();

const bytesOf = (start: number, end: number): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { pieces: [], resolve, reject });
    send({ kind: 'need-bytes', id, start, end });
  });

const readFacts = async (size: number): Promise<StoredVideoFacts> => {
  // Only the ranges the demuxer asks for are read (the moov box of an MP4, the headers and cues of a WebM).
  const input = new Input({
    formats: ALL_FORMATS,
    source: new CustomSource({ getSize: () => size, read: bytesOf, prefetchProfile: 'network' }),
  });
  try {
    if (!(await input.canRead())) return { unreadable: 'unknown container' };
    const track = await input.getPrimaryVideoTrack();
    if (!track) return { unreadable: 'no video track' };
    const duration = (await input.getDurationFromMetadata()) ?? (await input.computeDuration());
    if (!Number.isFinite(duration) || duration <= 0) return { unreadable: 'no duration' };
    return { durationMs: Math.round(duration * 1000), width: track.displayWidth, height: track.displayHeight };
  } finally {
    input.dispose();
  }
};

process.on('message', (message: ToFactsReader) => {
  if (message.kind === 'read') {
    void readFacts(message.size)
      .catch((error: unknown): StoredVideoFacts => ({ unreadable: error instanceof Error ? error.message : String(error) }))
      .then((facts) => send({ kind: 'facts', facts }));
    return;
  }
  const request = waiting.get(message.id);
  if (!request) return;
  if (message.kind === 'bytes') {
    request.pieces.push(message.bytes);
    return;
  }
  waiting.delete(message.id);
  if (message.kind === 'bytes-end') request.resolve(Buffer.concat(request.pieces));
  else request.reject(new Error(message.reason));
});

send({ kind: 'ready' });
