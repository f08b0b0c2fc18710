import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_OFFSETS } from '@portal/shared/reminders/reminder-schedule';
import { getPreferences } from '../../src/modules/preferences/repository.ts';
import { listCohorts } from '../../src/modules/cohorts/cohort-repository.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { putOldFounders, readOldFounders, runMigrationCase, type OldDb } from '../support/migration-kit.ts';
import { reminderMails, remindersSettled } from '../support/reminder-kit.ts';

/**
 * Migration 019-message-channels on a database at the schema before it, with a cohort, founders, their preferences
 * (reminders on) and applications in it: every row is kept as it was; existing founders are reached by email only,
 * have not been offered the choice yet, have stopped nothing, and an unfinished application still gets its reminder.
 */
describe.each(TEST_DIALECTS)('migration 019-message-channels on %s', (dialect) => {
  it('keeps every row; existing founders are reached by email and still get their reminder', async () => {
    await runMigrationCase(dialect, {
      before: '019',
      // The cohort closes in two hours: the default 3-hour reminder is due as soon as the app runs. Since 018 every
      // application has its founders as members (that migration made them for the older rows).
      fill: (db, d) => putOldFounders(db, d, new Date().toISOString(), { preferences: { reminders: true }, members: true }),
      snapshot: async (d: OldDb) => ({
        ...(await readOldFounders(d)),
        preferences: await d
          .selectFrom('user_preferences')
          .select(['user_id', 'notifications', 'dark_mode', 'email_updates', 'reminders'])
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
          channels: ['email'],
          channelsOffered: false,
        });
        expect(
          await app.database.db
            .selectFrom('message_stops' as never)
            .selectAll()
            .execute(),
        ).toEqual([]);

        await app.reminders.runNow();
        await remindersSettled([app]);
        const mails = reminderMails(config.dataDir);
        expect(mails.map((m) => m.to)).toEqual(['draft@example.org']);
        expect(mails[0]!.text).toContain('Company Info, Business Details, Funding Info and Video Pitch are not done yet');
      },
    });
  }, 120_000);
});
