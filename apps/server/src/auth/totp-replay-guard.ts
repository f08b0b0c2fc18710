import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { TOTP_PERIOD_SECONDS } from '@portal/shared/account/account-security';
import { authError } from './auth-error.ts';

/** Better Auth's 2FA challenge cookie (two-factor plugin's TWO_FACTOR_COOKIE_NAME). */
const TWO_FACTOR_COOKIE = 'two_factor';
const PATH = '/two-factor/verify-totp';
/** A TOTP code is accepted one period either side of now: remember a used one for longer than that. */
const REMEMBER_SECONDS = TOTP_PERIOD_SECONDS * 4;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whose code this is: the signed-in user (enrolment) or the user of a pending 2FA sign-in challenge. */
const userIdOf = async (ctx: HookContext): Promise<string | null> => {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const record = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return record && record.expiresAt > new Date() ? record.value : null;
};

const markerOf = (userId: string, code: string) => `totp-used:${userId}:${code}`;

/**
 * Better Auth accepts a TOTP code as often as it is presented within its window. This plugin makes each code
 * single-use per account: the code is claimed before the check (a second use answers exactly like a wrong
 * code) and released again if the check failed.
 */
export const totpReplayGuard = (): BetterAuthPlugin => ({
  id: 'portal-totp-replay-guard',
  hooks: {
    before: [
      {
        matcher: (ctx) => ctx.path === PATH,
        handler: createAuthMiddleware(async (ctx) => {
          const code = (ctx.body as { code?: unknown } | undefined)?.code;
          if (typeof code !== 'string') return;
          const userId = await userIdOf(ctx);
          if (!userId) return;
          const marker = markerOf(userId, code);
          const used = await ctx.context.internalAdapter.findVerificationValue(marker);
          if (used && used.expiresAt > new Date()) {
            throw authError('INVALID_CODE', 'Invalid code');
          }
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: marker,
            value: userId,
            expiresAt: new Date(Date.now() + REMEMBER_SECONDS * 1000),
          });
        }),
      },
    ],
    after: [
      {
        matcher: (ctx) => ctx.path === PATH,
        handler: createAuthMiddleware(async (ctx) => {
          if (!isAPIError(ctx.context.returned)) return;
          // The check failed: the challenge (or session) is still there, so the same user can be found again.
          const code = (ctx.body as { code?: unknown } | undefined)?.code;
          const userId = typeof code === 'string' ? await userIdOf(ctx) : null;
          if (userId && typeof code === 'string')
            await ctx.context.internalAdapter.deleteVerificationByIdentifier(markerOf(userId, code));
        }),
      },
    ],
  },
});
