import { groupIndian } from '../format/rupees.ts';
import type { Question } from './question-schema.ts';

/*
 * How the console reads a team's own questions (docs/own-questions.md, the review side): an answer as English text
 * (the application page, the reviewer's view, the CSV), and the list's filter by a choice question's answer.
 * The console is English only: option texts are their English ones.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A stored `YYYY-MM-DD` as "15 Aug 2024" (the text itself when it is not one). */
const formatDate = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : value;
};

const optionText = (question: Question, id: string): string =>
  question.kind === 'one_choice' || question.kind === 'several_choices'
    ? (question.options.find((o) => o.id === id)?.labelEn ?? id)
    : id;

/**
 * A stored answer as the console shows it: amounts the Indian way (₹2,50,000), whole numbers grouped the same way,
 * Yes/No, choices by their English option text (several joined by ", "), dates as "15 Aug 2024". `null` when it
 * was not answered. A value of an unexpected type (never stored by the server) is shown as it is, not lost.
 */
export const formatAnswer = (question: Question, value: unknown): string | null => {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  switch (question.kind) {
    case 'amount':
      return typeof value === 'number' ? `₹${groupIndian(value)}` : String(value);
    case 'whole_number':
      return typeof value === 'number' ? `${value < 0 ? '-' : ''}${groupIndian(value)}` : String(value);
    case 'yes_no':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    case 'one_choice':
      return typeof value === 'string' ? optionText(question, value) : String(value);
    case 'several_choices':
      return Array.isArray(value) ? value.map((v) => optionText(question, String(v))).join(', ') : String(value);
    case 'date':
      return typeof value === 'string' ? formatDate(value) : String(value);
    case 'short_text':
    case 'long_text':
      return String(value);
  }
};

/** The kinds the console's list can be filtered by. */
export const FILTERABLE_KINDS = ['yes_no', 'one_choice', 'several_choices'] as const;
export type FilterableQuestion = Extract<Question, { kind: (typeof FILTERABLE_KINDS)[number] }>;
export const isFilterable = (question: Question): question is FilterableQuestion =>
  (FILTERABLE_KINDS as readonly string[]).includes(question.kind);

/** A yes/no question's two filter values. */
export const YES_NO_FILTER = { yes: true, no: false } as const;

/** The filter's values of a choice question, each with its English text: yes/no, or the options' ids. */
export const filterOptions = (question: FilterableQuestion): { value: string; label: string }[] =>
  question.kind === 'yes_no'
    ? [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ]
    : question.options.map((o) => ({ value: o.id, label: o.labelEn }));

/** The list's filter by an answer: `question:option` (yes/no questions take `yes` or `no`). */
export const ANSWER_FILTER_PATTERN = /^([A-Za-z0-9_-]{1,40}):([A-Za-z0-9_-]{1,40})$/;
export const answerFilterValue = (questionId: string, option: string): string => `${questionId}:${option}`;

export const ANSWER_FILTER_MESSAGES = {
  FORMAT: 'Filter by an answer as question:option, for example women_led:yes.',
  NEEDS_COHORT: 'Choose a cohort to filter by the answer to one of its questions.',
  UNKNOWN_QUESTION: "That question is not a yes/no or choice question on the cohort's latest form.",
  UNKNOWN_OPTION: 'That question has no such option.',
} as const;

/**
 * The stored answer a filter matches (an option id, or true/false), or the message saying why it cannot filter:
 * the question must be a choice question of the cohort's latest form, and the option one of its own.
 */
export const answerFilterMatch = (
  questions: readonly Question[],
  questionId: string,
  option: string,
): { ok: true; questionId: string; value: string | boolean } | { ok: false; message: string } => {
  const question = questions.find((q) => q.id === questionId);
  if (!question || !isFilterable(question)) return { ok: false, message: ANSWER_FILTER_MESSAGES.UNKNOWN_QUESTION };
  if (question.kind === 'yes_no')
    return option === 'yes' || option === 'no'
      ? { ok: true, questionId, value: YES_NO_FILTER[option] }
      : { ok: false, message: ANSWER_FILTER_MESSAGES.UNKNOWN_OPTION };
  return question.options.some((o) => o.id === option)
    ? { ok: true, questionId, value: option }
    : { ok: false, message: ANSWER_FILTER_MESSAGES.UNKNOWN_OPTION };
};
