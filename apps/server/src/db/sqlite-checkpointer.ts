import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';
import { workerExecArgv } from '../worker-exec-argv.ts';

/** How often the checkpointer's thread copies the WAL into the database. */
export const CHECKPOINT_INTERVAL_MS = 250;
/**
 * The WAL size (pages) at which the server's own connection still checkpoints on commit: a safety net for a thread
 * that falls behind. SQLite's default is 1,000 pages, reached every few hundred step saves at 50 connections.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 16_000;

/**
 * SQLite checkpoints off the event loop. SQLite's automatic checkpoint runs inside the commit that crosses 1,000
 * WAL pages, on the committing connection, and syncs the WAL and the database file there: on the server's one
 * connection that stalls every request in flight for two fsyncs (the step save's p99, docs/performance.md). A worker
 * thread with its own connection checkpoints instead (PASSIVE: it never blocks the writer); the server's connection
 * keeps an automatic checkpoint only at FALLBACK_AUTOCHECKPOINT_PAGES. Durability is unchanged: a commit is
 * acknowledged after the WAL's fsync (db/group-commit-sqlite.ts), whoever copies it into the database later.
 */
export const startSqliteCheckpointer = (sqlite: SqliteDatabase.Database, file: string): { stop: () => Promise<void> } => {
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  const worker = new Worker(new URL('./sqlite-checkpoint-worker.ts', import.meta.url), {
    workerData: { file, intervalMs: CHECKPOINT_INTERVAL_MS },
    execArgv: workerExecArgv(),
  });
  worker.unref();
  // A failed checkpointer leaves the fallback checkpoint on commit; it must not end the process.
  worker.on('error', () => {});
  let stopped: Promise<void> | undefined;
  return {
    stop: () =>
      (stopped ??= (async () => {
        const exited = once(worker, 'exit').catch(() => undefined);
        try {
          worker.postMessage('stop');
          await Promise.race([once(worker, 'message'), exited, new Promise((resolve) => setTimeout(resolve, 2_000))]);
        } finally {
          await worker.terminate().catch(() => 0);
        }
      })()),
  };
};
