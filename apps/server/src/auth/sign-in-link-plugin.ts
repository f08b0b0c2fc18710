import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { firstIssueMessage, newPasswordSchema } from '@portal/shared/schemas/auth';
import type { Database } from '../db/types.ts';
import { consumeSignInLink, SIGN_IN_LINK_LANDING } from './sign-in-links.ts';
import { authError } from './auth-error.ts';

/**
 * One-time sign-in links for `npm run admin:create`: GET /api/auth/sign-in-link?token=… signs the
 * person in once and lands on a page where they set a password (POST /api/auth/sign-in-link/set-password,
 * accepted only while the account has none).
 */
export const signInLinkPlugin = (db: Kysely<Database>) =>
  ({
    id: 'portal-sign-in-link',
    endpoints: {
      signInWithLink: createAuthEndpoint(
        '/sign-in-link',
        { method: 'GET', query: z.object({ token: z.string().max(200) }) },
        async (ctx) => {
          const userId = await consumeSignInLink(db, ctx.query.token);
          const user = userId ? await ctx.context.internalAdapter.findUserById(userId) : null;
          if (!user) throw authError('SIGN_IN_LINK_INVALID');
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          throw ctx.redirect(SIGN_IN_LINK_LANDING);
        },
      ),
      setFirstPassword: createAuthEndpoint(
        '/sign-in-link/set-password',
        { method: 'POST', body: z.object({ newPassword: z.string().max(1_000) }), use: [sessionMiddleware] },
        async (ctx) => {
          const parsed = newPasswordSchema.safeParse(ctx.body.newPassword);
          if (!parsed.success) throw authError('VALIDATION_FAILED', firstIssueMessage(parsed.error));
          const userId = ctx.context.session.user.id;
          const account = await ctx.context.internalAdapter.findCredentialAccount(userId);
          if (account?.password) throw authError('PASSWORD_ALREADY_SET');
          const hash = await ctx.context.password.hash(parsed.data);
          if (account) await ctx.context.internalAdapter.updateAccount(account.id, { password: hash });
          else
            await ctx.context.internalAdapter.linkAccount({
              userId,
              providerId: 'credential',
              accountId: userId,
              password: hash,
            });
          return ctx.json({ status: true });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
