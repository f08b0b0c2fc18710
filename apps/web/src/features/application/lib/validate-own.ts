import { answersSchema } from '@portal/shared/own-questions/answer-schema';
import type { Question } from '@portal/shared/own-questions/question-schema';
import { pickStepOwn, type OwnAnswers } from './own-answers.ts';
import type { OwnStep } from './step-fields.ts';

/**
 * A step's own answers checked: as sent (JSON, as typed) and as the shared schema reads them (what the server stores);
 * or their problem, by question id, in the founder's language.
 */
export type OwnCheck =
  | { ok: true; ownAnswers: string | undefined; values: Record<string, unknown> }
  | { ok: false; ownErrors: Record<string, string> };

/**
 * Checks a step's answers to the cohort's own questions with the same shared schema the server uses
 * (answersSchema, docs/own-questions.md), in the founder's language. Loaded with the step rules, only when a step
 * has questions; the answers are sent as typed (JSON) and the server reads them the same way.
 */
export const checkOwnAnswers = (questions: readonly Question[], step: OwnStep, own: OwnAnswers, locale: string): OwnCheck => {
  const mine = questions.filter((q) => q.step === step);
  if (mine.length === 0) return { ok: true, ownAnswers: undefined, values: {} };
  const typed = pickStepOwn(questions, step, own);
  const result = answersSchema(mine, locale).safeParse(typed);
  if (result.success) return { ok: true, ownAnswers: JSON.stringify(typed), values: result.data };
  const ownErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const id = String(issue.path[0] ?? '');
    if (id && ownErrors[id] === undefined) ownErrors[id] = issue.message;
  }
  return { ok: false, ownErrors };
};
