import { useState } from 'react';
import { useWizard } from './wizard-context.ts';

/**
 * Submit: the steps with unsaved changes and then the submission go into the device's queue and are sent now,
 * or as soon as the connection returns. The confirmation (wizard level) shows once the server has it; a refusal
 * shows the server's reason. A lost connection is never reported as a problem with the application.
 */
export const useSubmitApplication = () => {
  const wizard = useWizard();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      setProblem(await wizard.submit());
    } finally {
      setBusy(false);
    }
  };

  return {
    submit,
    busy: busy || wizard.submission === 'sending',
    queued: wizard.submission === 'queued',
    /** Why it was not submitted: a step that does not validate, or the server's reason. */
    problems: problem ? [problem] : wizard.submitProblems,
  };
};
