import { z } from 'zod';
import type { Locale } from '../locales.ts';
import { ownQuestionMessages } from './own-question-messages.ts';
import type { Question } from './question-schema.ts';
import type { QuestionStep } from './question-kinds.ts';
import { readAnswer, type AnswerValue } from './read-answer.ts';

/**
 * One question's answer as a zod schema, with its messages in the founder's language: the wizard checks a step
 * with it before saving and the server parses the saved answers with it, so both refuse the same answers with the
 * same words.
 */
export const answerSchema = (question: Question, locale: Locale | string): z.ZodType<AnswerValue | null> => {
  const say = ownQuestionMessages(locale);
  return z.unknown().transform((value, ctx) => {
    const reading = readAnswer(question, value, say);
    if (reading.ok) return reading.value;
    ctx.addIssue({ code: 'custom', message: reading.message });
    return z.NEVER;
  });
};

export type Answers = Record<string, AnswerValue | null>;

/**
 * The answers to a set of questions (a step's, or the whole form's): each by its question's id; an answer to a
 * question not in the set (another cohort's, a removed one) is refused with UNKNOWN_QUESTION.
 */
export const answersSchema = (questions: readonly Question[], locale: Locale | string): z.ZodType<Answers> => {
  const say = ownQuestionMessages(locale);
  const shape = Object.fromEntries(questions.map((q) => [q.id, answerSchema(q, locale)]));
  const strict = z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? say.UNKNOWN_QUESTION : undefined),
  });
  // A question left out is read as unanswered (null): refused when required, like an empty answer.
  const unanswered = Object.fromEntries(questions.map((q) => [q.id, null]));
  return z.preprocess(
    (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...unanswered, ...value } : value),
    strict,
  ) as unknown as z.ZodType<Answers>;
};

/** A step's questions, in the form's order. */
export const stepQuestions = (questions: readonly Question[], step: QuestionStep | string): Question[] =>
  questions.filter((q) => q.step === step);
