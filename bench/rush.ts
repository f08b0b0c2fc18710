import { randomBytes } from 'node:crypto';
import { benchDatabase, resultName } from './harness/database.ts';
import { machineNow, writeReport } from './harness/report.ts';
import { startS3Server, type BenchS3 } from './harness/s3-server.ts';
import { startServer, type ServerProcess } from './harness/server.ts';
import { cpuSeconds } from './harness/process-cpu.ts';
import pg from 'pg';
import { checkFilesIntact, countComplete, watchConnections } from './lib/rush-checks.ts';
import { emptyTimes, journey, OPERATION_NAMES, type JourneyResult } from './lib/rush-journey.ts';

/**
 * Deadline day: RUSH_FOUNDERS founders (default 2,000) arrive over RUSH_RAMP_SECONDS (default 60), ever faster, as
 * the close nears; each signs up, saves every step, uploads a RUSH_VIDEO_MB pitch (default 4) in the web client's
 * chunks and submits. RUSH_INSTANCES instances (default 1) share one PostgreSQL (BENCH_DATABASE_URL) and, with
 * BENCH_S3=1, the real S3 server (started here); requests go round-robin, as a balancer without sticky sessions
 * sends them. Reports time, p50/p99 per operation, errors (must be 0), peak memory per instance and PostgreSQL
 * connections; then checks that every application is complete and submitted and every stored video has the
 * recorded sha256.
 */
const FOUNDERS = Number(process.env.RUSH_FOUNDERS ?? 2000);
const RAMP_SECONDS = Number(process.env.RUSH_RAMP_SECONDS ?? 60);
const VIDEO_BYTES = Math.round(Number(process.env.RUSH_VIDEO_MB ?? 4) * 1024 * 1024);
const WANTED_INSTANCES = Number(process.env.RUSH_INSTANCES ?? 1);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

/** pg_database_size of the bench's database, after the rush. */
const postgresSize = async (url: string): Promise<number> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ size: string }>('select pg_database_size(current_database()) as size');
    return Number(rows[0]!.size);
  } finally {
    await client.end();
  }
};

const startedWith = machineNow();
const database = await benchDatabase();
// The OSD keeps objects in RAM: room for every video and a half again (parts in flight), and 2 GiB more, at least 4 GiB.
const s3: BenchS3 | null =
  process.env.BENCH_S3 === '1' ? startS3Server(Math.max(4 * 1024 ** 3, FOUNDERS * VIDEO_BYTES * 1.5 + 2 * 1024 ** 3)) : null;
// Several instances need what they share: one database server and one bucket.
const instancesCount = database.url && s3 ? WANTED_INSTANCES : 1;
if (instancesCount !== WANTED_INSTANCES)
  console.log(`rush: ${WANTED_INSTANCES} instances need PostgreSQL (BENCH_DATABASE_URL) and BENCH_S3=1; running one`);

/** fetch's own "fetch failed" names no cause: the cause's code (a timeout, a reset) says whose limit was hit. */
const errorText = (reason: unknown): string => {
  const error = reason as { message?: string; cause?: { code?: string; name?: string; message?: string } } | undefined;
  const cause = error?.cause;
  const because = cause ? ` (${cause.code ?? cause.name ?? ''}${cause.message ? `: ${cause.message}` : ''})` : '';
  return `${error?.message ?? String(reason)}${because}`;
};

const countByKind = (errors: string[]): Record<string, number> =>
  errors.reduce<Record<string, number>>((counts, e) => ({ ...counts, [e]: (counts[e] ?? 0) + 1 }), {});

const shared = { AUTH_SECRET: randomBytes(32).toString('hex'), ...database.env, ...(s3?.env ?? {}) };
const servers: ServerProcess[] = [];
try {
  // One after the other: the first migrates the database, the others find it ready.
  for (let i = 0; i < instancesCount; i++) servers.push(await startServer(shared));
  const connections = watchConnections(database.url);
  const cpuAtStart = servers.map((server) => cpuSeconds(server.pid));
  // The migrated, empty schema's size: what the founders add is counted from here.
  const databaseBytesAtStart = database.url ? await postgresSize(database.url) : null;
  const times = emptyTimes();
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    Array.from({ length: FOUNDERS }, async (_, i): Promise<JourneyResult> => {
      // Arrivals at a rate rising linearly to the close: founder i arrives at RAMP·√(i/N).
      await new Promise((resolve) => setTimeout(resolve, RAMP_SECONDS * 1000 * Math.sqrt(i / FOUNDERS)));
      return journey(servers, i, VIDEO_BYTES, times);
    }),
  );
  const totalMs = performance.now() - started;
  const peakConnections = await connections.stop();
  const journeys = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  const errors = outcomes.flatMap((o) => (o.status === 'rejected' ? [errorText(o.reason)] : []));
  const memory = servers.map((server) => server.memory().peak);
  // CPU of each instance's process over the rush (its video-facts children not included: they are short-lived).
  const cpu = servers.map((server, i) => cpuSeconds(server.pid) - cpuAtStart[i]!);
  const databaseBytes = database.url ? await postgresSize(database.url) : null;
  const { complete, total } = await countComplete(database.url, servers[0]!.dataDir);
  const files = await checkFilesIntact({
    databaseUrl: database.url,
    dataDir: servers[0]!.dataDir,
    s3,
    sentSha256: journeys.map((j) => j.videoSha256),
  });
  const allComplete = complete === FOUNDERS && total === FOUNDERS;
  const filesIntact = files.problems.length === 0 && files.intact === FOUNDERS;
  const where = `${database.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${s3 ? 'S3' : 'local disk'}`;
  const summary =
    `rush: ${FOUNDERS} founders on ${instancesCount} instance${instancesCount === 1 ? '' : 's'} (${where}) in ` +
    `${(totalMs / 1000).toFixed(1)} s, ${errors.length} errors, ${complete} of ${FOUNDERS} complete, ` +
    (filesIntact ? 'files intact' : `FILES NOT INTACT (${files.intact} of ${FOUNDERS})`);
  const perOperation = Object.fromEntries(
    OPERATION_NAMES.map((name) => [
      name,
      { count: times[name].length, p50: percentile(times[name], 50), p99: percentile(times[name], 99) },
    ]),
  );
  writeReport(
    `${resultName('rush', database)}${s3 ? '-s3' : ''}${instancesCount > 1 ? `-${instancesCount}x` : ''}`,
    {
      database: database.kind,
      storage: s3 ? 's3' : 'disk',
      instances: instancesCount,
      founders: FOUNDERS,
      rampSeconds: RAMP_SECONDS,
      videoBytes: VIDEO_BYTES,
      seconds: totalMs / 1000,
      journeyMs: {
        p50: percentile(
          journeys.map((j) => j.ms),
          50,
        ),
        p99: percentile(
          journeys.map((j) => j.ms),
          99,
        ),
      },
      perOperationMs: perOperation,
      errors: errors.length,
      firstErrors: errors.slice(0, 5),
      errorsByKind: countByKind(errors),
      completeInDatabase: complete,
      applicationsInDatabase: total,
      storedVideos: files.stored,
      intactVideos: files.intact,
      fileProblems: files.problems.slice(0, 5),
      peakRssBytesPerInstance: memory,
      cpuSecondsPerInstance: cpu,
      cpuMsPerFounder: (cpu.reduce((a, b) => a + b, 0) * 1000) / FOUNDERS,
      databaseBytes,
      databaseBytesAtStart,
      databaseBytesPerFounder:
        databaseBytes === null || databaseBytesAtStart === null ? null : (databaseBytes - databaseBytesAtStart) / FOUNDERS,
      peakPostgresConnections: peakConnections,
      met: { zeroErrors: errors.length === 0, allComplete, filesIntact },
      summary,
    },
    [
      ['founders, arriving over', `${FOUNDERS}, ${RAMP_SECONDS} s (rate rising to the close)`],
      ['instances, database, storage', `${instancesCount}, ${where}`],
      ['pitch size, chunks', `${mb(VIDEO_BYTES)}, as the web client sends them (1 MiB first, then by throughput)`],
      ['time for all', seconds(totalMs)],
      [
        'one journey p50 / p99',
        `${seconds(
          percentile(
            journeys.map((j) => j.ms),
            50,
          ),
        )} / ${seconds(
          percentile(
            journeys.map((j) => j.ms),
            99,
          ),
        )}`,
      ],
      ...OPERATION_NAMES.map((name): [string, string] => [
        `${name} p50 / p99 (${times[name].length} requests)`,
        `${perOperation[name]!.p50.toFixed(0)} ms / ${perOperation[name]!.p99.toFixed(0)} ms`,
      ]),
      [
        'errors (must be 0)',
        `${errors.length} ${
          errors.length === 0
            ? 'met'
            : `NOT met: ${Object.entries(countByKind(errors))
                .map(([kind, n]) => `${n} × ${kind}`)
                .join('; ')}`
        }`,
      ],
      ['complete, submitted applications', `${complete} of ${FOUNDERS} ${allComplete ? 'met' : 'NOT met'}`],
      ['stored videos with the recorded sha256', `${files.intact} of ${FOUNDERS} ${filesIntact ? 'met' : 'NOT met'}`],
      ['peak RSS per instance', memory.map(mb).join(', ')],
      [
        'CPU per instance over the rush (all instances per founder)',
        `${cpu.map((c) => `${c.toFixed(1)} s`).join(', ')} (${((cpu.reduce((a, b) => a + b, 0) * 1000) / FOUNDERS).toFixed(0)} ms per founder)`,
      ],
      [
        'PostgreSQL database size: empty schema → after (per founder)',
        databaseBytes === null || databaseBytesAtStart === null
          ? '—'
          : `${mb(databaseBytesAtStart)} → ${mb(databaseBytes)} (${((databaseBytes - databaseBytesAtStart) / FOUNDERS / 1024).toFixed(1)} KB)`,
      ],
      ['peak PostgreSQL connections', peakConnections === null ? '—' : String(peakConnections)],
    ],
    startedWith,
  );
  if (errors.length > 0) console.error(errors.slice(0, 5).join('\n'));
  if (files.problems.length > 0) console.error(files.problems.slice(0, 5).join('\n'));
  console.log(summary);
  if (errors.length > 0 || !allComplete || !filesIntact) process.exitCode = 1;
} finally {
  await Promise.all(servers.map((server) => server.stop().catch(() => {})));
  await database.drop();
  s3?.stop();
}
