import path from 'node:path';
import { readdirSync } from 'node:fs';
import { getMigrations } from 'better-auth/db/migration';
import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { authOptionsOf } from '../../src/auth/auth.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { connectDatabase } from '../../src/db/connect.ts';
import type { Dialect } from '../../src/db/types.ts';
import { TEST_ORIGIN } from './helper.ts';
import type { Store } from './reliability-kit.ts';

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

/** A user row as Better Auth's table holds it (PostgreSQL's booleans and timestamps, SQLite's numbers and text). */
export const oldUserRow = (dialect: Dialect, id: string, email: string, language = 'en') => {
  const now = new Date('2026-11-01T10:00:00.000Z');
  return {
    id,
    name: `Old ${id}`,
    email,
    emailVerified: dialect === 'postgres' ? true : 1,
    createdAt: dialect === 'postgres' ? now : now.toISOString(),
    updatedAt: dialect === 'postgres' ? now : now.toISOString(),
    role: 'applicant',
    language,
  };
};
