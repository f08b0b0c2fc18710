import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { invitationsDb, type StaffInvitationsTable } from './invitation-table.ts';

/** The only writer of `staff_invitations` (db/table-owners.ts). */

export type InvitationRow = StaffInvitationsTable;

export const insertInvitation = async (db: Kysely<Database>, row: InvitationRow): Promise<void> => {
  await invitationsDb(db).insertInto('staff_invitations').values(row).execute();
};

export const findInvitationByHash = (db: Kysely<Database>, tokenHash: string) =>
  invitationsDb(db).selectFrom('staff_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Open invitations (not accepted, not revoked, not expired at `now`), newest first. */
export const listOpenInvitations = (db: Kysely<Database>, now: string) =>
  invitationsDb(db)
    .selectFrom('staff_invitations')
    .selectAll()
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();

/** Withdraws the open invitation with this id; false when there is none (unknown, accepted or already revoked). */
export const revokeInvitationRow = async (db: Kysely<Database>, id: string, now: string): Promise<InvitationRow | undefined> =>
  invitationsDb(db)
    .updateTable('staff_invitations')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

/** A new invitation to an address replaces its earlier open ones: their links stop working. */
export const revokeOpenInvitationsOf = async (db: Kysely<Database>, email: string, now: string): Promise<void> => {
  await invitationsDb(db)
    .updateTable('staff_invitations')
    .set({ revoked_at: now })
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
};

/**
 * Uses the invitation up, once: true when it was still open (so two acceptances at once grant the role once).
 * The caller checks the state first to say why a used link is refused.
 */
export const markInvitationAccepted = async (
  db: Kysely<Database>,
  id: string,
  userId: string | null,
  now: string,
): Promise<boolean> => {
  const row = await invitationsDb(db)
    .updateTable('staff_invitations')
    .set({ accepted_at: now, accepted_by: userId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

/** Who accepted, once their account exists (an invitation signing up a new account is used up before it is made). */
export const recordAcceptedBy = async (db: Kysely<Database>, id: string, userId: string): Promise<void> => {
  await invitationsDb(db).updateTable('staff_invitations').set({ accepted_by: userId }).where('id', '=', id).execute();
};

/** Opens an invitation again whose new account could not be made. */
export const reopenInvitation = async (db: Kysely<Database>, id: string): Promise<void> => {
  await invitationsDb(db)
    .updateTable('staff_invitations')
    .set({ accepted_at: null, accepted_by: null })
    .where('id', '=', id)
    .execute();
};
