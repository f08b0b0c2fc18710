import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { PASSKEY_ERROR_CODES } from '@better-auth/passkey';
import { authError } from './auth-error.ts';

/** The passkey routes that name a passkey by id. */
const PATHS = new Set(['/passkey/delete-passkey', '/passkey/update-passkey']);

/**
 * Better Auth's passkey plugin answers another account's passkey id with 401 and an unknown one with 404, so
 * anyone signed in could tell which ids exist. Here someone else's passkey is simply not found, like an unknown id.
 */
export const passkeyOwnership = (): BetterAuthPlugin => ({
  id: 'portal-passkey-ownership',
  hooks: {
    before: [
      {
        matcher: (ctx) => ctx.path !== undefined && PATHS.has(ctx.path),
        handler: createAuthMiddleware(async (ctx) => {
          const id = (ctx.body as { id?: unknown } | undefined)?.id;
          if (typeof id !== 'string') return;
          const session = await getSessionFromCtx(ctx).catch(() => null);
          if (!session) return;
          const passkey = await ctx.context.adapter.findOne<{ userId: string }>({
            model: 'passkey',
            where: [{ field: 'id', value: id }],
          });
          if (passkey && passkey.userId !== session.user.id)
            throw authError('PASSKEY_NOT_FOUND', PASSKEY_ERROR_CODES.PASSKEY_NOT_FOUND.message);
        }),
      },
    ],
  },
});
