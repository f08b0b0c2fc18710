import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { ACCOUNT_MESSAGES, tokenExpiryTooLongMessage } from '@portal/shared/account/account-messages';
import type { Database } from '../db/types.ts';
import { authError } from './auth-error.ts';

const DAY_SECONDS = 86_400;

/** The api-key plugin's table, which is not part of our own Database type. */
interface TokenTables {
  apikey: { referenceId: string };
}

/** Deletes every personal access token of this user. */
export const revokePersonalTokens = async (db: Kysely<Database>, userId: string): Promise<void> => {
  await (db as unknown as Kysely<TokenTables>).deleteFrom('apikey').where('referenceId', '=', userId).execute();
};

const refuse = (message: string): never => {
  throw authError('VALIDATION_FAILED', message);
};

/** An expiry in seconds of at least a day and at most `maxDays`; anything else is refused with the shared wording. */
const checkExpiry = (expiresIn: unknown, maxDays: number): void => {
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn < DAY_SECONDS)
    refuse(ACCOUNT_MESSAGES.TOKEN_EXPIRY_REQUIRED);
  if ((expiresIn as number) > maxDays * DAY_SECONDS) refuse(tokenExpiryTooLongMessage(maxDays));
};

/** Routes after which the founder's tokens go: the password changed, or every (other) session was signed out. */
const SESSIONS_ENDED = new Set(['/revoke-sessions', '/revoke-other-sessions']);

/**
 * Personal access tokens (api-key plugin) always expire, within `maxDays`, and do not outlive what a founder does to
 * secure the account: a password change and signing out the other sessions revoke them (a password reset does too,
 * through emailAndPassword.onPasswordReset in auth.ts).
 */
export const personalTokenRules = (options: { db: Kysely<Database>; maxDays: number }): BetterAuthPlugin => ({
  id: 'portal-personal-token-rules',
  hooks: {
    before: [
      {
        matcher: (ctx) => ctx.path === '/api-key/create' || ctx.path === '/api-key/update',
        handler: createAuthMiddleware(async (ctx) => {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          if (ctx.path === '/api-key/create' || 'expiresIn' in body) checkExpiry(body.expiresIn, options.maxDays);
        }),
      },
      {
        // Before: once every session is gone there is no one left to find the tokens of.
        matcher: (ctx) => SESSIONS_ENDED.has(ctx.path ?? ''),
        handler: createAuthMiddleware(async (ctx) => {
          const session = await getSessionFromCtx(ctx).catch(() => null);
          if (session) await revokePersonalTokens(options.db, session.user.id);
        }),
      },
    ],
    after: [
      {
        matcher: (ctx) => ctx.path === '/change-password',
        handler: createAuthMiddleware(async (ctx) => {
          const returned = ctx.context.returned as { user?: { id?: unknown } } | undefined;
          if (isAPIError(returned) || typeof returned?.user?.id !== 'string') return;
          await revokePersonalTokens(options.db, returned.user.id);
        }),
      },
    ],
  },
});
