import type { Kysely, Selectable } from 'kysely';
import type { ApplicationInvitesTable, Database } from '../../db/types.ts';

/** The only writer of `application_invites` (db/table-owners.ts): invitations to join an application. */

export type InviteRow = Selectable<ApplicationInvitesTable>;

export const insertInvite = async (db: Kysely<Database>, row: InviteRow): Promise<void> => {
  await db.insertInto('application_invites').values(row).execute();
};

export const findInviteByHash = (db: Kysely<Database>, tokenHash: string) =>
  db.selectFrom('application_invites').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** The application's invites still open at `now`, newest first. */
export const listOpenInvites = (db: Kysely<Database>, applicationId: string, now: string) =>
  db
    .selectFrom('application_invites')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();

/** How many invites the account sent since `since` (the rate limit on sending). */
export const countInvitesSentSince = async (db: Kysely<Database>, userId: string, since: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('application_invites')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('invited_by', '=', userId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Withdraws an open invite of the application; undefined when there is none (unknown, used or already revoked). */
export const revokeInviteRow = (db: Kysely<Database>, applicationId: string, id: string, now: string) =>
  db
    .updateTable('application_invites')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('application_id', '=', applicationId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

/** A new invite to an address replaces the application's open ones to it: their links stop working. */
export const revokeOpenInvitesTo = async (
  db: Kysely<Database>,
  applicationId: string,
  address: { email: string | null; phone: string | null },
  now: string,
): Promise<void> => {
  let query = db
    .updateTable('application_invites')
    .set({ revoked_at: now })
    .where('application_id', '=', applicationId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null);
  query = address.email ? query.where('email', '=', address.email) : query.where('phone', '=', address.phone);
  await query.execute();
};

/** Uses the invite up, once: true when it was still open (two joins with one link at once: one wins). */
export const markInviteUsed = async (db: Kysely<Database>, id: string, userId: string, now: string): Promise<boolean> =>
  (await db
    .updateTable('application_invites')
    .set({ used_at: now, used_by: userId })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst()) !== undefined;
