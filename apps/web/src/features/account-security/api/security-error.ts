import { MESSAGES } from '@portal/shared/texts/messages';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { AuthRequestError } from '../../../lib/auth-client.ts';

/** The text a failed security action shows (the server's shared-schema wording for bad input, else a shared message). */
export const securityErrorMessage = (error: unknown): string => {
  if (!(error instanceof AuthRequestError))
    return error instanceof Error && error.message ? error.message : MESSAGES.SOMETHING_WENT_WRONG;
  if (error.status === 0) return MESSAGES.NETWORK_ERROR;
  if (error.status === 429) return MESSAGES.TOO_MANY_ATTEMPTS;
  if (error.code === 'VALIDATION_FAILED') return error.message;
  if (error.code === 'INVALID_PASSWORD') return ACCOUNT_MESSAGES.CURRENT_PASSWORD_WRONG;
  if (error.code === 'INVALID_CODE' || error.code === 'INVALID_OTP') return ACCOUNT_MESSAGES.CODE_INVALID;
  if (error.status === 401) return MESSAGES.USER_NOT_AUTHENTICATED;
  return MESSAGES.SOMETHING_WENT_WRONG;
};
