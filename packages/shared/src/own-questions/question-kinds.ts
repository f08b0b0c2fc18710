import type { WizardStepId } from '../application/steps.ts';

/**
 * The kinds of question a program team can add to a cohort's form (docs/own-questions.md), and their limits,
 * without zod: the console, the wizard and the server read them from here.
 */
export const QUESTION_KINDS = [
  { kind: 'short_text', label: 'Short text' },
  { kind: 'long_text', label: 'Long text' },
  { kind: 'whole_number', label: 'Whole number' },
  { kind: 'amount', label: 'Amount in rupees' },
  { kind: 'yes_no', label: 'Yes / No' },
  { kind: 'one_choice', label: 'One choice' },
  { kind: 'several_choices', label: 'Several choices' },
  { kind: 'date', label: 'Date' },
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number]['kind'];
export const QUESTION_KIND_IDS = QUESTION_KINDS.map((k) => k.kind) as [QuestionKind, ...QuestionKind[]];

/** Kinds whose answers are the founder's own words: hidden in blind review unless the team turns it off. */
export const TEXT_KINDS: readonly QuestionKind[] = ['short_text', 'long_text'];
export const CHOICE_KINDS: readonly QuestionKind[] = ['one_choice', 'several_choices'];

/** The steps a question can be put on: after the spec's own fields of that step (never on Review). */
export const QUESTION_STEPS = [
  'personal',
  'company',
  'business',
  'funding',
  'video',
  'financial',
  'pitch_deck',
] as const satisfies readonly WizardStepId[];
export type QuestionStep = (typeof QUESTION_STEPS)[number];

export const OWN_QUESTION_LIMITS = {
  /** Questions on one form. */
  questionsMax: 40,
  /** Eligibility questions of one cohort. */
  eligibilityMax: 8,
  labelMax: 300,
  helpMax: 600,
  optionsMax: 30,
  optionLabelMax: 150,
  shortTextMax: 200,
  /** The largest character limit a long text can be given; its default. */
  longTextCeiling: 10_000,
  longTextDefault: 2_000,
  /** Whole numbers stay within what both databases' JSON and JavaScript hold exactly. */
  numberBound: 1_000_000_000_000,
  idMax: 40,
  /** Dates a question accepts: from 1900 to 2100. */
  dateMin: '1900-01-01',
  dateMax: '2100-12-31',
} as const;
