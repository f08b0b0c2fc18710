// Codes as type-checked literals: importing the error table itself would bring every text and zod into the first chunk.
import type { ErrorCode } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/texts/messages';
import { ApiError } from '../../../lib/graphql.ts';
import { refusalText, refusalWordsOf } from './refusal-words.ts';
import type { OwnStep } from './step-fields.ts';
import type { RefusalWords } from './sync-queue.ts';

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

/** Why a step's save failed, as the save queue keeps it: the API's refusal, or the step's fallback when it explained nothing. */
export const saveFailureWords = (step: OwnStep, error: unknown): RefusalWords & { details?: string[] } =>
  error instanceof ApiError && error.code !== ('INTERNAL' satisfies ErrorCode)
    ? refusalWordsOf(error, FALLBACK[step])
    : { message: FALLBACK[step] };

/**
 * The text to show for a refused save, in the founder's language: the code's text, or each field's message of a
 * validation refusal said in the language and then joined (lib/server-error-text.ts); the step's fallback otherwise.
 */
export const saveFailureMessage = (step: OwnStep, error: unknown): string => refusalText(saveFailureWords(step, error));
