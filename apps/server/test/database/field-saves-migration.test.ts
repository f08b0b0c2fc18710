import path from 'node:path';
import { readdirSync } from 'node:fs';
import { getMigrations } from 'better-auth/db/migration';
import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { authOptionsOf } from '../../src/auth/auth.ts';
import { loadConfig } from '../../src/config.ts';
import { connectDatabase } from '../../src/db/connect.ts';
import type { Dialect } from '../../src/db/types.ts';
import { saveCompanyInfo } from '../../src/modules/application/service.ts';
import { TEST_DIALECTS, TEST_ORIGIN } from '../support/helper.ts';
import { createStore } from '../support/reliability-kit.ts';

/**
 * Migration 020-field-saves on a database at the schema before it, with a cohort, a founder, their application (the
 * company step saved) and its step saves: every row is kept as it was; no field has an author yet, so a merge save
 * meeting a value written before the migration answers the conflict without a name, and a kept field gets its author.
 */
const MIGRATIONS_DIR = new URL('../../src/db/migrations/', import.meta.url);
const BEFORE = readdirSync(MIGRATIONS_DIR)
  .flatMap((file) => /^(\d{3}-[a-z0-9-]+)\.ts$/.exec(file)?.[1] ?? [])
  .filter((name) => name < '020')
  .sort();

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the schema is read from the database itself

const userRow = (dialect: Dialect, id: string, email: string) => {
  const now = new Date('2026-11-01T10:00:00.000Z');
  return {
    id,
    name: `Old ${id}`,
    email,
    emailVerified: dialect === 'postgres' ? true : 1,
    createdAt: dialect === 'postgres' ? now : now.toISOString(),
    updatedAt: dialect === 'postgres' ? now : now.toISOString(),
    role: 'applicant',
    language: 'en',
  };
};

describe.each(TEST_DIALECTS)('migration 020-field-saves on %s', (dialect) => {
  it('keeps every row; fields saved before it have no author, saves after it record theirs', async () => {
    const store = await createStore(dialect);
    try {
      const config = loadConfig(
        {
          NODE_ENV: 'test',
          BASE_URL: TEST_ORIGIN,
          AUTH_SECRET: 'migration-secret-that-is-long-enough-0123456789',
          LOG_LEVEL: 'silent',
          ...store.env,
        },
        { log: () => {} },
      );
      const previous = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'portal.db') });
      await (await getMigrations(authOptionsOf({ config, db: previous.db, dialect: previous.dialect }))).runMigrations();
      const migrations: Record<string, Migration> = {};
      for (const name of BEFORE) {
        const module = (await import(new URL(`${name}.ts`, MIGRATIONS_DIR).href)) as {
          up: (db: Db, d: Dialect) => Promise<void>;
        };
        migrations[name] = { up: (db) => module.up(db, previous.dialect) };
      }
      const migrator = new Migrator({ db: previous.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const db = previous.db as unknown as Db;
      const now = new Date().toISOString();
      await db
        .insertInto('cohorts')
        .values({
          id: 'old-cohort',
          name_en: 'Old cohort',
          name_hi: 'पुराना कोहोर्ट',
          description: null,
          opens_at: '2026-01-01T00:00:00.000Z',
          closes_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          archived_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db
        .insertInto('user')
        .values([userRow(previous.dialect, 'old-draft', 'draft@example.org')])
        .execute();
      await db
        .insertInto('applications')
        .values({
          id: 'app-draft',
          user_id: 'old-draft',
          cohort_id: 'old-cohort',
          application_status: 'in-progress',
          name: 'Old draft',
          phone_no: '9876543210',
          startup_name: 'Gram Tech',
          product: 'Cold storage',
          no_of_founders: 2,
          team_size: 5,
          city: 'Pune',
          state: 'Maharashtra',
          company_version: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db
        .insertInto('application_members')
        .values({ application_id: 'app-draft', user_id: 'old-draft', cohort_id: 'old-cohort', joined_at: now })
        .execute();
      await db
        .insertInto('application_step_saves')
        .values({ application_id: 'app-draft', step: 'company', user_id: 'old-draft', user_name: 'Old old-draft', saved_at: now })
        .execute();
      const snapshot = async (d: Db) => ({
        applications: await d.selectFrom('applications').selectAll().orderBy('id').execute(),
        members: await d.selectFrom('application_members').selectAll().execute(),
        stepSaves: await d.selectFrom('application_step_saves').selectAll().execute(),
      });
      const before = await snapshot(db);
      await previous.destroy();

      const app = await buildApp(config, { logger: false });
      await app.ready();
      try {
        const appDb = app.database.db;
        expect(await snapshot(appDb as unknown as Db)).toEqual(before);
        expect(await appDb.selectFrom('application_field_saves').selectAll().execute()).toEqual([]);

        const company = {
          companyName: 'Gram Tech',
          description: 'Cold storage',
          foundersCount: 2,
          teamSize: 5,
          city: 'Nashik',
          state: 'Maharashtra',
          hasDpiitCertification: false,
        };
        // A device that started from another city meets Pune, written before the migration: no name to show.
        const stale = await saveCompanyInfo(appDb, 'old-draft', 'app-draft', company, null, [
          { field: 'city', base: '"Satara"' },
        ]);
        expect(stale).toMatchObject({
          city: 'Pune',
          conflicts: [{ field: 'city', stored: '"Pune"', storedBy: null, storedAt: null }],
        });
        const kept = await saveCompanyInfo(appDb, 'old-draft', 'app-draft', company, null, [{ field: 'city', base: '"Pune"' }]);
        expect(kept).toMatchObject({ city: 'Nashik', conflicts: [] });
        expect(
          await appDb.selectFrom('application_field_saves').select(['application_id', 'field', 'user_id', 'user_name']).execute(),
        ).toEqual([{ application_id: 'app-draft', field: 'city', user_id: 'old-draft', user_name: 'Old old-draft' }]);
      } finally {
        await app.close();
      }
    } finally {
      await store.drop();
    }
  }, 120_000);
});
