import os from 'node:os';
import autocannon from 'autocannon';
import { hash, verify } from '@node-rs/argon2';
import { benchDatabase, resultName } from './harness/database.ts';
import { machineNow, writeReport } from './harness/report.ts';
import { signUpOverHttp, startServer } from './harness/server.ts';

/**
 * Sign-in throughput against the machine's raw argon2id verify rate, measured in the same run.
 * Budget (DESIGN.md): sign-in req/s ≥ 80% of raw verifications per second.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PASSWORD = 'bench-password-1!';
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Verifications per second with as many in flight as libuv's thread pool runs (what the server gets). */
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

const startedWith = machineNow();
const database = await benchDatabase();
const server = await startServer(database.env);
try {
  const email = `bench-${Date.now()}@example.com`;
  await signUpOverHttp(server, email, PASSWORD);
  const result = await autocannon({
    url: `${server.url}/api/auth/sign-in/email`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const non2xx = result.non2xx + result.errors;
  const raw = await rawVerifyRate(Math.min(DURATION_S, 10));
  const ratio = result.requests.average / raw;
  writeReport(
    resultName('signin', database),
    { database: database.kind, cores: os.cpus().length, connections: CONNECTIONS, durationSeconds: DURATION_S, signInPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, failed: non2xx, rawArgon2idVerifyPerSecond: raw, ratio, budget: 0.8, met: ratio >= 0.8 },
    [
      ['sign-in req/s (50 connections)', result.requests.average.toFixed(1)],
      ['p50 / p99 latency', `${result.latency.p50} ms / ${result.latency.p99} ms`],
      ['failed requests', String(non2xx)],
      ['raw argon2id verify/s (same run)', raw.toFixed(1)],
      ['ratio (budget ≥ 0.80)', `${ratio.toFixed(2)} ${ratio >= 0.8 ? 'met' : 'NOT met'}`],
      ['database', database.kind],
    ],
    startedWith,
  );
} finally {
  await server.stop();
  await database.drop();
}
