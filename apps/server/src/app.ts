import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config.ts';
import { connectDatabase, type DatabaseHandle } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureFirstCohort } from './modules/cohorts/first-cohort.ts';
import { createCohortDirectory, type CohortDirectory } from './modules/cohorts/cohort-directory.ts';
import { attachApplicationsWithoutCohort, firstApplicationAt } from './modules/application/repository.ts';
import { attachStagesWithoutCohort } from './modules/review-stages/stage-repository.ts';
import { authOptionsOf, createAuth, type Auth } from './auth/auth.ts';
import { endAnonymousSessions } from './auth/end-anonymous-sessions.ts';
import { createMailer, EMAIL_JOB, type Mailer } from './notifications/mailer.ts';
import { createSmsSender, SMS_JOB, type SmsSender } from './notifications/sms.ts';
import { emailJobHandler } from './notifications/email-delivery.ts';
import { smsJobHandler } from './notifications/sms-delivery.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerGraphQL } from './graphql/plugin.ts';
import { registerErrorHandling } from './http/errors.ts';
import { refuseNulInUrls, registerJsonBodyParser } from './http/malformed-input.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { redactingLoggerOptions } from './http/log-redaction.ts';
import { registerPrivateResponses } from './http/private-responses.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerHealthRoutes } from './http/health.ts';
import { registerPublicConfigRoute } from './http/public-config.ts';
import { loadWebApp, registerWebApp } from './http/web-app.ts';
import { registerUploads } from './uploads/register-uploads.ts';
import { registerFileRoutes } from './uploads/file-routes.ts';
import { createWebhookQueue, WEBHOOK_JOB, webhookJobHandler, type WebhookQueue } from './webhooks/webhook-queue.ts';
import { moveAnonymousData } from './modules/application/move-anonymous-data.ts';
import { createApplicationLifecycle } from './modules/review/application-lifecycle.ts';
import { keepEarlierFiles } from './modules/files/keep-earlier-files.ts';
import { coFounderStorage } from './modules/co-founders/co-founders-schema.ts';
import type { UploadStorage } from './modules/files/storage/upload-storage.ts';
import { consentRequirement } from './modules/privacy/consent.ts';
import { privacyDb } from './modules/privacy/privacy-tables.ts';
import type { ApplicationLifecycle } from './modules/application/service.ts';
import { registerConsoleExport } from './modules/console/export-route.ts';
import { createPrivacyJobs } from './modules/privacy/register-privacy.ts';
import { forgetMatchKeys } from './modules/review-fairness/duplicates.ts';
import { createReminders } from './modules/reminders/register-reminders.ts';
import { createMessages } from './modules/messages/register-messages.ts';
import { teamMessageJobHandler } from './modules/team-messages/team-message-delivery.ts';
import { TEAM_MESSAGE_JOB, teamMessagesDb } from './modules/team-messages/team-message-tables.ts';
import type { ReminderScheduler } from './modules/reminders/reminder-scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    auth: Auth;
    jobs: JobQueue;
    mailer: Mailer;
    sms: SmsSender;
    webhooks: WebhookQueue;
    applicationLifecycle: ApplicationLifecycle;
    cohorts: CohortDirectory;
    reminders: ReminderScheduler;
  }
}

export interface BuildOptions {
  /** Run migrations on start (default true). */
  migrate?: boolean;
  /** false: no logging; otherwise pino options (level, stream), to which the redaction of secrets is always added. */
  logger?: false | { level: string; stream?: { write: (line: string) => void } };
  /** Told about every route as it is added (the access probes in test/security/security-access.test.ts read the route table). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Every application and stage belongs to a cohort: the first start after the upgrade to cohorts (migration 013)
 * makes the first cohort from the configuration and attaches the rows that had none (docs/cohorts.md).
 */
const attachToFirstCohort = async (db: DatabaseHandle['db'], config: Config, log: FastifyBaseLogger): Promise<void> => {
  const first = await ensureFirstCohort(db, config, await firstApplicationAt(db));
  const applications = await attachApplicationsWithoutCohort(db, first.id);
  const stages = await attachStagesWithoutCohort(db, first.id);
  if (applications + stages > 0) log.info({ cohort: first.nameEn, applications, stages }, 'attached to the first cohort');
};

/** Builds the whole portal as one Fastify instance, without listening: tests call `inject()` on it. */
export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    // No secret in any log line: token-like query values, reset-link paths and credential headers are redacted.
    logger: options.logger === false ? false : { ...(options.logger ?? { level: config.logLevel }), ...redactingLoggerOptions },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Bodies with prototype-pollution keys are refused, not silently stripped.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    forceCloseConnections: 'idle',
  });
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));

  const database = connectDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    sqliteFile: path.join(config.dataDir, 'portal.db'),
  });
  const mailerOf = { send: (message: Parameters<Mailer['send']>[0]) => mailer.send(message) };
  // Data-rights exports and the daily retention round are durable jobs too (modules/privacy/).
  const privacy = createPrivacyJobs({ db: database.db, config, mailer: mailerOf, log: app.log });
  // One SMTP transport (or the outbox) for every email: sign-in mails, reminders and team messages.
  const email = emailJobHandler(config, app.log);
  // Reminders before a cohort closes are jobs too, each sending its email when it runs (modules/reminders/).
  // The cohort directory exists below, before any job runs (jobs.start()).
  const reminders = createReminders({
    db: database.db,
    config,
    sendEmail: email.deliver,
    findCohort: (id) => cohorts.find(id),
  });
  // Each message on each channel (email, SMS, WhatsApp) is a job of its own (modules/messages/).
  const messages = createMessages({ db: database.db, config, log: app.log, sendEmail: email.deliver });
  // Every email, SMS and webhook is a stored job, delivered in the background (jobs/job-queue.ts).
  const jobs = createJobQueue({
    db: database.db,
    dialect: database.dialect,
    log: app.log,
    handlers: {
      [EMAIL_JOB]: email,
      [SMS_JOB]: smsJobHandler(config, app.log),
      ...(config.webhook ? { [WEBHOOK_JOB]: webhookJobHandler(config.webhook) } : {}),
      ...privacy.handlers,
      ...reminders.handlers,
      ...messages.handlers,
      // One job per recipient of a team message; it queues that founder's channels (modules/team-messages/).
      [TEAM_MESSAGE_JOB]: teamMessageJobHandler({ db: () => teamMessagesDb(database.db), config }),
    },
  });
  const mailer = createMailer(jobs);
  const sms = createSmsSender(jobs);
  const authSetup = {
    config,
    db: database.db,
    rateLimitDb: database.unsyncedDb,
    dialect: database.dialect,
    mailer,
    sms,
    moveAnonymousData: (from: string, to: string) => moveAnonymousData(database.db, from, to),
  };
  // Migrate before Better Auth starts: its schema check would otherwise report a fresh database as broken.
  if (options.migrate !== false) {
    const applied = await migrateToLatest({ db: database.db, dialect: database.dialect, authOptions: authOptionsOf(authSetup) });
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    await attachToFirstCohort(database.db, config, app.log);
  }
  if (!config.allowAnonymousSignIn) {
    const ended = await endAnonymousSessions(database.db);
    if (ended > 0) app.log.info({ ended }, 'anonymous sessions ended (ALLOW_ANONYMOUS_SIGN_IN is off)');
  }
  const auth = createAuth(authSetup);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  app.decorate('sms', sms);
  app.decorate('auth', auth);
  const webhooks = createWebhookQueue(jobs, config.webhook);
  app.decorate('webhooks', webhooks);
  // A cohort changed on this instance (its close moved, its reminder times): a reminder may be due now or sooner.
  const cohorts = createCohortDirectory(database.db, undefined, () => void reminderScheduler.runAfterCurrent());
  app.decorate('cohorts', cohorts);
  // The upload storage exists once the uploads are registered, below (a request never comes before that).
  const uploadStorage: { current?: UploadStorage } = {};
  app.decorate('applicationLifecycle', {
    ...createApplicationLifecycle({ db: database.db, config, mailer, webhooks, log: app.log, cohorts }),
    requireConsent: consentRequirement(privacyDb(database.db), () => config.privacy.noticeVersion),
    keepFiles: async (files) => {
      if (!uploadStorage.current) throw new Error('keepFiles before the upload storage exists');
      await keepEarlierFiles({ db: database.db, storage: uploadStorage.current, log: app.log }, files);
    },
  });
  const reminderScheduler = reminders.scheduler(jobs, app.log);
  app.decorate('reminders', reminderScheduler);
  // After the requests in flight: a delivery in progress finishes before the database closes.
  app.addHook('onClose', async () => {
    await reminderScheduler.stop();
    await jobs.stop();
    await database.destroy();
  });

  jobs.start();
  reminderScheduler.start();

  const webApp = config.webDistDir ? loadWebApp(config.webDistDir) : undefined;
  registerErrorHandling(app, webApp ? { pageFallback: webApp.sendPage } : {});
  registerJsonBodyParser(app);
  refuseNulInUrls(app);
  await registerSecurityHeaders(app, config);
  registerPrivateResponses(app);
  // tus requests too: tus's own CORS answers only tell browsers what they may read, they refuse nothing.
  registerCsrfProtection(app, config, { exemptPrefixes: [] });
  registerHealthRoutes(app, database.db);
  registerPublicConfigRoute(app, config);
  registerAuthRoutes(app, auth, config);
  const uploads = await registerUploads(app);
  uploadStorage.current = uploads.storage;
  coFounderStorage.set(app.database, uploads.storage);
  registerFileRoutes(app, uploads.storage);
  registerConsoleExport(app);
  // A correction changes a submitted application's answers: its duplicate keys are read again.
  privacy.register(app, uploads.storage, forgetMatchKeys);
  messages.register(app);
  await registerGraphQL(app);

  if (webApp) await registerWebApp(app, webApp);
  return app;
};
