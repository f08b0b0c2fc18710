import { MESSAGES } from '@portal/shared/messages';
import { FILE_ERROR_CODES } from '@portal/shared/upload-protocol';
import { AppError } from '../../http/errors.ts';

/** The errors the files API and the upload endpoint answer with, as {code, message}. */
export const fileErrors = {
  notSignedIn: () => new AppError(401, FILE_ERROR_CODES.UNAUTHENTICATED, MESSAGES.USER_NOT_AUTHENTICATED),
  invalidId: () => new AppError(400, FILE_ERROR_CODES.FILE_INVALID_ID, MESSAGES.FILE_INVALID_ID),
  notFound: () => new AppError(404, FILE_ERROR_CODES.FILE_NOT_FOUND, MESSAGES.FILE_DOES_NOT_EXIST),
  linkInvalid: () => new AppError(403, FILE_ERROR_CODES.FILE_LINK_INVALID, MESSAGES.FILE_LINK_INVALID),
  linkExpired: () => new AppError(403, FILE_ERROR_CODES.FILE_LINK_EXPIRED, MESSAGES.FILE_LINK_EXPIRED),
  applicationLocked: () => new AppError(409, FILE_ERROR_CODES.APPLICATION_LOCKED, MESSAGES.APPLICATION_LOCKED),
};
