import { describe, expect, it } from 'vitest';
import { saveCompanyInfo } from '../../src/modules/application/service.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { oldCohortRow, oldUserRow, runMigrationCase, type OldDb } from '../support/migration-kit.ts';

/**
 * Migration 020-field-saves on a database at the schema before it, with a cohort, a founder, their application (the
 * company step saved) and its step saves: every row is kept as it was; no field has an author yet, so a merge save
 * meeting a value written before the migration answers the conflict without a name, and a kept field gets its author.
 */
describe.each(TEST_DIALECTS)('migration 020-field-saves on %s', (dialect) => {
  it('keeps every row; fields saved before it have no author, saves after it record theirs', async () => {
    await runMigrationCase(dialect, {
      before: '020',
      fill: async (db, d) => {
        const now = new Date().toISOString();
        await db.insertInto('cohorts').values(oldCohortRow()).execute();
        await db
          .insertInto('user')
          .values([oldUserRow(d, 'old-draft', 'draft@example.org')])
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
          .values({
            application_id: 'app-draft',
            step: 'company',
            user_id: 'old-draft',
            user_name: 'Old old-draft',
            saved_at: now,
          })
          .execute();
      },
      snapshot: async (d: OldDb) => ({
        applications: await d.selectFrom('applications').selectAll().orderBy('id').execute(),
        members: await d.selectFrom('application_members').selectAll().execute(),
        stepSaves: await d.selectFrom('application_step_saves').selectAll().execute(),
      }),
      check: async ({ app, before, after }) => {
        const appDb = app.database.db;
        expect(after).toEqual(before);
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
      },
    });
  }, 120_000);
});
