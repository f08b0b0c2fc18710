import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/session.ts';
import type { Database } from '../db/types.ts';
import { canContinueUpload } from '../modules/files/file-access.ts';
import { fileErrors } from '../modules/files/file-errors.ts';
import { findApplication, findFile, isSubmitted, type FileRow } from '../modules/files/file-repository.ts';
import { isStorageKey } from '../modules/files/storage/upload-storage.ts';

/** The caller's own upload; anyone else's is not found, so that nothing about it is revealed or changed. */
export const requireOwnUpload = async (db: Kysely<Database>, user: SessionUser, uploadId: string): Promise<FileRow> => {
  const file = isStorageKey(uploadId) ? await findFile(db, uploadId) : undefined;
  if (!file || !canContinueUpload(user, file)) throw fileErrors.notFound();
  return file;
};

/** Bytes are only accepted while the application can still change. */
export const requireUnlockedApplication = async (db: Kysely<Database>, file: FileRow): Promise<void> => {
  const application = await findApplication(db, file.application_id);
  if (application && isSubmitted(application)) throw fileErrors.applicationLocked();
};
