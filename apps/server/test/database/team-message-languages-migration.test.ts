import { describe, expect, it } from 'vitest';
import { jobsDb } from '../../src/jobs/jobs-table.ts';
import { CHANNEL_JOB, type ChannelPayload } from '../../src/modules/messages/channel-delivery.ts';
import { teamMessageJobHandler } from '../../src/modules/team-messages/team-message-delivery.ts';
import { readOtherTexts, teamMessagesDb } from '../../src/modules/team-messages/team-message-tables.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { oldCohortRow, oldUserRow, runMigrationCase, type OldDb } from '../support/migration-kit.ts';

/**
 * Migration 025-team-message-languages on a database at the schema before it, with a team message written in English
 * and Hindi only and its recipient, a Tamil founder: every row is kept as it was, the message reads as one without
 * texts in other languages, and its job still sends the Tamil founder the English text.
 */
const snapshot = async (d: OldDb) => ({
  messages: await d
    .selectFrom('team_messages')
    .select(['id', 'cohort_id', 'segment', 'subject_en', 'body_en', 'subject_hi', 'body_hi', 'sent_by_name', 'recipients'])
    .execute(),
  recipients: await d.selectFrom('team_message_recipients').selectAll().execute(),
  users: await d.selectFrom('user').select(['id', 'email', 'language']).execute(),
});

describe.each(TEST_DIALECTS)('migration 025-team-message-languages on %s', (dialect) => {
  it('keeps every team message; an old one reads with no other texts and still goes in the fallback text', async () => {
    await runMigrationCase(dialect, {
      before: '025',
      fill: async (db, d) => {
        const now = new Date().toISOString();
        await db.insertInto('cohorts').values(oldCohortRow()).execute();
        await db
          .insertInto('user')
          .values(oldUserRow(d, 'old-tamil', 'tamil@example.org', 'ta'))
          .execute();
        await db
          .insertInto('applications')
          .values({
            id: 'app-tamil',
            user_id: 'old-tamil',
            cohort_id: 'old-cohort',
            application_status: 'in-progress',
            name: 'Old Tamil',
            phone_no: '9876543210',
            created_at: now,
            updated_at: now,
          })
          .execute();
        await db
          .insertInto('application_members')
          .values({ application_id: 'app-tamil', user_id: 'old-tamil', cohort_id: 'old-cohort', joined_at: now })
          .execute();
        await db
          .insertInto('team_messages')
          .values({
            id: 'old-message',
            cohort_id: 'old-cohort',
            segment: JSON.stringify({ by: 'status', status: 'draft' }),
            subject_en: 'Your video pitch',
            body_en: 'Please upload your video pitch.',
            subject_hi: 'आपका वीडियो पिच',
            body_hi: 'कृपया अपना वीडियो पिच अपलोड करें।',
            sent_by_id: null,
            sent_by_name: 'An admin',
            recipients: 1,
            created_at: now,
          })
          .execute();
        await db
          .insertInto('team_message_recipients')
          .values({ message_id: 'old-message', application_id: 'app-tamil', user_id: 'old-tamil', created_at: now })
          .execute();
      },
      snapshot,
      started: (app) => app.jobs.stop(),
      check: async ({ app, before, after }) => {
        expect(after).toEqual(before);
        const messages = teamMessagesDb(app.database.db);
        const stored = await messages.selectFrom('team_messages').select('texts_other').executeTakeFirstOrThrow();
        expect(stored.texts_other).toBeNull();
        expect(readOtherTexts(stored.texts_other)).toEqual([]);

        const handler = teamMessageJobHandler({ db: () => messages, config: app.config });
        await handler.deliver({ messageId: 'old-message', applicationId: 'app-tamil' });
        const jobs = await jobsDb(app.database.db).selectFrom('jobs').select('payload').where('kind', '=', CHANNEL_JOB).execute();
        const emails = jobs.map((job) => (JSON.parse(job.payload) as ChannelPayload).email);
        expect(emails).toHaveLength(1);
        expect(emails[0]).toMatchObject({ to: 'tamil@example.org', subject: 'Your video pitch' });
        expect(emails[0]!.text).toContain('Please upload your video pitch.');
      },
    });
  }, 120_000);
});
