import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { OPERATIONS, type OperationName } from '@portal/shared/graphql/operations';
import { BULK_MOVE_MAX } from '@portal/shared/review/review-stages';
import { benchDatabase, resultName, type BenchDatabase } from './harness/database.ts';
import { machineNow, writeReport } from './harness/report.ts';
import { signUpOverHttp, startServer, type ServerProcess } from './harness/server.ts';

/**
 * Review at scale (docs/review-stages.md): 10,000 submitted applications and 50 reviewers seeded in the database,
 * a stage of 3 reviewers per application; times the bulk moves into the stage and the automatic assignment of
 * 30,000 reviews through the API, and checks the loads came out even. Budget: assignment ≤ 5 s.
 */
const APPLICATIONS = Number(process.env.REVIEW_BENCH_APPLICATIONS ?? 10_000);
const REVIEWERS = Number(process.env.REVIEW_BENCH_REVIEWERS ?? 50);
const PER_APPLICATION = 3;
const BUDGET_MS = 5000;
const PASSWORD = 'bench-password-1!';

interface Sql {
  insert: (table: string, columns: string[], rows: unknown[][]) => Promise<void>;
  run: (text: string, params: unknown[]) => Promise<void>;
  close: () => Promise<void>;
}

const sqlFor = async (database: BenchDatabase, dataDir: string): Promise<Sql> => {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return {
      insert: async (table, columns, rows) => {
        const values = rows.map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
        await client.query(`insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${values}`, rows.flat());
      },
      run: async (text, params) =>
        void (await client.query(
          text.replace(/\?/g, (_, i: number) => `$${text.slice(0, i).split('?').length}`),
          params,
        )),
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
    run: async (text, params) => void sqlite.prepare(text).run(...(params as never[])),
    close: async () => void sqlite.close(),
  };
};

const call = async <T>(
  server: ServerProcess,
  cookie: string,
  operationName: OperationName,
  variables: Record<string, unknown>,
): Promise<T> => {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, cookie },
    body: JSON.stringify({ operationName, query: OPERATIONS[operationName], variables }),
  });
  const json = (await response.json()) as { data?: T; errors?: unknown[] };
  if (json.errors) throw new Error(`${operationName}: ${JSON.stringify(json.errors)}`);
  return json.data!;
};

/** The applications are submitted to the stage's cohort (a stage moves and ranks only its own cohort's). */
const seed = async (db: Sql, kind: BenchDatabase['kind'], cohortId: string | null) => {
  const now = new Date().toISOString();
  const verified = kind === 'postgres' ? false : 0;
  const users = (role: string, count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => [
      randomUUID(),
      `${prefix} ${i}`,
      `${prefix}-${i}-${randomUUID()}@bench.example.org`,
      verified,
      now,
      now,
      role,
    ]);
  const userColumns = ['id', 'name', 'email', 'emailVerified', 'createdAt', 'updatedAt', 'role'];
  const reviewers = users('reviewer', REVIEWERS, 'reviewer');
  await db.insert('user', userColumns, reviewers);
  const chunk = 500;
  for (let start = 0; start < APPLICATIONS; start += chunk) {
    const founders = users('applicant', Math.min(chunk, APPLICATIONS - start), 'founder');
    await db.insert('user', userColumns, founders);
    await db.insert(
      'applications',
      [
        'id',
        'user_id',
        'cohort_id',
        'name',
        'startup_name',
        'city',
        'state',
        'application_status',
        'created_at',
        'updated_at',
        'submitted_at',
      ],
      founders.map((f, i) => [
        randomUUID(),
        f[0],
        cohortId,
        f[1],
        `Startup ${start + i}`,
        'Nashik',
        'Maharashtra',
        'submitted',
        now,
        now,
        now,
      ]),
    );
  }
};

const main = async () => {
  const startedWith = machineNow();
  const database = await benchDatabase();
  const server = await startServer(database.env);
  const db = await sqlFor(database, server.dataDir);
  try {
    const adminEmail = `bench-admin-${Date.now()}@example.com`;
    const admin = await signUpOverHttp(server, adminEmail, PASSWORD);
    await db.run(`update "user" set role = 'admin' where email = ?`, [adminEmail]);
    const { saveReviewStage } = await call<{ saveReviewStage: { id: string; cohortId: string | null }[] }>(
      server,
      admin,
      'SaveReviewStage',
      {
        input: {
          name: 'Screening',
          reviewersPerApplication: PER_APPLICATION,
          criteria: [
            { label: 'Rural impact', weight: 2 },
            { label: 'Team', weight: 1 },
          ],
        },
      },
    );
    const stageId = saveReviewStage[0]!.id;
    const seedStart = performance.now();
    await seed(db, database.kind, saveReviewStage[0]!.cohortId);
    const seedMs = performance.now() - seedStart;

    const moveStart = performance.now();
    let moved = 0;
    while (moved < APPLICATIONS) {
      const { moveTopApplications } = await call<{ moveTopApplications: { moved: number } }>(
        server,
        admin,
        'MoveTopApplications',
        { fromStageId: null, toStageId: stageId, count: BULK_MOVE_MAX },
      );
      if (moveTopApplications.moved === 0) break;
      moved += moveTopApplications.moved;
    }
    const moveMs = performance.now() - moveStart;
    if (moved !== APPLICATIONS) throw new Error(`the bulk moves took ${moved} of the ${APPLICATIONS} seeded applications`);

    const assignStart = performance.now();
    const { autoAssignStage } = await call<{ autoAssignStage: { created: number; loads: { assigned: number }[] } }>(
      server,
      admin,
      'AutoAssignStage',
      { stageId },
    );
    const assignMs = performance.now() - assignStart;
    const loads = autoAssignStage.loads.map((l) => l.assigned);
    const spread = Math.max(...loads) - Math.min(...loads);
    const met = assignMs <= BUDGET_MS && autoAssignStage.created === APPLICATIONS * PER_APPLICATION && spread <= 1;

    writeReport(
      resultName('review', database),
      {
        database: database.kind,
        applications: APPLICATIONS,
        reviewers: REVIEWERS,
        perApplication: PER_APPLICATION,
        seedMs,
        moved,
        moveMs,
        assignmentsCreated: autoAssignStage.created,
        assignMs,
        loadMin: Math.min(...loads),
        loadMax: Math.max(...loads),
        budgets: { assignMs: BUDGET_MS, loadSpread: 1 },
        met,
      },
      [
        ['database', database.kind],
        ['applications × reviewers per application, among reviewers', `${APPLICATIONS} × ${PER_APPLICATION}, among ${REVIEWERS}`],
        [
          `bulk moves into the stage (${Math.ceil(APPLICATIONS / BULK_MOVE_MAX)} calls of ≤ ${BULK_MOVE_MAX})`,
          `${moved} moved in ${moveMs.toFixed(0)} ms`,
        ],
        [
          'automatic assignment (one AutoAssignStage call)',
          `${autoAssignStage.created} assignments in **${assignMs.toFixed(0)} ms**`,
        ],
        ['loads (min / max per reviewer)', `${Math.min(...loads)} / ${Math.max(...loads)}`],
        ['budget: assignment ≤ 5 s, loads within 1', met ? 'met' : 'NOT met'],
      ],
      startedWith,
    );
  } finally {
    await db.close();
    await server.stop();
    await database.drop();
  }
};

await main();
