import type { Question } from '@portal/shared/own-questions/question-schema';
import { optionLabel, questionLabel } from '@portal/shared/own-questions/question-text';
import type { OwnAnswers, OwnInput } from './own-answers.ts';
import type { OwnStep } from './step-fields.ts';
import { WIZARD_TEXTS } from './texts.ts';

/*
 * The review's lines for the cohort's own questions (docs/own-questions.md): each question of a step in the
 * founder's language, with the wording of the application's form version (the one it is pinned to once submitted),
 * and the answer as typed ('—' when blank).
 */

const optionText = (question: Question, id: string, locale: string): string => {
  if (question.kind !== 'one_choice' && question.kind !== 'several_choices') return id;
  const option = question.options.find((o) => o.id === id);
  return option ? optionLabel(option, locale) : id;
};

/** An answer as the review shows it, in the founder's language. */
export const ownAnswerText = (question: Question, value: OwnInput | undefined, locale: string): string => {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  if (question.kind === 'yes_no') return value === true ? WIZARD_TEXTS.yes : value === false ? WIZARD_TEXTS.no : '—';
  if (Array.isArray(value)) return value.map((id) => optionText(question, id, locale)).join(', ');
  if (question.kind === 'one_choice' && typeof value === 'string') return optionText(question, value, locale);
  if (question.kind === 'amount' && typeof value === 'string') return value.startsWith('₹') ? value : `₹${value}`;
  return String(value);
};

/** A step's own questions as review lines: the label in the founder's language and the answer. */
export const ownReviewItems = (
  questions: readonly Question[],
  own: OwnAnswers,
  step: OwnStep,
  locale: string,
): { label: string; value: string }[] =>
  questions
    .filter((q) => q.step === step)
    .map((q) => ({ label: questionLabel(q, locale), value: ownAnswerText(q, own[q.id], locale) }));
