import type { ApplicationForm } from '@portal/shared/schemas/application';
import type { WizardStepId } from '@portal/shared/steps';

/** Steps whose fields are typed in and saved with a mutation (the upload steps save through their uploads). */
export const SAVABLE_STEPS = ['personal', 'company', 'business', 'funding'] as const;
export type SavableStep = (typeof SAVABLE_STEPS)[number];
export const isSavableStep = (step: WizardStepId): step is SavableStep => (SAVABLE_STEPS as readonly string[]).includes(step);

export const STEP_FIELDS = {
  personal: ['name', 'email', 'phone'],
  company: ['companyName', 'description', 'foundersCount', 'teamSize', 'city', 'state', 'hasDpiitCertification'],
  business: ['sector', 'otherSector', 'foundingYear', 'revenue'],
  funding: ['equityFunding', 'debtFunding', 'grantFunding'],
} as const satisfies Record<SavableStep, readonly (keyof ApplicationForm)[]>;

export type StepValues<S extends SavableStep> = Pick<ApplicationForm, (typeof STEP_FIELDS)[S][number]>;

export const pickStep = <S extends SavableStep>(step: S, values: ApplicationForm): StepValues<S> =>
  Object.fromEntries(STEP_FIELDS[step].map((field) => [field, values[field]])) as StepValues<S>;

export const sameStepValues = (step: SavableStep, a: ApplicationForm, b: ApplicationForm): boolean =>
  STEP_FIELDS[step].every((field) => a[field] === b[field]);

/** Which step a field belongs to. */
export const stepOfField = (field: keyof ApplicationForm): SavableStep | null =>
  SAVABLE_STEPS.find((step) => (STEP_FIELDS[step] as readonly string[]).includes(field)) ?? null;
