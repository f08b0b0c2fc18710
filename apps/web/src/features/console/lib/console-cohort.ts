import { useSearchParams } from 'react-router';
import { useConsoleCohorts, type ConsoleCohort } from '../cohorts/cohorts-api.ts';

/** The switcher's value for every cohort at once (`?cohort=all`). */
export const ALL_COHORTS = 'all';

/** The console's default cohort: the newest open, else the newest not archived (cohorts come newest first). */
export const defaultCohortId = (cohorts: readonly Pick<ConsoleCohort, 'id' | 'state'>[]): string | undefined =>
  (cohorts.find((c) => c.state === 'open') ?? cohorts.find((c) => c.state !== 'archived'))?.id;

export interface ConsoleCohortView {
  /** What the switcher shows: a cohort's id or ALL_COHORTS. */
  value: string;
  /** What the queries take: a cohort's id, or null for every cohort. */
  cohortId: string | null;
  /** Whether the URL names the cohort (then links keep it); otherwise the default applies. */
  chosen: boolean;
}

/** The console's cohort, kept in the URL (`?cohort=<id>` or `all`); without it, the default cohort. */
export const useConsoleCohort = (): ConsoleCohortView => {
  const [search] = useSearchParams();
  const cohorts = useConsoleCohorts();
  const inUrl = search.get('cohort')?.trim();
  const value = inUrl || defaultCohortId(cohorts.data ?? []) || ALL_COHORTS;
  return { value, cohortId: value === ALL_COHORTS ? null : value, chosen: !!inUrl };
};

/** A console path that keeps the chosen cohort. */
export const withCohort = (path: string, view: ConsoleCohortView): string =>
  view.chosen ? `${path}?${new URLSearchParams({ cohort: view.value }).toString()}` : path;
