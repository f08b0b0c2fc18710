import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { benchDatabase, resultName, type BenchDatabase } from './harness/database.ts';
import { machineNow, writeReport } from './harness/report.ts';
import { startServer, type ServerProcess } from './harness/server.ts';

/**
 * 10,000 reminders at once (issue 52, docs/reminders.md): unfinished drafts inserted straight into the database, then
 * the cohort's close moved to 23 hours away, so its 1-day reminder is due. The instances (two on PostgreSQL, one on
 * SQLite) each run a reminder round a second; the clock runs from the moment the reminder is due until every
 * reminder is decided and no reminder job waits. Then every founder's email is counted in the instances' outboxes:
 * exactly one each. Target (the issue's): within 30 s. Prints the time, the load average and the counts.
 */
const FOUNDERS = Number(process.env.REMINDER_BENCH_FOUNDERS ?? 10_000);
const TARGET_S = 30;
const TIMEOUT_S = Number(process.env.REMINDER_BENCH_TIMEOUT ?? 600);

interface Sql {
  insert: (table: string, columns: string[], rows: unknown[][]) => Promise<void>;
  one: <T>(text: string, params?: unknown[]) => Promise<T>;
  run: (text: string, params?: unknown[]) => Promise<void>;
  close: () => Promise<void>;
}

const sqlFor = async (database: BenchDatabase, dataDir: string): Promise<Sql> => {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const numbered = (text: string) => text.replace(/\?/g, (_, i: number) => `$${text.slice(0, i).split('?').length}`);
    return {
      insert: async (table, columns, rows) => {
        const values = rows.map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
        await client.query(`insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${values}`, rows.flat());
      },
      one: async <T>(text: string, params: unknown[] = []) => (await client.query(numbered(text), params)).rows[0] as T,
      run: async (text, params = []) => void (await client.query(numbered(text), params)),
      close: () => client.end(),
    };
  }
  const sqlite = new SqliteDatabase(path.join(dataDir, 'portal.db'));
  sqlite.pragma('busy_timeout = 10000');
  return {
    insert: async (table, columns, rows) => {
      const values = rows.map((row) => `(${row.map(() => '?').join(', ')})`).join(', ');
      sqlite
        .prepare(`insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${values}`)
        .run(...(rows.flat() as never[]));
    },
    one: async <T>(text: string, params: unknown[] = []) => sqlite.prepare(text).get(...(params as never[])) as T,
    run: async (text, params = []) => void sqlite.prepare(text).run(...(params as never[])),
    close: async () => void sqlite.close(),
  };
};

/** Founders with an unfinished application each (and membership, as the API makes it), in chunks. */
const seed = async (db: Sql, kind: BenchDatabase['kind'], cohortId: string): Promise<void> => {
  const now = new Date().toISOString();
  const chunk = 500;
  for (let start = 0; start < FOUNDERS; start += chunk) {
    const ids = Array.from({ length: Math.min(chunk, FOUNDERS - start) }, (_, i) => `bench-founder-${start + i}`);
    await db.insert(
      'user',
      ['id', 'name', 'email', 'emailVerified', 'createdAt', 'updatedAt', 'role', 'language'],
      ids.map((id) => [
        id,
        `Founder ${id}`,
        `${id}@bench.example.org`,
        kind === 'postgres' ? true : 1,
        now,
        now,
        'applicant',
        'en',
      ]),
    );
    await db.insert(
      'applications',
      ['id', 'user_id', 'cohort_id', 'application_status', 'name', 'created_at', 'updated_at'],
      ids.map((id) => [`app-${id}`, id, cohortId, 'in-progress', `Founder ${id}`, now, now]),
    );
    await db.insert(
      'application_members',
      ['application_id', 'user_id', 'cohort_id', 'joined_at', 'read_confirmed_at'],
      ids.map((id) => [`app-${id}`, id, cohortId, now, null]),
    );
  }
};

/** How many emails each address got, over the instances' outboxes. */
const emailsByAddress = (servers: ServerProcess[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const server of servers) {
    const dir = path.join(server.dataDir, 'outbox');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.includes('-email-'))) {
      const to = /^To: (.*)$/m.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1];
      if (to) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
  }
  return counts;
};

const transactions = async (db: Sql, kind: BenchDatabase['kind']): Promise<number | undefined> =>
  kind === 'postgres'
    ? Number(
        (
          await db.one<{ n: string }>(
            'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
          )
        ).n,
      )
    : undefined;

const main = async () => {
  const startedWith = machineNow();
  const database = await benchDatabase();
  const count = database.kind === 'postgres' ? Number(process.env.REMINDER_BENCH_INSTANCES ?? 2) : 1;
  const env = { ...database.env, REMINDER_ROUND_SECONDS: '1' };
  const first = await startServer(env);
  const servers = [first, ...(await Promise.all(Array.from({ length: count - 1 }, () => startServer(env))))];
  const db = await sqlFor(database, first.dataDir);
  try {
    const { id: cohortId } = await db.one<{ id: string }>('select id from cohorts order by id limit 1');
    await seed(db, database.kind, cohortId);
    const before = await transactions(db, database.kind);

    // The 1-day reminder comes due now (the default times: 7d, 2d, 1d, 3h).
    const startedAt = performance.now();
    await db.run('update cohorts set closes_at = ? where id = ?', [
      new Date(Date.now() + 23 * 3_600_000).toISOString(),
      cohortId,
    ]);
    let storedAt: number | undefined;
    let doneAt: number | undefined;
    while (doneAt === undefined) {
      const state = await db.one<{ stored: string; decided: string; waiting: string }>(
        `select (select count(*) from reminder_sends) as stored,
                (select count(*) from reminder_sends where outcome is not null) as decided,
                (select count(*) from jobs where kind = 'reminder' and status = 'pending') as waiting`,
      );
      const now = performance.now();
      if (storedAt === undefined && Number(state.stored) >= FOUNDERS) storedAt = now;
      if (Number(state.stored) >= FOUNDERS && Number(state.decided) >= FOUNDERS && Number(state.waiting) === 0) doneAt = now;
      else if ((now - startedAt) / 1000 > TIMEOUT_S) throw new Error(`not done in ${TIMEOUT_S} s: ${JSON.stringify(state)}`);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (doneAt - startedAt) / 1000;
    const storedSeconds = (storedAt! - startedAt) / 1000;
    const sent = Number((await db.one<{ n: string }>("select count(*) as n from reminder_sends where outcome = 'sent'")).n);
    const peaks = servers.map((s) => Math.round(s.memory().peak / 1024 / 1024));
    const counts = emailsByAddress(servers);
    // The servers' connections end with them, which writes out their statistics.
    await Promise.all(servers.map((s) => s.stop()));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await transactions(db, database.kind);
    const perReminder = before !== undefined && after !== undefined ? (after - before) / FOUNDERS : undefined;

    const addresses = Array.from({ length: FOUNDERS }, (_, i) => `bench-founder-${i}@bench.example.org`);
    const exactlyOnce = addresses.filter((a) => counts.get(a) === 1).length;
    const twice = [...counts.values()].filter((n) => n > 1).length;
    const none = addresses.filter((a) => !counts.has(a)).length;
    const met = seconds <= TARGET_S && exactlyOnce === FOUNDERS && twice === 0;
    writeReport(
      resultName('reminders', database),
      {
        database: database.kind,
        instances: count,
        founders: FOUNDERS,
        storedSeconds,
        seconds,
        sent,
        exactlyOnce,
        twice,
        none,
        transactionsPerReminder: perReminder,
        peakRssMb: peaks,
        target: { seconds: TARGET_S },
        met,
      },
      [
        ['database, instances', `${database.kind}, ${count}`],
        ['unfinished drafts', String(FOUNDERS)],
        ['due → all stored', `${storedSeconds.toFixed(1)} s`],
        [`due → all delivered (target ≤ ${TARGET_S} s)`, `**${seconds.toFixed(1)} s** (${met ? 'met' : 'not met'})`],
        ['founders with exactly one email / none / more than one', `${exactlyOnce} / ${none} / ${twice}`],
        ['reminders recorded as sent', String(sent)],
        [
          'PostgreSQL transactions per reminder (every statement of the run, rounds included)',
          perReminder === undefined ? '—' : perReminder.toFixed(2),
        ],
        ['peak RSS per instance', peaks.map((mb) => `${mb} MB`).join(', ')],
      ],
      startedWith,
    );
    if (exactlyOnce !== FOUNDERS || twice > 0) process.exitCode = 1;
  } finally {
    await db.close();
    await Promise.all(servers.map((s) => s.stop().catch(() => {})));
    await database.drop();
  }
};

await main();
