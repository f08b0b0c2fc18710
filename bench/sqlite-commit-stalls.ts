import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from '../apps/server/src/db/connect.ts';
import { machineNow, writeReport } from './harness/report.ts';

/**
 * Where the step save's tail comes from on SQLite: the server's own connection (db/connect.ts, group commit) takes
 * the step save's write in a loop, and each commit's time on the event loop is recorded: with SQLite's automatic
 * checkpoint on that connection (every 1,000 WAL pages, SQLite's default and the server's before issue 55), and with
 * the checkpoints on their own thread (db/sqlite-checkpointer.ts). A commit that crosses the checkpoint size copies
 * the WAL into the database and syncs both files before it returns: every request waiting on the loop waits with it.
 * The two take turns (BENCH_ROUNDS each). Usage: node bench/sqlite-commit-stalls.ts
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_DURATION ?? 4);
const ROWS = 2_000;
const answer = 'an answer of a founder, as long as a funding step holds '.repeat(4);

const run = async (mode: 'on-commit' | 'thread') => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-commit-stalls-'));
  // 'on-commit': the server's connection as before issue 55, SQLite's own checkpoint on commit every 1,000 pages.
  const handle = connectDatabase({ sqliteFile: path.join(dir, 'portal.db'), checkpointThread: mode === 'thread' });
  try {
    await sql`create table applications (id integer primary key, equity text, debt text, notes text, updated_at text)`.execute(
      handle.db,
    );
    for (let i = 0; i < ROWS; i++)
      await sql`insert into applications (equity, debt, notes, updated_at) values ('0', '0', ${answer}, '')`.execute(handle.db);
    const times: number[] = [];
    const until = performance.now() + SECONDS * 1000;
    let i = 0;
    while (performance.now() < until) {
      const id = 1 + ((i++ * 7919) % ROWS);
      const at = performance.now();
      // The commit's synchronous part: what the event loop is held for (the WAL's fsync is awaited off the loop).
      handle
        .sqlite!.prepare(`update applications set equity = ?, updated_at = ? where id = ?`)
        .run(String(i), new Date().toISOString(), id);
      times.push(performance.now() - at);
      if (i % 50 === 0) await sql`select 1`.execute(handle.db); // lets the group commit's fsync and the thread run
    }
    return times;
  } finally {
    await handle.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
};

const startedWith = machineNow();
const all: Record<'on-commit' | 'thread', number[]> = { 'on-commit': [], thread: [] };
for (let round = 0; round < ROUNDS; round++)
  for (const mode of round % 2 === 0 ? (['on-commit', 'thread'] as const) : (['thread', 'on-commit'] as const))
    all[mode].push(...(await run(mode)));
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return {
    commits: sorted.length,
    p50: at(0.5),
    p99: at(0.99),
    p999: at(0.999),
    max: sorted.at(-1)!,
    over5ms: sorted.filter((t) => t > 5).length,
    msOver5ms: sorted.filter((t) => t > 5).reduce((a, b) => a + b, 0),
  };
};
const onCommit = stats(all['on-commit']);
const thread = stats(all.thread);
const line = (s: ReturnType<typeof stats>) =>
  `${s.commits} commits; p50 ${s.p50.toFixed(3)} ms, p99 ${s.p99.toFixed(3)} ms, p99.9 ${s.p999.toFixed(1)} ms, max ${s.max.toFixed(1)} ms; ${s.over5ms} over 5 ms holding the loop ${s.msOver5ms.toFixed(0)} ms in all`;
writeReport(
  'sqlite-commit-stalls',
  { rounds: ROUNDS, seconds: SECONDS, onCommit, thread },
  [
    ['checkpoint on commit (SQLite default, 1,000 pages)', line(onCommit)],
    ['checkpoint on its own thread (db/sqlite-checkpointer.ts)', line(thread)],
  ],
  startedWith,
);
