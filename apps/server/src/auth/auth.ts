import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { signInSchema, signUpSchema, firstIssueMessage } from '@portal/shared/schemas/auth';
import type { Config } from '../config.ts';
import type { Database, Dialect } from '../db/types.ts';
import type { Mailer } from '../notifications/mailer.ts';
import type { SmsSender } from '../notifications/sms.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { accountPlugins } from './account-plugins.ts';
import { resetPasswordMessage, verifyEmailMessage } from './account-messages.ts';
import { localeOf } from './account-language.ts';
import { validateAccountInput } from './account-input.ts';
import { ACCOUNT_RULES, authRateLimitRules } from './rate-limit-rules.ts';
import { databaseRateLimitStorage } from './rate-limit-storage.ts';
import { revokePersonalTokens } from './personal-token-rules.ts';
import { RESET_LINK_TTL_SECONDS, VERIFY_EMAIL_TTL_SECONDS } from '@portal/shared/account/account-security';
import { DEFAULT_ROLE } from '@portal/shared/review/review';
import { DEFAULT_LOCALE } from '@portal/shared/locales';
import { AUTH_BASE_PATH } from '@portal/shared/web/server-paths';
import { signInLinkPlugin } from './sign-in-link-plugin.ts';
import { authError } from './auth-error.ts';

/** The header our HTTP layer sets from the socket (or the trusted proxy): never the client's own claim. */
export const CLIENT_IP_HEADER = 'x-portal-client-ip';

/** Validates sign-up and sign-in bodies with the shared schemas before Better Auth sees them. */
const validateCredentials = createAuthMiddleware(async (ctx) => {
  // A password change ends every other session, whatever the client asks for (validateAccountInput).
  const schema = ctx.path === '/sign-up/email' ? signUpSchema : ctx.path === '/sign-in/email' ? signInSchema : undefined;
  if (!schema) return validateAccountInput(ctx);
  const parsed = schema.safeParse(ctx.body ?? {});
  if (!parsed.success) {
    throw authError('VALIDATION_FAILED', firstIssueMessage(parsed.error));
  }
  return { context: { body: { ...ctx.body, ...parsed.data } } };
});

/** For processes that only need the auth options (db:migrate): sending anything there is a bug. */
const noTransport = { send: async () => Promise.reject(new Error('no mail/SMS transport in this process')) };

/**
 * `moveAnonymousData`: see account-plugins.ts (only app.ts gives it; migrations do not need it). `rateLimitDb`: the
 * handle the rate-limit rows are written through (app.ts gives DatabaseHandle.unsyncedDb, see rate-limit-storage.ts).
 */
type AuthSetup = {
  config: Config;
  db: Kysely<Database>;
  rateLimitDb?: Kysely<Database>;
  dialect: Dialect;
  mailer?: Mailer;
  sms?: SmsSender;
  moveAnonymousData?: (fromUserId: string, toUserId: string) => Promise<void>;
};

const RATE_LIMIT_WINDOW_SECONDS = 60;

/** Better Auth's options, apart from the instance: migrations derive the tables from them before it starts. */
export const authOptionsOf = (options: AuthSetup) => {
  const { config, db, dialect, mailer = noTransport, sms = noTransport } = options;
  const rateLimitRules = authRateLimitRules(config);
  // The account rules are counted in the same table (account-rate-limits.ts): their rows are kept as long.
  const longestWindow = Math.max(
    RATE_LIMIT_WINDOW_SECONDS,
    ...ACCOUNT_RULES.map((rule) => rule.window),
    ...Object.values(rateLimitRules).map((rule) => (rule ? rule.window : 0)),
  );
  return {
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
      // Every reset route (link, email code, SMS code) ends here: personal access tokens go with the old password.
      onPasswordReset: async ({ user }) => revokePersonalTokens(db, user.id),
      requireEmailVerification: config.requireEmailVerification,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      sendResetPassword: async ({ user, token }) =>
        mailer.send(resetPasswordMessage(config, user.email, token, localeOf((user as { language?: unknown }).language))),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: config.requireEmailVerification,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_TTL_SECONDS,
      sendVerificationEmail: async ({ user, token }) =>
        mailer.send(verifyEmailMessage(config, user.email, token, localeOf((user as { language?: unknown }).language))),
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['oidc'] } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Roles: nobody sets their own at sign-up; only admins change them (modules/console).
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: DEFAULT_ROLE, input: false },
        // The language emails and SMS are written in; sign-up takes the page's (parsed by the shared
        // schema in validateCredentials / validateAccountInput), SetLanguage changes it (modules/language).
        language: { type: 'string', required: false, defaultValue: DEFAULT_LOCALE, input: true },
      },
      // A new address is verified (link sent to it) before it replaces the old one.
      changeEmail: { enabled: true },
    },
    plugins: [signInLinkPlugin(db), ...accountPlugins({ config, db, mailer, sms, moveAnonymousData: options.moveAnonymousData })],
    rateLimit: {
      enabled: true,
      // 'database' keeps Better Auth's rateLimit table in the schema; customStorage decides in one statement on it.
      storage: 'database',
      customStorage: databaseRateLimitStorage(options.rateLimitDb ?? db, longestWindow),
      window: RATE_LIMIT_WINDOW_SECONDS,
      max: 300,
      customRules: rateLimitRules,
    },
    advanced: {
      // No joins (Better Auth's default): a sign-in reads the user, then their accounts, and a session check the
      // session, then its user. One join saves a round trip on PostgreSQL, but Better Auth builds and compiles the
      // joined query afresh on every call, which cost the main thread more than the round trip it saved (warm
      // servers); on SQLite a join with a parameter is also planned again on every run.
      database: { joins: false },
      cookiePrefix: 'portal',
      useSecureCookies: config.baseUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: { before: validateCredentials },
  } satisfies BetterAuthOptions;
};

export const createAuth = (options: AuthSetup) => betterAuth(authOptionsOf(options));

export type Auth = ReturnType<typeof createAuth>;
