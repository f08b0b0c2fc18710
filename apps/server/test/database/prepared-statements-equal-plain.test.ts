import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { nameStatements } from '../../src/db/prepared-statements.ts';
import {
  cohortFactsOf,
  deleteApplication,
  findApplicationByUser,
  findApplicationRefOfUser,
  listInProgressApplications,
  setApplicationFileColumn,
  submittedApplicationIds,
  updateOwnApplication,
  upsertPersonalInfo,
} from '../../src/modules/application/repository.ts';
import { findReadyFilesOfApplication, insertUploadingFile, listFilesOfOwner } from '../../src/modules/files/file-repository.ts';
import { getPreferences, updatePreferences } from '../../src/modules/preferences/repository.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';

/** What one statement answered, as pg handed it to Kysely: rows, count, and each column's name and type. */
type Answer =
  | { text: string; values: unknown[]; rows: unknown[]; rowCount: number | null; command: string; columns: [string, number][] }
  | { text: string; values: unknown[]; error: string | undefined };

/** Wraps a connection's query (after nameStatements on the prepared pool) to keep what each statement answered. */
const recordAnswers = (answers: Answer[]) => (client: pg.PoolClient) => {
  const query = client.query.bind(client) as (text: unknown, values?: unknown, callback?: unknown) => unknown;
  const recorded = (text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined) return query(text, values, callback);
    return (query(text, values) as Promise<pg.QueryResult>).then(
      (result) => {
        answers.push({
          text,
          values,
          rows: result.rows,
          rowCount: result.rowCount,
          command: result.command,
          columns: result.fields.map((field) => [field.name, field.dataTypeID]),
        });
        return result;
      },
      (error: unknown) => {
        answers.push({ text, values, error: (error as { code?: string }).code });
        throw error;
      },
    );
  };
  Object.assign(client, { query: recorded });
};

const NOW = new Date('2026-03-04T05:06:07.089Z');
const USERS = ['user-asha', 'user-ravi', 'user-meera'];

/** The application's own queries, in the order a founder's session and the console would send them. */
const scenario = async (db: Kysely<Database>) => {
  const outcome = async <T>(run: () => Promise<T>) => {
    try {
      return { value: await run() };
    } catch (error) {
      return { error: (error as { code?: string }).code };
    }
  };
  const [asha, ravi, meera] = USERS as [string, string, string];
  const seen: unknown[] = [];
  const see = async <T>(run: () => Promise<T>) => seen.push(await outcome(run));
  await see(() => findApplicationByUser(db, asha));
  await see(() =>
    upsertPersonalInfo(db, {
      id: 'app-asha',
      userId: asha,
      cohortId: 'first',
      changes: { name: 'Asha', email: 'a@example.com', phone_no: null },
    }),
  );
  await see(() =>
    upsertPersonalInfo(db, {
      id: 'app-ravi',
      userId: ravi,
      cohortId: 'first',
      changes: { name: 'रवि 🚀', email: '', phone_no: '+91 98765 43210' },
    }),
  );
  // The same id for another founder: a unique violation (23505); an unknown founder: a foreign key violation (23503).
  await see(() => upsertPersonalInfo(db, { id: 'app-asha', userId: meera, cohortId: 'first', changes: { name: 'Meera' } }));
  await see(() =>
    upsertPersonalInfo(db, { id: 'app-nobody', userId: 'user-unknown', cohortId: 'first', changes: { name: 'Nobody' } }),
  );
  await see(() => upsertPersonalInfo(db, { id: 'ignored', userId: asha, cohortId: 'first', changes: { name: 'Asha K.' } }, 1));
  await see(() => upsertPersonalInfo(db, { id: 'ignored', userId: asha, cohortId: 'first', changes: { name: 'stale' } }, 1));
  await see(() =>
    db
      .transaction()
      .execute((trx) =>
        updateOwnApplication(
          trx,
          { id: 'app-asha', userId: asha, version: { step: 'funding', base: 0 } },
          { equity: 9_007_199_254_740_991, debt: 0, grant: null, dpiit_cert: true, team_size: 12 },
        ),
      ),
  );
  await see(() =>
    updateOwnApplication(
      db,
      { id: 'app-ravi', userId: ravi, version: { step: 'company', base: 0 } },
      { startup_name: 'Khet', team_size: 3 },
    ),
  );
  await see(() => updateOwnApplication(db, { id: 'app-ravi', userId: ravi }, { team_size: 2_147_483_648 }));
  await see(() => listInProgressApplications(db, { size: 10, number: 1 }));
  await see(() => listInProgressApplications(db, { size: 1, number: 2 }));
  await see(() => updateOwnApplication(db, { id: 'app-ravi', userId: asha }, { city: 'Pune' }));
  await see(() => findApplicationByUser(db, asha));
  await see(() => findApplicationRefOfUser(db, ravi));
  await see(() => submittedApplicationIds(db, ['app-asha', 'app-ravi', 'app-none']));
  await see(() =>
    db
      .updateTable('applications')
      .set({ application_status: 'submitted', submitted_at: NOW.toISOString() })
      .where('id', '=', 'app-ravi')
      .execute(),
  );
  await see(() => submittedApplicationIds(db, ['app-asha', 'app-ravi']));
  await see(() => listInProgressApplications(db, { size: 10, number: 1 }));
  await see(() => cohortFactsOf(db, 'app-asha'));
  await see(() =>
    insertUploadingFile(db, {
      id: 'file-1',
      ownerId: asha,
      applicationId: 'app-asha',
      kind: 'pitch_deck',
      name: 'deck.pdf',
      type: 'application/pdf',
      size: 5_000_000_000,
    }),
  );
  await see(() =>
    insertUploadingFile(db, {
      id: 'file-1',
      ownerId: asha,
      applicationId: 'app-asha',
      kind: 'pitch_deck',
      name: 'again.pdf',
      type: 'application/pdf',
      size: 1,
    }),
  );
  await see(() =>
    db
      .updateTable('files')
      .set({ status: 'ready', sha256: 'ab'.repeat(32) })
      .where('id', '=', 'file-1')
      .execute(),
  );
  await see(() => setApplicationFileColumn(db, 'app-asha', 'pitch_deck_url', { set: '/files/file-1' }, NOW.toISOString()));
  await see(() =>
    insertUploadingFile(db, {
      id: 'file-2',
      ownerId: asha,
      applicationId: 'app-asha',
      kind: 'video',
      name: 'पिच.mp4',
      type: 'video/mp4',
      size: 0,
    }),
  );
  await see(() => findReadyFilesOfApplication(db, 'app-asha'));
  await see(() => listFilesOfOwner(db, asha));
  // A join of the kind the console sends: each ready file with its application's founder and status.
  await see(() =>
    db
      .selectFrom('files')
      .innerJoin('applications', 'applications.id', 'files.application_id')
      .innerJoin('user', 'user.id', 'applications.user_id')
      .select([
        'files.id',
        'files.size',
        'applications.application_status',
        'applications.dpiit_cert',
        'user.email',
        'user.createdAt',
      ])
      .where('files.status', '=', 'ready')
      .where('applications.user_id', 'in', [asha, ravi])
      .execute(),
  );
  await see(() => getPreferences(db, asha));
  await see(() => updatePreferences(db, asha, { darkMode: true }));
  await see(() => updatePreferences(db, asha, { notifications: false }));
  await see(() => getPreferences(db, asha));
  await see(() => setApplicationFileColumn(db, 'app-asha', 'pitch_deck_url', { clear: '/files/file-1' }, NOW.toISOString()));
  await see(() => db.deleteFrom('files').where('id', '=', 'file-1').execute());
  await see(() => deleteApplication(db, 'app-ravi'));
  await see(() => findApplicationByUser(db, asha));
  return seen;
};

describe.runIf(TEST_DIALECTS.includes('postgres'))(
  'named prepared statements on PostgreSQL against a plain pg connection',
  () => {
    let t: TestApp;
    let admin: pg.Client;
    const pools: pg.Pool[] = [];

    /** A Kysely over one pooled connection: named as the app names them (db/connect.ts), or plain. */
    const connect = (named: boolean, answers: Answer[]) => {
      const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 1 });
      if (named) pool.on('connect', nameStatements);
      pool.on('connect', recordAnswers(answers));
      pools.push(pool);
      return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    };

    /** The same fresh rows before each run: three founders and nothing else. */
    const reset = async () => {
      await admin.query('truncate table files, applications, user_preferences, "user" cascade');
      for (const [i, id] of USERS.entries())
        await admin.query(
          `insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt") values ($1, $2, $3, false, $4, $4)`,
          [id, id, `${id}@example.com`, new Date(NOW.getTime() - i * 1000)],
        );
    };

    beforeAll(async () => {
      t = await createTestApp('postgres');
      admin = new pg.Client({ connectionString: t.config.databaseUrl });
      await admin.connect();
    });
    afterAll(async () => {
      await Promise.all(pools.map((pool) => pool.end()));
      await admin?.end();
      await t?.close();
    });

    it('answers the application’s queries with the same rows, counts, column types and error codes as unprepared ones', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(NOW);
      try {
        const preparedAnswers: Answer[] = [];
        const plainAnswers: Answer[] = [];
        const prepared = connect(true, preparedAnswers);
        const plain = connect(false, plainAnswers);

        await reset();
        const preparedSeen = await scenario(prepared);
        // Twice on the prepared connection: the second run uses the statements the first one prepared.
        await reset();
        preparedAnswers.length = 0;
        const preparedAgain = await scenario(prepared);
        const preparedRun = [...preparedAnswers];
        const named = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(prepared);
        await reset();
        const plainSeen = await scenario(plain);
        const plainRun = [...plainAnswers];
        const unnamed = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(plain);

        expect(named.rows[0]!.n).toBeGreaterThan(10);
        expect(unnamed.rows[0]!.n).toBe(0);
        expect(plainRun.length).toBeGreaterThan(30);
        expect(plainRun.filter((answer) => 'error' in answer).map((answer) => (answer as { error?: string }).error)).toEqual(
          expect.arrayContaining(['23505', '23503', '22003']),
        );
        expect(preparedRun).toEqual(plainRun);
        expect(preparedSeen).toEqual(plainSeen);
        expect(preparedAgain).toEqual(plainSeen);
      } finally {
        vi.useRealTimers();
      }
    });
  },
);
