import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { questionListSchema, type Question } from '@portal/shared/own-questions/question-schema';
import { nowIso, type Database } from '../../db/types.ts';
import { ownQuestionsDb, type FormVersionsTable } from './own-question-tables.ts';

/** A version of a cohort's form as the rest of the server reads it. */
export interface FormVersion {
  id: string;
  cohortId: string;
  version: number;
  questions: Question[];
  createdAt: string;
  createdByName: string;
}

/** Stored questions are read with the shared schema: a row that no longer parses would be a bug, so it throws. */
export const toFormVersion = (row: Selectable<FormVersionsTable>): FormVersion => ({
  id: row.id,
  cohortId: row.cohort_id,
  version: row.version,
  questions: questionListSchema.parse(JSON.parse(row.questions)),
  createdAt: row.created_at,
  createdByName: row.created_by_name,
});

/** The cohort's latest form version, or undefined while it has no questions yet. */
export const latestFormVersion = async (db: Kysely<Database>, cohortId: string): Promise<FormVersion | undefined> => {
  const row = await ownQuestionsDb(db)
    .selectFrom('form_versions')
    .selectAll()
    .where('cohort_id', '=', cohortId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toFormVersion(row) : undefined;
};

export const findFormVersion = async (db: Kysely<Database>, id: string): Promise<FormVersion | undefined> => {
  const row = await ownQuestionsDb(db).selectFrom('form_versions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toFormVersion(row) : undefined;
};

/** Every version of a cohort's form, oldest first. */
export const listFormVersions = async (db: Kysely<Database>, cohortId: string): Promise<FormVersion[]> =>
  (
    await ownQuestionsDb(db)
      .selectFrom('form_versions')
      .selectAll()
      .where('cohort_id', '=', cohortId)
      .orderBy('version')
      .execute()
  ).map(toFormVersion);

export interface FormAuthor {
  id: string;
  name: string;
}

/** A new version after the latest (1 for the first); the unique (cohort, version) index refuses a concurrent twin. */
export const insertFormVersion = async (
  db: Kysely<Database>,
  cohortId: string,
  questions: readonly Question[],
  author: FormAuthor,
): Promise<FormVersion> => {
  const latest = await latestFormVersion(db, cohortId);
  const row = {
    id: randomUUID(),
    cohort_id: cohortId,
    version: (latest?.version ?? 0) + 1,
    questions: JSON.stringify(questions),
    created_at: nowIso(),
    created_by_id: author.id,
    created_by_name: author.name,
  };
  await ownQuestionsDb(db).insertInto('form_versions').values(row).execute();
  return toFormVersion(row);
};

/** Replaces a version's questions in place: only for a version no application was given on (a cohort not yet open). */
export const replaceFormQuestions = async (
  db: Kysely<Database>,
  id: string,
  questions: readonly Question[],
  author: FormAuthor,
): Promise<void> => {
  await ownQuestionsDb(db)
    .updateTable('form_versions')
    .set({ questions: JSON.stringify(questions), created_at: nowIso(), created_by_id: author.id, created_by_name: author.name })
    .where('id', '=', id)
    .execute();
};
