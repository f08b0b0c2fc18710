import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PasswordAnswer, PasswordJob } from './password-job.ts';
import { workerExecArgv } from '../worker-exec-argv.ts';

/**
 * argon2id runs on a pool of its own threads, not on libuv's pool: there 50 sign-ins queued ahead of the
 * database's fsync (db/group-commit-sqlite.ts) and of upload file writes would hold every save and chunk behind
 * them (docs/performance.md). One thread per core, and each thread holds up to two jobs: the next one starts the
 * moment the last is done instead of after a message round trip through a busy event loop.
 */
type Job = PasswordJob extends infer J ? (J extends PasswordJob ? Omit<J, 'id'> : never) : never;

const SIZE = Math.max(1, availableParallelism());
const JOBS_PER_THREAD = 2;
let nextId = 0;
const waiting: { job: PasswordJob; resolve: (a: PasswordAnswer) => void }[] = [];
const workers: { worker: Worker; inFlight: number }[] = [];
const pending = new Map<number, (a: PasswordAnswer) => void>();

const dispatch = (): void => {
  while (waiting.length > 0) {
    let least = workers[0]!;
    for (const w of workers) if (w.inFlight < least.inFlight) least = w;
    if (least.inFlight >= JOBS_PER_THREAD) return;
    const { job, resolve } = waiting.shift()!;
    pending.set(job.id, resolve);
    if (least.inFlight++ === 0) least.worker.ref();
    least.worker.postMessage(job);
  }
};

const start = (): void => {
  for (let i = 0; i < SIZE; i++) {
    const entry = {
      worker: new Worker(new URL('./password-worker.ts', import.meta.url), { execArgv: workerExecArgv() }),
      inFlight: 0,
    };
    entry.worker.on('message', (answer: PasswordAnswer) => {
      const resolve = pending.get(answer.id);
      pending.delete(answer.id);
      // An idle pool never keeps the process alive (tests, CLI tools, shutdown).
      if (--entry.inFlight === 0) entry.worker.unref();
      dispatch();
      resolve?.(answer);
    });
    entry.worker.unref();
    workers.push(entry);
  }
};

const run = (job: Job): Promise<PasswordAnswer> =>
  new Promise((resolve) => {
    if (workers.length === 0) start();
    waiting.push({ job: { ...job, id: nextId++ } as PasswordJob, resolve });
    dispatch();
  });

export const hashPassword = async (password: string): Promise<string> => {
  const answer = await run({ kind: 'hash', password });
  if (answer.failed || typeof answer.result !== 'string') throw new Error('password hashing failed');
  return answer.result;
};

export const verifyPassword = async ({ hash, password }: { hash: string; password: string }): Promise<boolean> =>
  (await run({ kind: 'verify', hash, password })).result === true;
