import type { Kysely } from 'kysely';
import { cohortState } from '@portal/shared/cohorts/cohort';
import {
  asOwnQuestion,
  checkEligibility,
  eligibilityListSchema,
  eligibilityMissingHindi,
  type EligibilityQuestion,
} from '@portal/shared/eligibility/eligibility-schema';
import { ruleSummary } from '@portal/shared/eligibility/eligibility-messages';
import { answersSchema } from '@portal/shared/own-questions/answer-schema';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import { findCohort } from '../cohorts/cohort-repository.ts';
import { exportedAnswers, type ExportedAnswer } from '../own-questions/exported-answers.ts';
import {
  findEligibilityCheck,
  findScreening,
  insertScreening,
  saveEligibilityCheck,
  screeningsOfUser,
  type EligibilityCheck,
  type Screening,
} from './eligibility-repository.ts';

interface Deps {
  db: Kysely<Database>;
  now?: () => Date;
}

/** Refused, naming each question (by its English text) that still lacks Hindi, as a cohort's own questions are. */
const refuseMissingHindi = (questions: readonly EligibilityQuestion[]): void => {
  const missing = eligibilityMissingHindi(questions);
  if (missing.length === 0) return;
  throw new AppError('OWN_QUESTIONS_HINDI_MISSING', {
    params: { questions: missing.map((m) => `“${m.labelEn}” (${m.missing.join(', ')})`).join('; ') },
    details: missing.map((m) => m.id),
  });
};

/** A cohort opens only when its eligibility check has every Hindi text ("Open now", an earlier opening time). */
export const assertEligibilityHasHindi = async (db: Kysely<Database>, cohortId: string): Promise<void> => {
  refuseMissingHindi((await findEligibilityCheck(db, cohortId)).questions);
};

/**
 * Saves a cohort's check (admins); an empty list removes it. Before the cohort opens it may lack Hindi; once it
 * has opened every Hindi text is required. Founders already screened keep their outcome.
 */
export const saveCohortEligibility = async (
  deps: Deps,
  cohortId: string,
  input: unknown,
  author: { id: string; name: string },
): Promise<EligibilityCheck> => {
  const questions = parseOrBadRequest(eligibilityListSchema, input);
  const cohort = await findCohort(deps.db, cohortId.trim());
  if (!cohort) throw new AppError('COHORT_NOT_FOUND');
  if (cohort.archivedAt) throw new AppError('COHORT_ARCHIVED');
  if (cohortState(cohort, deps.now?.()) !== 'upcoming') refuseMissingHindi(questions);
  await saveEligibilityCheck(deps.db, cohort.id, questions, author);
  return findEligibilityCheck(deps.db, cohort.id);
};

/** The check of a cohort a founder may see: an existing cohort not archived. */
export const founderCheck = async (db: Kysely<Database>, cohortId: string): Promise<EligibilityCheck> => {
  const cohort = await findCohort(db, cohortId.trim());
  if (!cohort || cohort.archivedAt) throw new AppError('COHORT_NOT_FOUND');
  return findEligibilityCheck(db, cohort.id);
};

/**
 * A founder's answers to a cohort's check: read with the own questions' one reading, checked with the one rule
 * (`checkEligibility`) and kept with the outcome, whatever it is. Nothing else is created. The first screening is
 * the founder's answer: answers sent again (a replay, another tab) get the stored outcome and change nothing. A
 * cohort without a check screens everyone in and stores nothing.
 */
export const submitScreening = async (
  deps: Deps,
  userId: string,
  cohortId: string,
  input: unknown,
  locale: string,
): Promise<Omit<Screening, 'createdAt'> & { createdAt: string | null }> => {
  const cohort = await findCohort(deps.db, cohortId.trim());
  if (!cohort || cohort.archivedAt) throw new AppError('COHORT_NOT_FOUND');
  const stored = await findScreening(deps.db, userId, cohort.id);
  if (stored) return stored;
  if (cohortState(cohort, deps.now?.()) !== 'open') throw new AppError('APPLICATIONS_CLOSED');
  const { questions } = await findEligibilityCheck(deps.db, cohort.id);
  if (questions.length === 0)
    return { cohortId: cohort.id, answers: {}, eligible: true, failedQuestionId: null, failedRule: null, createdAt: null };
  const answers = parseOrBadRequest(answersSchema(questions.map(asOwnQuestion), locale), input);
  const outcome = checkEligibility(questions, answers);
  const failed = outcome.eligible ? undefined : questions.find((q) => q.id === outcome.questionId);
  await insertScreening(deps.db, userId, {
    cohortId: cohort.id,
    answers,
    eligible: outcome.eligible,
    failedQuestionId: failed?.id ?? null,
    failedRule: failed ? `${failed.labelEn}: ${ruleSummary(failed)}` : null,
  });
  return (await findScreening(deps.db, userId, cohort.id))!;
};

/**
 * Before a founder's application is created in a cohort: when the cohort has a check, a screening that let the
 * founder in is required (ELIGIBILITY_CHECK_REQUIRED without one, ELIGIBILITY_NOT_MET after a refusal).
 */
export const requireScreeningPassed = async (db: Kysely<Database>, userId: string, cohortId: string): Promise<void> => {
  const { questions } = await findEligibilityCheck(db, cohortId);
  if (questions.length === 0) return;
  const screening = await findScreening(db, userId, cohortId);
  if (!screening) throw new AppError('ELIGIBILITY_CHECK_REQUIRED');
  if (!screening.eligible) throw new AppError('ELIGIBILITY_NOT_MET');
};

/** A founder's screening as their data export holds it: each answer with the check's wording, and the outcome. */
export interface ExportedScreening {
  cohortId: string;
  outcome: 'eligible' | 'refused';
  answers: ExportedAnswer[];
  /** When refused: the question whose rule failed and the rule in English as it read then. */
  failedQuestionId: string | null;
  failedRule: string | null;
  screenedAt: string;
}

/**
 * Every eligibility screening of a founder (docs/own-questions.md): the answers they gave, with each question's
 * wording on the cohort's check today (blank when the team removed it since), and the outcome kept at the time.
 */
export const screeningsForExport = async (db: Kysely<Database>, userId: string): Promise<ExportedScreening[]> => {
  const exported: ExportedScreening[] = [];
  for (const screening of await screeningsOfUser(db, userId)) {
    const { questions } = await findEligibilityCheck(db, screening.cohortId);
    exported.push({
      cohortId: screening.cohortId,
      outcome: screening.eligible ? 'eligible' : 'refused',
      answers: exportedAnswers(questions, screening.answers),
      failedQuestionId: screening.failedQuestionId,
      failedRule: screening.failedRule,
      screenedAt: screening.createdAt,
    });
  }
  return exported;
};
