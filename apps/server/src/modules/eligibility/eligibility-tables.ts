import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/** A cohort's eligibility check (migration 022): its questions and rules as JSON, one row per cohort with a check. */
export type CohortEligibilityTable = {
  cohort_id: string;
  /** JSON: the questions in order (packages/shared/src/eligibility/eligibility-schema.ts). */
  questions: string;
  updated_at: string;
  updated_by_id: string | null;
  updated_by_name: string;
};

/** A founder's answers to a cohort's check, one row per account and cohort, with the outcome. */
export type EligibilityScreeningsTable = {
  id: string;
  user_id: string;
  cohort_id: string;
  /** JSON: answer by question id. */
  answers: string;
  outcome: 'eligible' | 'refused';
  /** When refused: the question whose rule failed, and the rule in English as it read then. */
  failed_question_id: string | null;
  failed_rule: string | null;
  created_at: string;
};

export type EligibilityTables = {
  cohort_eligibility: CohortEligibilityTable;
  eligibility_screenings: EligibilityScreeningsTable;
};

export const eligibilityDb = (db: Kysely<Database>): Kysely<Database & EligibilityTables> => db.withTables<EligibilityTables>();
