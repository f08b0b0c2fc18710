import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { signInSchema, signUpSchema, firstIssueMessage } from '@portal/shared/schemas/auth';
import type { Config } from '../config.ts';
import type { Database, Dialect } from '../db/types.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** The header our HTTP layer sets from the socket (or the trusted proxy): never the client's own claim. */
export const CLIENT_IP_HEADER = 'x-portal-client-ip';
export const AUTH_BASE_PATH = '/api/auth';

/** Validates sign-up and sign-in bodies with the shared schemas before Better Auth sees them. */
const validateCredentials = createAuthMiddleware(async (ctx) => {
  // DESIGN.md: a password change ends every other session, whatever the client asks for.
  if (ctx.path === '/change-password') return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
  const schema = ctx.path === '/sign-up/email' ? signUpSchema : ctx.path === '/sign-in/email' ? signInSchema : undefined;
  if (!schema) return;
  const parsed = schema.safeParse(ctx.body ?? {});
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', { message: firstIssueMessage(parsed.error), code: 'VALIDATION_FAILED' });
  }
  return { context: { body: { ...ctx.body, ...parsed.data } } };
});

export const createAuth = (options: { config: Config; db: Kysely<Database>; dialect: Dialect }) => {
  const { config, db, dialect } = options;
  const strict = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max };
  return betterAuth({
    appName: config.productName,
    baseURL: config.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    database: { db, type: dialect },
    trustedOrigins: [config.baseUrl],
    telemetry: { enabled: false },
    // Better Auth warns on every failed sign-in; those are normal traffic, not operator news.
    logger: { disabled: config.logLevel === 'silent', level: 'error' },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/*': strict,
        '/sign-up/*': strict,
        '/forget-password': strict,
        '/request-password-reset': strict,
        '/reset-password': strict,
        '/send-verification-email': strict,
      },
    },
    advanced: {
      cookiePrefix: 'portal',
      useSecureCookies: config.baseUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: { before: validateCredentials },
  });
};

export type Auth = ReturnType<typeof createAuth>;
