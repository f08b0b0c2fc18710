import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { findReadyFilesOfOwnApplication, insertKeptFile } from './file-repository.ts';
import type { UploadStorage } from './storage/upload-storage.ts';

/**
 * "Keep my earlier video and documents" (docs/cohorts.md): the new application gets its own copy of each of the
 * earlier one's files, bytes included. Sharing the bytes is not safe: retention erases one application's files by
 * their storage key (privacy/account-erasure.ts) and a replaced upload removes its bytes. A file that cannot be
 * copied is left out (the founder uploads it again) rather than failing the start of the application.
 */
export const keepEarlierFiles = async (
  deps: { db: Kysely<Database>; storage: UploadStorage; log: FastifyBaseLogger },
  files: { ownerId: string; fromApplicationId: string; toApplicationId: string },
): Promise<void> => {
  const earlier = await findReadyFilesOfOwnApplication(deps.db, files.ownerId, files.fromApplicationId);
  for (const file of earlier) {
    const id = randomUUID();
    try {
      await deps.storage.copy(file.storage_key, id);
      await insertKeptFile(deps.db, file, { id, storageKey: id, applicationId: files.toApplicationId });
    } catch (error) {
      deps.log.error({ err: error, fileId: file.id }, 'could not keep an earlier file for a new application');
      await deps.storage.remove(id).catch(() => undefined);
    }
  }
};
