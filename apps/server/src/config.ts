import { randomBytes } from 'node:crypto';
import { DEFAULT_COHORT_NAME, DEFAULT_COHORT_NAME_HI, DEFAULT_COHORT_NAMES } from '@portal/shared/cohorts/default-cohort';
import type { LocalCohortName } from '@portal/shared/cohorts/cohort-messages';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TOKEN_MAX_DAYS } from '@portal/shared/account/account-security';
import { DEFAULT_REVIEW_STATUSES, DEFAULT_RUBRIC_LABELS, rubricOf, type RubricCriterion } from '@portal/shared/review/review';
import { DEFAULT_PRIVACY_NOTICE_VERSION } from '@portal/shared/privacy/privacy';
import { reviewStatusesSchema, rubricLabelsSchema } from './config/review-settings.ts';

const optionalText = z.string().trim().min(1).optional().catch(undefined);
const optionalUrl = (what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ error: `${what} must be a full URL` }).optional());

/**
 * PostgreSQL connections an instance keeps by default. On the 2-core machine of docs/performance.md, 8 served as many
 * saves a second as 20 or more (2,450 against 2,190 on average over eight runs each): extra backends only wait for the
 * same cores.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 8;

/** Every setting the portal reads; docs/configuration.md lists the same names. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(0).max(65535, 'PORT must be at most 65535').default(3000),
  BASE_URL: optionalUrl('BASE_URL'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL').refine(
    (v) => !v || /^postgres(ql)?:\/\//.test(v),
    'DATABASE_URL must start with postgres:// or postgresql://',
  ),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'DATABASE_POOL_SIZE must be a whole number' })
    .int('DATABASE_POOL_SIZE must be a whole number')
    .min(1, 'DATABASE_POOL_SIZE must be at least 1')
    .max(100, 'DATABASE_POOL_SIZE must be at most 100')
    .default(DEFAULT_DATABASE_POOL_SIZE),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  COHORT_NAME: z.string().trim().min(1).default(DEFAULT_COHORT_NAME),
  COHORT_NAME_HI: z.string().trim().min(1).optional(),
  SUPPORT_EMAIL: z.email({ error: 'SUPPORT_EMAIL must be an email address' }).default('support@whyclub.in'),
  PRODUCT_NAME: z.string().trim().min(1).default('WHY Club'),
  PROMO_VIDEO_URL: optionalUrl('PROMO_VIDEO_URL'),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: optionalText,
  SMS_WEBHOOK_URL: optionalUrl('SMS_WEBHOOK_URL'),
  SMS_WEBHOOK_TOKEN: optionalText,
  /** India's DLT registration (docs/reminders.md): the principal entity id and one approved template id per kind of SMS. */
  SMS_DLT_ENTITY_ID: optionalText,
  SMS_DLT_TEMPLATE_SIGN_IN: optionalText,
  SMS_DLT_TEMPLATE_REMINDER: optionalText,
  SMS_DLT_TEMPLATE_TEAM: optionalText,
  /** The WhatsApp Business Cloud API (docs/reminders.md); without a phone number id and token, WhatsApp goes to the outbox. */
  WHATSAPP_API_URL: optionalUrl('WHATSAPP_API_URL'),
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_ACCESS_TOKEN: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_TEMPLATE_REMINDER: z.string().trim().min(1).default('application_reminder'),
  WHATSAPP_TEMPLATE_TEAM: z.string().trim().min(1).default('team_message'),
  /** One request to the SMS gateway or the WhatsApp API may take this long before it counts as failed. */
  CHANNEL_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(10),
  MESSAGE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  MESSAGE_RETRY_BASE_SECONDS: z.coerce.number().positive().max(3600).default(15),
  /** How often each instance looks for reminders that came due (docs/reminders.md). */
  REMINDER_ROUND_SECONDS: z.coerce.number().positive().max(3600).default(60),
  REQUIRE_EMAIL_VERIFICATION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  ALLOW_ANONYMOUS_SIGN_IN: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  API_TOKEN_MAX_DAYS: z.coerce
    .number({ error: 'API_TOKEN_MAX_DAYS must be a number of days' })
    .int()
    .min(1)
    .max(3650, 'API_TOKEN_MAX_DAYS must be at most 3650')
    .default(DEFAULT_TOKEN_MAX_DAYS),
  OIDC_ISSUER: optionalUrl('OIDC_ISSUER'),
  OIDC_CLIENT_ID: optionalText,
  OIDC_JWKS_URL: optionalUrl('OIDC_JWKS_URL'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  UPLOAD_EXPIRY_HOURS: z.coerce.number().positive().default(24),
  VIDEO_FACTS_TIME_LIMIT_SECONDS: z.coerce.number().positive().max(600).default(15),
  MAX_UNFINISHED_UPLOADS: z.coerce
    .number({ error: 'MAX_UNFINISHED_UPLOADS must be a whole number' })
    .int()
    .min(1, 'MAX_UNFINISHED_UPLOADS must be at least 1')
    .default(3),
  S3_ENDPOINT: optionalUrl('S3_ENDPOINT'),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SERVE_WEB: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REVIEW_STATUSES: reviewStatusesSchema.default([...DEFAULT_REVIEW_STATUSES]),
  RUBRIC_CRITERIA: rubricLabelsSchema.default([...DEFAULT_RUBRIC_LABELS]),
  REVIEW_BLIND: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  REVIEW_CONFIDENCE_WEIGHTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  COHORT_CLOSES_AT: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z.iso
        .datetime({
          offset: true,
          local: true,
          error: 'COHORT_CLOSES_AT must be an ISO date-time, e.g. 2025-03-31T23:59:59+05:30',
        })
        .optional(),
    ),
  WEBHOOK_URL: optionalUrl('WEBHOOK_URL'),
  WEBHOOK_SECRET: z.string().min(16, 'WEBHOOK_SECRET must be at least 16 characters').optional(),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().positive().max(3600).default(30),
  DATA_FIDUCIARY_NAME: optionalText,
  GRIEVANCE_OFFICER_NAME: optionalText,
  GRIEVANCE_OFFICER_CONTACT: optionalText,
  PRIVACY_NOTICE_VERSION: z.string().trim().min(1).max(50).default(DEFAULT_PRIVACY_NOTICE_VERSION),
  RETENTION_DAYS_AFTER_CLOSE: z.coerce
    .number({ error: 'RETENTION_DAYS_AFTER_CLOSE must be a number of days' })
    .int()
    .min(1, 'RETENTION_DAYS_AFTER_CLOSE must be at least 1')
    .max(3650, 'RETENTION_DAYS_AFTER_CLOSE must be at most 3650')
    .default(180),
});

export type Env = z.output<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  /** Public origin of the portal, e.g. https://apply.example.org (no trailing slash). */
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this instance keeps (docs/performance.md: more than the database's cores only queue). */
  databasePoolSize: number;
  authSecret: string;
  /** The first cohort's name (docs/cohorts.md): used once, when a database has no cohort yet. */
  cohortName: string;
  /** Its Hindi name; unset: the Hindi of the default name, or COHORT_NAME itself. */
  cohortNameHi: string;
  /** Its names in the other languages: those of the default name, none for a name the team set (the console adds them). */
  cohortNames: LocalCohortName[];
  supportEmail: string;
  productName: string;
  promoVideoUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsWebhook: { url: string; token: string | undefined } | undefined;
  /** DLT ids sent with each SMS where set (Indian rules: a registered template per kind of SMS). */
  smsDlt: { entityId: string | undefined; templates: { signIn?: string; reminder?: string; team?: string } };
  /** The WhatsApp Business Cloud API; undefined: WhatsApp messages go to the outbox (not offered in production). */
  whatsapp:
    | {
        apiUrl: string;
        phoneNumberId: string;
        accessToken: string;
        appSecret: string | undefined;
        verifyToken: string | undefined;
      }
    | undefined;
  /** The approved WhatsApp template of each kind of message. */
  whatsappTemplates: { reminder: string; team: string };
  channelTimeoutMs: number;
  /** Emails and SMS are delivered in the background and retried with backoff (jobs/job-queue.ts). */
  messages: { maxAttempts: number; retryBaseMs: number };
  /** Each instance's reminder round runs this often (REMINDER_ROUND_SECONDS, docs/reminders.md). */
  reminderRoundEveryMs: number;
  /** Sign-in is refused until the email address is verified (turn on in production). */
  requireEmailVerification: boolean;
  /** Visitors may start without an account (POST /api/auth/sign-in/anonymous); never together with requireEmailVerification. */
  allowAnonymousSignIn: boolean;
  /** The longest a personal access token may last, in days; every token has an expiry. */
  apiTokenMaxDays: number;
  /** An OpenID Connect provider whose ID tokens sign founders in; undefined when not configured. */
  oidc: { issuer: string; clientId: string; jwksUrl: string | undefined } | undefined;
  trustProxy: boolean;
  authRateLimit: { max: number; windowSeconds: number };
  uploadExpiryMs: number;
  /** Uploads one founder may have in progress at once; a new upload of a kind replaces their unfinished one of it. */
  maxUnfinishedUploads: number;
  /** How long a video's duration and picture size may take to read (on a thread of its own) before the file is refused. */
  videoFactsTimeLimitMs: number;
  s3:
    | { endpoint?: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean }
    | undefined;
  logLevel: Env['LOG_LEVEL'];
  /**
   * The review pipeline: statuses after 'submitted' and the rubric reviewers score; `blind` hides
   * founders' personal data from reviewers, `confidenceWeights` weights calibrated scores by confidence
   * (modules/review-fairness/).
   */
  review: { statuses: string[]; criteria: RubricCriterion[]; blind: boolean; confidenceWeights: boolean };
  /** After this moment new applications and submissions are refused; undefined: always open. */
  cohortClosesAt: Date | undefined;
  /** Signed POSTs of application events to another system; undefined when WEBHOOK_URL is not set. */
  webhook: { url: string; secret: string; maxAttempts: number; retryBaseMs: number } | undefined;
  /** The privacy notice's configured parts (packages/shared/src/privacy/privacy-messages.ts holds its texts). */
  /** `officer`: the team's grievance officer; without one the notice names the product's, in the reader's language. */
  privacy: { fiduciary: string; officer: string | undefined; contact: string; noticeVersion: string };
  /** Applications not accepted are erased this many days after cohortClosesAt (modules/privacy/retention-job.ts). */
  retentionDaysAfterClose: number;
  /** Where the built web app lives; undefined when the server runs without it (API-only tests). */
  webDistDir: string | undefined;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** The secret comes from AUTH_SECRET, else from DATA_DIR/auth-secret, created on first start. */
const resolveAuthSecret = (env: Env, dataDir: string, log: (line: string) => void): string => {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  log(`AUTH_SECRET was not set: generated one into ${file}. Keep this file (or set AUTH_SECRET) so sessions survive restarts.`);
  return secret;
};

const S3_KEYS = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export const loadConfig = (
  source: Record<string, string | undefined> = process.env,
  options: { log?: (line: string) => void; webDistDir?: string } = {},
): Config => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`));
  }
  const env = parsed.data;
  const s3Set = S3_KEYS.filter((k) => env[k]);
  if (s3Set.length > 0 && s3Set.length < S3_KEYS.length) {
    throw new ConfigError([
      `S3 storage needs all of ${S3_KEYS.join(', ')} (missing: ${S3_KEYS.filter((k) => !env[k]).join(', ')})`,
    ]);
  }
  if (Boolean(env.OIDC_ISSUER) !== Boolean(env.OIDC_CLIENT_ID)) {
    throw new ConfigError(['OpenID Connect sign-in needs both OIDC_ISSUER and OIDC_CLIENT_ID']);
  }
  if (env.ALLOW_ANONYMOUS_SIGN_IN && env.REQUIRE_EMAIL_VERIFICATION) {
    throw new ConfigError([
      'ALLOW_ANONYMOUS_SIGN_IN=true cannot be combined with REQUIRE_EMAIL_VERIFICATION=true: an anonymous session would skip the email verification',
    ]);
  }
  if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET)
    throw new ConfigError(['WEBHOOK_URL needs WEBHOOK_SECRET (at least 16 characters) to sign its requests']);
  const dataDir = path.resolve(env.DATA_DIR);
  const log = options.log ?? ((line: string) => console.log(line));
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    baseUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    authSecret: resolveAuthSecret(env, dataDir, log),
    cohortName: env.COHORT_NAME,
    cohortNameHi: env.COHORT_NAME_HI ?? (env.COHORT_NAME === DEFAULT_COHORT_NAME ? DEFAULT_COHORT_NAME_HI : env.COHORT_NAME),
    cohortNames: env.COHORT_NAME === DEFAULT_COHORT_NAME ? DEFAULT_COHORT_NAMES : [],
    supportEmail: env.SUPPORT_EMAIL,
    productName: env.PRODUCT_NAME,
    promoVideoUrl: env.PROMO_VIDEO_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${env.PRODUCT_NAME} <no-reply@${new URL(baseUrl).hostname}>`,
    smsWebhook: env.SMS_WEBHOOK_URL ? { url: env.SMS_WEBHOOK_URL, token: env.SMS_WEBHOOK_TOKEN } : undefined,
    smsDlt: {
      entityId: env.SMS_DLT_ENTITY_ID,
      templates: {
        signIn: env.SMS_DLT_TEMPLATE_SIGN_IN,
        reminder: env.SMS_DLT_TEMPLATE_REMINDER,
        team: env.SMS_DLT_TEMPLATE_TEAM,
      },
    },
    whatsapp:
      env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_ACCESS_TOKEN
        ? {
            apiUrl: (env.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            accessToken: env.WHATSAPP_ACCESS_TOKEN,
            appSecret: env.WHATSAPP_APP_SECRET,
            verifyToken: env.WHATSAPP_VERIFY_TOKEN,
          }
        : undefined,
    whatsappTemplates: { reminder: env.WHATSAPP_TEMPLATE_REMINDER, team: env.WHATSAPP_TEMPLATE_TEAM },
    channelTimeoutMs: env.CHANNEL_TIMEOUT_SECONDS * 1000,
    messages: { maxAttempts: env.MESSAGE_MAX_ATTEMPTS, retryBaseMs: env.MESSAGE_RETRY_BASE_SECONDS * 1000 },
    reminderRoundEveryMs: env.REMINDER_ROUND_SECONDS * 1000,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    allowAnonymousSignIn: env.ALLOW_ANONYMOUS_SIGN_IN,
    apiTokenMaxDays: env.API_TOKEN_MAX_DAYS,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID
        ? { issuer: env.OIDC_ISSUER.replace(/\/+$/, ''), clientId: env.OIDC_CLIENT_ID, jwksUrl: env.OIDC_JWKS_URL }
        : undefined,
    trustProxy: env.TRUST_PROXY,
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    uploadExpiryMs: env.UPLOAD_EXPIRY_HOURS * 3_600_000,
    maxUnfinishedUploads: env.MAX_UNFINISHED_UPLOADS,
    videoFactsTimeLimitMs: env.VIDEO_FACTS_TIME_LIMIT_SECONDS * 1000,
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION ?? 'us-east-1',
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    logLevel: env.LOG_LEVEL,
    review: {
      statuses: env.REVIEW_STATUSES,
      criteria: rubricOf(env.RUBRIC_CRITERIA),
      blind: env.REVIEW_BLIND,
      confidenceWeights: env.REVIEW_CONFIDENCE_WEIGHTS,
    },
    cohortClosesAt: env.COHORT_CLOSES_AT ? new Date(env.COHORT_CLOSES_AT) : undefined,
    webhook:
      env.WEBHOOK_URL && env.WEBHOOK_SECRET
        ? {
            url: env.WEBHOOK_URL,
            secret: env.WEBHOOK_SECRET,
            maxAttempts: env.WEBHOOK_MAX_ATTEMPTS,
            retryBaseMs: env.WEBHOOK_RETRY_BASE_SECONDS * 1000,
          }
        : undefined,
    webDistDir: env.SERVE_WEB ? options.webDistDir : undefined,
    privacy: {
      fiduciary: env.DATA_FIDUCIARY_NAME ?? env.PRODUCT_NAME,
      officer: env.GRIEVANCE_OFFICER_NAME,
      contact: env.GRIEVANCE_OFFICER_CONTACT ?? env.SUPPORT_EMAIL,
      noticeVersion: env.PRIVACY_NOTICE_VERSION,
    },
    retentionDaysAfterClose: env.RETENTION_DAYS_AFTER_CLOSE,
  };
};
