import { MESSAGES } from '@portal/shared/texts/messages';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { AuthRequestError } from '../../../lib/auth-client.ts';
import { serverErrorText } from '../../../lib/server-error-text.ts';

/** The text a failed security action shows: a shared message, else the server's code in the founder's language. */
export const securityErrorMessage = (error: unknown): string => {
  if (!(error instanceof AuthRequestError)) return serverErrorText(error);
  if (error.status === 0) return MESSAGES.NETWORK_ERROR;
  if (error.status === 429) return MESSAGES.TOO_MANY_ATTEMPTS;
  if (error.code === 'VALIDATION_FAILED') return error.message;
  if (error.code === 'INVALID_PASSWORD') return ACCOUNT_MESSAGES.CURRENT_PASSWORD_WRONG;
  if (error.code === 'INVALID_CODE' || error.code === 'INVALID_OTP') return ACCOUNT_MESSAGES.CODE_INVALID;
  if (error.status === 401) return MESSAGES.USER_NOT_AUTHENTICATED;
  return error.code ? serverErrorText(error) : MESSAGES.SOMETHING_WENT_WRONG;
};
