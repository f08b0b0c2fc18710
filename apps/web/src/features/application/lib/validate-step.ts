import type { z } from 'zod';
import {
  COMPANY_REQUIRED_FIELDS,
  businessSchema,
  companyRequiredAlert,
  companySchema,
  fundingSchema,
  personalSchema,
  type ApplicationForm,
} from '@portal/shared/schemas/application';
import { isBlank } from '@portal/shared/application/field-checks';
import type { BusinessVariables, CompanyVariables, FundingVariables, PersonalVariables } from '../api/application-api.ts';
import { pickStep, type SavableStep } from './step-fields.ts';

/**
 * The cohort's own questions' check rides in this chunk (the step rules): a lazy chunk of its own made zod one more
 * page's dependency, and with 7 users the build put all of zod in the common chunk every page loads.
 */
export { checkOwnAnswers } from './validate-own.ts';

/** A field's problem: a message to show under it, or `true` when the step's alert already says it. */
export type FieldErrors = Partial<Record<keyof ApplicationForm, string | true>>;

export interface StepVariables {
  personal: PersonalVariables;
  company: CompanyVariables;
  business: BusinessVariables;
  funding: FundingVariables;
}

export type StepCheck<S extends SavableStep> =
  { ok: true; variables: StepVariables[S] } | { ok: false; alert: string | null; fieldErrors: FieldErrors };

const fieldMessages = (issues: z.core.$ZodIssue[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof ApplicationForm | undefined;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
};

const highlightOnly = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.keys(errors).map((field) => [field, true])) as FieldErrors;

/** Personal: one alert with the first problem: required fields, then email, then phone. */
const checkPersonal = (values: ApplicationForm): StepCheck<'personal'> => {
  const result = personalSchema.safeParse(pickStep('personal', values));
  if (result.success) return { ok: true, variables: result.data };
  return {
    ok: false,
    alert: result.error.issues[0]?.message ?? null,
    fieldErrors: highlightOnly(fieldMessages(result.error.issues)),
  };
};

/** Company: an alert listing the missing required fields; other problems under their fields. */
const checkCompany = (values: ApplicationForm): StepCheck<'company'> => {
  const missing = COMPANY_REQUIRED_FIELDS.filter((field) => isBlank(values[field]));
  if (missing.length > 0) {
    return { ok: false, alert: companyRequiredAlert(missing), fieldErrors: Object.fromEntries(missing.map((f) => [f, true])) };
  }
  const result = companySchema.safeParse(pickStep('company', values));
  if (result.success) return { ok: true, variables: result.data };
  return { ok: false, alert: null, fieldErrors: fieldMessages(result.error.issues) };
};

const checkBusiness = (values: ApplicationForm): StepCheck<'business'> => {
  const result = businessSchema.safeParse(pickStep('business', values));
  if (result.success) return { ok: true, variables: result.data };
  return { ok: false, alert: null, fieldErrors: fieldMessages(result.error.issues) };
};

/** Funding is sent as the founder typed it; the server reads it with the same schema. */
const checkFunding = (values: ApplicationForm): StepCheck<'funding'> => {
  const step = pickStep('funding', values);
  const result = fundingSchema.safeParse(step);
  if (!result.success) return { ok: false, alert: null, fieldErrors: fieldMessages(result.error.issues) };
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    ok: true,
    variables: {
      equityFunding: text(step.equityFunding),
      debtFunding: text(step.debtFunding),
      grantFunding: text(step.grantFunding),
    },
  };
};

const CHECKS: { [S in SavableStep]: (values: ApplicationForm) => StepCheck<S> } = {
  personal: checkPersonal,
  company: checkCompany,
  business: checkBusiness,
  funding: checkFunding,
};

export const checkStep = <S extends SavableStep>(step: S, values: ApplicationForm): StepCheck<S> => CHECKS[step](values);
