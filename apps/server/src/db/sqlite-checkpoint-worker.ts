import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

/**
 * The SQLite checkpointer's thread (db/sqlite-checkpointer.ts): its own connection to the database file, a PASSIVE
 * checkpoint every `intervalMs`. PASSIVE never waits for a lock and never blocks the server's connection: it copies
 * what WAL frames it can into the database and syncs both files here, off the event loop.
 */
const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const sqlite = new SqliteDatabase(file);
sqlite.pragma('synchronous = NORMAL');
const checkpoint = (): void => {
  try {
    sqlite.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy (another checkpoint under way) or the file going away at shutdown: the next turn tries again.
  }
};
const timer = setInterval(checkpoint, intervalMs);
parentPort!.on('message', (message: string) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  sqlite.close();
  parentPort!.postMessage('stopped');
});
