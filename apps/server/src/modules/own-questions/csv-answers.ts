import type { Kysely } from 'kysely';
import { formatAnswer } from '@portal/shared/own-questions/answer-display';
import type { Question } from '@portal/shared/own-questions/question-schema';
import type { Database } from '../../db/types.ts';
import { answersOf, type StoredAnswers } from './answer-repository.ts';
import { findFormVersion, latestFormVersion, type FormVersion } from './form-version-repository.ts';

/** The CSV's columns after the review's: one per question of the cohort's latest form, the version, the rest. */
export const FORM_VERSION_HEADER = 'Form version';
export const OTHER_ANSWERS_HEADER = 'Other answers (questions not in a column)';

export interface AnswerColumns {
  header: string[];
  /** Each application's cells, a batch at a time; `blind` ids get no answer hidden in blind review, the rest scrubbed. */
  cellsOf: (applicationIds: readonly string[]) => Promise<(id: string, redact: ((text: string) => string) | null) => string[]>;
}

/**
 * The own-question columns of an export: by the latest form of the cohort exported (none when every cohort is),
 * headed by each question's English label. An application on an older version maps by question id, its answers
 * read with its own version's wording; an answer whose question has no column (removed from the latest form, or
 * an export of every cohort) is kept in the last column as "Question: answer", never dropped.
 */
export const answerColumns = async (db: Kysely<Database>, cohortId: string | undefined): Promise<AnswerColumns> => {
  const latest = cohortId === undefined ? undefined : await latestFormVersion(db, cohortId);
  const columns = latest?.questions ?? [];
  const columnIds = new Set(columns.map((q) => q.id));
  const versions = new Map<string, FormVersion | undefined>();
  const versionOf = async (id: string) => {
    if (!versions.has(id)) versions.set(id, await findFormVersion(db, id));
    return versions.get(id);
  };
  const format = (question: Question | undefined, value: unknown, redact: ((text: string) => string) | null): string => {
    if (question && redact && question.hideInBlindReview) return '';
    const text = question
      ? formatAnswer(question, value)
      : value === null || value === undefined
        ? null
        : Array.isArray(value)
          ? value.join(', ')
          : String(value);
    if (text === null) return '';
    // An answer to a question no version names is withheld from a blind reviewer, as text answers are by default.
    if (!question && redact) return '';
    return redact ? redact(text) : text;
  };
  return {
    header: [...columns.map((q) => q.labelEn), FORM_VERSION_HEADER, OTHER_ANSWERS_HEADER],
    cellsOf: async (applicationIds) => {
      const stored = await answersOf(db, applicationIds);
      const own = new Map<string, { answers: StoredAnswers; version: FormVersion | undefined }>();
      for (const [id, answers] of stored) own.set(id, { answers, version: await versionOf(answers.formVersionId) });
      return (id, redact) => {
        const found = own.get(id);
        if (!found) return [...columns.map(() => ''), '', ''];
        const asked = new Map((found.version?.questions ?? []).map((q) => [q.id, q]));
        const { answers } = found.answers;
        const others = Object.entries(answers)
          .filter(([qid]) => !columnIds.has(qid))
          .map(([qid, value]) => {
            const question = asked.get(qid);
            const text = format(question, value, redact);
            return text ? `${question?.labelEn ?? qid}: ${text}` : '';
          })
          .filter((text) => text !== '');
        return [
          ...columns.map((q) => format(asked.get(q.id) ?? q, answers[q.id], redact)),
          found.version ? String(found.version.version) : '',
          others.join('; '),
        ];
      };
    },
  };
};
