import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Dialect } from '../../src/db/types.ts';
import { acceptInvitation, inviteStaff } from '../../src/modules/team/invitations.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { messagesSettled } from '../support/messages-settled.ts';
import { createStore } from '../support/reliability-kit.ts';
import { databaseBefore, type OldDb } from '../support/migration-kit.ts';

/**
 * Migration 015-staff-invitations on a database at the schema before it, with accounts in it: the accounts are kept as
 * they were, and an account from before is invited, emailed in its stored language, and gets the role on accepting.
 */
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
      const previous = await databaseBefore(store, '015');
      const { config, db } = previous;
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
        const after = await (app.database.db as unknown as OldDb)
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
        const role = await (app.database.db as unknown as OldDb)
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
