import { describe, expect, it } from 'vitest';
import { findAnswers, saveAnswers } from '../../src/modules/own-questions/answer-repository.ts';
import { latestFormVersion } from '../../src/modules/own-questions/form-version-repository.ts';
import { saveCohortForm } from '../../src/modules/own-questions/form-admin.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { putOldFounders, readOldFounders, runMigrationCase, type OldDb } from '../support/migration-kit.ts';

/**
 * Migration 017-own-questions on a database at the schema before it, with cohorts, founders and their applications
 * (a draft and a submitted one) in it: every row is kept as it was; the existing cohorts have no questions (their
 * form is as it was), and an existing application can be given answers once its cohort has questions.
 */
describe.each(TEST_DIALECTS)('migration 017-own-questions on %s', (dialect) => {
  it('keeps every row; existing cohorts start with no questions and their applications can be answered', async () => {
    await runMigrationCase(dialect, {
      before: '017',
      fill: (db, d) => putOldFounders(db, d, new Date().toISOString()),
      snapshot: readOldFounders,
      check: async ({ app, before, after }) => {
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
        expect(await readOldFounders(db2 as unknown as OldDb)).toEqual(after);
      },
    });
  }, 120_000);
});
