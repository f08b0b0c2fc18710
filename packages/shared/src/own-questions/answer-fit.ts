import { OWN_QUESTION_MESSAGES } from './own-question-messages.ts';
import type { Answers } from './answer-schema.ts';
import type { Question } from './question-schema.ts';
import { readAnswer } from './read-answer.ts';

/**
 * A draft's answers moved to a new form version (docs/own-questions.md): each answer whose question is still on the
 * form and that still reads under it, as `readAnswer` reads it now. An answer that no longer fits (the question
 * changed kind, lost the chosen option, or got a tighter limit) is left out, so the wizard shows the question
 * unanswered and a submit names it when it is required, instead of keeping an answer the form would refuse.
 */
export const answersStillFitting = (questions: readonly Question[], answers: Answers): Answers => {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const kept: Answers = {};
  for (const [id, value] of Object.entries(answers)) {
    const question = byId.get(id);
    if (!question) continue;
    // Required or not, a blank answer is simply unanswered here: the submit asks for it.
    const reading = readAnswer({ ...question, required: false }, value, OWN_QUESTION_MESSAGES);
    if (reading.ok && reading.value !== null) kept[id] = reading.value;
  }
  return kept;
};
