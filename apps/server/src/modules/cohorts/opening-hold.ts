import type { Kysely } from 'kysely';
import { missingHindi } from '@portal/shared/own-questions/question-schema';
import { eligibilityMissingHindi } from '@portal/shared/eligibility/eligibility-schema';
import type { Database } from '../../db/types.ts';
import { latestFormVersion } from '../own-questions/form-version-repository.ts';
import { findEligibilityCheck } from '../eligibility/eligibility-repository.ts';

/** What the hold needs of a cohort: its id and whether it can still take applications by its times. */
interface HoldCandidate {
  id: string;
  closesAt: string | null;
  archivedAt: string | null;
}

/**
 * A cohort does not open while a question lacks its Hindi text (docs/own-questions.md): "Open now" and an earlier
 * opening time are refused (cohort-admin.ts), and a scheduled opening that passes leaves it upcoming until every text
 * of its latest form and its eligibility check is written. Read for each cohort that is neither archived nor closed.
 */
export const heldForHindi = async (db: Kysely<Database>, cohort: HoldCandidate, now: Date = new Date()): Promise<boolean> => {
  if (cohort.archivedAt || (cohort.closesAt !== null && Date.parse(cohort.closesAt) <= now.getTime())) return false;
  const form = await latestFormVersion(db, cohort.id);
  if (form && missingHindi(form.questions).length > 0) return true;
  return eligibilityMissingHindi((await findEligibilityCheck(db, cohort.id)).questions).length > 0;
};
