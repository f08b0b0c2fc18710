import type { Kysely } from 'kysely';
import { COHORT_MESSAGES, closesInPast, cohortInputSchema, cohortState, type CohortInput } from '@portal/shared/cohorts/cohort';
import { nowIso, type Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import { assertFormHasHindi } from '../own-questions/form-admin.ts';
import { assertEligibilityHasHindi } from '../eligibility/eligibility-service.ts';
import type { CohortDirectory } from './cohort-directory.ts';
import { findCohort, insertCohort, updateCohort, type Cohort } from './cohort-repository.ts';

/** What an admin does on the console's Cohorts page; every change is refused with a clear code and changes nothing. */
interface Deps {
  db: Kysely<Database>;
  cohorts: CohortDirectory;
  now?: () => Date;
}

const parseInput = (input: unknown): CohortInput => {
  const result = cohortInputSchema.safeParse(input);
  if (!result.success && result.error.issues.every((issue) => issue.message === COHORT_MESSAGES.DATES_REVERSED)) {
    throw new AppError('COHORT_DATES_REVERSED');
  }
  return parseOrBadRequest(cohortInputSchema, input);
};

/** Times are stored as UTC ISO text, whatever offset they were entered with (IST in the console). */
const utc = (instant: string): string => new Date(instant).toISOString();

const existing = async (db: Kysely<Database>, id: string): Promise<Cohort> => {
  const cohort = await findCohort(db, id.trim());
  if (!cohort) throw new AppError('COHORT_NOT_FOUND');
  if (cohort.archivedAt) throw new AppError('COHORT_ARCHIVED');
  return cohort;
};

const changed = (deps: Deps, cohort: Cohort | undefined): Cohort => {
  deps.cohorts.changed();
  if (!cohort) throw new AppError('COHORT_ARCHIVED');
  return cohort;
};

export const createCohort = async (deps: Deps, input: unknown): Promise<Cohort> => {
  const values = parseInput(input);
  if (closesInPast(values, deps.now?.())) throw new AppError('COHORT_CLOSES_IN_PAST');
  const cohort = await insertCohort(deps.db, { ...values, opensAt: utc(values.opensAt), closesAt: utc(values.closesAt) });
  deps.cohorts.changed();
  return cohort;
};

/** Edits a cohort; a closing time may be moved only to a time ahead (closing early is `closeCohortNow`). */
export const editCohort = async (deps: Deps, id: string, input: unknown): Promise<Cohort> => {
  const values = parseInput(input);
  const cohort = await existing(deps.db, id);
  const closesAt = utc(values.closesAt);
  if (closesAt !== cohort.closesAt && closesInPast(values, deps.now?.())) throw new AppError('COHORT_CLOSES_IN_PAST');
  const opensNow = Date.parse(values.opensAt) <= (deps.now?.() ?? new Date()).getTime();
  // Only an edit that opens it checks: a cohort held past its time for a missing Hindi text stays held until written.
  if (opensNow && cohortState({ ...cohort, heldForHindi: false }, deps.now?.()) === 'upcoming') {
    await assertFormHasHindi(deps.db, cohort.id);
    await assertEligibilityHasHindi(deps.db, cohort.id);
  }
  return changed(deps, await updateCohort(deps.db, cohort.id, { ...values, opensAt: utc(values.opensAt), closesAt }));
};

/** Opens an upcoming cohort now; an open one stays as it is; a closed one is not reopened here (edit its closing time). */
export const openCohortNow = async (deps: Deps, id: string): Promise<Cohort> => {
  const cohort = await existing(deps.db, id);
  if (cohortState(cohort, deps.now?.()) !== 'upcoming') return cohort;
  await assertFormHasHindi(deps.db, cohort.id);
  await assertEligibilityHasHindi(deps.db, cohort.id);
  return changed(deps, await updateCohort(deps.db, cohort.id, { opensAt: nowIso() }));
};

/** Closes a cohort now: no new applications and no submissions from this moment. */
export const closeCohortNow = async (deps: Deps, id: string): Promise<Cohort> => {
  const cohort = await existing(deps.db, id);
  const state = cohortState(cohort, deps.now?.());
  if (state === 'closed') return cohort;
  const now = nowIso();
  return changed(
    deps,
    await updateCohort(deps.db, cohort.id, { closesAt: now, ...(state === 'upcoming' ? { opensAt: now } : {}) }),
  );
};

/** Archives a closed cohort: it leaves the founders' and the console's default views; every row of it is kept. */
export const archiveCohort = async (deps: Deps, id: string): Promise<Cohort> => {
  const cohort = await existing(deps.db, id);
  if (cohortState(cohort, deps.now?.()) === 'open') throw new AppError('COHORT_STILL_OPEN');
  return changed(deps, await updateCohort(deps.db, cohort.id, { archivedAt: nowIso() }));
};
