import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { reviewDb } from '../db/review-tables.ts';

// The app's own reads and writes of Better Auth's tables; Better Auth writes the rest through its adapter.

/** Better Auth's tables that hold a user's sign-in data, as far as erasure needs them. */
interface SignInTables {
  session: { userId: string };
  account: { userId: string };
  apikey: { referenceId: string };
  passkey: { userId: string };
  twoFactor: { userId: string };
  verification: { id: string; identifier: string; value: string };
}

/** Better Auth's tables that hold a user's sign-in data (their owner column); all erased with the account. */
const SIGN_IN_TABLES = [
  ['session', 'userId'],
  ['account', 'userId'],
  ['apikey', 'referenceId'],
  ['passkey', 'userId'],
  ['twoFactor', 'userId'],
] as const;

export const findUserRoleByEmail = (db: Kysely<Database>, email: string) =>
  reviewDb(db).selectFrom('user').select(['id', 'role']).where('email', '=', email).executeTakeFirst();

export const setRoleOfUser = async (db: Kysely<Database>, userId: string, role: string): Promise<void> => {
  await reviewDb(db).updateTable('user').set({ role }).where('id', '=', userId).execute();
};

/** The stored language column (null on an account from before languages were stored). */
export const storedLanguageOfUser = async (db: Kysely<Database>, userId: string): Promise<string | null | undefined> =>
  (await db.selectFrom('user').select('language').where('id', '=', userId).executeTakeFirst())?.language;

/** The same, found by the (lower-cased) address. */
export const storedLanguageOfEmail = async (db: Kysely<Database>, email: string): Promise<string | null | undefined> =>
  (await db.selectFrom('user').select('language').where('email', '=', email).executeTakeFirst())?.language;

export const setLanguageColumnOfUser = async (db: Kysely<Database>, userId: string, language: string): Promise<void> => {
  await db.updateTable('user').set({ language }).where('id', '=', userId).execute();
};

export const findUserEmail = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('user').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();

/**
 * Deletes the account's sessions, sign-in methods, tokens, single-use codes and the user row (its rows in the
 * app's tables go by cascade). Run inside the erasure's transaction.
 */
export const deleteAccountRows = async (trx: Kysely<Database>, user: { id: string; email: string }): Promise<void> => {
  const tables = trx as unknown as Kysely<SignInTables>;
  for (const [table, column] of SIGN_IN_TABLES) {
    await tables
      .deleteFrom(table as 'session')
      .where(column as 'userId', '=', user.id)
      .execute();
  }
  // Single-use codes and links Better Auth keyed by the address or the user id.
  // LIKE is only the coarse filter (an address may hold '_'); the exact match is checked here.
  const codes = await tables
    .selectFrom('verification')
    .select(['id', 'identifier', 'value'])
    .where((eb) =>
      eb.or([
        eb('identifier', 'like', `%${user.email}%`),
        eb('value', 'like', `%${user.email}%`),
        eb('value', 'like', `%${user.id}%`),
      ]),
    )
    .execute();
  const ids = codes
    .filter((c) => c.identifier.includes(user.email) || c.value.includes(user.email) || c.value.includes(user.id))
    .map((c) => c.id);
  if (ids.length > 0) await tables.deleteFrom('verification').where('id', 'in', ids).execute();
  await trx.deleteFrom('user').where('id', '=', user.id).execute();
};

export const findUserRole = (db: Kysely<Database>, userId: string) =>
  reviewDb(db).selectFrom('user').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();

/** The ids of every account with the role, in id order. */
export const findUserIdsWithRole = async (db: Kysely<Database>, role: string): Promise<string[]> =>
  (await reviewDb(db).selectFrom('user').select('id').where('role', '=', role).orderBy('id').execute()).map((r) => r.id);

export const findUserNames = (db: Kysely<Database>, ids: readonly string[]) =>
  db.selectFrom('user').select(['id', 'name']).where('id', 'in', ids).execute();

/** The password hash of the account's email-and-password sign-in method, when it has one. */
export const findPasswordHash = async (db: Kysely<Database>, userId: string): Promise<string | null> => {
  const tables = db as unknown as Kysely<{
    account: { id: string; userId: string; providerId: string; password: string | null };
  }>;
  const account = await tables
    .selectFrom('account')
    .select('password')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  return account?.password ?? null;
};

/** The addresses an invite to an application may be for (docs/co-founders.md): the account's email and verified mobile. */
export const findAccountContact = async (
  db: Kysely<Database>,
  userId: string,
): Promise<{ email: string; phoneNumber: string | null; language: string | null } | undefined> => {
  const row = await (
    db as unknown as Kysely<{
      user: { id: string; email: string; phoneNumber: string | null; phoneNumberVerified: unknown; language: string | null };
    }>
  )
    .selectFrom('user')
    .select(['email', 'phoneNumber', 'phoneNumberVerified', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const verified = row.phoneNumberVerified === true || row.phoneNumberVerified === 1;
  return { email: row.email.toLowerCase(), phoneNumber: verified ? row.phoneNumber : null, language: row.language };
};

/** The language of the account with this email or mobile number, if there is one. */
export const findLanguageOfContact = async (
  db: Kysely<Database>,
  contact: { email: string | null; phone: string | null },
): Promise<string | null | undefined> => {
  const users = db as unknown as Kysely<{ user: { email: string; phoneNumber: string | null; language: string | null } }>;
  const query = users.selectFrom('user').select('language');
  const row = contact.email
    ? await query.where('email', '=', contact.email).executeTakeFirst()
    : await query.where('phoneNumber', '=', contact.phone).executeTakeFirst();
  return row?.language;
};
