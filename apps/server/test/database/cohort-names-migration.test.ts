import { describe, expect, it } from 'vitest';
import { cohortName } from '@portal/shared/cohorts/cohort';
import { DEFAULT_COHORT_NAMES } from '@portal/shared/cohorts/default-cohort';
import { findCohort } from '../../src/modules/cohorts/cohort-repository.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { oldUserRow, readOldApplications, readOldUsers, runMigrationCase, type OldDb } from '../support/migration-kit.ts';

/**
 * Migration 023-cohort-names on a database at the schema before it, with the default first cohort, a cohort the team
 * named itself, an archived one, founders and their applications: every row is kept as it was; the default first
 * cohort reads in every language as on a fresh install, the others keep their English / Hindi name in every language
 * (Marathi the Hindi one) until the team adds names on the console.
 */
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
    await runMigrationCase(dialect, {
      before: '023',
      fill: async (db, d) => {
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
          .values([oldUserRow(d, 'old-tamil', 'tamil@example.org', 'ta'), oldUserRow(d, 'old-urdu', 'urdu@example.org', 'ur')])
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
      },
      snapshot: async (d: OldDb) => ({
        cohorts: await d
          .selectFrom('cohorts')
          .select(['id', 'name_en', 'name_hi', 'description', 'opens_at', 'closes_at', 'archived_at', 'created_at', 'updated_at'])
          .orderBy('id')
          .execute(),
        users: await readOldUsers(d),
        applications: await readOldApplications(d),
      }),
      check: async ({ app, before, after }) => {
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
      },
    });
  }, 120_000);
});
