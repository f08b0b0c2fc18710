// Codes as type-checked literals: importing the error table itself would bring every text and zod into the first chunk.
import type { ErrorCode } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/texts/messages';
import { ApiError } from '../../../lib/graphql.ts';
import type { OwnStep } from './step-fields.ts';

/** The alert for a step whose save failed for a reason the API did not explain. */
const FALLBACK: Record<OwnStep, string> = {
  personal: MESSAGES.PERSONAL_FAILED,
  // An upload step's answers to the cohort's own questions (its upload has its own messages).
  video: MESSAGES.PERSONAL_FAILED,
  financial: MESSAGES.PERSONAL_FAILED,
  pitch_deck: MESSAGES.PERSONAL_FAILED,
  company: MESSAGES.COMPANY_FAILED_ALERT,
  business: MESSAGES.BUSINESS_FAILED,
  funding: MESSAGES.FUNDING_FAILED,
};

/** The text to show for a refused save: the API's own message (the shared wording) or the step's fallback. */
export const saveFailureMessage = (step: OwnStep, error: unknown): string => {
  if (error instanceof ApiError && error.code !== ('INTERNAL' satisfies ErrorCode)) {
    if (error.code === ('VALIDATION_FAILED' satisfies ErrorCode) && error.details.length > 0) return error.details.join(' ');
    return error.message || FALLBACK[step];
  }
  return FALLBACK[step];
};
