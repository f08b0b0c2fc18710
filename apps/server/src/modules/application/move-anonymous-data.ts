import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { moveFilesToOwner } from '../files/file-repository.ts';
import { movePreferencesToUser } from '../preferences/repository.ts';
import { moveScreeningsToUser } from '../eligibility/eligibility-repository.ts';
import { moveApplicationToUser } from './repository.ts';
import { moveMemberships } from './members-repository.ts';

/**
 * Better Auth replaces the anonymous user row with the new account when an anonymous visitor signs up (and
 * then deletes the anonymous row, which would cascade to our rows). Before that, move everything the visitor
 * owns to the new account: the application, its files, the preferences and the eligibility screenings (answers and
 * outcome). When the new account already has its own application, preferences or screening of a cohort, those win and
 * the anonymous ones go with the anonymous user.
 */
export const moveAnonymousData = async (db: Kysely<Database>, fromUserId: string, toUserId: string): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    if (await moveApplicationToUser(trx, fromUserId, toUserId)) {
      await moveFilesToOwner(trx, fromUserId, toUserId);
      await moveMemberships(trx, fromUserId, toUserId);
    }
    await movePreferencesToUser(trx, fromUserId, toUserId);
    await moveScreeningsToUser(trx, fromUserId, toUserId);
  });
};
