import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Dialect } from '../../src/db/types.ts';
import { teamMessagesDb } from '../../src/modules/team-messages/team-message-tables.ts';
import { segmentMembers } from '../../src/modules/team-messages/team-segment.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { createStore } from '../support/reliability-kit.ts';
import { databaseBefore, oldCohortRow, oldUserRow, type OldDb } from '../support/migration-kit.ts';

/**
 * Migration 021-team-messages on a database at the schema before it, with a cohort, founders, their applications, a
 * stop and a reminder's delivery in it: every row is kept as it was, there are no team messages yet, and a team
 * message's group finds the old draft.
 */
const bit = (dialect: Dialect, value: boolean) => (dialect === 'postgres' ? value : value ? 1 : 0);

describe.each(TEST_DIALECTS)('migration 021-team-messages on %s', (dialect) => {
  it('keeps every row; no team message yet, and a group finds the old draft', async () => {
    const store = await createStore(dialect);
    try {
      const previous = await databaseBefore(store, '021');
      const { config, db } = previous;
      const now = new Date().toISOString();
      // Still open (closes in two hours).
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
          reminders: bit(dialect, true),
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
      // Since 018 every application has its founders as members (that migration made them for the older rows).
      await db
        .insertInto('application_members')
        .values([
          { application_id: 'app-draft', user_id: 'old-draft', cohort_id: 'old-cohort', joined_at: now },
          { application_id: 'app-dark', user_id: 'old-dark', cohort_id: 'old-cohort', joined_at: now },
        ])
        .execute();
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
      const snapshot = async (d: OldDb) => ({
        cohorts: await d
          .selectFrom('cohorts')
          .select(['id', 'name_en', 'name_hi', 'opens_at', 'closes_at', 'archived_at'])
          .orderBy('id')
          .execute(),
        users: await d.selectFrom('user').select(['id', 'email', 'language']).orderBy('id').execute(),
        preferences: await d
          .selectFrom('user_preferences')
          .select(['user_id', 'notifications', 'dark_mode', 'email_updates', 'reminders', 'message_channels', 'channels_offered'])
          .orderBy('user_id')
          .execute(),
        applications: await d
          .selectFrom('applications')
          .select(['id', 'user_id', 'cohort_id', 'application_status', 'submitted_at', 'name', 'phone_no'])
          .orderBy('id')
          .execute(),
        stops: await d.selectFrom('message_stops').selectAll().execute(),
        deliveries: await d.selectFrom('message_deliveries').selectAll().orderBy('id').execute(),
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

        expect(after.stops).toEqual(before.stops);
        expect(after.deliveries).toEqual(before.deliveries);
        const db = teamMessagesDb(app.database.db);
        expect(await db.selectFrom('team_messages').selectAll().execute()).toEqual([]);
        expect(await db.selectFrom('team_message_recipients').selectAll().execute()).toEqual([]);
        const missingVideo = await segmentMembers(db, 'old-cohort', { by: 'missing', step: 'video' });
        expect(missingVideo.map((m) => m.applicationId)).toEqual(['app-draft']);
        const submitted = await segmentMembers(db, 'old-cohort', { by: 'status', status: 'submitted' });
        expect(submitted.map((m) => m.applicationId)).toEqual(['app-dark']);
      } finally {
        await app.close();
      }
    } finally {
      await store.drop();
    }
  }, 120_000);
});
