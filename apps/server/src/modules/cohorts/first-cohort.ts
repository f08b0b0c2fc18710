import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { nowIso, type Database } from '../../db/types.ts';
import { insertCohortRow, listCohorts, type Cohort } from './cohort-repository.ts';

/** The first cohort's fixed id, so two instances starting at once make one. */
export const FIRST_COHORT_ID = 'first';

/**
 * The first cohort, made from COHORT_NAME / COHORT_NAME_HI / COHORT_CLOSES_AT when the database has none: on a fresh
 * install, and on the first start after the upgrade to cohorts, when it takes in every existing application and
 * stage (app.ts attaches them). Afterwards cohorts are data: the variables are not read again.
 */
export const ensureFirstCohort = async (
  db: Kysely<Database>,
  config: Pick<Config, 'cohortName' | 'cohortNameHi' | 'cohortNames' | 'cohortClosesAt'>,
  openedAt: string | undefined,
): Promise<Cohort> => {
  const existing = await listCohorts(db);
  if (existing.length > 0) return existing[0]!;
  await insertCohortRow(db, FIRST_COHORT_ID, {
    nameEn: config.cohortName,
    nameHi: config.cohortNameHi,
    names: config.cohortNames,
    description: null,
    opensAt: openedAt ?? nowIso(),
    closesAt: config.cohortClosesAt?.toISOString() ?? null,
  });
  return (await listCohorts(db))[0]!;
};
