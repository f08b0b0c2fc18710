import type { ApplicationForm } from '@portal/shared/schemas/application';
import { keysOfStep, type KeyOfStep } from '@portal/shared/application/application-fields';
import type { WizardStepId } from '@portal/shared/application/steps';

/** Steps whose fields are typed in and saved with a mutation (the upload steps save through their uploads). */
export const SAVABLE_STEPS = ['personal', 'company', 'business', 'funding'] as const;
export type SavableStep = (typeof SAVABLE_STEPS)[number];
export const isSavableStep = (step: WizardStepId): step is SavableStep => (SAVABLE_STEPS as readonly string[]).includes(step);

/**
 * The upload steps: no typed fields, but the cohort's own questions may be put on them; their answers are saved alone
 * (SaveStepAnswers), through the same queue.
 */
export const ANSWER_STEPS = ['video', 'financial', 'pitch_deck'] as const;
export type AnswerStep = (typeof ANSWER_STEPS)[number];
export const isAnswerStep = (step: string): step is AnswerStep => (ANSWER_STEPS as readonly string[]).includes(step);
/** A step whose answers to the cohort's own questions the wizard saves. */
export type OwnStep = SavableStep | AnswerStep;

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
