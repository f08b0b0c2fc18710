import os from 'node:os';
import autocannon from 'autocannon';
import { hash, verify } from '@node-rs/argon2';
import { benchDatabase, resultName } from './harness/database.ts';
import { machineNow, writeReport } from './harness/report.ts';
import path from 'node:path';
import { signUpOverHttp, startServer, type ServerProcess } from './harness/server.ts';
import { startBare } from './harness/bare-graphql.ts';
import { cpuSeconds } from './harness/process-cpu.ts';
import { mainThreadCpuSeconds } from './harness/thread-cpu.ts';

/**
 * Sign-in throughput against the machine's raw argon2id verify rate, measured in the same run.
 * Side by side, the bare library: Better Auth's own email sign-in with our hash settings (harness/bare-auth-server.ts),
 * on the same kind of database as ours.
 * Budget (docs/performance.md): sign-in req/s ≥ 80% of raw verifications per second; our layers ≤ 15% over the bare library.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * Sign-ins before the measured ones, for ours and the bare library alike: at ~100 sign-ins/s a fresh process is still
 * compiling the sign-in path well into a 10 s run (docs/performance.md, nineteenth round); a running server is not.
 */
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 5);
const PASSWORD = 'bench-password-1!';
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Verifications per second with as many in flight as libuv's thread pool runs (4 by default). On two cores that is
 * the higher of the two obvious choices: 2 in flight gave 157–169/s, 4 gave 167–171/s (28 Nov 00:13), so the anchor is
 * no easier than one job per core, the shape of the server's own pool (apps/server/src/auth/password.ts).
 */
const rawVerifyRate = async (seconds: number): Promise<number> => {
  const stored = await hash(PASSWORD, ARGON2ID);
  const inFlight = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (Date.now() < until) {
        await verify(stored, PASSWORD);
        done++;
      }
    }),
  );
  return done / seconds;
};

/** The load, and the server's CPU per sign-in in µs: all threads (argon2 included), and its main thread alone. */
const signInLoad = async (server: Pick<ServerProcess, 'url' | 'origin' | 'pid'>) => {
  const email = `bench-${Date.now()}@example.com`;
  await signUpOverHttp(server as ServerProcess, email, PASSWORD);
  const load = { url: `${server.url}/api/auth/sign-in/email`, method: 'POST' as const, connections: CONNECTIONS, headers: { 'content-type': 'application/json', origin: server.origin }, body: JSON.stringify({ email, password: PASSWORD }) };
  if (WARMUP_S > 0) await autocannon({ ...load, duration: WARMUP_S });
  const cpuBefore = cpuSeconds(server.pid);
  const mainBefore = mainThreadCpuSeconds(server.pid);
  const result = await autocannon({ ...load, duration: DURATION_S });
  const perRequest = (seconds: number) => (seconds * 1e6) / Math.max(1, result.requests.total);
  return Object.assign(result, { cpuUsPerRequest: perRequest(cpuSeconds(server.pid) - cpuBefore), mainThreadCpuUsPerRequest: perRequest(mainThreadCpuSeconds(server.pid) - mainBefore) });
};

const startedWith = machineNow();
const database = await benchDatabase();
const server = await startServer(database.env);
try {
  const result = await signInLoad(server);
  const non2xx = result.non2xx + result.errors;
  // The bare library on the same kind of database as ours: a file of its own, or a database of its own on the server.
  const bareDatabase = database.kind === 'postgres' ? await benchDatabase() : null;
  const bareServer = await startBare('bare-auth-server.ts', bareDatabase ? { url: bareDatabase.url } : { sqliteFile: path.join(server.dataDir, 'bare-auth.db') });
  const bare = await signInLoad({ url: bareServer.url, origin: bareServer.url, pid: bareServer.pid }).finally(async () => {
    await bareServer.stop();
    await bareDatabase?.drop();
  });
  const raw = await rawVerifyRate(Math.min(DURATION_S, 10));
  const ratio = result.requests.average / raw;
  // The library itself against the same anchor: how much of a ratio under budget is the library's own.
  const bareRatio = bare.requests.average / raw;
  const overBare = bare.requests.average / result.requests.average - 1;
  const cpuOverBare = result.cpuUsPerRequest / bare.cpuUsPerRequest - 1;
  writeReport(
    resultName('signin', database),
    { database: database.kind, cores: os.cpus().length, connections: CONNECTIONS, durationSeconds: DURATION_S, signInPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, failed: non2xx, bareBetterAuthPerSecond: bare.requests.average, bareFailed: bare.non2xx + bare.errors, rawArgon2idVerifyPerSecond: raw, ratio, bareRatio, costOverBare: overBare, cpuUsPerSignIn: result.cpuUsPerRequest, bareCpuUsPerSignIn: bare.cpuUsPerRequest, cpuOverBare, mainThreadCpuUsPerSignIn: result.mainThreadCpuUsPerRequest, bareMainThreadCpuUsPerSignIn: bare.mainThreadCpuUsPerRequest, budget: 0.8, met: ratio >= 0.8, metOverBare: overBare <= 0.15 },
    [
      ['sign-in req/s (50 connections)', result.requests.average.toFixed(1)],
      ['p50 / p99 latency', `${result.latency.p50} ms / ${result.latency.p99} ms`],
      ['failed requests', String(non2xx)],
      ['bare Better Auth email sign-in, our hash settings (req/s, failed)', `${bare.requests.average.toFixed(1)}, ${bare.non2xx + bare.errors}`],
      ['raw argon2id verify/s (same run)', raw.toFixed(1)],
      ['ratio (budget ≥ 0.80)', `${ratio.toFixed(2)} ${ratio >= 0.8 ? 'met' : 'NOT met'}`],
      ['bare Better Auth against raw argon2id (same anchor)', bareRatio.toFixed(2)],
      ['our layers over bare Better Auth (bare/ours − 1, budget ≤ 15%)', `${(overBare * 100).toFixed(0)}% ${overBare <= 0.15 ? 'met' : 'NOT met'}`],
      ['server CPU per sign-in, ours / bare (all threads, argon2 included)', `${(result.cpuUsPerRequest / 1000).toFixed(1)} ms / ${(bare.cpuUsPerRequest / 1000).toFixed(1)} ms (${(cpuOverBare * 100).toFixed(0)}% over bare; moves less with the load than req/s)`],
      ['of which the main thread (event loop), ours / bare', `${(result.mainThreadCpuUsPerRequest / 1000).toFixed(1)} ms / ${(bare.mainThreadCpuUsPerRequest / 1000).toFixed(1)} ms`],
      ['database', database.kind],
    ],
    startedWith,
  );
} finally {
  await server.stop();
  await database.drop();
}
