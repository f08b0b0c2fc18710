import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { bigintType, cascadingKeys, keyCascadingTo, textId, timestamps } from './columns.ts';

export const up = async (db: Kysely<unknown>, dialect: Dialect): Promise<void> => {
  const bigint = bigintType(dialect);
  await db.schema
    .createTable('applications')
    .$call(textId)
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone_no', 'text')
    .addColumn('startup_name', 'text')
    .addColumn('product', 'text')
    .addColumn('no_of_founders', 'integer')
    .addColumn('team_size', 'integer')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('dpiit_cert', 'boolean')
    .addColumn('sector', 'text')
    .addColumn('founding_year', 'text')
    .addColumn('revenue', 'text')
    .addColumn('equity', bigint)
    .addColumn('debt', bigint)
    .addColumn('grant', bigint)
    .addColumn('video_url', 'text')
    .addColumn('financial_statement_url', 'text')
    .addColumn('pitch_deck_url', 'text')
    .addColumn('application_status', 'text', (c) => c.notNull().defaultTo('in-progress'))
    .$call(timestamps)
    .addColumn('submitted_at', 'text')
    .execute();
  await db.schema.createIndex('applications_status_idx').on('applications').column('application_status').execute();

  await db.schema
    .createTable('files')
    .$call(textId)
    .$call(cascadingKeys({ owner_id: 'user.id', application_id: 'applications.id' }))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', bigint, (c) => c.notNull())
    .addColumn('sha256', 'text')
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('files_owner_idx').on('files').column('owner_id').execute();
  await db.schema.createIndex('files_application_kind_idx').on('files').columns(['application_id', 'kind']).execute();
  await db.schema.createIndex('files_status_updated_idx').on('files').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'text', keyCascadingTo('user.id'))
    .addColumn('notifications', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
    .addColumn('dark_mode', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .addColumn('email_updates', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
};
