import type { ApplicationForm } from '@portal/shared/application/application-fields';
import type { WizardStepId } from '@portal/shared/application/steps';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { SAVED_ON_SERVER } from '@portal/shared/application/step-progress';
import { isSavableStep } from './step-fields.ts';
import type { CheckStep } from './step-check.ts';

/** The step's values must pass its rules to be marked: it is savable, and typed here or saved on the server. */
export const stepNeedsCheck = (step: WizardStepId, record: ApplicationRecord | null | undefined, pending: boolean): boolean =>
  isSavableStep(step) && (pending || Boolean(record && SAVED_ON_SERVER[step](record)));

/**
 * A step is complete when the server has it, nothing newer waits on this device, and it is valid. Until the step
 * rules have loaded (`check` null, a moment: step-check.ts) a saved step counts as valid: the server checked it with
 * the same rules.
 */
export const isStepComplete = (
  step: WizardStepId,
  record: ApplicationRecord | null | undefined,
  values: ApplicationForm,
  pending: boolean,
  check: CheckStep | null,
): boolean => {
  if (!record || pending || !SAVED_ON_SERVER[step](record)) return false;
  return isSavableStep(step) && check ? check(step, values).ok : true;
};

/**
 * A step that needs attention: its last save was refused, or what was typed or saved does not pass its rules
 * (known once the step rules have loaded).
 */
export const stepHasError = (
  step: WizardStepId,
  record: ApplicationRecord | null | undefined,
  values: ApplicationForm,
  pending: boolean,
  refused: boolean,
  check: CheckStep | null,
): boolean => {
  if (refused) return true;
  if (!isSavableStep(step) || !check) return false;
  return stepNeedsCheck(step, record, pending) && !check(step, values).ok;
};
