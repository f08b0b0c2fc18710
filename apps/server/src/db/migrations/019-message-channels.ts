import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { cascadingKeys, textId } from './columns.ts';

/**
 * Message channels (docs/reminders.md). `user_preferences.message_channels` holds the channels a founder chose (JSON;
 * null: email only) and `channels_offered` whether the portal has offered the choice (once, after the first save).
 * `message_stops` has one row per kind of message a founder stopped on one channel (the stop link in every message).
 * `message_deliveries` has one row per message and channel: queued, sent, delivered (where the channel reports it),
 * failed, or why it did not go; `provider_id` is the channel's own id of it (WhatsApp's, for its status webhooks).
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema.alterTable('user_preferences').addColumn('message_channels', 'text').execute();
  await db.schema
    .alterTable('user_preferences')
    .addColumn('channels_offered', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .execute();
  await db.schema
    .createTable('message_stops')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_stops_pk', ['user_id', 'kind', 'channel'])
    .execute();
  await db.schema
    .createTable('message_deliveries')
    .$call(textId)
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .$call(cascadingKeys({ user_id: 'user.id' }))
    .addColumn('application_id', 'text', (c) => c.references('applications.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_deliveries_message_idx').on('message_deliveries').column('message_id').execute();
  await db.schema.createIndex('message_deliveries_user_idx').on('message_deliveries').column('user_id').execute();
  await db.schema.createIndex('message_deliveries_application_idx').on('message_deliveries').column('application_id').execute();
  await db.schema.createIndex('message_deliveries_provider_idx').on('message_deliveries').column('provider_id').execute();
};
