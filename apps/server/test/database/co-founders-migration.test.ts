import { describe, expect, it } from 'vitest';
import { listMembers } from '../../src/modules/application/members-repository.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { oldCohortRow, oldUserRow, readOldUsers, runMigrationCase, type OldDb } from '../support/migration-kit.ts';

/**
 * Migration 018-co-founders on a database at the schema before it, with a cohort, founders and their applications:
 * every row is kept as it was; each existing application has its founder as its one member, and the existing
 * cohort does not ask for the team's sign-off.
 */
describe.each(TEST_DIALECTS)('migration 018-co-founders on %s', (dialect) => {
  it('keeps every row; each existing application has its founder as its one member', async () => {
    await runMigrationCase(dialect, {
      before: '018',
      fill: async (db, d) => {
        const now = new Date().toISOString();
        await db.insertInto('cohorts').values(oldCohortRow()).execute();
        await db
          .insertInto('user')
          .values([oldUserRow(d, 'old-draft', 'draft@example.org'), oldUserRow(d, 'old-done', 'done@example.org')])
          .execute();
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
              created_at: '2026-11-02T10:00:00.000Z',
              updated_at: now,
            },
            {
              id: 'app-done',
              user_id: 'old-done',
              cohort_id: 'old-cohort',
              application_status: 'submitted',
              submitted_at: now,
              name: 'Old done',
              created_at: '2026-11-03T10:00:00.000Z',
              updated_at: now,
            },
          ])
          .execute();
      },
      snapshot: async (d: OldDb) => ({
        cohorts: await d
          .selectFrom('cohorts')
          .select(['id', 'name_en', 'name_hi', 'opens_at', 'closes_at'])
          .orderBy('id')
          .execute(),
        users: await readOldUsers(d),
        applications: await d
          .selectFrom('applications')
          .select(['id', 'user_id', 'cohort_id', 'application_status', 'submitted_at', 'name', 'phone_no', 'updated_at'])
          .orderBy('id')
          .execute(),
      }),
      check: async ({ app, before, after }) => {
        const migrated = app.database.db as unknown as OldDb;
        expect(after.cohorts).toEqual(expect.arrayContaining(before.cohorts));
        expect(after.users).toEqual(before.users);
        expect(after.applications).toEqual(before.applications);
        expect(await listMembers(app.database.db, 'app-draft')).toEqual([
          expect.objectContaining({ userId: 'old-draft', name: 'Old old-draft', joinedAt: '2026-11-02T10:00:00.000Z' }),
        ]);
        expect(await listMembers(app.database.db, 'app-done')).toEqual([expect.objectContaining({ userId: 'old-done' })]);
        const old = await migrated
          .selectFrom('cohorts')
          .select('team_sign_off')
          .where('id', '=', 'old-cohort')
          .executeTakeFirst();
        expect(Boolean(old?.team_sign_off)).toBe(false);
        expect(await migrated.selectFrom('application_invites').selectAll().execute()).toEqual([]);
      },
    });
  }, 120_000);
});
