import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';

/**
 * How many writes each unfinished upload has had, counted in the database every instance shares: an instance
 * trusts the sha256 it kept while the chunks arrived only when every one of those writes was its own
 * (apps/server/src/uploads/running-sha256.ts). A row lives from an upload's first write until it finishes or is removed.
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('upload_writes')
    .addColumn('upload_id', 'text', (c) => c.primaryKey())
    .addColumn('writes', 'integer', (c) => c.notNull())
    .execute();
};
