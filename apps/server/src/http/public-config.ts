import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { isCohortClosed } from '../modules/review/application-lifecycle.ts';
import type { PublicConfig } from '@portal/shared/public-config';


export const publicConfigOf = (config: Config): PublicConfig => ({
  productName: config.productName,
  cohortName: config.cohortName,
  supportEmail: config.supportEmail,
  promoVideoUrl: config.promoVideoUrl ?? null,
  cohortClosesAt: config.cohortClosesAt?.toISOString() ?? null,
  applicationsClosed: isCohortClosed(config),
  apiTokenMaxDays: config.apiTokenMaxDays,
});

export const registerPublicConfigRoute = (app: FastifyInstance, config: Config): void => {
  app.get('/api/config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    // Built per request: whether applications are closed changes at the deadline.
    return publicConfigOf(config);
  });
};
