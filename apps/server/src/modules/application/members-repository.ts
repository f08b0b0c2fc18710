import { sql, type Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/types.ts';
import type { WithSavedRows } from './saved-rows.ts';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';

/**
 * The only writer of `application_members` (db/table-owners.ts): who may work on an application (docs/co-founders.md).
 * Every check that an application is the caller's goes through `applicationsOfMember`, so each operation a founder
 * may do on their application (reads, step saves, uploads, files, submit, data rights) is allowed to every member.
 */

/** The ids of the applications the user is a member of, as a subquery for `where('id', 'in', …)`. */
export const applicationsOfMember = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('application_members')
    .select('application_members.application_id')
    .where('application_members.user_id', '=', userId);

export interface Member {
  userId: string;
  name: string;
  email: string;
  language: string | null;
  joinedAt: string;
  readConfirmedAt: string | null;
}

/** The application's members, first joined first, with their name, address and language (from `user`). */
export const listMembers = async (db: Kysely<Database>, applicationId: string): Promise<Member[]> =>
  (
    await db
      .selectFrom('application_members as m')
      .innerJoin('user as u', 'u.id', 'm.user_id')
      .select(['m.user_id', 'u.name', 'u.email', 'u.language', 'm.joined_at', 'm.read_confirmed_at'])
      .where('m.application_id', '=', applicationId)
      .orderBy('m.joined_at')
      .orderBy('m.user_id')
      .execute()
  ).map((row) => ({
    userId: row.user_id,
    name: row.name,
    email: row.email,
    language: row.language ?? null,
    joinedAt: row.joined_at,
    readConfirmedAt: row.read_confirmed_at,
  }));

/** The members of each of these applications, first joined first (the console's list, CSV and duplicates). */
export const membersOfApplications = async (
  db: Kysely<Database>,
  applicationIds: readonly string[],
): Promise<Map<string, { name: string; email: string; joinedAt: string }[]>> => {
  const result = new Map<string, { name: string; email: string; joinedAt: string }[]>();
  if (applicationIds.length === 0) return result;
  const rows = await db
    .selectFrom('application_members as m')
    .innerJoin('user as u', 'u.id', 'm.user_id')
    .select(['m.application_id', 'u.name', 'u.email', 'm.joined_at'])
    .where('m.application_id', 'in', applicationIds)
    .orderBy('m.joined_at')
    .orderBy('m.user_id')
    .execute();
  for (const row of rows) {
    const list = result.get(row.application_id) ?? [];
    list.push({ name: row.name, email: row.email, joinedAt: row.joined_at });
    result.set(row.application_id, list);
  }
  return result;
};

/**
 * The members' account emails with their application's cohort and startup name: of these applications, or of the
 * submitted applications having a member with one of these emails (duplicate detection, review-fairness/duplicates.ts).
 */
export const memberAccountEmails = async (
  db: Kysely<Database>,
  where: { applicationIds: readonly string[] } | { emails: readonly string[] },
): Promise<{ applicationId: string; email: string; cohortId: string | null; startupName: string | null }[]> => {
  let query = db
    .selectFrom('application_members as m')
    .innerJoin('user as u', 'u.id', 'm.user_id')
    .innerJoin('applications as a', 'a.id', 'm.application_id')
    .select(['m.application_id', 'u.email', 'a.startup_name', 'a.cohort_id']);
  if ('applicationIds' in where) query = query.where('m.application_id', 'in', where.applicationIds);
  else query = query.where('u.email', 'in', where.emails).where('a.application_status', '=', SUBMITTED_STATUS);
  return (await query.execute()).map((row) => ({
    applicationId: row.application_id,
    email: row.email,
    cohortId: row.cohort_id,
    startupName: row.startup_name,
  }));
};

export const isMember = async (db: Kysely<Database>, applicationId: string, userId: string): Promise<boolean> =>
  (await db
    .selectFrom('application_members')
    .select('user_id')
    .where('application_id', '=', applicationId)
    .where('user_id', '=', userId)
    .executeTakeFirst()) !== undefined;

export const countMembers = async (db: Kysely<Database>, applicationId: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('application_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('application_id', '=', applicationId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The application the user is a member of in a cohort, if any (one per cohort). */
export const membershipInCohort = async (db: Kysely<Database>, userId: string, cohortId: string): Promise<string | undefined> =>
  (
    await db
      .selectFrom('application_members')
      .select('application_id')
      .where('user_id', '=', userId)
      .where('cohort_id', '=', cohortId)
      .executeTakeFirst()
  )?.application_id;

/**
 * Makes the user a member; false when they already are one of it, or of another application of that cohort (the
 * unique index decides, so two joins at once cannot both succeed).
 */
export const addMember = async (
  db: Kysely<Database>,
  member: { applicationId: string; userId: string; cohortId: string | null },
  now = nowIso(),
): Promise<boolean> => {
  const row = await db
    .insertInto('application_members')
    .values({
      application_id: member.applicationId,
      user_id: member.userId,
      cohort_id: member.cohortId,
      joined_at: now,
      read_confirmed_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
};

export const removeMember = async (db: Kysely<Database>, applicationId: string, userId: string): Promise<boolean> => {
  const result = await db
    .deleteFrom('application_members')
    .where('application_id', '=', applicationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** "I have read the whole application": recorded per member; cleared for everyone when a step changes. */
export const confirmRead = async (db: Kysely<Database>, applicationId: string, userId: string, now = nowIso()): Promise<void> => {
  await db
    .updateTable('application_members')
    .set({ read_confirmed_at: now })
    .where('application_id', '=', applicationId)
    .where('user_id', '=', userId)
    .execute();
};

export const clearReadConfirmations = async (db: Kysely<Database>, applicationId: string): Promise<void> => {
  await readConfirmationsClear(db, applicationId).execute();
};

/** clearReadConfirmations' statement, for its fast path beside the step's save mark (save-marks.ts). */
export const readConfirmationsClear = (db: Kysely<Database>, applicationId: string) =>
  db
    .updateTable('application_members')
    .set({ read_confirmed_at: null })
    .where('application_id', '=', applicationId)
    .where('read_confirmed_at', 'is not', null);

/** The same for every application of a batched step save (saved-rows.ts), with no parameters of its own. */
export const readConfirmationsClearOfSavedRows = (db: Kysely<WithSavedRows>) =>
  db
    .updateTable('application_members')
    .set({ read_confirmed_at: sql.lit(null) })
    .from('saved')
    .whereRef('application_members.application_id', '=', 'saved.id')
    .where('application_members.read_confirmed_at', 'is not', null);

/** Signing up from an anonymous session: the anonymous account's memberships go with its application. */
export const moveMemberships = async (db: Kysely<Database>, fromUserId: string, toUserId: string): Promise<void> => {
  await db.updateTable('application_members').set({ user_id: toUserId }).where('user_id', '=', fromUserId).execute();
};
