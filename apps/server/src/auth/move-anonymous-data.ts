import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { nowIso } from '../db/types.ts';

/**
 * Better Auth replaces the anonymous user row with the new account when an anonymous visitor signs up (and
 * then deletes the anonymous row, which would cascade to our rows). Before that, move everything the visitor
 * owns to the new account: the application, its files and the preferences. When the new account already has
 * its own application or preferences, those win and the anonymous ones go with the anonymous user.
 */
export const moveAnonymousData = async (db: Kysely<Database>, fromUserId: string, toUserId: string): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('applications').select('id').where('user_id', '=', toUserId).executeTakeFirst();
    if (!existing) {
      await trx.updateTable('applications').set({ user_id: toUserId, updated_at: nowIso() }).where('user_id', '=', fromUserId).execute();
      await trx.updateTable('files').set({ owner_id: toUserId, updated_at: nowIso() }).where('owner_id', '=', fromUserId).execute();
    }
    const preferences = await trx.selectFrom('user_preferences').select('user_id').where('user_id', '=', toUserId).executeTakeFirst();
    if (!preferences) {
      await trx.updateTable('user_preferences').set({ user_id: toUserId }).where('user_id', '=', fromUserId).execute();
    }
  });
};
