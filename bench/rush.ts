import { readFileSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { OPERATIONS, type OperationName } from '@portal/shared/graphql/operations';
import { TUS_ENDPOINT } from '@portal/shared/uploads/upload-protocol';
import { benchDatabase, resultName, type BenchDatabase } from './harness/database.ts';
import { machineNow, writeReport } from './harness/report.ts';
import { agreeToNotice, repoRoot, startServer, type ServerProcess } from './harness/server.ts';

/**
 * The rush: N founders (RUSH_FOUNDERS, default 500) at once each sign up, save every step, upload a small real
 * video over tus and submit. Reports the time taken and the error count (must be 0), then checks in the database
 * that every application is complete and submitted with its video.
 */
const FOUNDERS = Number(process.env.RUSH_FOUNDERS ?? 500);
const PASSWORD = 'rush-password-1!';
const VIDEO = readFileSync(path.join(repoRoot, 'e2e/fixtures/pitch.mp4'));

class JourneyError extends Error {}

const graphql = async (
  server: ServerProcess,
  cookie: string,
  operationName: OperationName,
  variables: Record<string, unknown>,
) => {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, cookie },
    body: JSON.stringify({ operationName, query: OPERATIONS[operationName], variables }),
  });
  const body = (await response.json()) as { data?: Record<string, { id: string; status: string }>; errors?: unknown[] };
  if (!response.ok || body.errors) throw new JourneyError(`${operationName}: ${response.status} ${JSON.stringify(body.errors)}`);
  return Object.values(body.data!)[0]!;
};

const b64 = (s: string) => Buffer.from(s).toString('base64');

const uploadVideo = async (server: ServerProcess, cookie: string) => {
  const headers = { 'tus-resumable': '1.0.0', origin: server.origin, cookie };
  const created = await fetch(`${server.url}${TUS_ENDPOINT}`, {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(VIDEO.length),
      'upload-metadata': `kind ${b64('video')},filename ${b64('pitch.mp4')},filetype ${b64('video/mp4')}`,
    },
  });
  if (created.status !== 201) throw new JourneyError(`tus create: ${created.status} ${await created.text()}`);
  const url = new URL(created.headers.get('location')!, `${server.url}${TUS_ENDPOINT}/`);
  const patched = await fetch(url, {
    method: 'PATCH',
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: VIDEO,
  });
  if (patched.status !== 204) throw new JourneyError(`tus patch: ${patched.status} ${await patched.text()}`);
};

/** One founder's whole journey; returns its duration in ms. */
const journey = async (server: ServerProcess, i: number): Promise<number> => {
  const started = performance.now();
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ name: `Rush Founder ${i}`, email: `rush-${i}-${Date.now()}@example.com`, password: PASSWORD }),
  });
  if (!signUp.ok) throw new JourneyError(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await agreeToNotice(server, cookie);
  const { id } = await graphql(server, cookie, 'SavePersonalInfo', {
    input: { name: `Rush Founder ${i}`, email: `rush${i}@example.com`, phone: '9876543210' },
  });
  await graphql(server, cookie, 'SaveCompanyInfo', {
    applicationId: id,
    input: {
      companyName: `Rush Co ${i}`,
      description: 'Solar cold rooms for villages.',
      foundersCount: 2,
      teamSize: 5,
      city: 'Pune',
      state: 'Maharashtra',
      hasDpiitCertification: true,
    },
  });
  await graphql(server, cookie, 'SaveBusinessDetails', {
    applicationId: id,
    input: { sector: 'agriculture', otherSector: '', foundingYear: '2021', revenue: '25-50L' },
  });
  await graphql(server, cookie, 'SaveFundingInfo', {
    applicationId: id,
    input: { equityFunding: '2500000', debtFunding: '0', grantFunding: '500000' },
  });
  await uploadVideo(server, cookie);
  const submitted = await graphql(server, cookie, 'SubmitApplication', { applicationId: id });
  if (submitted.status !== 'submitted') throw new JourneyError(`submit: status ${submitted.status}`);
  return performance.now() - started;
};

const COMPLETE = `select count(*) as n from applications
  where application_status = 'submitted' and video_url is not null and submitted_at is not null
    and name is not null and phone_no is not null and startup_name is not null and product is not null
    and no_of_founders is not null and team_size is not null and city is not null and state is not null
    and sector is not null and founding_year is not null and revenue is not null and equity is not null`;

const countComplete = async (database: BenchDatabase, dataDir: string): Promise<{ complete: number; total: number }> => {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const complete = Number((await client.query(COMPLETE)).rows[0].n);
    const total = Number((await client.query('select count(*) as n from applications')).rows[0].n);
    await client.end();
    return { complete, total };
  }
  const sqlite = new SqliteDatabase(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    const complete = (sqlite.prepare(COMPLETE).get() as { n: number }).n;
    const total = (sqlite.prepare('select count(*) as n from applications').get() as { n: number }).n;
    return { complete, total };
  } finally {
    sqlite.close();
  }
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const startedWith = machineNow();
const database = await benchDatabase();
const server = await startServer(database.env);
try {
  const started = performance.now();
  const outcomes = await Promise.allSettled(Array.from({ length: FOUNDERS }, (_, i) => journey(server, i)));
  const seconds = (performance.now() - started) / 1000;
  const durations = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : [])).sort((a, b) => a - b);
  const errors = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason?.message ?? o.reason)] : []));
  const memory = server.memory();
  const { complete, total } = await countComplete(database, server.dataDir);
  const allComplete = complete === FOUNDERS && total === FOUNDERS;
  writeReport(
    resultName('rush', database),
    {
      database: database.kind,
      founders: FOUNDERS,
      seconds,
      journeysPerSecond: FOUNDERS / seconds,
      journeyMs: { p50: percentile(durations, 50), p99: percentile(durations, 99), max: durations.at(-1) ?? 0 },
      errors: errors.length,
      firstErrors: errors.slice(0, 5),
      completeInDatabase: complete,
      applicationsInDatabase: total,
      serverPeakRssBytes: memory.peak,
      videoBytes: VIDEO.length,
      met: { zeroErrors: errors.length === 0, allComplete },
    },
    [
      ['founders at once', String(FOUNDERS)],
      [
        'time for all (sign-up, 4 saves, video upload, submit)',
        `${seconds.toFixed(1)} s (${(FOUNDERS / seconds).toFixed(1)} journeys/s)`,
      ],
      [
        'one journey p50 / p99',
        `${(percentile(durations, 50) / 1000).toFixed(1)} s / ${(percentile(durations, 99) / 1000).toFixed(1)} s`,
      ],
      ['errors (must be 0)', `${errors.length} ${errors.length === 0 ? 'met' : 'NOT met'}`],
      ['complete, submitted applications in the database', `${complete} of ${FOUNDERS} ${allComplete ? 'met' : 'NOT met'}`],
      ['server peak RSS', `${(memory.peak / 1048576).toFixed(0)} MB`],
      ['database', database.kind],
    ],
    startedWith,
  );
  if (errors.length > 0) console.error(errors.slice(0, 5).join('\n'));
} finally {
  await server.stop().catch(() => {});
  await database.drop();
}
