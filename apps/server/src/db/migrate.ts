import { getMigrations } from 'better-auth/db/migration';
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { BetterAuthOptions } from 'better-auth';
import type { Database, Dialect } from './types.ts';
import { readdir } from 'node:fs/promises';

type DialectMigration = { up: (db: Kysely<unknown>, dialect: Dialect) => Promise<void> };

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/** A migration file: three digits, a name, `.ts` (e.g. 012-dpiit-number.ts); run in the order of their names. */
const MIGRATION_FILE = /^(\d{3}-[a-z0-9-]+)\.ts$/;

/** Our own tables, in order: every file under migrations/, so a new one needs no list of its own. */
const loadMigrations = async (): Promise<[string, DialectMigration][]> => {
  const names = (await readdir(MIGRATIONS_DIR)).flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? []).sort();
  return Promise.all(
    names.map(async (name): Promise<[string, DialectMigration]> => [
      name,
      (await import(new URL(`${name}.ts`, MIGRATIONS_DIR).href)) as DialectMigration,
    ]),
  );
};

const providerFor = (dialect: Dialect): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(
      (await loadMigrations()).map(([name, m]): [string, Migration] => [name, { up: (db) => m.up(db, dialect) }]),
    ),
});

/**
 * Brings the database to the latest schema: first Better Auth's tables (derived from the auth options, so
 * enabling a plugin adds its tables), then ours, which reference them.
 */
export const migrateToLatest = async (options: {
  db: Kysely<Database>;
  dialect: Dialect;
  authOptions: BetterAuthOptions;
}): Promise<string[]> => {
  const auth = await getMigrations(options.authOptions);
  await auth.runMigrations();
  const migrator = new Migrator({ db: options.db, provider: providerFor(options.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const applied = [
    ...auth.toBeCreated.map((t) => `auth table ${t.table}`),
    ...auth.toBeAdded.map((t) => `auth columns on ${t.table}`),
    ...(results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName),
  ];
  return applied;
};
