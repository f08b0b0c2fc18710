import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { textId, timestamps } from './columns.ts';

/**
 * Cohorts as data (docs/cohorts.md): one application per founder per cohort, and review stages per cohort. The
 * existing rows are attached to the first cohort when the app starts (modules/cohorts/first-cohort.ts), because
 * only the configuration knows its name and closing time.
 */
export const up = async (db: Kysely<unknown>, dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('cohorts')
    .$call(textId)
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_hi', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('opens_at', 'text', (c) => c.notNull())
    .addColumn('closes_at', 'text')
    .addColumn('archived_at', 'text')
    .$call(timestamps)
    .execute();

  if (dialect === 'postgres') await dropUserUniquePostgres(db);
  else await dropUserUniqueSqlite(db);

  await db.schema
    .alterTable('applications')
    .addColumn('cohort_id', 'text', (c) => c.references('cohorts.id'))
    .execute();
  await db.schema
    .createIndex('applications_user_cohort_unique')
    .on('applications')
    .columns(['user_id', 'cohort_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('applications_cohort_idx')
    .on('applications')
    .columns(['cohort_id', 'application_status'])
    .execute();

  await db.schema
    .alterTable('review_stages')
    .addColumn('cohort_id', 'text', (c) => c.references('cohorts.id'))
    .execute();
};

const dropUserUniquePostgres = async (db: Kysely<unknown>): Promise<void> => {
  const { rows } = await sql<{ name: string }>`
    select con.conname as name from pg_constraint con
    join pg_class rel on rel.oid = con.conrelid
    join pg_attribute att on att.attrelid = rel.oid and att.attnum = any(con.conkey)
    where rel.relname = 'applications' and con.contype = 'u' and att.attname = 'user_id' and array_length(con.conkey, 1) = 1
      and rel.relnamespace = current_schema()::regnamespace`.execute(db);
  for (const { name } of rows) await sql`alter table applications drop constraint ${sql.id(name)}`.execute(db);
};

/**
 * SQLite cannot drop a column's UNIQUE: the table is rebuilt from its own CREATE text without it (the documented
 * twelve steps), with foreign keys off so the rows that reference applications stay as they are, and checked after.
 */
const dropUserUniqueSqlite = async (db: Kysely<unknown>): Promise<void> => {
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'applications'`.execute(db);
  const table = rows.find((row) => row.type === 'table');
  if (!table?.sql) throw new Error('migration 013: applications table not found');
  const withoutUnique = table.sql.replace(/("user_id" text not null) unique/i, '$1');
  if (withoutUnique === table.sql) throw new Error('migration 013: the UNIQUE on applications.user_id was not found');
  const rebuilt = withoutUnique.replace(/^CREATE TABLE "?applications"?/i, 'create table "applications_rebuilt"');
  const indexes = rows.filter((row) => row.type === 'index' && row.sql);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql`insert into applications_rebuilt select * from applications`.execute(trx);
      await sql`drop table applications`.execute(trx);
      await sql`alter table applications_rebuilt rename to applications`.execute(trx);
      for (const index of indexes) await sql.raw(index.sql!).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`migration 013: ${broken.rows.length} broken references after the rebuild`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
};
