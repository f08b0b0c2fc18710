import { useState, type FormEvent } from 'react';
import type { ApplicationForm } from '@portal/shared/schemas/application';
import type { OwnStep, SavableStep } from '../lib/step-fields.ts';
import type { FieldErrors } from '../lib/validate-step.ts';
import { useWizard } from './wizard-context.ts';
import { loadedStepCheck } from '../lib/step-check.ts';
import { stepSavedOnServer } from '../lib/channel-offer-trigger.ts';
import { t } from '../../../lib/i18n.ts';
import type { OwnInput } from '../lib/own-answers.ts';

/**
 * A step's answers to the cohort's own questions: the step's questions, each answer as typed, its change, and the
 * error the last 'Save & Next' found (already in the founder's language).
 */
export const useOwnAnswers = (step: OwnStep) => {
  const wizard = useWizard();
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  const own = {
    questions: wizard.ownQuestions.filter((q) => q.step === step),
    answerOf: (id: string): OwnInput => wizard.own[id] ?? null,
    setAnswer: (id: string, value: OwnInput) => {
      wizard.setOwnAnswer(id, value);
      if (ownErrors[id] !== undefined) setOwnErrors(({ [id]: _cleared, ...rest }) => rest);
    },
    errorOf: (id: string): string | undefined => ownErrors[id],
    readOnly: wizard.readOnly,
  };
  return { own, setOwnErrors };
};

/**
 * One step's form: bound fields (value, change, error), the step's alert, and 'Save & Next' that validates with
 * the shared schema, saves (or queues the save while offline), then moves on.
 */
export const useStepForm = (step: SavableStep) => {
  const wizard = useWizard();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  /** The cohort's own questions of the step, and those refused on the last 'Save & Next'. */
  const { own, setOwnErrors } = useOwnAnswers(step);
  /** The step's alert, and whether it came from the step's rules (then it follows the values as they change). */
  const [alert, setAlertState] = useState<{ text: string; fromCheck: boolean } | null>(null);
  const setAlert = (text: string | null, fromCheck = false) => setAlertState(text === null ? null : { text, fromCheck });
  const [busy, setBusy] = useState(false);

  const setValue = <K extends keyof ApplicationForm>(field: K, value: ApplicationForm[K]) => {
    wizard.setField(field, value);
    if (fieldErrors[field] !== undefined) setFieldErrors(({ [field]: _cleared, ...rest }) => rest as FieldErrors);
    // A rules alert ("fill in: City, State") says only what is still so: shorter as fields are filled, gone once none is left.
    const check = loadedStepCheck();
    if (alert?.fromCheck && check) {
      const now = check(step, { ...wizard.values, [field]: value });
      setAlert(now.ok ? null : now.alert, true);
    }
  };

  /** Mantine's `error`: a message under the field, or just the red outline when the alert already says it. */
  const errorOf = (field: keyof ApplicationForm): string | boolean | undefined => {
    const error = fieldErrors[field];
    return typeof error === 'string' ? t(error) : error;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (wizard.readOnly || busy) return;
    setAlert(null);
    setBusy(true);
    const outcome = await wizard.saveStep(step);
    setBusy(false);
    if (outcome.kind === 'invalid') {
      setFieldErrors(outcome.check.fieldErrors);
      setOwnErrors(outcome.ownErrors ?? {});
      setAlert(outcome.check.alert, true);
      return;
    }
    if (outcome.kind === 'error') {
      setAlert(outcome.message);
      return;
    }
    setFieldErrors({});
    setOwnErrors({});
    // The first save that reached the server brings the offer of channels (once: lib/channel-offer-trigger.ts).
    if (outcome.kind === 'saved') stepSavedOnServer(wizard.userId);
    wizard.goNext();
  };

  return {
    own,
    values: wizard.values,
    readOnly: wizard.readOnly,
    setValue,
    errorOf,
    /** StepForm's props: the step's alert, 'Save & Next' and the save state. */
    frame: {
      readOnly: wizard.readOnly,
      saveState: wizard.stepState(step),
      /** An untouched step says Saved only once the server holds a save of it (not for the defaults it started with). */
      showSaved: Boolean(wizard.values.applicationId) && wizard.stepOnServer(step),
      /** The server's reason when it refused the step's last save (the status line says it). */
      saveReason: wizard.stepErrors[step] ?? null,
      alert: alert?.text ?? null,
      busy,
      onSubmit,
    },
  };
};
