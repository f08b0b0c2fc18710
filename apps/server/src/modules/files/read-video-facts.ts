import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { UploadStorage } from './storage/upload-storage.ts';
import type { FromFactsReader, StoredVideoFacts, ToFactsReader } from './video-facts-job.ts';
import { workerExecArgv } from '../../worker-exec-argv.ts';

export type { StoredVideoFacts } from './video-facts-job.ts';

/** The facts (or why they are missing), or why the file is refused: its container could not be read within the limits. */
export type VideoFactsOutcome = StoredVideoFacts | { refused: 'took too long' | 'ran out of memory' | 'reader crashed' };

/**
 * Uploaded containers are parsed in child processes, not worker threads: a thread that parses a hostile sample table
 * shares the server's V8 platform, and its garbage collection stalled the event loop by up to half a second. A
 * process has a heap and a scheduler slot of its own, and SIGKILL stops it whatever it is doing.
 *
 * The heap of a reading process: the sample tables of an hour of video take a few MB; a container that claims
 * millions of entries is stopped here, not by the server's own heap.
 */
const CHILD_FLAGS = ['--max-old-space-size=64', '--max-semi-space-size=8'];
const CHILD_ENTRY = fileURLToPath(new URL('./video-facts-child.ts', import.meta.url));

/** Processes reading at once: a rush of uploads waits its turn instead of starting a process each. */
const READERS = Math.min(2, availableParallelism());

const idle: ChildProcess[] = [];
let reading = 0;
const waitingForReader: (() => void)[] = [];

const takeTurn = async (): Promise<void> => {
  if (reading < READERS) {
    reading++;
    return;
  }
  await new Promise<void>((resolve) => waitingForReader.push(resolve));
};

const endTurn = (): void => {
  const next = waitingForReader.shift();
  if (next) next();
  else reading--;
};

/** An idle reader never keeps the server's process alive (tests, CLI tools, shutdown). */
const hold = (child: ChildProcess, held: boolean): void => {
  if (held) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
};

/** A new reading process, once it has loaded Mediabunny (so loading never counts against a file's time). */
const startReader = (): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = fork(CHILD_ENTRY, [], {
      execArgv: [...workerExecArgv(), ...CHILD_FLAGS],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const failed = (): void => reject(new Error('the video reader did not start'));
    child.once('message', () => {
      child.off('exit', failed);
      // A process killed as it sends still reports its channel's failure: never an unhandled 'error'.
      child.on('error', () => {});
      resolve(child);
    });
    child.once('exit', failed);
    child.once('error', reject);
  });

/** Streams the bytes [start, end) to the reader as the store hands them over. */
const sendBytes = async (
  storage: UploadStorage,
  key: string,
  request: { id: number; start: number; end: number },
  send: (message: ToFactsReader) => void,
): Promise<void> => {
  try {
    // ByteRange is inclusive; Mediabunny asks for [start, end).
    for await (const chunk of await storage.read(key, { start: request.start, end: request.end - 1 }))
      send({ kind: 'bytes', id: request.id, bytes: chunk as Buffer });
    send({ kind: 'bytes-end', id: request.id });
  } catch (error) {
    send({ kind: 'bytes-failed', id: request.id, reason: error instanceof Error ? error.message : String(error) });
  }
};

/** V8 aborts a process whose heap is full. */
const outOfMemory = (code: number | null, signal: NodeJS.Signals | null): boolean => signal === 'SIGABRT' || code === 134;

/** Runs one file on `child`; `reusable` is false when the process was killed or died (it is not given another file). */
const readOn = (
  child: ChildProcess,
  storage: UploadStorage,
  key: string,
  size: number,
  timeLimitMs: number,
): Promise<{ outcome: VideoFactsOutcome; reusable: boolean }> =>
  new Promise((resolve) => {
    let settled = false;
    const send = (message: ToFactsReader): void => {
      if (!settled && child.connected) child.send(message);
    };
    const onMessage = (message: FromFactsReader): void => {
      if (message.kind === 'facts') finish(message.facts, true);
      else if (message.kind === 'need-bytes') void sendBytes(storage, key, message, send);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null): void =>
      finish({ refused: outOfMemory(code, signal) ? 'ran out of memory' : 'reader crashed' }, false);
    const timer = setTimeout(() => finish({ refused: 'took too long' }, false), timeLimitMs);
    function finish(outcome: VideoFactsOutcome, reusable: boolean): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.off('message', onMessage).off('exit', onExit);
      resolve({ outcome, reusable });
    }
    child.on('message', onMessage).on('exit', onExit);
    send({ kind: 'read', size });
  });

/**
 * Duration and picture size of a stored video, read with Mediabunny from disk or S3 by byte ranges, in a process of
 * its own: uploaded bytes are never parsed on the server's event loop. A reader that runs past `timeLimitMs` or its
 * heap is killed and the file is `refused`; any other failure (a broken or truncated container, a read error) comes
 * back as `unreadable` with the reason. Never throws.
 */
export const readVideoFacts = async (
  storage: UploadStorage,
  key: string,
  size: number,
  timeLimitMs: number,
): Promise<VideoFactsOutcome> => {
  await takeTurn();
  try {
    const child = idle.pop() ?? (await startReader());
    hold(child, true);
    const { outcome, reusable } = await readOn(child, storage, key, size, timeLimitMs);
    if (reusable) {
      hold(child, false);
      idle.push(child);
    } else {
      child.kill('SIGKILL');
    }
    return outcome;
  } catch (error) {
    return { unreadable: error instanceof Error ? error.message : String(error) };
  } finally {
    endTurn();
  }
};
