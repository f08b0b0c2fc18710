import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { getMigrations } from 'better-auth/db/migration';
import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { authOptionsOf } from '../../src/auth/auth.ts';
import { loadConfig } from '../../src/config.ts';
import { connectDatabase } from '../../src/db/connect.ts';
import type { Dialect } from '../../src/db/types.ts';
import { acceptInvitation, inviteStaff } from '../../src/modules/team/invitations.ts';
import { TEST_DIALECTS, TEST_ORIGIN } from '../support/helper.ts';
import { messagesSettled } from '../support/messages-settled.ts';
import { createStore } from '../support/reliability-kit.ts';

/**
 * Migration 015-staff-invitations on a database at the schema before it, with accounts in it: the accounts are kept as
 * they were, and an account from before is invited, emailed in its stored language, and gets the role on accepting.
 */
const MIGRATIONS_DIR = new URL('../../src/db/migrations/', import.meta.url);
const BEFORE = readdirSync(MIGRATIONS_DIR)
  .flatMap((file) => /^(\d{3}-[a-z0-9-]+)\.ts$/.exec(file)?.[1] ?? [])
  .filter((name) => name < '015')
  .sort();

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the schema is read from the database itself

const userRow = (dialect: Dialect, id: string, email: string, role: string, language: string) => {
  const now = new Date('2026-11-01T10:00:00.000Z');
  return {
    id,
    name: `Old ${role}`,
    email,
    emailVerified: dialect === 'postgres' ? true : 1,
    createdAt: dialect === 'postgres' ? now : now.toISOString(),
    updatedAt: dialect === 'postgres' ? now : now.toISOString(),
    role,
    language,
  };
};

describe.each(TEST_DIALECTS)('migration 015-staff-invitations on %s', (dialect) => {
  it('keeps the accounts as they were; an account from before is invited in its language and accepts', async () => {
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
      await db
        .insertInto('user')
        .values([
          userRow(previous.dialect, 'old-admin', 'lead@example.org', 'admin', 'en'),
          userRow(previous.dialect, 'old-founder', 'meera@example.org', 'applicant', 'hi'),
        ])
        .execute();
      const before = await db.selectFrom('user').select(['id', 'name', 'email', 'role', 'language']).orderBy('id').execute();
      await previous.destroy();

      const app = await buildApp(config, { logger: false });
      await app.ready();
      try {
        const after = await (app.database.db as unknown as Db)
          .selectFrom('user')
          .select(['id', 'name', 'email', 'role', 'language'])
          .orderBy('id')
          .execute();
        expect(after).toEqual(before);

        const admin = { id: 'old-admin', name: 'Old admin', email: 'lead@example.org', role: 'admin' as const };
        await inviteStaff(app, admin, { email: 'meera@example.org', role: 'reviewer' });
        await messagesSettled(app);
        const outbox = path.join(config.dataDir, 'outbox');
        const mail = readdirSync(outbox)
          .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
          .find((text) => text.includes('To: meera@example.org'));
        expect(mail).toContain('आमंत्रण');
        const token = /invitation\?token=([\w-]+)/.exec(mail ?? '')?.[1] ?? '';
        const founder = { id: 'old-founder', name: 'Old applicant', email: 'meera@example.org' };
        expect(await acceptInvitation(app, founder, token)).toEqual({ role: 'reviewer' });
        const role = await (app.database.db as unknown as Db)
          .selectFrom('user')
          .select('role')
          .where('id', '=', 'old-founder')
          .executeTakeFirst();
        expect(role?.role).toBe('reviewer');
      } finally {
        await app.close();
      }
    } finally {
      await store.drop();
    }
  }, 120_000);
});
