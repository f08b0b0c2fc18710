import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, inviteStaff } from '../../src/modules/team/invitations.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { messagesSettled } from '../support/messages-settled.ts';
import { oldUserRow, runMigrationCase, type OldDb } from '../support/migration-kit.ts';

/**
 * Migration 015-staff-invitations on a database at the schema before it, with accounts in it: the accounts are kept as
 * they were, and an account from before is invited, emailed in its stored language, and gets the role on accepting.
 */
describe.each(TEST_DIALECTS)('migration 015-staff-invitations on %s', (dialect) => {
  it('keeps the accounts as they were; an account from before is invited in its language and accepts', async () => {
    await runMigrationCase(dialect, {
      before: '015',
      fill: async (db, d) => {
        await db
          .insertInto('user')
          .values([
            oldUserRow(d, 'old-admin', 'lead@example.org', 'en', { role: 'admin', name: 'Old admin' }),
            oldUserRow(d, 'old-founder', 'meera@example.org', 'hi', { role: 'applicant', name: 'Old applicant' }),
          ])
          .execute();
      },
      snapshot: (d: OldDb) => d.selectFrom('user').select(['id', 'name', 'email', 'role', 'language']).orderBy('id').execute(),
      check: async ({ app, config, before, after }) => {
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
      },
    });
  }, 120_000);
});
