import type { Kysely } from 'kysely';
import { formatAnswer } from '@portal/shared/own-questions/answer-display';
import type { Answers } from '@portal/shared/own-questions/answer-schema';
import type { Question } from '@portal/shared/own-questions/question-schema';
import type { Database } from '../../db/types.ts';
import { findAnswers } from './answer-repository.ts';
import { findFormVersion, type FormVersion } from './form-version-repository.ts';

/** One of an application's own-question answers as the console shows it (docs/own-questions.md, the review side). */
export interface ReviewAnswer {
  questionId: string;
  /** The question's English wording on the form version the application is on (a submitted one: the one it was submitted with). */
  label: string;
  kind: string;
  step: string;
  /** The answer as English text (₹2,50,000, Yes/No, option texts, 15 Aug 2024); null: not answered, or withheld. */
  answer: string | null;
  hideInBlindReview: boolean;
  /** False for an answer whose question is not on that version (kept, never dropped; shown by its question id). */
  onForm: boolean;
  /** True when blind review withholds this answer from the viewer. */
  withheld: boolean;
}

export interface ReviewAnswers {
  /** The form version the answers were given on; null when the application has no answers. */
  formVersion: number | null;
  answers: ReviewAnswer[];
}

/** The answers of one form version, each of its questions in order, then any answer to a question not on it. */
export const reviewAnswersOf = (questions: readonly Question[], answers: Answers): ReviewAnswer[] => {
  const onForm = new Set(questions.map((q) => q.id));
  return [
    ...questions.map((q) => ({
      questionId: q.id,
      label: q.labelEn,
      kind: q.kind,
      step: q.step,
      answer: formatAnswer(q, answers[q.id]),
      hideInBlindReview: q.hideInBlindReview,
      onForm: true,
      withheld: false,
    })),
    ...Object.entries(answers)
      .filter(([id, value]) => !onForm.has(id) && value !== null && value !== undefined)
      .map(([id, value]) => ({
        questionId: id,
        label: id,
        kind: 'unknown',
        step: '',
        answer: Array.isArray(value) ? value.join(', ') : String(value),
        // Its question's switch is not known: withheld in blind review, as text answers are by default.
        hideInBlindReview: true,
        onForm: false,
        withheld: false,
      })),
  ];
};

/** An application's answers with the wording of the version it is on (versions read once per call). */
export const loadReviewAnswers = async (
  db: Kysely<Database>,
  applicationId: string,
  versions: Map<string, FormVersion | undefined> = new Map(),
): Promise<ReviewAnswers> => {
  const stored = await findAnswers(db, applicationId);
  if (!stored) return { formVersion: null, answers: [] };
  if (!versions.has(stored.formVersionId)) versions.set(stored.formVersionId, await findFormVersion(db, stored.formVersionId));
  const version = versions.get(stored.formVersionId);
  return { formVersion: version?.version ?? null, answers: reviewAnswersOf(version?.questions ?? [], stored.answers) };
};

/**
 * For a viewer the application is blind to: answers whose question hides them in blind review are withheld; the
 * others' free text goes through the same scrubber as the application's own fields (no founder's name, email, phone).
 */
export const blindReviewAnswers = (answers: readonly ReviewAnswer[], scrub: (text: string) => string): ReviewAnswer[] =>
  answers.map((a) =>
    a.hideInBlindReview ? { ...a, answer: null, withheld: true } : { ...a, answer: a.answer === null ? null : scrub(a.answer) },
  );
