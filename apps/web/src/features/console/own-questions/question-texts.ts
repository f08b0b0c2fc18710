import { WIZARD_STEPS } from '@portal/shared/application/steps';
import { QUESTION_STEPS, type QuestionStep } from '@portal/shared/own-questions/question-kinds';

/** The wizard steps a question can go on, by their English labels (the console is in English). */
export const STEP_LABELS = Object.fromEntries(
  QUESTION_STEPS.map((step) => [step, WIZARD_STEPS.find((s) => s.id === step)?.label ?? step]),
) as Record<QuestionStep, string>;
