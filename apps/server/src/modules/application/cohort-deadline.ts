import type { Config } from '../../config.ts';

/** Whether COHORT_CLOSES_AT has passed: new applications and submissions are refused from then on. */
export const isCohortClosed = (config: Pick<Config, 'cohortClosesAt'>, now: Date = new Date()): boolean =>
  config.cohortClosesAt !== undefined && now.getTime() >= config.cohortClosesAt.getTime();
