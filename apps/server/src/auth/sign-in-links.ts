import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SIGN_IN_LINK_TTL_HOURS } from '@portal/shared/review/review';
import { nowIso, type Database } from '../db/types.ts';
import { reviewDb } from '../db/review-tables.ts';

/** Where a one-time sign-in link points (Better Auth serves it: see sign-in-link-plugin.ts). */
export const SIGN_IN_LINK_PATH = '/api/auth/sign-in-link';
/** Where the link lands once it has signed the person in: set a password. */
export const SIGN_IN_LINK_LANDING = '/console/welcome';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Stores a new single-use link for the user (its hash only) and returns the URL to hand over. */
export const createSignInLink = async (
  db: Kysely<Database>,
  baseUrl: string,
  userId: string,
  now = new Date(),
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await reviewDb(db)
    .insertInto('sign_in_links')
    .values({
      token_hash: hashOf(token),
      user_id: userId,
      expires_at: new Date(now.getTime() + SIGN_IN_LINK_TTL_HOURS * 3_600_000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return `${baseUrl}${SIGN_IN_LINK_PATH}?token=${token}`;
};

/** Uses the link up, once: the user's id when it was valid, unused and unexpired; null otherwise. */
export const consumeSignInLink = async (db: Kysely<Database>, token: string): Promise<string | null> => {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const now = nowIso();
  const row = await reviewDb(db)
    .updateTable('sign_in_links')
    .set({ used_at: now })
    .where('token_hash', '=', hashOf(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
};
