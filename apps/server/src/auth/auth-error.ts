import { APIError } from 'better-auth/api';
import { ERROR_STATUS, type ErrorCode } from '@portal/shared/error-codes';
import { englishTextOf } from '../http/errors.ts';

type ApiErrorStatus = ConstructorParameters<typeof APIError>[0];

/**
 * An error on an account route, as Better Auth answers it (`{ message, code }`), with the code's status from the
 * shared table (packages/shared/src/error-codes.ts). `message` gives a more precise English text than the code's own.
 */
export const authError = (code: ErrorCode, message: string = englishTextOf(code)): APIError =>
  new APIError(ERROR_STATUS[code] as ApiErrorStatus, { message, code });
