import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { ANSWER_FILTER_MESSAGES, answerFilterMatch } from '@portal/shared/own-questions/answer-display';
import { isPostgres } from '../../db/dialect.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { latestFormVersion } from './form-version-repository.ts';

/** The stored answer the list's `answer` filter matches: an option id, or true/false for a yes/no question. */
export interface AnswerMatch {
  questionId: string;
  value: string | boolean;
}

/** The filters this check reads (the console's list input). */
interface AnswerFiltered {
  cohort?: string | undefined;
  answer?: { questionId: string; option: string } | undefined;
  answerMatch?: AnswerMatch | undefined;
}

const refused = (message: string) => new AppError('VALIDATION_FAILED', { message, details: [message] });

/**
 * Checks the list's `answer` filter against the cohort's latest form: it needs a cohort, a yes/no or choice question
 * on that form, and one of its options (else a 400 saying which). Answers given on older versions match by question id.
 */
export const withAnswerFilter = async <I extends AnswerFiltered>(db: Kysely<Database>, input: I): Promise<I> => {
  if (input.answer === undefined) return input;
  if (input.cohort === undefined) throw refused(ANSWER_FILTER_MESSAGES.NEEDS_COHORT);
  const form = await latestFormVersion(db, input.cohort);
  const match = answerFilterMatch(form?.questions ?? [], input.answer.questionId, input.answer.option);
  if (!match.ok) throw refused(match.message);
  return { ...input, answerMatch: { questionId: match.questionId, value: match.value } };
};

/**
 * True on an application (`a`) whose stored answer to the question is the value or, for several choices, includes
 * it. PostgreSQL: jsonb containment (an array contains its element; a scalar contains itself). SQLite: json_each
 * reads an array's elements, or a scalar as one row.
 */
export const answerMatchExpr = (db: Kysely<Database>, match: AnswerMatch): Expression<SqlBool> => {
  if (isPostgres(db))
    return sql<SqlBool>`exists (select 1 from application_answers aa where aa.application_id = a.id and (aa.answers::jsonb -> ${match.questionId}) @> ${JSON.stringify(match.value)}::jsonb)`;
  // The id is letters, digits, - and _ (ANSWER_FILTER_PATTERN), so the quoted path cannot be broken out of.
  const path = `$."${match.questionId}"`;
  const test =
    typeof match.value === 'boolean'
      ? sql`j.type = ${match.value ? 'true' : 'false'}`
      : sql`j.type = 'text' and j.value = ${match.value}`;
  return sql<SqlBool>`exists (select 1 from application_answers aa, json_each(aa.answers, ${path}) j where aa.application_id = a.id and ${test})`;
};
