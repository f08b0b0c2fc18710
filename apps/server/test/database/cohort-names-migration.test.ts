import path from 'node:path';
import { readdirSync } from 'node:fs';
import { getMigrations } from 'better-auth/db/migration';
import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { cohortName } from '@portal/shared/cohorts/cohort';
import { DEFAULT_COHORT_NAMES } from '@portal/shared/cohorts/default-cohort';
import { buildApp } from '../../src/app.ts';
import { authOptionsOf } from '../../src/auth/auth.ts';
import { loadConfig } from '../../src/config.ts';
import { connectDatabase } from '../../src/db/connect.ts';
import type { Dialect } from '../../src/db/types.ts';
import { findCohort } from '../../src/modules/cohorts/cohort-repository.ts';
import { TEST_DIALECTS, TEST_ORIGIN } from '../support/helper.ts';
import { createStore } from '../support/reliability-kit.ts';

/**
 * Migration 023-cohort-names on a database at the schema before it, with the default first cohort, a cohort the team
 * named itself, an archived one, founders and their applications: every row is kept as it was; the default first
 * cohort reads in every language as on a fresh install, the others keep their English / Hindi name in every language
 * (Marathi the Hindi one) until the team adds names on the console.
 */
const MIGRATIONS_DIR = new URL('../../src/db/migrations/', import.meta.url);
const BEFORE = readdirSync(MIGRATIONS_DIR)
  .flatMap((file) => /^(\d{3}-[a-z0-9-]+)\.ts$/.exec(file)?.[1] ?? [])
  .filter((name) => name < '023')
  .sort();

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the schema is read from the database itself

const userRow = (dialect: Dialect, id: string, email: string, language: string) => {
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

const cohortRow = (id: string, nameEn: string, nameHi: string, archived = false) => {
  const now = '2026-10-01T00:00:00.000Z';
  return {
    id,
    name_en: nameEn,
    name_hi: nameHi,
    description: null,
    opens_at: '2026-01-01T00:00:00.000Z',
    closes_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    archived_at: archived ? now : null,
    created_at: now,
    updated_at: now,
  };
};

describe.each(TEST_DIALECTS)('migration 023-cohort-names on %s', (dialect) => {
  it('keeps every row; the default first cohort gets its names in every language, the others none', async () => {
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
        .values([
          cohortRow('first', 'Winter 2025 Cohort', 'विंटर 2025 कोहोर्ट'),
          cohortRow('own-name', 'Gramin Udyam 2026', 'ग्रामीण उद्यम 2026'),
          cohortRow('old-one', 'Pilot 2024', 'पायलट 2024', true),
        ])
        .execute();
      await db
        .insertInto('user')
        .values([
          userRow(previous.dialect, 'old-tamil', 'tamil@example.org', 'ta'),
          userRow(previous.dialect, 'old-urdu', 'urdu@example.org', 'ur'),
        ])
        .execute();
      await db
        .insertInto('applications')
        .values([
          {
            id: 'app-tamil',
            user_id: 'old-tamil',
            cohort_id: 'first',
            application_status: 'in-progress',
            name: 'Old Tamil',
            phone_no: '9876543210',
            created_at: now,
            updated_at: now,
          },
          {
            id: 'app-urdu',
            user_id: 'old-urdu',
            cohort_id: 'own-name',
            application_status: 'submitted',
            submitted_at: now,
            name: 'Old Urdu',
            created_at: now,
            updated_at: now,
          },
        ])
        .execute();
      const snapshot = async (d: Db) => ({
        cohorts: await d
          .selectFrom('cohorts')
          .select(['id', 'name_en', 'name_hi', 'description', 'opens_at', 'closes_at', 'archived_at', 'created_at', 'updated_at'])
          .orderBy('id')
          .execute(),
        users: await d.selectFrom('user').select(['id', 'email', 'language']).orderBy('id').execute(),
        applications: await d
          .selectFrom('applications')
          .select(['id', 'user_id', 'cohort_id', 'application_status', 'submitted_at', 'name', 'phone_no'])
          .orderBy('id')
          .execute(),
      });
      const before = await snapshot(db);
      await previous.destroy();

      const app = await buildApp(config, { logger: false });
      await app.ready();
      try {
        const after = await snapshot(app.database.db as unknown as Db);
        expect(after).toEqual(before);

        const first = (await findCohort(app.database.db, 'first'))!;
        expect(first.names).toEqual(DEFAULT_COHORT_NAMES);
        expect(cohortName(first, 'ta')).toBe('குளிர்கால 2025 சுற்று');
        expect(cohortName(first, 'ur')).toBe('موسم سرما 2025 گروپ');
        expect(cohortName(first, 'hi')).toBe('विंटर 2025 कोहोर्ट');
        expect(cohortName(first, 'en')).toBe('Winter 2025 Cohort');

        for (const id of ['own-name', 'old-one']) {
          const cohort = (await findCohort(app.database.db, id))!;
          expect(cohort.names).toEqual([]);
        }
        const own = (await findCohort(app.database.db, 'own-name'))!;
        expect(cohortName(own, 'ta')).toBe('Gramin Udyam 2026');
        expect(cohortName(own, 'bn')).toBe('Gramin Udyam 2026');
        expect(cohortName(own, 'mr')).toBe('ग्रामीण उद्यम 2026');
        expect(cohortName(own, 'hi')).toBe('ग्रामीण उद्यम 2026');
      } finally {
        await app.close();
      }
    } finally {
      await store.drop();
    }
  }, 120_000);
});
