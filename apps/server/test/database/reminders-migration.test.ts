import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_OFFSETS } from '@portal/shared/reminders/reminder-schedule';
import { getPreferences } from '../../src/modules/preferences/repository.ts';
import { listCohorts } from '../../src/modules/cohorts/cohort-repository.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { putOldFounders, readOldFounders, runMigrationCase, type OldDb } from '../support/migration-kit.ts';
import { reminderMails, remindersSettled } from '../support/reminder-kit.ts';

/**
 * Migration 016-reminders on a database at the schema before it, with a cohort, founders, their preferences and
 * applications in it: every row is kept as it was; the existing cohort reminds at the default times, the existing
 * preferences have reminders on, and an existing unfinished application gets its reminder once one is due.
 */
describe.each(TEST_DIALECTS)('migration 016-reminders on %s', (dialect) => {
  it('keeps every row; existing cohorts and founders get the default reminders', async () => {
    await runMigrationCase(dialect, {
      before: '016',
      // The cohort closes in two hours: the default 3-hour reminder is due as soon as the app runs.
      fill: (db, d) => putOldFounders(db, d, new Date().toISOString(), { preferences: {} }),
      snapshot: async (d: OldDb) => ({
        ...(await readOldFounders(d)),
        preferences: await d
          .selectFrom('user_preferences')
          .select(['user_id', 'notifications', 'dark_mode', 'email_updates'])
          .orderBy('user_id')
          .execute(),
      }),
      check: async ({ app, config, before, after }) => {
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
      },
    });
  }, 120_000);
});
