import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { PublicConfig } from '@portal/shared/public-config';
import { PUBLIC_CONFIG_PATH } from '@portal/shared/web/server-paths';

/** `applicationsClosed`: the cohort deadline as the application module reads it (app.applicationLifecycle). */
export const publicConfigOf = (config: Config, applicationsClosed: boolean): PublicConfig => ({
  productName: config.productName,
  cohortName: config.cohortName,
  supportEmail: config.supportEmail,
  promoVideoUrl: config.promoVideoUrl ?? null,
  cohortClosesAt: config.cohortClosesAt?.toISOString() ?? null,
  applicationsClosed,
  apiTokenMaxDays: config.apiTokenMaxDays,
});

export const registerPublicConfigRoute = (app: FastifyInstance, config: Config): void => {
  app.get(PUBLIC_CONFIG_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    // Built per request: whether applications are closed changes at the deadline.
    return publicConfigOf(config, app.applicationLifecycle.isClosed());
  });
};
