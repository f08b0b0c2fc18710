import type { SessionUser } from '../auth/session.ts';
import type { FileRow } from '../modules/files/file-repository.ts';
import type { UploadCreation } from './upload-creation.ts';

/** What the Fastify layer established about a tus request before tus sees it. */
export interface UploadRequestContext {
  user: SessionUser;
  /** POST: the checked creation request. */
  creation?: UploadCreation;
  /** POST: the id of the upload once its creation was admitted (its `files` row written). */
  admittedId?: string;
  /** HEAD/PATCH/DELETE: the caller's own upload. */
  file?: FileRow;
}

const contexts = new WeakMap<Request, UploadRequestContext>();

export const bindUploadContext = (request: Request, context: UploadRequestContext): void => {
  contexts.set(request, context);
};

/** The context of a request tus hands to a hook (the same Request object the plugin passed in). */
export const uploadContextOf = (request: Request): UploadRequestContext => {
  const context = contexts.get(request);
  if (!context) throw new Error('tus request without an upload context');
  return context;
};
