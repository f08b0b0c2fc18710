import type { ApplicationColumns as ApplicationRecord } from './application-record.ts';
import { SUBMITTED_STATUS } from './application-status.ts';
import { WIZARD_STEPS, type WizardStepId } from './steps.ts';

/** What the server must hold for a step to count as done. */
export const SAVED_ON_SERVER: Record<WizardStepId, (record: ApplicationRecord) => boolean> = {
  personal: (r) => Boolean(r.phone),
  company: (r) => Boolean(r.companyName),
  business: (r) => Boolean(r.foundingYear),
  funding: (r) => r.equityFunding !== null && r.debtFunding !== null && r.grantFunding !== null,
  video: (r) => Boolean(r.videoUrl),
  financial: (r) => Boolean(r.financialStatementUrl),
  pitch_deck: (r) => Boolean(r.pitchDeckUrl),
  review: (r) => r.status === SUBMITTED_STATUS,
};

/** Where "Continue Application" opens: the first required step the server does not have yet, else the review. */
export const firstIncompleteStep = (record: ApplicationRecord | null | undefined): WizardStepId => {
  if (!record) return 'personal';
  const open = WIZARD_STEPS.find((step) => !step.optional && step.id !== 'review' && !SAVED_ON_SERVER[step.id](record));
  return open?.id ?? 'review';
};

/**
 * The header's percent (docs/decisions/004-amounts-in-whole-rupees.md, "Progress"): the share of the seven steps
 * before the review that are complete, optional ones included, and 100 once the application is submitted. A founder
 * at step 5 of 8 with five steps done reads 71%, not 100% because the rest are optional.
 */
export const applicationPercent = (completeSteps: number, submitted: boolean): number => {
  if (submitted) return 100;
  const steps = WIZARD_STEPS.length - 1;
  return Math.round((Math.min(completeSteps, steps) / steps) * 100);
};

/** The required steps before the review that the server does not have yet, in wizard order (what a reminder names). */
export const missingSteps = (record: ApplicationRecord): WizardStepId[] =>
  WIZARD_STEPS.filter((step) => !step.optional && step.id !== 'review' && !SAVED_ON_SERVER[step.id](record)).map(
    (step) => step.id,
  );
