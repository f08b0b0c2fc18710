import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { twoFactor } from 'better-auth/plugins';
import { passkeyUserVerified } from './passkey-user-verified.ts';

/**
 * Routes that sign a founder in without a password. Better Auth's two-factor plugin only turns the password
 * sign-ins (/sign-in/email, /sign-in/username, /sign-in/phone-number) into a 2FA challenge; every one of these
 * would otherwise hand out a full session to an account that has 2FA on.
 */
const OTHER_SIGN_INS = new Set([
  '/sign-in/email-otp',
  '/phone-number/verify',
  '/magic-link/verify',
  '/passkey/verify-authentication',
  '/sign-in/id-token',
  '/sign-in-link',
  // Opening an emailed verification link signs in (autoSignInAfterVerification, change-email verification).
  '/verify-email',
]);

type TwoFactorPlugin = ReturnType<typeof twoFactor>;
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** True when this request already carried the session the route (re)issued: an account change, not a sign-in. */
const keepsItsSession = async (ctx: HookContext, token: string): Promise<boolean> =>
  (await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret)) === token;

/**
 * The two-factor plugin with its sign-in interception extended to every sign-in route: a fresh session of an
 * account with 2FA on is deleted and replaced by the plugin's own challenge (the two_factor cookie and
 * `{ twoFactorRedirect: true }`), exactly as for a password sign-in. A passkey assertion made with user
 * verification is two factors on its own and passes (docs/decisions/001-passkeys-satisfy-2fa.md).
 */
export const twoFactorOnEverySignIn = (plugin: TwoFactorPlugin): BetterAuthPlugin => {
  const [challenge, ...others] = plugin.hooks.after;
  if (!challenge) throw new Error('Better Auth two-factor plugin: sign-in hook not found');
  const isPasskey = (path: string) => path === '/passkey/verify-authentication';
  const needsChallenge = createAuthMiddleware(async (ctx) => {
    const fresh = ctx.context.newSession;
    if (!fresh?.user || !(fresh.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return false;
    if (await keepsItsSession(ctx, fresh.session.token)) return false;
    return !(ctx.body && passkeyUserVerified(ctx.body));
  });
  // A plain function, not a middleware: the plugin's own handler must answer the pipeline directly (a middleware
  // around it would wrap its answer and lose the cookies it sets).
  type Input = Parameters<typeof challenge.handler>[0] & { path?: string; returnHeaders?: boolean; body?: unknown };
  const handler = async (input: Input) => {
    if (input.path && OTHER_SIGN_INS.has(input.path)) {
      const decided = (await needsChallenge({
        ...input,
        body: isPasskey(input.path) ? input.body : undefined,
      } as Input)) as unknown;
      const yes = input.returnHeaders ? (decided as { response: boolean }).response : decided;
      if (!yes) return input.returnHeaders ? { headers: undefined, response: undefined } : undefined;
    }
    return challenge.handler(input);
  };
  return {
    ...plugin,
    hooks: {
      ...plugin.hooks,
      after: [
        { matcher: (ctx: { path?: string }) => challenge.matcher(ctx as never) || OTHER_SIGN_INS.has(ctx.path ?? ''), handler },
        ...others,
      ],
    },
  } as unknown as BetterAuthPlugin;
};
