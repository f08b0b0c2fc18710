import type { ApplicationForm } from '@portal/shared/schemas/application';
import type { WizardStepId } from '@portal/shared/steps';
import type { ApplicationRecord } from '@portal/shared/application-record';
import { SUBMITTED_STATUS } from '@portal/shared/application-status';
import { isSavableStep } from './step-fields.ts';
import { checkStep } from './validate-step.ts';

/** What the server must hold for a step to count as done. */
const SAVED_ON_SERVER: Record<WizardStepId, (record: ApplicationRecord) => boolean> = {
  personal: (r) => Boolean(r.phone),
  company: (r) => Boolean(r.companyName),
  business: (r) => Boolean(r.foundingYear),
  funding: (r) => r.equityFunding !== null && r.debtFunding !== null && r.grantFunding !== null,
  video: (r) => Boolean(r.videoUrl),
  financial: (r) => Boolean(r.financialStatementUrl),
  pitch_deck: (r) => Boolean(r.pitchDeckUrl),
  review: (r) => r.status === SUBMITTED_STATUS,
};

/** A step is complete when the server has it, nothing newer waits on this device, and it is valid. */
export const isStepComplete = (step: WizardStepId, record: ApplicationRecord | null | undefined, values: ApplicationForm, pending: boolean): boolean => {
  if (!record || pending || !SAVED_ON_SERVER[step](record)) return false;
  return isSavableStep(step) ? checkStep(step, values).ok : true;
};
