import { useState } from 'react';
import type { AnswerStep } from '../lib/step-fields.ts';
import { useOwnAnswers } from './use-step-form.ts';
import { useWizard } from './wizard-context.ts';

/**
 * An upload step's answers to the cohort's own questions (docs/own-questions.md): shown after its upload, checked
 * with the shared schema on 'Save & Next', saved alone through the same queue (offline too), with the step's save
 * state. `check(ok)` runs the step's own rule first (the video must be there); then the answers are saved and the
 * wizard moves on.
 */
export const useAnswerStep = (step: AnswerStep) => {
  const wizard = useWizard();
  const { own, setOwnErrors } = useOwnAnswers(step);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hasQuestions = own.questions.length > 0;

  /** Saves the step's answers, then moves on; `stepAlert` is the step's own problem (shown, and nothing is saved). */
  const saveAndNext = async (stepAlert: string | null) => {
    if (wizard.readOnly || busy) return;
    if (stepAlert) {
      setAlert(stepAlert);
      return;
    }
    setAlert(null);
    if (!hasQuestions) {
      wizard.goNext();
      return;
    }
    setBusy(true);
    const outcome = await wizard.saveAnswers(step);
    setBusy(false);
    if (outcome.kind === 'invalid') {
      setOwnErrors(outcome.ownErrors ?? {});
      return;
    }
    if (outcome.kind === 'error') {
      setAlert(outcome.message);
      return;
    }
    setOwnErrors({});
    wizard.goNext();
  };

  const answered = own.questions.some((q) => {
    const value = wizard.own[q.id];
    return value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
  });

  return {
    own,
    alert,
    busy,
    saveAndNext,
    /** StepForm's save state, only when the step has questions (an upload alone has its own progress). */
    saveProps: hasQuestions
      ? {
          saveState: wizard.stepState(step),
          showSaved: Boolean(wizard.values.applicationId) && answered,
          saveReason: wizard.stepErrors[step] ?? null,
        }
      : {},
  };
};
