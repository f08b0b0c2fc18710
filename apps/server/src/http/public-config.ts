import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** What the web app needs before anyone signs in: names, support contact, the promo video. */
export interface PublicConfig {
  productName: string;
  cohortName: string;
  supportEmail: string;
  promoVideoUrl: string | null;
}

export const publicConfigOf = (config: Config): PublicConfig => ({
  productName: config.productName,
  cohortName: config.cohortName,
  supportEmail: config.supportEmail,
  promoVideoUrl: config.promoVideoUrl ?? null,
});

export const registerPublicConfigRoute = (app: FastifyInstance, config: Config): void => {
  const body = publicConfigOf(config);
  app.get('/api/config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
};
