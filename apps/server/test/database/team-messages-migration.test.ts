import { describe, expect, it } from 'vitest';
import { teamMessagesDb } from '../../src/modules/team-messages/team-message-tables.ts';
import { segmentMembers } from '../../src/modules/team-messages/team-segment.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { putOldFounders, readOldFounders, runMigrationCase, type OldDb } from '../support/migration-kit.ts';

/**
 * Migration 021-team-messages on a database at the schema before it, with a cohort, founders, their applications, a
 * stop and a reminder's delivery in it: every row is kept as it was, there are no team messages yet, and a team
 * message's group finds the old draft.
 */
describe.each(TEST_DIALECTS)('migration 021-team-messages on %s', (dialect) => {
  it('keeps every row; no team message yet, and a group finds the old draft', async () => {
    await runMigrationCase(dialect, {
      before: '021',
      fill: async (db, d) => {
        const now = new Date().toISOString();
        // Still open (closes in two hours). Since 018 every application has its founders as members (that migration
        // made them for the older rows).
        await putOldFounders(db, d, now, { preferences: { reminders: true }, members: true });
        await db
          .insertInto('message_stops')
          .values({ user_id: 'old-dark', kind: 'team', channel: 'email', created_at: now })
          .execute();
        await db
          .insertInto('message_deliveries')
          .values({
            id: 'reminder:old-cohort:180:app-draft:sms',
            message_id: 'reminder:old-cohort:180:app-draft',
            kind: 'reminder',
            channel: 'sms',
            user_id: 'old-draft',
            application_id: 'app-draft',
            status: 'sent',
            provider_id: null,
            last_error: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
      },
      snapshot: async (d: OldDb) => ({
        ...(await readOldFounders(d)),
        preferences: await d
          .selectFrom('user_preferences')
          .select(['user_id', 'notifications', 'dark_mode', 'email_updates', 'reminders', 'message_channels', 'channels_offered'])
          .orderBy('user_id')
          .execute(),
        stops: await d.selectFrom('message_stops').selectAll().execute(),
        deliveries: await d.selectFrom('message_deliveries').selectAll().orderBy('id').execute(),
      }),
      check: async ({ app, before, after }) => {
        expect(after.cohorts).toEqual(expect.arrayContaining(before.cohorts));
        expect(after.users).toEqual(before.users);
        expect(after.preferences).toEqual(before.preferences);
        expect(after.applications).toEqual(before.applications);

        expect(after.stops).toEqual(before.stops);
        expect(after.deliveries).toEqual(before.deliveries);
        const db = teamMessagesDb(app.database.db);
        expect(await db.selectFrom('team_messages').selectAll().execute()).toEqual([]);
        expect(await db.selectFrom('team_message_recipients').selectAll().execute()).toEqual([]);
        const missingVideo = await segmentMembers(db, 'old-cohort', { by: 'missing', step: 'video' });
        expect(missingVideo.map((m) => m.applicationId)).toEqual(['app-draft']);
        const submitted = await segmentMembers(db, 'old-cohort', { by: 'status', status: 'submitted' });
        expect(submitted.map((m) => m.applicationId)).toEqual(['app-dark']);
      },
    });
  }, 120_000);
});
