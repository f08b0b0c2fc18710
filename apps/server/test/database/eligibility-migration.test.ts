import { describe, expect, it } from 'vitest';
import { findEligibilityCheck, findScreening } from '../../src/modules/eligibility/eligibility-repository.ts';
import { saveCohortEligibility, submitScreening } from '../../src/modules/eligibility/eligibility-service.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { putOldFounders, readOldFounders, runMigrationCase, type OldDb } from '../support/migration-kit.ts';

/**
 * Migration 022-eligibility on a database at the schema before it, with cohorts, founders and their applications
 * (a draft and a submitted one) and a form version in it: every row is kept as it was; the existing cohorts have no
 * eligibility check (their founders start as before), and once a check is saved an existing founder can be screened.
 */
const snapshot = async (d: OldDb) => ({
  ...(await readOldFounders(d)),
  forms: await d.selectFrom('form_versions').selectAll().orderBy('id').execute(),
  answers: await d.selectFrom('application_answers').selectAll().orderBy('application_id').execute(),
});

describe.each(TEST_DIALECTS)('migration 022-eligibility on %s', (dialect) => {
  it('keeps every row; existing cohorts have no check and their founders can be screened once one is saved', async () => {
    await runMigrationCase(dialect, {
      before: '022',
      fill: async (db, d) => {
        const now = new Date().toISOString();
        await putOldFounders(db, d, now);
        await db
          .insertInto('form_versions')
          .values({
            id: 'form-1',
            cohort_id: 'old-cohort',
            version: 1,
            questions: '[]',
            created_at: now,
            created_by_id: null,
            created_by_name: 'Old admin',
          })
          .execute();
        await db
          .insertInto('application_answers')
          .values({ application_id: 'app-dark', form_version_id: 'form-1', answers: '{}', updated_at: now })
          .execute();
      },
      snapshot,
      check: async ({ app, before, after }) => {
        expect(after.cohorts).toEqual(expect.arrayContaining(before.cohorts));
        expect(after.users).toEqual(before.users);
        expect(after.applications).toEqual(before.applications);

        expect(after.forms).toEqual(before.forms);
        expect(after.answers).toEqual(before.answers);

        const db2 = app.database.db;
        expect((await findEligibilityCheck(db2, 'old-cohort')).questions).toEqual([]);
        await saveCohortEligibility(
          { db: db2 },
          'old-cohort',
          [{ kind: 'yes_no', id: 'registered', labelEn: 'Registered?', labelHi: 'पंजीकृत?', mustBe: true }],
          { id: 'old-dark', name: 'Old admin' },
        );
        expect(await submitScreening({ db: db2 }, 'old-draft', 'old-cohort', { registered: false }, 'en')).toMatchObject({
          eligible: false,
          failedQuestionId: 'registered',
        });
        expect(await findScreening(db2, 'old-draft', 'old-cohort')).toMatchObject({ answers: { registered: false } });
        expect(await snapshot(db2 as unknown as OldDb)).toEqual(after);
      },
    });
  }, 120_000);
});
