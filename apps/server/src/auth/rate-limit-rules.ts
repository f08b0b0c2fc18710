import { PRIVACY_LIMITS } from '@portal/shared/privacy/privacy';
import type { Config } from '../config.ts';
import { errorBodyOf } from '../http/errors.ts';

/** The body of every refused attempt: Better Auth's own has no code, this one the shared one (error-codes.ts). */
export const TOO_MANY_ATTEMPTS_ANSWER = errorBodyOf('TOO_MANY_REQUESTS');

/**
 * Every Better Auth route that checks the account password (sign-in/phone-number and the two-factor ones are also
 * covered by their wildcards below). Each gets the same strict budget as sign-in, so no route is a cheaper oracle.
 */
export const PASSWORD_CHECK_ROUTES = [
  '/sign-in/email',
  '/sign-in/phone-number',
  '/verify-password',
  '/change-password',
  '/delete-user',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
] as const;

/**
 * The strict budget of every check of a secret: AUTH_RATE_LIMIT_MAX tries a window. Better Auth's routes below count it
 * per client address and route; the portal's own checks of a signed-in account's secrets (account-rate-limits.ts) per account.
 */
export const strictRuleOf = (config: Config) => ({ window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max });

/** How often one account is sent a deletion code (account-rate-limits.ts), in the same storage as the rules below. */
export const DELETION_CODE_RULE = { window: 60 * 60, max: PRIVACY_LIMITS.codesPerHour } as const;

/** How many correction requests one founder sends, and exports they have prepared, each UTC day (account-rate-limits.ts). */
export const CORRECTION_REQUEST_RULE = { window: 24 * 60 * 60, max: PRIVACY_LIMITS.correctionsPerDay } as const;
export const EXPORT_REQUEST_RULE = { window: 24 * 60 * 60, max: PRIVACY_LIMITS.exportsPerDay } as const;

/** The portal's own rules in the same table: its rows are kept as long as the longest of them counts. */
export const ACCOUNT_RULES = [DELETION_CODE_RULE, CORRECTION_REQUEST_RULE, EXPORT_REQUEST_RULE] as const;

/**
 * Better Auth rate-limit rules for every account route (stored in the database, per client address).
 * Routes that check a secret (password, code, link, token) get the strict AUTH_RATE_LIMIT_* budget; account
 * management routes of a signed-in founder get a looser one.
 *
 * The session check is not limited. Better Auth's window restarts only after a whole window with no request, so
 * one address with steady traffic (a village's founders behind one mobile carrier's NAT) piled up past any budget
 * and every page load then answered 429 — the founders were sent to sign-in while signed in. It guesses no secret:
 * it reads the session its own cookie names, as every data request does.
 */
export const authRateLimitRules = (config: Config) => {
  const strict = strictRuleOf(config);
  const account = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max * 6 };
  return {
    '/get-session': false as const,
    ...Object.fromEntries(PASSWORD_CHECK_ROUTES.map((route) => [route, strict])),
    '/sign-in/*': strict,
    '/sign-up/*': strict,
    '/forget-password': strict,
    '/request-password-reset': strict,
    '/reset-password': strict,
    '/reset-password/*': strict,
    '/send-verification-email': strict,
    '/verify-email': strict,
    '/change-email': strict,
    '/email-otp/*': strict,
    '/magic-link/*': strict,
    '/phone-number/*': strict,
    '/two-factor/*': strict,
    '/passkey/verify-authentication': strict,
    '/passkey/*': account,
    '/api-key/*': account,
    '/token': account,
    '/jwks': account,
    '/list-sessions': account,
    '/revoke-session': account,
    '/revoke-sessions': account,
    '/revoke-other-sessions': account,
  };
};
