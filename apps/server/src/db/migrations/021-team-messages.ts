import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { cascadingKeys, textId, writtenBy } from './columns.ts';

/**
 * Team messages (docs/reminders.md, "Team messages"). `team_messages` holds what an admin wrote to a group of a
 * cohort's founders: the group (`segment`, JSON), the English and Hindi texts, who sent it and how many founders it
 * was for. `team_message_recipients` has one row per application it went to (its founder then); each recipient's
 * delivery on each channel is a `message_deliveries` row (migration 019) under the message id
 * `team:<message>:<application>`.
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('team_messages')
    .$call(textId)
    .$call(cascadingKeys({ cohort_id: 'cohorts.id' }))
    .addColumn('segment', 'text', (c) => c.notNull())
    .addColumn('subject_en', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('subject_hi', 'text', (c) => c.notNull())
    .addColumn('body_hi', 'text', (c) => c.notNull())
    .$call(writtenBy('sent_by'))
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('team_messages_cohort_idx').on('team_messages').columns(['cohort_id', 'created_at']).execute();
  await db.schema
    .createTable('team_message_recipients')
    .$call(cascadingKeys({ message_id: 'team_messages.id', application_id: 'applications.id', user_id: 'user.id' }))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_message_recipients_pk', ['message_id', 'application_id'])
    .execute();
  await db.schema
    .createIndex('team_message_recipients_application_idx')
    .on('team_message_recipients')
    .column('application_id')
    .execute();
};
