import type { Kysely } from 'kysely';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import type { Answers } from '@portal/shared/own-questions/answer-schema';
import { answersStillFitting } from '@portal/shared/own-questions/answer-fit';
import type { Question } from '@portal/shared/own-questions/question-schema';
import { isPostgres } from '../../db/dialect.ts';
import { nowIso, type Database } from '../../db/types.ts';
import { ownQuestionsDb } from './own-question-tables.ts';

/** An application's answers to its cohort's own questions and the form version they were given on. */
export interface StoredAnswers {
  applicationId: string;
  formVersionId: string;
  answers: Answers;
  updatedAt: string;
}

/** A stored `answers` column as answers by question id (anything else reads as none). */
export const readAnswers = (stored: string): Answers => {
  const parsed: unknown = JSON.parse(stored);
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Answers) : {};
};

export const findAnswers = async (db: Kysely<Database>, applicationId: string): Promise<StoredAnswers | undefined> => {
  const row = await ownQuestionsDb(db)
    .selectFrom('application_answers')
    .selectAll()
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return row
    ? {
        applicationId: row.application_id,
        formVersionId: row.form_version_id,
        answers: readAnswers(row.answers),
        updatedAt: row.updated_at,
      }
    : undefined;
};

/** The answers of many applications at once (the console's list and CSV), by application id. */
export const answersOf = async (db: Kysely<Database>, applicationIds: readonly string[]): Promise<Map<string, StoredAnswers>> => {
  const found = new Map<string, StoredAnswers>();
  for (let i = 0; i < applicationIds.length; i += 500) {
    const rows = await ownQuestionsDb(db)
      .selectFrom('application_answers')
      .selectAll()
      .where('application_id', 'in', applicationIds.slice(i, i + 500))
      .execute();
    for (const row of rows)
      found.set(row.application_id, {
        applicationId: row.application_id,
        formVersionId: row.form_version_id,
        answers: readAnswers(row.answers),
        updatedAt: row.updated_at,
      });
  }
  return found;
};

/** Writes an application's answers and their form version, replacing what was there. */
export const saveAnswers = async (
  db: Kysely<Database>,
  applicationId: string,
  formVersionId: string,
  answers: Answers,
): Promise<void> => {
  const values = { form_version_id: formVersionId, answers: JSON.stringify(answers), updated_at: nowIso() };
  await ownQuestionsDb(db)
    .insertInto('application_answers')
    .values({ application_id: applicationId, ...values })
    .onConflict((oc) => oc.column('application_id').doUpdateSet(values))
    .execute();
};

/**
 * Moves the drafts of a cohort (applications not submitted) from older form versions to `to`, keeping each answer
 * whose question is still on it and that still fits it (answer-fit.ts). Submitted applications stay on their
 * version, with every answer. Runs in the form save's transaction, after the cohort's row was locked (lockCohort). On
 * PostgreSQL it first locks the drafts' rows as an UPDATE does; a step save's UPDATE locks its row before it reads and
 * writes the answers, so a save and the move never interleave: a save waits and then checks its answers on the new
 * version, or the move waits and then moves what the save wrote. On SQLite each transaction runs alone.
 */
export const moveDraftAnswers = async (
  db: Kysely<Database>,
  cohortId: string,
  to: { id: string; questions: readonly Question[] },
): Promise<number> => {
  if (isPostgres(db))
    await db
      .selectFrom('applications')
      .select('id')
      .where('cohort_id', '=', cohortId)
      .where('application_status', '!=', SUBMITTED_STATUS)
      .orderBy('id')
      .forNoKeyUpdate()
      .execute();
  const rows = await ownQuestionsDb(db)
    .selectFrom('application_answers')
    .innerJoin('applications', 'applications.id', 'application_answers.application_id')
    .select(['application_answers.application_id', 'application_answers.answers'])
    .where('applications.cohort_id', '=', cohortId)
    .where('applications.application_status', '!=', SUBMITTED_STATUS)
    .where('application_answers.form_version_id', '!=', to.id)
    .execute();
  for (const row of rows) {
    await saveAnswers(db, row.application_id, to.id, answersStillFitting(to.questions, readAnswers(row.answers)));
  }
  return rows.length;
};

/** Whether any application has answers on this form version (then it is never changed in place). */
export const formVersionAnswered = async (db: Kysely<Database>, formVersionId: string): Promise<boolean> =>
  (await ownQuestionsDb(db)
    .selectFrom('application_answers')
    .select('application_id')
    .where('form_version_id', '=', formVersionId)
    .limit(1)
    .executeTakeFirst()) !== undefined;
