import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/** One version of a cohort's form (migration 017): its questions as JSON, numbered from 1 per cohort. */
export type FormVersionsTable = {
  id: string;
  cohort_id: string;
  version: number;
  /** JSON: the questions in order (packages/shared/src/own-questions/question-schema.ts). */
  questions: string;
  created_at: string;
  created_by_id: string | null;
  created_by_name: string;
};

/** An application's answers to its cohort's own questions, with the form version they were given on. */
export type ApplicationAnswersTable = {
  application_id: string;
  form_version_id: string;
  /** JSON: answer by question id. */
  answers: string;
  updated_at: string;
};

export type OwnQuestionTables = {
  form_versions: FormVersionsTable;
  application_answers: ApplicationAnswersTable;
};

export type OwnQuestionsDb = Kysely<Database & OwnQuestionTables>;

export const ownQuestionsDb = (db: Kysely<Database>): OwnQuestionsDb => db.withTables<OwnQuestionTables>();
