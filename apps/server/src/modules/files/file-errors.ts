import { MESSAGES } from '@portal/shared/texts/messages';
import { AppError } from '../../http/errors.ts';

/** The errors the files API and the upload endpoint answer with, as {code, message}. */
export const fileErrors = {
  notSignedIn: () => new AppError('UNAUTHENTICATED', { message: MESSAGES.USER_NOT_AUTHENTICATED }),
  invalidId: () => new AppError('FILE_INVALID_ID'),
  notFound: () => new AppError('FILE_NOT_FOUND'),
  linkInvalid: () => new AppError('FILE_LINK_INVALID'),
  linkExpired: () => new AppError('FILE_LINK_EXPIRED'),
  applicationLocked: () => new AppError('APPLICATION_LOCKED'),
};
