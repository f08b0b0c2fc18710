import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { findAnswers, saveAnswers } from '../../src/modules/own-questions/answer-repository.ts';
import { latestFormVersion } from '../../src/modules/own-questions/form-version-repository.ts';
import { saveCohortForm } from '../../src/modules/own-questions/form-admin.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { createStore } from '../support/reliability-kit.ts';
import { databaseBefore, oldCohortRow, oldUserRow, type OldDb } from '../support/migration-kit.ts';

/**
 * Migration 017-own-questions on a database at the schema before it, with cohorts, founders and their applications
 * (a draft and a submitted one) in it: every row is kept as it was; the existing cohorts have no questions (their
 * form is as it was), and an existing application can be given answers once its cohort has questions.
 */
describe.each(TEST_DIALECTS)('migration 017-own-questions on %s', (dialect) => {
  it('keeps every row; existing cohorts start with no questions and their applications can be answered', async () => {
    const store = await createStore(dialect);
    try {
      const previous = await databaseBefore(store, '017');
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

        const db2 = app.database.db;
        expect(await latestFormVersion(db2, 'old-cohort')).toBeUndefined();
        const version = await saveCohortForm(
          { db: db2 },
          'old-cohort',
          [{ kind: 'yes_no', id: 'women_led', labelEn: 'Women-led?', labelHi: 'महिला नेतृत्व?', step: 'company' }],
          { id: 'old-dark', name: 'Old admin' },
        );
        expect(version.version).toBe(1);
        await saveAnswers(db2, 'app-draft', version.id, { women_led: true });
        expect(await findAnswers(db2, 'app-draft')).toMatchObject({ formVersionId: version.id, answers: { women_led: true } });
        expect(await findAnswers(db2, 'app-dark')).toBeUndefined();
        expect(await snapshot(db2 as unknown as OldDb)).toEqual(after);
      } finally {
        await app.close();
      }
    } finally {
      await store.drop();
    }
  }, 120_000);
});
