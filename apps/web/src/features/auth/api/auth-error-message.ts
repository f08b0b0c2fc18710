import { SIGN_IN_MESSAGES as MESSAGES } from '@portal/shared/texts/sign-in-messages';
import { AuthRequestError } from '../../../lib/auth-client.ts';

/**
 * The text a failed sign-in or sign-up shows. The server already answers with the shared schemas' wording
 * for bad input (VALIDATION_FAILED); everything else maps to a shared message. An unknown email and a wrong
 * password get the same answer from the server (INVALID_EMAIL_OR_PASSWORD) and therefore the same text.
 */
export const commonMessage = (error: AuthRequestError): string | undefined => {
  if (error.status === 0) return MESSAGES.NETWORK_ERROR;
  if (error.status === 429) return MESSAGES.TOO_MANY_ATTEMPTS;
  if (error.code === 'VALIDATION_FAILED' && error.message) return error.message;
  if (error.code === 'EMAIL_NOT_VERIFIED') return MESSAGES.EMAIL_NEEDS_VERIFICATION;
  return undefined;
};

export const signInErrorMessage = (error: unknown): string => {
  if (!(error instanceof AuthRequestError)) return MESSAGES.AUTH_FALLBACK;
  if (error.status === 401 || error.code === 'INVALID_EMAIL_OR_PASSWORD') return MESSAGES.INVALID_CREDENTIALS;
  return commonMessage(error) ?? MESSAGES.AUTH_FALLBACK;
};

export const signUpErrorMessage = (error: unknown): string => {
  if (!(error instanceof AuthRequestError)) return MESSAGES.SIGNUP_FALLBACK;
  if (error.code?.startsWith('USER_ALREADY_EXISTS')) return MESSAGES.EMAIL_TAKEN;
  return commonMessage(error) ?? MESSAGES.SIGNUP_FALLBACK;
};
