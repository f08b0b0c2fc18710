import { randomBytes } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';

/** The emailOTP plugin's routes that store a code for an address, and the kind of code each stores. */
const CODE_REQUESTS = new Map<string, (body: Record<string, unknown>) => unknown>([
  ['/email-otp/send-verification-otp', (body) => body.type],
  ['/forget-password/email-otp', () => 'forget-password'],
  ['/email-otp/request-password-reset', () => 'forget-password'],
]);
const KINDS = new Set(['sign-in', 'email-verification', 'forget-password']);

/**
 * Better Auth stores no code for an address without an account, so wrong codes for it answered "invalid" for ever
 * while a registered address ran out of tries (TOO_MANY_ATTEMPTS): a way to tell which addresses have accounts.
 * After a code request for an unknown address this stores a code that no input matches (not six digits, and kept
 * hashed like the real ones), with the same identifier, expiry and try counter, so every later answer is the same
 * as for a registered address. The SMS plugin stores a code for every number already.
 */
export const unknownAddressCodes = (options: { ttlSeconds: number }): BetterAuthPlugin => ({
  id: 'portal-unknown-address-codes',
  hooks: {
    after: [
      {
        matcher: (ctx) => CODE_REQUESTS.has(ctx.path ?? ''),
        handler: createAuthMiddleware(async (ctx) => {
          if (isAPIError(ctx.context.returned)) return;
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          const kind = CODE_REQUESTS.get(ctx.path ?? '')?.(body);
          if (typeof body.email !== 'string' || typeof kind !== 'string' || !KINDS.has(kind)) return;
          const email = body.email.toLowerCase();
          if (await ctx.context.internalAdapter.findUserByEmail(email)) return;
          // The emailOTP plugin's own identifier ("<kind>-otp-<email>") and stored value ("<code>:<tries>").
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: `${kind}-otp-${email}`,
            value: `no-account-${randomBytes(24).toString('base64url')}:0`,
            expiresAt: new Date(Date.now() + options.ttlSeconds * 1000),
          });
        }),
      },
    ],
  },
});
