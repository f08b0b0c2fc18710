import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../support/helper.ts';
import {
  oldCohortRow,
  oldUserRow,
  readOldApplications,
  readOldUsers,
  runMigrationCase,
  type OldDb,
} from '../support/migration-kit.ts';
import { reminderMails, remindersSettled } from '../support/reminder-kit.ts';

/**
 * Migration 024-member-reminders on a database at the schema before it, with a cohort closing in two hours, a draft
 * with its founder and a Hindi co-founder, a submitted application, the reminders already stored and sent (one due
 * now, one from the day before), the day's counts and a reminder's deliveries: every row is kept as it was; the
 * founder, who had the due reminder, gets it no second time, and the co-founder gets their own, once.
 */
const snapshot = async (d: OldDb) => ({
  users: await readOldUsers(d),
  applications: await readOldApplications(d),
  members: await d
    .selectFrom('application_members')
    .select(['application_id', 'user_id', 'cohort_id', 'joined_at'])
    .orderBy('application_id')
    .orderBy('user_id')
    .execute(),
  sends: await d.selectFrom('reminder_sends').selectAll().orderBy('id').execute(),
  counts: await d.selectFrom('reminder_day_counts').selectAll().orderBy('user_id').orderBy('day').execute(),
  deliveries: await d.selectFrom('message_deliveries').selectAll().orderBy('id').execute(),
});

describe.each(TEST_DIALECTS)('migration 024-member-reminders on %s', (dialect) => {
  it('keeps every row; the founder is not reminded again, the co-founder gets the due reminder once', async () => {
    await runMigrationCase(dialect, {
      before: '024',
      fill: async (db, d) => {
        const now = new Date().toISOString();
        const yesterday = new Date(Date.now() - 86_400_000).toISOString();
        // Still open: closes in two hours, so of the default times the 3-hour reminder is due.
        await db
          .insertInto('cohorts')
          .values(oldCohortRow(new Date(Date.now() + 2 * 3_600_000).toISOString()))
          .execute();
        await db
          .insertInto('user')
          .values([
            oldUserRow(d, 'old-founder', 'founder@example.org', 'en'),
            oldUserRow(d, 'old-cofounder', 'cofounder@example.org', 'hi'),
            oldUserRow(d, 'old-submitted', 'submitted@example.org', 'ta'),
          ])
          .execute();
        await db
          .insertInto('applications')
          .values([
            {
              id: 'app-draft',
              user_id: 'old-founder',
              cohort_id: 'old-cohort',
              application_status: 'in-progress',
              name: 'Old founder',
              phone_no: '9876543210',
              created_at: yesterday,
              updated_at: now,
            },
            {
              id: 'app-done',
              user_id: 'old-submitted',
              cohort_id: 'old-cohort',
              application_status: 'submitted',
              submitted_at: now,
              name: 'Old submitted',
              created_at: yesterday,
              updated_at: now,
            },
          ])
          .execute();
        await db
          .insertInto('application_members')
          .values([
            { application_id: 'app-draft', user_id: 'old-founder', cohort_id: 'old-cohort', joined_at: yesterday },
            { application_id: 'app-draft', user_id: 'old-cofounder', cohort_id: 'old-cohort', joined_at: now },
            { application_id: 'app-done', user_id: 'old-submitted', cohort_id: 'old-cohort', joined_at: yesterday },
          ])
          .execute();
        const send = (minutes: number, application: string, user: string, outcome: string, at: string) => ({
          id: `reminder:old-cohort:${minutes}:${application}`,
          cohort_id: 'old-cohort',
          minutes_before: minutes,
          application_id: application,
          user_id: user,
          outcome,
          created_at: at,
          finished_at: at,
        });
        await db
          .insertInto('reminder_sends')
          .values([
            send(1440, 'app-draft', 'old-founder', 'sent', yesterday),
            send(1440, 'app-done', 'old-submitted', 'sent', yesterday),
            send(180, 'app-draft', 'old-founder', 'sent', now),
            send(180, 'app-done', 'old-submitted', 'submitted', now),
          ])
          .execute();
        await db
          .insertInto('reminder_day_counts')
          .values([
            { user_id: 'old-founder', day: yesterday.slice(0, 10), sent: 1 },
            { user_id: 'old-founder', day: now.slice(0, 10), sent: 1 },
            { user_id: 'old-submitted', day: yesterday.slice(0, 10), sent: 1 },
          ])
          .execute();
        const delivery = (channel: string, status: string) => ({
          id: `reminder:old-cohort:180:app-draft:${channel}`,
          message_id: 'reminder:old-cohort:180:app-draft',
          kind: 'reminder',
          channel,
          user_id: 'old-founder',
          application_id: 'app-draft',
          status,
          provider_id: channel === 'whatsapp' ? 'wamid.HBgMOTE5ODc2NTQzMjEw' : null,
          last_error: null,
          created_at: now,
          updated_at: now,
        });
        await db
          .insertInto('message_deliveries')
          .values([delivery('email', 'sent'), delivery('whatsapp', 'delivered')])
          .execute();
      },
      snapshot,
      check: async ({ app, store, before, after }) => {
        expect(after.users).toEqual(before.users);
        expect(after.applications).toEqual(before.applications);
        expect(after.members).toEqual(before.members);
        // The instance's first round may already have stored the co-founder's reminder: every old row is as it was.
        for (const row of before.sends) expect(after.sends).toContainEqual(row);
        for (const row of before.deliveries) expect(after.deliveries).toContainEqual(row);

        await app.reminders.runNow();
        await remindersSettled([app]);
        await app.reminders.runNow();
        await remindersSettled([app]);
        const sends = await (app.database.db as unknown as OldDb)
          .selectFrom('reminder_sends')
          .select(['id', 'user_id', 'outcome'])
          .where('minutes_before', '=', 180)
          .orderBy('id')
          .execute();
        expect(sends).toEqual([
          { id: 'reminder:old-cohort:180:app-done', user_id: 'old-submitted', outcome: 'submitted' },
          { id: 'reminder:old-cohort:180:app-draft', user_id: 'old-founder', outcome: 'sent' },
          { id: 'reminder:old-cohort:180:app-draft:old-cofounder', user_id: 'old-cofounder', outcome: 'sent' },
        ]);
        const mails = reminderMails(store.dataDir);
        expect(mails.map((m) => m.to)).toEqual(['cofounder@example.org']);
        expect(mails[0]!.subject).toContain('अपना आवेदन पूरा करें');
        const final = await snapshot(app.database.db as unknown as OldDb);
        for (const row of before.sends) expect(final.sends).toContainEqual(row);
        for (const row of before.deliveries) expect(final.deliveries).toContainEqual(row);
        for (const row of before.counts) expect(final.counts).toContainEqual(row);
      },
    });
  }, 120_000);
});
