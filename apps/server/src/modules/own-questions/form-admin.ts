import type { Kysely } from 'kysely';
import { cohortState } from '@portal/shared/cohorts/cohort';
import { missingHindi, questionListSchema, type Question } from '@portal/shared/own-questions/question-schema';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import { findCohort, lockCohort } from '../cohorts/cohort-repository.ts';
import { formVersionAnswered, moveDraftAnswers } from './answer-repository.ts';
import {
  insertFormVersion,
  latestFormVersion,
  replaceFormQuestions,
  type FormAuthor,
  type FormVersion,
} from './form-version-repository.ts';

interface Deps {
  db: Kysely<Database>;
  now?: () => Date;
}

/** Refused, naming each question (by its English text) that still lacks Hindi. */
const refuseMissingHindi = (questions: readonly Question[]): void => {
  const missing = missingHindi(questions);
  if (missing.length === 0) return;
  throw new AppError('OWN_QUESTIONS_HINDI_MISSING', {
    params: { questions: missing.map((m) => `“${m.labelEn}” (${m.missing.join(', ')})`).join('; ') },
    details: missing.map((m) => m.id),
  });
};

/** A cohort opens only when every question of its form has its Hindi text: "Open now" and an earlier opening time check it. */
export const assertFormHasHindi = async (db: Kysely<Database>, cohortId: string): Promise<void> => {
  const latest = await latestFormVersion(db, cohortId);
  if (latest) refuseMissingHindi(latest.questions);
};

const sameQuestions = (a: readonly Question[], b: readonly Question[]): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves a cohort's questions (docs/own-questions.md). Before the cohort opens, its latest version is changed in place
 * (unless an application already answered on it) and may still lack Hindi. Once it has opened, the form must be whole in Hindi and every change is a new version:
 * the cohort's drafts move to it keeping the answers whose question is still on it; submitted applications stay
 * on the version they were submitted with, every answer kept.
 */
export const saveCohortForm = async (deps: Deps, cohortId: string, input: unknown, author: FormAuthor): Promise<FormVersion> => {
  const questions = parseOrBadRequest(questionListSchema, input);
  const cohort = await findCohort(deps.db, cohortId.trim());
  if (!cohort) throw new AppError('COHORT_NOT_FOUND');
  if (cohort.archivedAt) throw new AppError('COHORT_ARCHIVED');
  const upcoming = cohortState(cohort, deps.now?.()) === 'upcoming';
  if (!upcoming) refuseMissingHindi(questions);
  return deps.db.transaction().execute(async (trx) => {
    // One form save of a cohort at a time, and no application created in it while its drafts move (lockCohort).
    await lockCohort(trx, cohort.id);
    const latest = await latestFormVersion(trx, cohort.id);
    if (latest && sameQuestions(latest.questions, questions)) return latest;
    if (latest && upcoming && !(await formVersionAnswered(trx, latest.id))) {
      await replaceFormQuestions(trx, latest.id, questions, author);
      return (await latestFormVersion(trx, cohort.id))!;
    }
    const version = await insertFormVersion(trx, cohort.id, questions, author);
    await moveDraftAnswers(trx, cohort.id, { id: version.id, questions });
    return version;
  });
};
