import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PasswordAnswer, PasswordJob } from './password-job.ts';

/**
 * argon2id runs on a pool of its own threads, one per core, not on libuv's pool: there 50 sign-ins queued ahead
 * of the database's fsync (db/group-commit-sqlite.ts) and of upload file writes would hold every save and chunk
 * behind them (docs/performance.md). Jobs wait in one queue here and go to whichever thread is free.
 */
type Job = PasswordJob extends infer J ? (J extends PasswordJob ? Omit<J, 'id'> : never) : never;

const SIZE = Math.max(1, availableParallelism());
let nextId = 0;
const waiting: { job: PasswordJob; resolve: (a: PasswordAnswer) => void }[] = [];
const idle: Worker[] = [];
const pending = new Map<number, (a: PasswordAnswer) => void>();
let started = false;

const dispatch = (): void => {
  while (idle.length > 0 && waiting.length > 0) {
    const worker = idle.pop()!;
    const { job, resolve } = waiting.shift()!;
    pending.set(job.id, resolve);
    worker.ref();
    worker.postMessage(job);
  }
};

const start = (): void => {
  started = true;
  for (let i = 0; i < SIZE; i++) {
    // A worker inherits the process's flags, and `--input-type` (a server started with `node -e`, as
    // e2e/deployment-kit.ts does) refuses to load a file: leave it out.
    const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));
    const worker = new Worker(new URL('./password-worker.ts', import.meta.url), { execArgv });
    worker.on('message', (answer: PasswordAnswer) => {
      const resolve = pending.get(answer.id);
      pending.delete(answer.id);
      worker.unref();
      idle.push(worker);
      resolve?.(answer);
      dispatch();
    });
    // An idle pool never keeps the process alive (tests, CLI tools, shutdown).
    worker.unref();
    idle.push(worker);
  }
};

const run = (job: Job): Promise<PasswordAnswer> =>
  new Promise((resolve) => {
    if (!started) start();
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
