import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { isCohortClosed } from '../modules/review/application-lifecycle.ts';

/** What the web app needs before anyone signs in: names, support contact, the promo video. */
export interface PublicConfig {
  productName: string;
  cohortName: string;
  supportEmail: string;
  promoVideoUrl: string | null;
  /** COHORT_CLOSES_AT as ISO text, or null when applications have no deadline. */
  cohortClosesAt: string | null;
  /** True once the deadline has passed: no new applications or submissions. */
  applicationsClosed: boolean;
}

export const publicConfigOf = (config: Config): PublicConfig => ({
  productName: config.productName,
  cohortName: config.cohortName,
  supportEmail: config.supportEmail,
  promoVideoUrl: config.promoVideoUrl ?? null,
  cohortClosesAt: config.cohortClosesAt?.toISOString() ?? null,
  applicationsClosed: isCohortClosed(config),
});

export const registerPublicConfigRoute = (app: FastifyInstance, config: Config): void => {
  app.get('/api/config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    // Built per request: whether applications are closed changes at the deadline.
    return publicConfigOf(config);
  });
};
