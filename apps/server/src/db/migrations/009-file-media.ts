import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';

/**
 * What the server read from a stored video's container (uploads/read-video-facts.ts): duration and picture
 * size, or a note when it could not read them (the file is kept all the same).
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema.alterTable('files').addColumn('duration_ms', 'integer').execute();
  await db.schema.alterTable('files').addColumn('width', 'integer').execute();
  await db.schema.alterTable('files').addColumn('height', 'integer').execute();
  await db.schema.alterTable('files').addColumn('media_note', 'text').execute();
};
