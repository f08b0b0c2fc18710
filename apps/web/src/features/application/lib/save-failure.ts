import { MESSAGES } from '@portal/shared/messages';
import { GRAPHQL_ERROR_CODES } from '@portal/shared/operations';
import { ApiError } from '../../../lib/graphql.ts';
import type { SavableStep } from './step-fields.ts';

/** The alert for a step whose save failed for a reason the API did not explain. */
const FALLBACK: Record<SavableStep, string> = {
  personal: MESSAGES.PERSONAL_FAILED,
  company: MESSAGES.COMPANY_FAILED_ALERT,
  business: MESSAGES.BUSINESS_FAILED,
  funding: MESSAGES.FUNDING_FAILED,
};

/** The text to show for a refused save: the API's own message (the shared wording) or the step's fallback. */
export const saveFailureMessage = (step: SavableStep, error: unknown): string => {
  if (error instanceof ApiError && error.code !== GRAPHQL_ERROR_CODES.INTERNAL) {
    if (error.code === GRAPHQL_ERROR_CODES.VALIDATION_FAILED && error.details.length > 0) return error.details.join(' ');
    return error.message || FALLBACK[step];
  }
  return FALLBACK[step];
};
