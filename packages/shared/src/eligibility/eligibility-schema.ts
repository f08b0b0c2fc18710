import { z } from 'zod';
import { OWN_QUESTION_LIMITS as L } from '../own-questions/question-kinds.ts';
import { localTextsSchema, questionOptionSchema, type Question } from '../own-questions/question-schema.ts';
import type { AnswerValue } from '../own-questions/read-answer.ts';
import { missingByLanguage, type MissingLocalTexts } from '../own-questions/question-text.ts';

/**
 * A cohort's eligibility check (docs/own-questions.md, "Eligibility check"): up to 8 yes/no or choice questions,
 * each with a rule, answered before an application starts. The console's editor and the server parse it with this
 * schema; `checkEligibility` is the one rule the browser and the server both apply.
 */
export const ELIGIBILITY_DEFINITION_MESSAGES = {
  ID_INVALID: 'A question id is letters, digits, - and _, at most 40 characters.',
  LABEL_REQUIRED: 'Write the question in English.',
  LABEL_TOO_LONG: `A question can be at most ${L.labelMax} characters.`,
  REASON_TOO_LONG: `The reason can be at most ${L.helpMax} characters.`,
  OPTIONS_COUNT: `A choice question needs between 2 and ${L.optionsMax} options.`,
  OPTION_IDS_REPEATED: 'Two options have the same id.',
  RULE_OPTIONS: 'Choose at least one option the answer must be one of.',
  RULE_UNKNOWN_OPTION: 'The rule names an option the question does not have.',
  QUESTION_IDS_REPEATED: 'Two questions have the same id.',
  TOO_MANY_QUESTIONS: `An eligibility check can have at most ${L.eligibilityMax} questions.`,
} as const;
const M = ELIGIBILITY_DEFINITION_MESSAGES;

/** The kinds an eligibility question can be. */
export const ELIGIBILITY_QUESTION_KINDS = ['yes_no', 'one_choice', 'several_choices'] as const;
export type EligibilityQuestionKind = (typeof ELIGIBILITY_QUESTION_KINDS)[number];

const id = z.string().regex(new RegExp(`^[A-Za-z0-9_-]{1,${L.idMax}}$`), M.ID_INVALID);
const optionalText = (max: number, message: string) => z.string().trim().max(max, message).default('');

const base = {
  id,
  labelEn: z.string().trim().min(1, M.LABEL_REQUIRED).max(L.labelMax, M.LABEL_TOO_LONG),
  labelHi: optionalText(L.labelMax, M.LABEL_TOO_LONG),
  /** Why the rule is there, shown to a founder it refuses (optional). */
  reasonEn: optionalText(L.helpMax, M.REASON_TOO_LONG),
  reasonHi: optionalText(L.helpMax, M.REASON_TOO_LONG),
  /** The question and the reason in the seven other languages, each optional (as an own question's texts). */
  labelIn: localTextsSchema(L.labelMax, M.LABEL_TOO_LONG),
  reasonIn: localTextsSchema(L.helpMax, M.REASON_TOO_LONG),
};

const options = z
  .array(questionOptionSchema)
  .min(2, M.OPTIONS_COUNT)
  .max(L.optionsMax, M.OPTIONS_COUNT)
  .refine((list) => new Set(list.map((o) => o.id)).size === list.length, M.OPTION_IDS_REPEATED);

/** "One of [options]": option ids of the question; a choice passes when (one of) the chosen options is among them. */
const oneOf = z.array(id).min(1, M.RULE_OPTIONS);

const choice = <K extends 'one_choice' | 'several_choices'>(kind: K) =>
  z
    .object({ kind: z.literal(kind), ...base, options, oneOf })
    .refine((q) => q.oneOf.every((o) => q.options.some((option) => option.id === o)), {
      message: M.RULE_UNKNOWN_OPTION,
      path: ['oneOf'],
    });

export const eligibilityQuestionSchema = z.discriminatedUnion('kind', [
  /** "Must be Yes" (`mustBe: true`) or "must be No" (`mustBe: false`). */
  z.object({ kind: z.literal('yes_no'), ...base, mustBe: z.boolean() }),
  choice('one_choice'),
  choice('several_choices'),
]);
export type EligibilityQuestion = z.output<typeof eligibilityQuestionSchema>;
export type EligibilityQuestionInput = z.input<typeof eligibilityQuestionSchema>;

/** A cohort's check: its questions in order, each id once; none means the cohort has no check. */
export const eligibilityListSchema = z
  .array(eligibilityQuestionSchema)
  .max(L.eligibilityMax, M.TOO_MANY_QUESTIONS)
  .refine((list) => new Set(list.map((q) => q.id)).size === list.length, M.QUESTION_IDS_REPEATED);

/**
 * An eligibility question as an own question (required, on no real step): its answer is read by the own
 * questions' one reading (`readAnswer`, `answersSchema`), with their messages.
 */
export const asOwnQuestion = (q: EligibilityQuestion): Question =>
  q.kind === 'yes_no'
    ? {
        kind: 'yes_no',
        id: q.id,
        labelEn: q.labelEn,
        labelHi: q.labelHi,
        labelIn: q.labelIn,
        helpEn: '',
        helpHi: '',
        required: true,
        step: 'personal',
        hideInBlindReview: false,
      }
    : {
        kind: q.kind,
        id: q.id,
        labelEn: q.labelEn,
        labelHi: q.labelHi,
        labelIn: q.labelIn,
        helpEn: '',
        helpHi: '',
        required: true,
        step: 'personal',
        hideInBlindReview: false,
        options: q.options,
      };

/** Which texts of the check still lack Hindi (by question): a cohort with a check opens only when none is left. */
export const eligibilityMissingHindi = (
  questions: readonly EligibilityQuestion[],
): { id: string; labelEn: string; missing: string[] }[] =>
  questions.flatMap((q) => {
    const missing: string[] = [];
    if (!q.labelHi) missing.push('question');
    if (q.reasonEn && !q.reasonHi) missing.push('reason');
    if (q.kind !== 'yes_no') for (const o of q.options) if (!o.labelHi) missing.push(`option “${o.labelEn}”`);
    return missing.length ? [{ id: q.id, labelEn: q.labelEn, missing }] : [];
  });

/** Per other language, the check's questions not yet written in it (the console's information; question-text.ts). */
export const eligibilityMissingLocalTexts = (questions: readonly EligibilityQuestion[]): MissingLocalTexts =>
  missingByLanguage(
    questions.map((q) => ({
      labelEn: q.labelEn,
      texts: [
        { en: q.labelEn, in: q.labelIn },
        { en: q.reasonEn, in: q.reasonIn },
        ...(q.kind === 'yes_no' ? [] : q.options.map((o) => ({ en: o.labelEn, in: o.labelIn }))),
      ],
    })),
  );

export type EligibilityAnswers = Record<string, AnswerValue | null | undefined>;

/** The outcome of a screening: eligible, or the first question (in the check's order) whose rule the answers fail. */
export type EligibilityOutcome = { eligible: true } | { eligible: false; questionId: string };

/** Whether one answer meets its question's rule; an answer missing or of the wrong shape does not. */
export const meetsRule = (question: EligibilityQuestion, answer: unknown): boolean => {
  switch (question.kind) {
    case 'yes_no':
      return answer === question.mustBe;
    case 'one_choice':
      return typeof answer === 'string' && question.oneOf.includes(answer);
    case 'several_choices':
      return Array.isArray(answer) && answer.some((a) => typeof a === 'string' && question.oneOf.includes(a));
  }
};

/** The one eligibility rule, in the browser and on the server: the first failed rule, in the check's order. */
export const checkEligibility = (questions: readonly EligibilityQuestion[], answers: EligibilityAnswers): EligibilityOutcome => {
  for (const question of questions)
    if (!meetsRule(question, Object.hasOwn(answers, question.id) ? answers[question.id] : undefined))
      return { eligible: false, questionId: question.id };
  return { eligible: true };
};
