import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { moveApplicationFilesToOwner } from '../files/file-repository.ts';
import { holderOfApplication, setApplicationHolder } from './repository.ts';
import { listMembers, removeMember } from './members-repository.ts';

/**
 * A member leaves an application that keeps at least one other member: their membership goes; when the row names
 * them (`user_id`, its holder), it names the longest-standing other member instead, and the files they uploaded to
 * it pass to that member, so the application and its files stay whole whatever becomes of the account that left.
 * Returns false (and changes nothing) when they are its only member, or not a member at all. Run inside a
 * transaction.
 */
export const handOverMembership = async (db: Kysely<Database>, applicationId: string, userId: string): Promise<boolean> => {
  const members = await listMembers(db, applicationId);
  if (!members.some((member) => member.userId === userId)) return false;
  const next = members.find((member) => member.userId !== userId);
  if (!next) return false;
  const holder = await holderOfApplication(db, applicationId);
  await removeMember(db, applicationId, userId);
  if (holder?.user_id === userId) await setApplicationHolder(db, applicationId, next.userId);
  await moveApplicationFilesToOwner(db, applicationId, userId, holder?.user_id === userId ? next.userId : holder!.user_id);
  return true;
};

/**
 * "Leave this application": any member may, except the last one (who deletes it instead, from Privacy & Security).
 * Someone who is not a member is told it is not found, as for an unknown id.
 */
export const leaveApplication = async (db: Kysely<Database>, applicationId: string, userId: string): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const members = await listMembers(trx, applicationId);
    if (!members.some((member) => member.userId === userId)) throw new AppError('APPLICATION_NOT_FOUND');
    if (members.length === 1) throw new AppError('TEAM_LAST_MEMBER');
    await handOverMembership(trx, applicationId, userId);
  });
};
