import type { LocalTexts } from '@portal/shared/own-questions/question-text';

/*
 * Answers as the founder's data export holds them (docs/own-questions.md), for the cohort's own questions and its
 * eligibility check alike: each answer beside the wording of the question it answered.
 */

/** One answer with its question's English and Hindi wording, and the other languages' when the team wrote any. */
export interface ExportedAnswer {
  questionId: string;
  questionEn: string;
  questionHi: string;
  /** The question in the other languages the team wrote it in (left out when none). */
  questionIn?: LocalTexts;
  answer: unknown;
}

/** The texts of a question the export names (an own question or an eligibility question). */
interface WordedQuestion {
  id: string;
  labelEn: string;
  labelHi: string;
  labelIn?: LocalTexts;
}

/** Every answer (by question id), with the wording of its question among `questions`; blank when it is not there. */
export const exportedAnswers = (questions: readonly WordedQuestion[], answers: Record<string, unknown>): ExportedAnswer[] => {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return Object.entries(answers).map(([questionId, answer]) => {
    const question = byId.get(questionId);
    return {
      questionId,
      questionEn: question?.labelEn ?? '',
      questionHi: question?.labelHi ?? '',
      ...(question?.labelIn ? { questionIn: question.labelIn } : {}),
      answer,
    };
  });
};
