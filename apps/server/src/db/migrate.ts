import { getMigrations } from 'better-auth/db/migration';
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { BetterAuthOptions } from 'better-auth';
import type { Database, Dialect } from './types.ts';
import * as m001 from './migrations/001-applications.ts';
import * as m002 from './migrations/002-review.ts';
import * as m003 from './migrations/003-jobs.ts';
import * as m004 from './migrations/004-upload-writes.ts';
import * as m005 from './migrations/005-step-versions.ts';
import * as m006 from './migrations/006-review-stages.ts';
import * as m007 from './migrations/007-review-fairness.ts';
import * as m008 from './migrations/008-data-rights.ts';
import * as m009 from './migrations/009-file-media.ts';
import * as m011 from './migrations/011-stage-calibration.ts';

type DialectMigration = { up: (db: Kysely<unknown>, dialect: Dialect) => Promise<void> };

/** Our own tables, in order. Add a file under migrations/ and list it here. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '001-applications': m001,
  '002-review': m002,
  '003-jobs': m003,
  '004-upload-writes': m004,
  '005-step-versions': m005,
  '006-review-stages': m006,
  '007-review-fairness': m007,
  '008-data-rights': m008,
  '009-file-media': m009,
  '011-stage-calibration': m011,
};

const providerFor = (dialect: Dialect): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, m]): [string, Migration] => [name, { up: (db) => m.up(db, dialect) }]),
    ),
});

/**
 * Brings the database to the latest schema: first Better Auth's tables (derived from the auth options, so
 * enabling a plugin adds its tables), then ours, which reference them.
 */
export const migrateToLatest = async (options: { db: Kysely<Database>; dialect: Dialect; authOptions: BetterAuthOptions }): Promise<string[]> => {
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
