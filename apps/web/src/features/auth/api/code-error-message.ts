import { MESSAGES } from '@portal/shared/texts/messages';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { AuthRequestError } from '../../../lib/auth-client.ts';
import { commonMessage } from './auth-error-message.ts';

/** The text for a failed code step (email or SMS sign-in code, 2FA code, backup code). */
export const codeErrorMessage = (error: unknown): string => {
  if (!(error instanceof AuthRequestError)) return MESSAGES.AUTH_FALLBACK;
  switch (error.code) {
    case 'INVALID_OTP':
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
      return ACCOUNT_MESSAGES.CODE_INVALID;
    case 'OTP_EXPIRED':
    case 'OTP_NOT_FOUND':
    case 'INVALID_TOKEN':
      return ACCOUNT_MESSAGES.CODE_EXPIRED;
    case 'TOO_MANY_ATTEMPTS':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return ACCOUNT_MESSAGES.CODE_TOO_MANY_ATTEMPTS;
    case 'INVALID_TWO_FACTOR_COOKIE':
      return ACCOUNT_MESSAGES.INVALID_MFA_TICKET;
    default:
      return commonMessage(error) ?? (error.status === 401 ? ACCOUNT_MESSAGES.CODE_INVALID : MESSAGES.AUTH_FALLBACK);
  }
};
