import { nowIso } from '../../db/types.ts';
import type { PrivacyDb } from './privacy-tables.ts';

/** Stores the founder's nominee (who may exercise their rights), replacing an earlier one. */
export const saveNominee = async (db: PrivacyDb, userId: string, nominee: { name: string; contact: string }): Promise<void> => {
  const values = { name: nominee.name, contact: nominee.contact, updated_at: nowIso() };
  await db
    .insertInto('privacy_nominees')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
};
