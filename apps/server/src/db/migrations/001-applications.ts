import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types.ts';

export const up = async (db: Kysely<unknown>, dialect: Dialect): Promise<void> => {
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
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
    .addColumn('equity', sql.raw(bigint))
    .addColumn('debt', sql.raw(bigint))
    .addColumn('grant', sql.raw(bigint))
    .addColumn('video_url', 'text')
    .addColumn('financial_statement_url', 'text')
    .addColumn('pitch_deck_url', 'text')
    .addColumn('application_status', 'text', (c) => c.notNull().defaultTo('in-progress'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .execute();
  await db.schema.createIndex('applications_status_idx').on('applications').column('application_status').execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', sql.raw(bigint), (c) => c.notNull())
    .addColumn('sha256', 'text')
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_owner_idx').on('files').column('owner_id').execute();
  await db.schema.createIndex('files_application_kind_idx').on('files').columns(['application_id', 'kind']).execute();
  await db.schema.createIndex('files_status_updated_idx').on('files').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('notifications', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
    .addColumn('dark_mode', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .addColumn('email_updates', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
};
