import type { ApplicationForm } from '@portal/shared/schemas/application';
import { keysOfStep, type KeyOfStep } from '@portal/shared/application/application-fields';
import type { WizardStepId } from '@portal/shared/application/steps';

/** Steps whose fields are typed in and saved with a mutation (the upload steps save through their uploads). */
export const SAVABLE_STEPS = ['personal', 'company', 'business', 'funding'] as const;
export type SavableStep = (typeof SAVABLE_STEPS)[number];
export const isSavableStep = (step: WizardStepId): step is SavableStep => (SAVABLE_STEPS as readonly string[]).includes(step);

/** Each savable step's fields, read from the field catalogue (packages/shared/src/application/application-fields.ts). */
export const STEP_FIELDS: { readonly [S in SavableStep]: readonly KeyOfStep<S>[] } = {
  personal: keysOfStep('personal'),
  company: keysOfStep('company'),
  business: keysOfStep('business'),
  funding: keysOfStep('funding'),
};

export type StepValues<S extends SavableStep> = Pick<ApplicationForm, KeyOfStep<S>>;

export const pickStep = <S extends SavableStep>(step: S, values: ApplicationForm): StepValues<S> =>
  Object.fromEntries(STEP_FIELDS[step].map((field) => [field, values[field]])) as StepValues<S>;

export const sameStepValues = (step: SavableStep, a: ApplicationForm, b: ApplicationForm): boolean =>
  STEP_FIELDS[step].every((field) => a[field] === b[field]);

/** Which step a field belongs to. */
export const stepOfField = (field: keyof ApplicationForm): SavableStep | null =>
  SAVABLE_STEPS.find((step) => (STEP_FIELDS[step] as readonly string[]).includes(field)) ?? null;
