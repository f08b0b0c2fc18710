import type { Kysely } from 'kysely';
import { cohortState } from '@portal/shared/cohorts/cohort';
import type { Database } from '../../db/types.ts';
import { listCohorts, type Cohort } from './cohort-repository.ts';

/** How long a read of the cohorts table serves: another instance's change to a cohort is seen within this. */
const FRESH_FOR_MS = 1_000;

/**
 * The cohorts as the founder's hot paths need them (is this cohort open? which one does a new application join?),
 * read from the table at most once a second: the table is tiny and changes a few times a season. States are
 * computed at the moment asked, so a cohort closes at its closing time exactly.
 */
export interface CohortDirectory {
  all: () => Promise<Cohort[]>;
  find: (id: string) => Promise<Cohort | undefined>;
  isOpen: (id: string) => Promise<boolean>;
  /** Where a founder with no application applies: the open cohort that opened last; undefined when none is open. */
  newestOpen: () => Promise<Cohort | undefined>;
  /** The cohort the portal names when it names one: the newest open, else the newest not archived. */
  featured: () => Promise<Cohort | undefined>;
  /** Forget the last read (after this instance changed a cohort), and tell `onChanged`. */
  changed: () => void;
}

export const createCohortDirectory = (
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
  onChanged: () => void = () => {},
): CohortDirectory => {
  let cached: { at: number; cohorts: Promise<Cohort[]> } | undefined;
  const all = (): Promise<Cohort[]> => {
    const at = Date.now();
    if (!cached || at - cached.at >= FRESH_FOR_MS) {
      const cohorts = listCohorts(db);
      cached = { at, cohorts };
      cohorts.catch(() => (cached = undefined));
    }
    return cached.cohorts;
  };
  const find = async (id: string) => (await all()).find((cohort) => cohort.id === id);
  const newestOpen = async () => (await all()).findLast((cohort) => cohortState(cohort, now()) === 'open');
  return {
    all,
    find,
    isOpen: async (id) => {
      const cohort = await find(id);
      return cohort !== undefined && cohortState(cohort, now()) === 'open';
    },
    newestOpen,
    featured: async () => (await newestOpen()) ?? (await all()).findLast((cohort) => cohort.archivedAt === null),
    changed: () => {
      cached = undefined;
      onChanged();
    },
  };
};
