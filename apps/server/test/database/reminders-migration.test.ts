import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_OFFSETS } from '@portal/shared/reminders/reminder-schedule';
import { buildApp } from '../../src/app.ts';
import type { Dialect } from '../../src/db/types.ts';
import { getPreferences } from '../../src/modules/preferences/repository.ts';
import { listCohorts } from '../../src/modules/cohorts/cohort-repository.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { createStore } from '../support/reliability-kit.ts';
import { databaseBefore, oldCohortRow, oldUserRow, type OldDb } from '../support/migration-kit.ts';
import { reminderMails, remindersSettled } from '../support/reminder-kit.ts';

/**
 * Migration 016-reminders on a database at the schema before it, with a cohort, founders, their preferences and
 * applications in it: every row is kept as it was; the existing cohort reminds at the default times, the existing
 * preferences have reminders on, and an existing unfinished application gets its reminder once one is due.
 */
const bit = (dialect: Dialect, value: boolean) => (dialect === 'postgres' ? value : value ? 1 : 0);

describe.each(TEST_DIALECTS)('migration 016-reminders on %s', (dialect) => {
  it('keeps every row; existing cohorts and founders get the default reminders', async () => {
    const store = await createStore(dialect);
    try {
      const previous = await databaseBefore(store, '016');
      const { config, db } = previous;
      const now = new Date().toISOString();
      // Closes in two hours: the default 3-hour reminder is due as soon as the app runs.
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
        .insertInto('user_preferences')
        .values({
          user_id: 'old-dark',
          notifications: bit(dialect, false),
          dark_mode: bit(dialect, true),
          email_updates: bit(dialect, false),
          updated_at: now,
        })
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
        preferences: await d
          .selectFrom('user_preferences')
          .select(['user_id', 'notifications', 'dark_mode', 'email_updates'])
          .orderBy('user_id')
          .execute(),
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
        expect(after.preferences).toEqual(before.preferences);
        expect(after.applications).toEqual(before.applications);

        const old = (await listCohorts(app.database.db)).find((c) => c.id === 'old-cohort');
        expect(old?.reminderOffsets).toEqual(DEFAULT_REMINDER_OFFSETS);
        expect((await getPreferences(app.database.db, 'old-dark')).reminders).toBe(true);
        expect(await getPreferences(app.database.db, 'old-dark')).toMatchObject({
          darkMode: true,
          notifications: false,
          emailUpdates: false,
        });

        await app.reminders.runNow();
        await remindersSettled([app]);
        const mails = reminderMails(config.dataDir);
        expect(mails.map((m) => m.to)).toEqual(['draft@example.org']);
        expect(mails[0]!.text).toContain('Company Info, Business Details, Funding Info and Video Pitch are not done yet');
      } finally {
        await app.close();
      }
    } finally {
      await store.drop();
    }
  }, 120_000);
});
