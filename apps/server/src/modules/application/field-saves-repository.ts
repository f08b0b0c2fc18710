import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/types.ts';

/**
 * The only writer of `application_field_saves` (db/table-owners.ts): who wrote each field's stored value last, so a
 * save that meets another member's value can say whose it is (docs/co-founders.md, per-field merging).
 */

export interface FieldAuthor {
  field: string;
  name: string;
  savedAt: string;
}

/** Records the user as the author of the fields their save kept (their name kept, as for the step saves). */
export const recordFieldSaves = async (
  db: Kysely<Database>,
  save: { applicationId: string; fields: readonly string[]; userId: string },
  now = nowIso(),
): Promise<void> => {
  if (save.fields.length === 0) return;
  const user = await db.selectFrom('user').select(['id', 'name']).where('id', '=', save.userId).executeTakeFirst();
  if (!user) return;
  await db
    .insertInto('application_field_saves')
    .values(
      save.fields.map((field) => ({
        application_id: save.applicationId,
        field,
        user_id: user.id,
        user_name: user.name,
        saved_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['application_id', 'field']).doUpdateSet((eb) => ({
        user_id: eb.ref('excluded.user_id'),
        user_name: eb.ref('excluded.user_name'),
        saved_at: eb.ref('excluded.saved_at'),
      })),
    )
    .execute();
};

/** Who wrote these fields of the application last (fields nobody saved since migration 020 are missing). */
export const fieldAuthors = async (
  db: Kysely<Database>,
  applicationId: string,
  fields: readonly string[],
): Promise<FieldAuthor[]> =>
  fields.length === 0
    ? []
    : (
        await db
          .selectFrom('application_field_saves')
          .select(['field', 'user_name', 'saved_at'])
          .where('application_id', '=', applicationId)
          .where('field', 'in', fields)
          .execute()
      ).map((row) => ({ field: row.field, name: row.user_name, savedAt: row.saved_at }));
