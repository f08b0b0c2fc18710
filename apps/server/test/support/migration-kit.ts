import path from 'node:path';
import { readdirSync } from 'node:fs';
import { getMigrations } from 'better-auth/db/migration';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { buildApp } from '../../src/app.ts';
import { authOptionsOf } from '../../src/auth/auth.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { connectDatabase } from '../../src/db/connect.ts';
import type { Dialect } from '../../src/db/types.ts';
import { TEST_ORIGIN, type TestDialect } from './helper.ts';
import { createStore, type Store } from './reliability-kit.ts';

/*
 * A migration test starts from a database at the schema just before the migration under test, fills it with rows as
 * the earlier code wrote them, then starts the app on it (which runs the migration) and checks every row was kept.
 */

const MIGRATIONS_DIR = new URL('../../src/db/migrations/', import.meta.url);

/** A database read by its own schema, not the current one (the tables are as the earlier migrations left them). */
export type OldDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the schema is read from the database itself

/** The migrations whose names sort before `before` (a migration's number, e.g. '024'). */
export const migrationsBefore = (before: string): string[] =>
  readdirSync(MIGRATIONS_DIR)
    .flatMap((file) => /^(\d{3}-[a-z0-9-]+)\.ts$/.exec(file)?.[1] ?? [])
    .filter((name) => name < before)
    .sort();

export interface DatabaseBefore {
  /** The app's configuration on the store, for `buildApp` once the rows are in. */
  config: Config;
  db: OldDb;
  dialect: Dialect;
  /** Closes the connection the rows were written on (before the app opens its own). */
  destroy: () => Promise<void>;
}

/**
 * The store's database with Better Auth's tables and our migrations before `before`; `env` adds to the app's
 * configuration (e.g. the first cohort's settings).
 */
export const databaseBefore = async (store: Store, before: string, env: Record<string, string> = {}): Promise<DatabaseBefore> => {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      BASE_URL: TEST_ORIGIN,
      AUTH_SECRET: 'migration-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'silent',
      ...store.env,
      ...env,
    },
    { log: () => {} },
  );
  const previous = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'portal.db') });
  await (await getMigrations(authOptionsOf({ config, db: previous.db, dialect: previous.dialect }))).runMigrations();
  const migrations: Record<string, Migration> = {};
  for (const name of migrationsBefore(before)) {
    const module = (await import(new URL(`${name}.ts`, MIGRATIONS_DIR).href)) as {
      up: (db: OldDb, d: Dialect) => Promise<void>;
    };
    migrations[name] = { up: (db) => module.up(db, previous.dialect) };
  }
  const migrator = new Migrator({ db: previous.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return { config, db: previous.db as unknown as OldDb, dialect: previous.dialect, destroy: () => previous.destroy() };
};

/**
 * The cohort row of the tests' old data (`cohorts` as migration 013 made it, with names and times as earlier code wrote
 * them): open since 1 January 2026 and closing at `closesAt`, 30 days from now unless given.
 */
export const oldCohortRow = (closesAt: string = new Date(Date.now() + 30 * 86_400_000).toISOString(), id = 'old-cohort') => {
  const now = new Date().toISOString();
  return {
    id,
    name_en: 'Old cohort',
    name_hi: 'पुराना कोहोर्ट',
    description: null,
    opens_at: '2026-01-01T00:00:00.000Z',
    closes_at: closesAt,
    archived_at: null,
    created_at: now,
    updated_at: now,
  };
};

/** A boolean as the dialect stores it (PostgreSQL's boolean, SQLite's 1 or 0). */
export const oldBool = (dialect: Dialect, value: boolean) => (dialect === 'postgres' ? value : value ? 1 : 0);

/**
 * A user row as Better Auth's table holds it (PostgreSQL's booleans and timestamps, SQLite's numbers and text): an
 * applicant named after its id unless `role` and `name` say otherwise.
 */
export const oldUserRow = (
  dialect: Dialect,
  id: string,
  email: string,
  language = 'en',
  { role = 'applicant', name = `Old ${id}` }: { role?: string; name?: string } = {},
) => {
  const now = new Date('2026-11-01T10:00:00.000Z');
  return {
    id,
    name,
    email,
    emailVerified: oldBool(dialect, true),
    createdAt: dialect === 'postgres' ? now : now.toISOString(),
    updatedAt: dialect === 'postgres' ? now : now.toISOString(),
    role,
    language,
  };
};

export interface OldFoundersOptions {
  /** When the old cohort closes (two hours from now unless given: the default 3-hour reminder is due). */
  closesAt?: string;
  /**
   * old-dark's preferences row (dark mode on, notifications and email updates off), with these further switches (e.g.
   * `{ reminders: true }` from 016 on); none when not given.
   */
  preferences?: Record<string, boolean>;
  /** The founders as their applications' members (every application has them since 018). */
  members?: boolean;
}

/**
 * The founders many migration tests start from, as earlier code wrote them: in the old cohort, old-draft
 * (draft@example.org) with an application in progress (app-draft) and old-dark (dark@example.org) with a submitted one
 * (app-dark). `now` is the time the rows were written.
 */
export const putOldFounders = async (
  db: OldDb,
  dialect: Dialect,
  now: string,
  { closesAt = new Date(Date.now() + 2 * 3_600_000).toISOString(), preferences, members = false }: OldFoundersOptions = {},
) => {
  await db.insertInto('cohorts').values(oldCohortRow(closesAt)).execute();
  await db
    .insertInto('user')
    .values([oldUserRow(dialect, 'old-draft', 'draft@example.org'), oldUserRow(dialect, 'old-dark', 'dark@example.org')])
    .execute();
  if (preferences) {
    const switches = Object.fromEntries(Object.entries(preferences).map(([key, value]) => [key, oldBool(dialect, value)]));
    await db
      .insertInto('user_preferences')
      .values({
        user_id: 'old-dark',
        notifications: oldBool(dialect, false),
        dark_mode: oldBool(dialect, true),
        email_updates: oldBool(dialect, false),
        ...switches,
        updated_at: now,
      })
      .execute();
  }
  await db
    .insertInto('applications')
    .values([
      {
        id: 'app-draft',
        user_id: 'old-draft',
        cohort_id: 'old-cohort',
        application_status: 'in-progress',
        name: 'Old draft',
        phone_no: '9876543210',
        created_at: now,
        updated_at: now,
      },
      {
        id: 'app-dark',
        user_id: 'old-dark',
        cohort_id: 'old-cohort',
        application_status: 'submitted',
        submitted_at: now,
        name: 'Old dark',
        created_at: now,
        updated_at: now,
      },
    ])
    .execute();
  if (members)
    await db
      .insertInto('application_members')
      .values([
        { application_id: 'app-draft', user_id: 'old-draft', cohort_id: 'old-cohort', joined_at: now },
        { application_id: 'app-dark', user_id: 'old-dark', cohort_id: 'old-cohort', joined_at: now },
      ])
      .execute();
};

/** The users of a database (id, email, language), as a migration test compares them before and after. */
export const readOldUsers = (d: OldDb) => d.selectFrom('user').select(['id', 'email', 'language']).orderBy('id').execute();

/** The applications of a database (who, where, how far, and the founder's name and phone), compared likewise. */
export const readOldApplications = (d: OldDb) =>
  d
    .selectFrom('applications')
    .select(['id', 'user_id', 'cohort_id', 'application_status', 'submitted_at', 'name', 'phone_no'])
    .orderBy('id')
    .execute();

/** The cohorts, users and applications of a database, as a migration test compares them before and after. */
export const readOldFounders = async (d: OldDb) => ({
  cohorts: await d
    .selectFrom('cohorts')
    .select(['id', 'name_en', 'name_hi', 'opens_at', 'closes_at', 'archived_at'])
    .orderBy('id')
    .execute(),
  users: await readOldUsers(d),
  applications: await readOldApplications(d),
});

/** The app started on a migrated database, with what the test read back before the migration and after it. */
export interface Migrated<S> {
  app: FastifyInstance;
  config: Config;
  store: Store;
  before: S;
  after: S;
}

export interface MigrationCase<S> {
  /** The migration under test's number (e.g. '019'): the database starts at the schema just before it. */
  before: string;
  /** Adds to the app's configuration (see `databaseBefore`). */
  env?: Record<string, string>;
  /** Puts the test's rows in, as the earlier code wrote them. */
  fill: (db: OldDb, dialect: Dialect) => Promise<void>;
  /** What the test reads back, before the migration and after it (nothing unless given). */
  snapshot?: (db: OldDb) => Promise<S>;
  /** Done on the started app before the rows are read back (e.g. stopping its jobs). */
  started?: (app: FastifyInstance) => Promise<void>;
  /** The test's checks on the started app. */
  check: (migrated: Migrated<S>) => Promise<void>;
}

/**
 * A migration test on `dialect`: a fresh store at the schema before the migration, the test's rows in it and read back;
 * then the app started on it (which runs the migration), the rows read back again and the test's checks run. The app
 * and the store are gone afterwards, whatever happened.
 */
export const runMigrationCase = async <S = undefined>(dialect: TestDialect, c: MigrationCase<S>): Promise<void> => {
  const read = c.snapshot ?? (async () => undefined as S);
  const store = await createStore(dialect);
  try {
    const previous = await databaseBefore(store, c.before, c.env);
    let before: S;
    try {
      await c.fill(previous.db, previous.dialect);
      before = await read(previous.db);
    } finally {
      await previous.destroy();
    }
    const app = await buildApp(previous.config, { logger: false });
    await app.ready();
    try {
      await c.started?.(app);
      const after = await read(app.database.db as unknown as OldDb);
      await c.check({ app, config: previous.config, store, before, after });
    } finally {
      await app.close();
    }
  } finally {
    await store.drop();
  }
};
