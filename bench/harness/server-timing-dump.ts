import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What harness/server-timing.ts writes for one period: times in ms. */
export interface ServerTiming {
  seconds: number;
  requests: { count: number; p50: number; p99: number; max: number; mean: number };
  eventLoopDelay: { p50: number; p99: number; max: number; mean: number };
  gc: { count: number; totalMs: number; maxMs: number; p99Ms: number };
}

const dumpsAsked = new Map<number, number>();

/**
 * Asks a server started with BENCH_SERVER_TIMING for its figures since the last time asked (SIGWINCH) and waits for
 * the file; undefined when BENCH_SERVER_TIMING is not set.
 */
export const serverTiming = async (pid: number): Promise<ServerTiming | undefined> => {
  const dir = process.env.BENCH_SERVER_TIMING;
  if (!dir) return undefined;
  const n = dumpsAsked.get(pid) ?? 0;
  dumpsAsked.set(pid, n + 1);
  const file = path.join(dir, `${pid}-${n}.json`);
  process.kill(pid, 'SIGWINCH');
  for (let waited = 0; !existsSync(file); waited += 50) {
    if (waited > 10_000) throw new Error(`server ${pid} wrote no timing to ${file}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 50)); // written in one call, but let the write finish
  return JSON.parse(readFileSync(file, 'utf8')) as ServerTiming;
};

export const describeServerTiming = (t: ServerTiming): string =>
  `${t.requests.count} requests in the server: p50 ${t.requests.p50.toFixed(2)} ms, p99 ${t.requests.p99.toFixed(2)} ms, ` +
  `max ${t.requests.max.toFixed(1)} ms; event loop delay p99 ${t.eventLoopDelay.p99.toFixed(1)} ms, max ${t.eventLoopDelay.max.toFixed(1)} ms; ` +
  `GC ${t.gc.count} pauses, ${(t.gc.totalMs / t.seconds / 10).toFixed(1)}% of the time, p99 ${t.gc.p99Ms.toFixed(1)} ms, max ${t.gc.maxMs.toFixed(1)} ms`;
