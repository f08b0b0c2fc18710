import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { sameFieldValue, type MergeValue } from '@portal/shared/application/field-merge';
import type { Question } from '@portal/shared/own-questions/question-schema';
import { questionLabel } from '@portal/shared/own-questions/question-text';
import type { OwnStep } from './step-fields.ts';

/*
 * The cohort's own questions in the wizard (docs/own-questions.md), as plain functions without zod: the questions of
 * the application's form version come with the record (so the device copy has them), and each answer is kept as
 * typed, beside the spec's fields, step by step.
 */

/** An answer as the wizard holds it: text (numbers, amounts and dates as typed), yes/no, an option id, option ids. */
export type OwnInput = string | boolean | string[] | null;
export type OwnAnswers = Record<string, OwnInput>;

const parsed = new Map<string, unknown>();
const parseJson = (text: string | undefined | null, fallback: unknown): unknown => {
  if (!text) return fallback;
  if (!parsed.has(text)) {
    try {
      parsed.set(text, JSON.parse(text));
    } catch {
      parsed.set(text, fallback);
    }
  }
  return parsed.get(text);
};

/** The questions of the application's form version (none without a record or questions). */
export const ownQuestionsOf = (record: Pick<ApplicationRecord, 'ownForm'> | null | undefined): Question[] => {
  const list = parseJson(record?.ownForm?.questions, []);
  return Array.isArray(list) ? (list as Question[]) : [];
};

/** A stored answer as the wizard's inputs hold it. */
export const asInput = (value: unknown): OwnInput => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
};

/** The server's stored answers by question id, as it answered them. */
export const storedAnswers = (record: Pick<ApplicationRecord, 'ownForm'> | null | undefined): Record<string, unknown> => {
  const stored = parseJson(record?.ownForm?.answers, {});
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
};

/** The server's stored answers, as inputs. */
export const serverOwnAnswers = (record: ApplicationRecord | null | undefined): OwnAnswers =>
  Object.fromEntries(Object.entries(storedAnswers(record)).map(([id, value]) => [id, asInput(value)]));

/** One stored answer as the server answered it (a number stays a number): what a change of it is based on. */
export const storedAnswer = (record: ApplicationRecord | null | undefined, questionId: string): MergeValue => {
  const value = storedAnswers(record)[questionId];
  if (value === null || value === undefined) return null;
  if (['string', 'number', 'boolean'].includes(typeof value)) return value as MergeValue;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
};

/**
 * One changed answer of a save (docs/own-questions.md): the answer it started from, as the server stored it, and the
 * new one as the shared schema reads it (the server's form of it), so the server merges it by the fields' rule.
 */
export interface OwnChange {
  question: string;
  base: MergeValue;
  value: MergeValue;
}

/**
 * A step's changed answers: each question typed since it was last queued (`bases`, its base recorded at the first
 * keystroke) whose answer now differs from that base. A draft from before per-answer bases has none recorded: then
 * every answer that differs from the stored one, based on it.
 */
export const ownChangesOf = (
  ids: readonly string[],
  bases: Record<string, MergeValue> | undefined,
  values: Record<string, unknown>,
  record: ApplicationRecord | null | undefined,
): OwnChange[] =>
  ids.flatMap((question) => {
    const value = (values[question] ?? null) as MergeValue;
    if (bases && !(question in bases)) return [];
    const base = bases ? (bases[question] ?? null) : storedAnswer(record, question);
    return sameFieldValue(base, value) ? [] : [{ question, base, value }];
  });

/** The answers of `own` for these questions only. */
export const onlyAnswers = (own: OwnAnswers | undefined, ids: Iterable<string>): OwnAnswers =>
  Object.fromEntries([...ids].flatMap((id) => (own && id in own ? [[id, own[id] ?? null]] : [])));

/** The ids of a step's questions, in the form's order. */
export const stepQuestionIds = (questions: readonly Question[], step: OwnStep): string[] =>
  questions.filter((q) => q.step === step).map((q) => q.id);

/** A step's answers (each of its questions, null when unanswered). */
export const pickStepOwn = (questions: readonly Question[], step: OwnStep, own: OwnAnswers): OwnAnswers =>
  Object.fromEntries(stepQuestionIds(questions, step).map((id) => [id, own[id] ?? null]));

/** `own` with a step's answers taken from `from`. */
export const setStepOwn = (
  questions: readonly Question[],
  own: OwnAnswers,
  step: OwnStep,
  from: OwnAnswers | undefined,
): OwnAnswers => {
  const next = { ...own };
  for (const id of stepQuestionIds(questions, step)) if (from && id in from) next[id] = from[id] ?? null;
  return next;
};

export const sameStepOwn = (questions: readonly Question[], step: OwnStep, a: OwnAnswers, b: OwnAnswers): boolean =>
  stepQuestionIds(questions, step).every((id) => JSON.stringify(a[id] ?? null) === JSON.stringify(b[id] ?? null));

/** An answer a save left out because the team removed its question since, or changed it so the answer no longer fits. */
export interface DroppedAnswer {
  questionId: string;
  /** The question in the founder's language, from the form the answer was typed on; null when this device never had it. */
  question: string | null;
  /** The question is still on the form, changed (another kind, an option gone): the founder answers it again. */
  changed?: boolean;
}

/**
 * A save's answers left out (its `droppedOwnAnswers`), named by the questions the wizard showed before the save; one
 * whose question is still on the form the save answered with (`now`) no longer fits it.
 */
export const droppedAnswersOf = (
  record: { droppedOwnAnswers?: string[] | null },
  shown: readonly Question[],
  now: readonly Question[],
  locale: string,
): DroppedAnswer[] =>
  (record.droppedOwnAnswers ?? []).map((questionId) => {
    const question = shown.find((q) => q.id === questionId);
    return {
      questionId,
      question: question ? questionLabel(question, locale) : null,
      changed: now.some((q) => q.id === questionId),
    };
  });
