import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { OPERATIONS, type OperationName } from '@portal/shared/graphql/operations';
import { benchDatabase, resultName, type BenchDatabase } from './harness/database.ts';
import { machineNow, writeReport } from './harness/report.ts';
import { signUpFounderWithConsent, startServer, type ServerProcess } from './harness/server.ts';
import { BARE_SAVE_DOCUMENT, BARE_SAVE_WHOLE_DOCUMENT, startBareGraphQL } from './harness/bare-graphql.ts';
import { cpuSeconds } from './harness/process-cpu.ts';
import { describeServerTiming, serverTiming } from './harness/server-timing-dump.ts';
import { SAVE_UPDATE_SQL, SAVE_UPDATE_SQL_POSTGRES } from './harness/save-statement.ts';
import { DURATION_S, ROUNDS, ROUND_SECONDS, anchorRounds, inRounds, perTurn, roundsOf, warmUp } from './harness/rounds.ts';

/**
 * The data API under 50 concurrent founders on SQLite (PostgreSQL when BENCH_DATABASE_URL is set): the status
 * query, a step save and submit validation, and the raw rate of the step save's database write done directly on
 * the same database in the same run.
 * Side by side, the bare libraries: Fastify + Mercurius making the same UPDATE with no auth (harness/bare-graphql-server.ts),
 * answering with the id and the time, and again with the fields the portal's save answers with.
 * The save, the bare saves and the raw write are measured in rounds, taking turns (harness/rounds.ts).
 * Budget (docs/performance.md): step save ≥ 70% of the raw write rate (50% on PostgreSQL); p99 ≤ 25 ms; our layers ≤ 15% over the bare libraries.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PASSWORD = 'bench-password-1!';

const graphqlBody = (operationName: OperationName, variables: Record<string, unknown> = {}) =>
  JSON.stringify({ operationName, query: OPERATIONS[operationName], variables });

const call = async (server: ServerProcess, cookie: string, body: string) => {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, cookie },
    body,
  });
  const json = (await response.json()) as { data?: Record<string, { id: string }>; errors?: unknown[] };
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json.data!;
};

interface Founder {
  cookie: string;
  applicationId: string;
}

const prepareFounders = async (server: ServerProcess, count: number): Promise<Founder[]> => {
  const founders: Founder[] = [];
  for (let i = 0; i < count; i++) {
    const cookie = await signUpFounderWithConsent(server, `bench-${i}-${Date.now()}@example.com`, PASSWORD);
    const data = await call(
      server,
      cookie,
      graphqlBody('SavePersonalInfo', { input: { name: `Founder ${i}`, email: `f${i}@example.com`, phone: '9876543210' } }),
    );
    founders.push({ cookie, applicationId: data.savePersonalInfo!.id });
  }
  return founders;
};

const fundingInput = { equityFunding: '1500000', debtFunding: '250000', grantFunding: '0' };

/** Autocannon's options for 50 founders, each connection with its own founder's cookie and body. */
const requestsFor = (
  server: { url: string; origin: string },
  founders: Founder[],
  body: (f: Founder) => string,
): autocannon.Options => {
  let next = 0;
  return {
    url: `${server.url}/graphql`,
    connections: CONNECTIONS,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', origin: server.origin },
    setupClient: (client: autocannon.Client) => {
      const founder = founders[next++ % founders.length]!;
      client.setHeaders({ 'content-type': 'application/json', origin: server.origin, cookie: founder.cookie });
      client.setBody(body(founder));
    },
  };
};

/** One load phase on its own, measured after a warm-up of the same; CPU per request in µs, all the server's threads. */
const load = async (server: { url: string; origin: string; pid: number }, founders: Founder[], body: (f: Founder) => string) => {
  const requests = requestsFor(server, founders, body);
  await warmUp(requests, server.pid);
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({ ...requests, duration: DURATION_S });
  const cpuUsPerRequest = ((cpuSeconds(server.pid) - cpuBefore) * 1e6) / Math.max(1, result.requests.total);
  const bytesPerResponse = result.throughput.total / Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
    cpuUsPerRequest,
    bytesPerResponse,
  };
};

/** The same UPDATE the step save makes, straight on the database file, one transaction each (synchronous=FULL). */
const rawWriteRate = (dataDir: string, founders: Founder[], seconds: number): number => {
  const sqlite = new SqliteDatabase(path.join(dataDir, 'portal.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  const statement = sqlite.prepare(SAVE_UPDATE_SQL);
  let done = 0;
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const founder = founders[done % founders.length]!;
    statement.get(1_500_000, 250_000, 0, new Date().toISOString(), founder.applicationId);
    done++;
  }
  sqlite.close();
  return done / seconds;
};

/**
 * The same UPDATE on PostgreSQL, one statement (autocommit) at a time from one connection per founder-connection.
 * `prepared`: as a named statement, parsed and planned once per connection, as the portal's save now is.
 */
const rawPostgresWriteRate = async (url: string, founders: Founder[], seconds: number, prepared = false): Promise<number> => {
  const clients = await Promise.all(
    Array.from({ length: Math.min(CONNECTIONS, 10) }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (Date.now() < until) {
        const founder = founders[done % founders.length]!;
        await client.query({
          text: SAVE_UPDATE_SQL_POSTGRES,
          values: [1_500_000, 250_000, 0, new Date().toISOString(), founder.applicationId],
          ...(prepared ? { name: 'bench_raw_save' } : {}),
        });
        done++;
      }
    }),
  );
  await Promise.all(clients.map((c) => c.end()));
  return done / seconds;
};

const rawRate = (database: BenchDatabase, dataDir: string, founders: Founder[], seconds: number): Promise<number> =>
  database.url
    ? rawPostgresWriteRate(database.url, founders, seconds)
    : Promise.resolve(rawWriteRate(dataDir, founders, seconds));

const startedWith = machineNow();
const database = await benchDatabase();
const server = await startServer(database.env);
try {
  const founders = await prepareFounders(server, CONNECTIONS);
  const status = await load(server, founders, () => graphqlBody('Viewer'));
  // Both servers run from here on, one idle while the other is measured; WAL lets both write the same SQLite file.
  const bareServer = await startBareGraphQL(
    database.url ? { url: database.url } : { sqliteFile: path.join(server.dataDir, 'portal.db') },
  );
  const bareBody = (query: string) => (f: Founder) =>
    JSON.stringify({ query, variables: { applicationId: f.applicationId, ...fundingInput } });
  const bareTarget = { url: bareServer.url, origin: server.origin };
  const compared = await (async () => {
    // A GraphQL error is still a 200: check the whole answer once, so a broken bare schema cannot pass for a fast one.
    const answer = (await (
      await fetch(`${bareServer.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bareBody(BARE_SAVE_WHOLE_DOCUMENT)(founders[0]!),
      })
    ).json()) as { data?: { saveFundingWhole?: { id: string } } };
    if (!answer.data?.saveFundingWhole?.id) throw new Error(`the bare whole-answer save failed: ${JSON.stringify(answer)}`);
    const saveRequests = requestsFor(server, founders, (f) =>
      graphqlBody('SaveFundingInfo', { applicationId: f.applicationId, input: fundingInput }),
    );
    const bareRequests = requestsFor(bareTarget, founders, bareBody(BARE_SAVE_DOCUMENT));
    const bareWholeRequests = requestsFor(bareTarget, founders, bareBody(BARE_SAVE_WHOLE_DOCUMENT));
    await warmUp(saveRequests, server.pid);
    await warmUp(bareRequests, bareServer.pid);
    await warmUp(bareWholeRequests, bareServer.pid);
    await Promise.all([serverTiming(server.pid), serverTiming(bareServer.pid)]); // from here on
    const save = roundsOf(saveRequests, server.pid);
    const bare = roundsOf(bareRequests, bareServer.pid);
    const bareWhole = roundsOf(bareWholeRequests, bareServer.pid);
    const raw = anchorRounds((seconds) => rawRate(database, server.dataDir, founders, seconds));
    const rawPrepared = database.url
      ? anchorRounds((seconds) => rawPostgresWriteRate(database.url!, founders, seconds, true))
      : undefined;
    await inRounds([save.turn, bare.turn, bareWhole.turn, raw.turn, ...(rawPrepared ? [rawPrepared.turn] : [])]);
    const [saveTiming, bareTiming] = await Promise.all([serverTiming(server.pid), serverTiming(bareServer.pid)]);
    return { save: save.result(), bare: bare.result(), bareWhole: bareWhole.result(), raw, rawPrepared, saveTiming, bareTiming };
  })().finally(() => bareServer.stop());
  const { save, bare, bareWhole, saveTiming, bareTiming } = compared;
  const raw = compared.raw.rate();
  const rawPrepared = compared.rawPrepared?.rate();
  const submit = await load(server, founders, (f) => graphqlBody('SubmitApplication', { applicationId: f.applicationId }));
  const memory = server.memory();
  const ratio = save.rps / raw;
  const ratioBudget = database.kind === 'sqlite' ? 0.7 : 0.5;
  // The issue sets the p99 budget for SQLite: "step save ≥ 0.7× the raw write and p99 ≤ 25 ms at 50 connections on SQLite".
  const p99Judged = database.kind === 'sqlite';
  const overBare = bare.rps / save.rps - 1;
  const fmt = (r: typeof status) =>
    `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, failed ${r.failed}, server CPU ${r.cpuUsPerRequest.toFixed(0)} µs/request`;
  const fmtRounds = (r: typeof save) => `${fmt(r)}; each turn ${perTurn(r.turnRps)} req/s`;
  const cpuOverBare = save.cpuUsPerRequest / bare.cpuUsPerRequest - 1;
  const overBareWhole = bareWhole.rps / save.rps - 1;
  const cpuOverBareWhole = save.cpuUsPerRequest / bareWhole.cpuUsPerRequest - 1;
  const bytes = (r: typeof save) => `${r.bytesPerResponse.toFixed(0)} B`;
  writeReport(
    resultName('api', database),
    {
      database: database.kind,
      cores: os.cpus().length,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      rounds: ROUNDS,
      roundSeconds: ROUND_SECONDS,
      status,
      save,
      submitValidation: submit,
      bareSave: bare,
      bareSaveWholeAnswer: bareWhole,
      costOverBareWholeAnswer: overBareWhole,
      cpuOverBareWholeAnswer: cpuOverBareWhole,
      rawWritesPerSecond: raw,
      rawWritesPerTurn: compared.raw.turnRates(),
      rawPreparedWritesPerSecond: rawPrepared,
      ratio,
      costOverBare: overBare,
      cpuOverBare,
      serverPeakRssBytes: memory.peak,
      serverTiming: saveTiming && { save: saveTiming, bare: bareTiming },
      budgets: { ratio: ratioBudget, ...(p99Judged ? { p99Ms: 25 } : {}), costOverBare: 0.15 },
      met: { ratio: ratio >= ratioBudget, ...(p99Judged ? { p99: save.p99 <= 25 } : {}), costOverBare: overBare <= 0.15 },
    },
    [
      ['status query (Viewer)', fmt(status)],
      [
        `step save (SaveFundingInfo), ${ROUNDS} turns of ${ROUND_SECONDS} s taken in rounds with the bare saves and the raw write`,
        fmtRounds(save),
      ],
      ['submit validation (incomplete → error list)', fmt(submit)],
      ['bare Fastify + Mercurius, same UPDATE, no auth', fmtRounds(bare)],
      ["bare, the same UPDATE answering with the save's fields", fmtRounds(bareWhole)],
      [
        "response size with headers: save / bare / bare with the save's fields",
        `${bytes(save)} / ${bytes(bare)} / ${bytes(bareWhole)}`,
      ],
      [
        'raw write of the same UPDATE (same database, same run)',
        `${raw.toFixed(0)} writes/s; each turn ${perTurn(compared.raw.turnRates())}`,
      ],
      ...(rawPrepared === undefined
        ? []
        : [
            [
              "the same raw write as a named prepared statement (not the budget's anchor; the save is one)",
              `${rawPrepared.toFixed(0)} writes/s`,
            ] as [string, string],
          ]),
      [`save / raw (budget ≥ ${ratioBudget.toFixed(2)})`, `${ratio.toFixed(3)} ${ratio >= ratioBudget ? 'met' : 'NOT met'}`],
      [
        'our layers over the bare libraries (bare/save − 1, budget ≤ 15%)',
        `${(overBare * 100).toFixed(0)}% ${overBare <= 0.15 ? 'met' : 'NOT met'}`,
      ],
      [
        'server CPU per save over the bare libraries (save/bare − 1; moves less with the load than req/s)',
        `${(cpuOverBare * 100).toFixed(0)}%`,
      ],
      [
        "over the bare libraries answering with the save's fields: req/s (bare/save − 1), server CPU per save (save/bare − 1)",
        `${(overBareWhole * 100).toFixed(0)}%, ${(cpuOverBareWhole * 100).toFixed(0)}%`,
      ],
      [
        p99Judged ? 'save p99 (budget ≤ 25 ms)' : 'save p99 (the 25 ms budget is set on SQLite only)',
        `${save.p99} ms${p99Judged ? (save.p99 <= 25 ? ' met' : ' NOT met') : ''}`,
      ],
      ...(saveTiming && bareTiming
        ? ([
            ['inside our server, over its save turns (BENCH_SERVER_TIMING)', describeServerTiming(saveTiming)],
            ['inside the bare server, over both bare turns', describeServerTiming(bareTiming)],
            [
              "Little's law: the mean wait at this many connections and this rate (connections ÷ req/s)",
              `ours ${((CONNECTIONS / save.rps) * 1000).toFixed(1)} ms, bare ${((CONNECTIONS / bare.rps) * 1000).toFixed(1)} ms`,
            ],
          ] as [string, string][])
        : []),
      ['server peak RSS', `${(memory.peak / 1048576).toFixed(0)} MB`],
      ['database', database.kind],
    ],
    startedWith,
  );
} finally {
  await server.stop().catch(() => {});
  await database.drop();
}
