import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { cascadingKeys } from './columns.ts';

/**
 * Per-field merging (docs/co-founders.md): `application_field_saves` has one row per application and field, naming
 * who wrote the field's stored value last and when (their name kept, so it still shows after their account goes). A
 * save that meets another member's value in a field answers with it and this author. Existing applications start
 * with no rows: a conflict on a field written before this migration names no author.
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('application_field_saves')
    .$call(cascadingKeys({ application_id: 'applications.id' }))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_field_saves_pk', ['application_id', 'field'])
    .execute();
};
