import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { LocalCohortName } from '@portal/shared/cohorts/cohort-messages';
import type { PublicConfig } from '@portal/shared/public-config';
import { PUBLIC_CONFIG_PATH } from '@portal/shared/web/server-paths';

/** The cohort the portal names (the newest open, else the newest not archived); applications are closed when none is open. */
export interface FeaturedCohort {
  nameEn: string;
  nameHi: string;
  names: LocalCohortName[];
  closesAt: string | null;
  open: boolean;
}

export const publicConfigOf = (config: Config, cohort: FeaturedCohort | undefined): PublicConfig => ({
  productName: config.productName,
  cohortName: cohort?.nameEn ?? config.cohortName,
  cohortNameHi: cohort?.nameHi ?? config.cohortNameHi,
  cohortNames: cohort?.names ?? [],
  supportEmail: config.supportEmail,
  promoVideoUrl: config.promoVideoUrl ?? null,
  cohortClosesAt: cohort?.closesAt ?? null,
  applicationsClosed: !cohort?.open,
  apiTokenMaxDays: config.apiTokenMaxDays,
});

/** What GET PUBLIC_CONFIG_PATH answers now: built per request, since whether applications are closed changes at the deadline. */
export const publicConfigNow = async (app: FastifyInstance, config: Config): Promise<PublicConfig> => {
  const cohort = await app.cohorts.featured();
  return publicConfigOf(config, cohort && { ...cohort, open: await app.cohorts.isOpen(cohort.id) });
};

export const registerPublicConfigRoute = (app: FastifyInstance, config: Config): void => {
  app.get(PUBLIC_CONFIG_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return publicConfigNow(app, config);
  });
};
