import autocannon from 'autocannon';
import { cpuSeconds } from './process-cpu.ts';
import { mainThreadCpuSeconds } from './thread-cpu.ts';

/**
 * Measurement in rounds: every target of a comparison (ours, the bare library, the raw anchor) gets a short turn in
 * each round, the order rotated by one each round (so no target takes two turns in a row), so that a change in the
 * machine's speed during the run falls on all of them alike. Measured one after the other, ten seconds each, a ratio
 * carried a minute of the host's drift.
 */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** Seconds each target is measured in all (a single phase, or its turns added up). */
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Seconds of each target's turn in a round: the measured time per target stays about BENCH_DURATION in all. */
export const ROUND_SECONDS = Math.max(1, Math.ceil(DURATION_S / ROUNDS));

/**
 * Runs the turns round after round, each round's order rotated by one (ABC, BCA, CAB). Reversing every other round
 * (ABC, CBA) gave one target two turns in a row at each round's end, and a raw disk write right after another ran two
 * to three times as fast.
 */
export const inRounds = async (turns: (() => Promise<void>)[]): Promise<void> => {
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < turns.length; i++) await turns[(i + round) % turns.length]!();
  }
};

/** What autocannon answers with `skipAggregateResult`: counts, and histograms that `aggregateResult` adds up. */
interface RawResult {
  totalCompletedRequests: number;
  totalBytes: number;
  samples: number;
  errors: number;
  non2xx: number;
}
const { aggregateResult } = autocannon as unknown as {
  aggregateResult: (results: RawResult[], options: { url: string; connections?: number }) => autocannon.Result;
};

export const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until a process has used less than 10% of a core over 100 ms (at most 5 s): with 50 connections a slow
 * request (a sign-in) leaves work queued behind the turn's end that must not fall into the next target's turn.
 */
const settled = async (pid: number): Promise<void> => {
  for (let waited = 0; waited < 5000; waited += 100) {
    const before = cpuSeconds(pid);
    await sleep(100);
    if (cpuSeconds(pid) - before < 0.011) return;
  }
};

/**
 * Seconds of the same requests before a target's first turn: at ~100 sign-ins/s a fresh process is still compiling the
 * sign-in path well into a 10 s run; a running server is not.
 */
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 5);

/** WARMUP_S of the requests, and the server settled again, so that no warm-up work falls into a measured turn. */
export const warmUp = async (requests: autocannon.Options, pid: number): Promise<void> => {
  if (WARMUP_S > 0) await autocannon({ ...requests, duration: WARMUP_S });
  await settled(pid);
};

/**
 * One target's load over the rounds: `turn()` runs ROUND_SECONDS of it; `result()` adds the turns up: requests per
 * second over all of them, latency percentiles from their joined histograms, the server's CPU per request (all its
 * threads, and its main thread alone), and each turn's own rate.
 */
export const roundsOf = (requests: autocannon.Options, pid: number) => {
  const turns: { raw: RawResult; cpu: number; mainThreadCpu: number }[] = [];
  return {
    turn: async (): Promise<void> => {
      const cpuBefore = cpuSeconds(pid);
      const mainBefore = mainThreadCpuSeconds(pid);
      const raw = (await autocannon({ ...requests, duration: ROUND_SECONDS, skipAggregateResult: true })) as unknown as RawResult;
      turns.push({ raw, cpu: cpuSeconds(pid) - cpuBefore, mainThreadCpu: mainThreadCpuSeconds(pid) - mainBefore });
      await settled(pid);
    },
    result: () => {
      const total = (pick: (t: (typeof turns)[number]) => number) => sum(turns.map(pick));
      const completed = Math.max(
        1,
        total((t) => t.raw.totalCompletedRequests),
      );
      const joined = aggregateResult(
        turns.map((t) => t.raw),
        { url: String(requests.url), connections: requests.connections },
      );
      return {
        rps: completed / total((t) => t.raw.samples),
        p50: joined.latency.p50,
        p99: joined.latency.p99,
        failed: total((t) => t.raw.errors + t.raw.non2xx),
        cpuUsPerRequest: (total((t) => t.cpu) * 1e6) / completed,
        mainThreadCpuUsPerRequest: (total((t) => t.mainThreadCpu) * 1e6) / completed,
        bytesPerResponse: total((t) => t.raw.totalBytes) / completed,
        turnRps: turns.map((t) => t.raw.totalCompletedRequests / Math.max(1, t.raw.samples)),
      };
    },
  };
};

/** A raw anchor over the rounds: `turn()` measures ROUND_SECONDS of it (operations per second); `rate()` is the mean. */
export const anchorRounds = (measure: (seconds: number) => number | Promise<number>) => {
  const rates: number[] = [];
  return {
    turn: async (): Promise<void> => {
      rates.push(await measure(ROUND_SECONDS));
    },
    rate: () => sum(rates) / Math.max(1, rates.length),
    turnRates: () => [...rates],
  };
};

/** Each turn's rate, as the report prints them. */
export const perTurn = (rates: number[]): string => rates.map((r) => r.toFixed(0)).join(' / ');
