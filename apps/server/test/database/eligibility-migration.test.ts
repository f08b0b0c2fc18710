import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { findEligibilityCheck, findScreening } from '../../src/modules/eligibility/eligibility-repository.ts';
import { saveCohortEligibility, submitScreening } from '../../src/modules/eligibility/eligibility-service.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { createStore } from '../support/reliability-kit.ts';
import { databaseBefore, oldCohortRow, oldUserRow, type OldDb } from '../support/migration-kit.ts';

/**
 * Migration 022-eligibility on a database at the schema before it, with cohorts, founders and their applications
 * (a draft and a submitted one) and a form version in it: every row is kept as it was; the existing cohorts have no
 * eligibility check (their founders start as before), and once a check is saved an existing founder can be screened.
 */
describe.each(TEST_DIALECTS)('migration 022-eligibility on %s', (dialect) => {
  it('keeps every row; existing cohorts have no check and their founders can be screened once one is saved', async () => {
    const store = await createStore(dialect);
    try {
      const previous = await databaseBefore(store, '022');
      const { config, db } = previous;
      const now = new Date().toISOString();
      const closesAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
      await db.insertInto('cohorts').values(oldCohortRow(closesAt)).execute();
      await db
        .insertInto('user')
        .values([
          oldUserRow(previous.dialect, 'old-draft', 'draft@example.org'),
          oldUserRow(previous.dialect, 'old-dark', 'dark@example.org'),
        ])
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
            created_at: now,
            updated_at: now,
          },
          {
            id: 'app-dark',
            user_id: 'old-dark',
            cohort_id: 'old-cohort',
            application_status: 'submitted',
            submitted_at: now,
            name: 'Old dark',
            created_at: now,
            updated_at: now,
          },
        ])
        .execute();
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
      const snapshot = async (d: OldDb) => ({
        cohorts: await d
          .selectFrom('cohorts')
          .select(['id', 'name_en', 'name_hi', 'opens_at', 'closes_at', 'archived_at'])
          .orderBy('id')
          .execute(),
        users: await d.selectFrom('user').select(['id', 'email', 'language']).orderBy('id').execute(),
        applications: await d
          .selectFrom('applications')
          .select(['id', 'user_id', 'cohort_id', 'application_status', 'submitted_at', 'name', 'phone_no'])
          .orderBy('id')
          .execute(),
        forms: await d.selectFrom('form_versions').selectAll().orderBy('id').execute(),
        answers: await d.selectFrom('application_answers').selectAll().orderBy('application_id').execute(),
      });
      const before = await snapshot(db);
      await previous.destroy();

      const app = await buildApp(config, { logger: false });
      await app.ready();
      try {
        const after = await snapshot(app.database.db as unknown as OldDb);
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
      } finally {
        await app.close();
      }
    } finally {
      await store.drop();
    }
  }, 120_000);
});
