import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { connectDatabase, type DatabaseHandle } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { authOptionsOf, createAuth, type Auth } from './auth/auth.ts';
import { createMailer, type Mailer } from './notifications/mailer.ts';
import { createSmsSender, type SmsSender } from './notifications/sms.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerGraphQL } from './graphql/plugin.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerPrivateResponses } from './http/private-responses.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerHealthRoutes } from './http/health.ts';
import { registerPublicConfigRoute } from './http/public-config.ts';
import { registerWebApp, sendSpaIndex } from './http/web-app.ts';
import { registerUploads } from './uploads/register-uploads.ts';
import { registerFileRoutes } from './modules/files/file-routes.ts';
import { createWebhookQueue, type WebhookQueue } from './webhooks/webhook-queue.ts';
import { createApplicationLifecycle } from './modules/review/application-lifecycle.ts';
import type { ApplicationLifecycle } from './modules/application/service.ts';
import { registerConsoleExport } from './modules/console/export-route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    auth: Auth;
    mailer: Mailer;
    sms: SmsSender;
    webhooks: WebhookQueue;
    applicationLifecycle: ApplicationLifecycle;
  }
}

export interface BuildOptions {
  /** Run migrations on start (default true). */
  migrate?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole portal as one Fastify instance, without listening: tests call `inject()` on it. */
export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Bodies with prototype-pollution keys are refused, not silently stripped.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    forceCloseConnections: 'idle',
  });

  const database = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'portal.db') });
  const mailer = createMailer(config, app.log);
  const sms = createSmsSender(config, app.log);
  const authSetup = { config, db: database.db, dialect: database.dialect, mailer, sms };
  // Migrate before Better Auth starts: its schema check would otherwise report a fresh database as broken.
  if (options.migrate !== false) {
    const applied = await migrateToLatest({ db: database.db, dialect: database.dialect, authOptions: authOptionsOf(authSetup) });
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  }
  const auth = createAuth(authSetup);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  app.decorate('sms', sms);
  app.decorate('auth', auth);
  const webhooks = createWebhookQueue({ db: database.db, config: config.webhook, log: app.log });
  app.decorate('webhooks', webhooks);
  app.decorate('applicationLifecycle', createApplicationLifecycle({ db: database.db, config, mailer, webhooks, log: app.log }));
  app.addHook('onClose', async () => webhooks.stop());
  app.addHook('onClose', async () => database.destroy());

  webhooks.start();

  registerErrorHandling(app, config.webDistDir ? { pageFallback: sendSpaIndex } : {});
  await registerSecurityHeaders(app, config);
  registerPrivateResponses(app);
  // tus requests too: tus's own CORS answers only tell browsers what they may read, they refuse nothing.
  registerCsrfProtection(app, config, { exemptPrefixes: [] });
  registerHealthRoutes(app, database.db);
  registerPublicConfigRoute(app, config);
  registerAuthRoutes(app, auth, config);
  const uploads = await registerUploads(app);
  registerFileRoutes(app, uploads.storage);
  registerConsoleExport(app);
  await registerGraphQL(app);

  if (config.webDistDir) await registerWebApp(app, config.webDistDir);
  return app;
};
