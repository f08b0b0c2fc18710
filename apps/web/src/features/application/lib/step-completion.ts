import type { ApplicationForm } from '@portal/shared/schemas/application';
import type { WizardStepId } from '@portal/shared/steps';
import type { ApplicationRecord } from '@portal/shared/application-record';
import { SAVED_ON_SERVER } from '@portal/shared/step-progress';
import { isSavableStep } from './step-fields.ts';
import { checkStep } from './validate-step.ts';

/** A step is complete when the server has it, nothing newer waits on this device, and it is valid. */
export const isStepComplete = (step: WizardStepId, record: ApplicationRecord | null | undefined, values: ApplicationForm, pending: boolean): boolean => {
  if (!record || pending || !SAVED_ON_SERVER[step](record)) return false;
  return isSavableStep(step) ? checkStep(step, values).ok : true;
};

/** A step that needs attention: its last save was refused, or what was typed or saved does not pass its rules. */
export const stepHasError = (step: WizardStepId, record: ApplicationRecord | null | undefined, values: ApplicationForm, pending: boolean, refused: boolean): boolean => {
  if (refused) return true;
  if (!isSavableStep(step)) return false;
  const touched = pending || Boolean(record && SAVED_ON_SERVER[step](record));
  return touched && !checkStep(step, values).ok;
};
