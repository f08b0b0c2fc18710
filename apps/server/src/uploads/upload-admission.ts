import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/session.ts';
import type { Database } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import { deleteFileRow, findFile, findUnfinishedOfOwner, insertUploadingFile } from '../modules/files/file-repository.ts';
import type { UploadStorage } from '../modules/files/storage/upload-storage.ts';
import type { UploadCreation } from './upload-creation.ts';

export interface UploadAdmissionDeps {
  db: Kysely<Database>;
  storage: UploadStorage;
  maxUnfinished: number;
  log: FastifyBaseLogger;
  /** Called for each replaced upload once its bytes are gone (running hashes forget it). */
  onReplaced: (id: string) => void;
}

const tooMany = (max: number) => new AppError('TOO_MANY_UNFINISHED_UPLOADS', { params: { max } });

/**
 * Records a new upload (its `files` row) within the founder's cap on unfinished uploads. An unfinished upload of the
 * same kind is replaced: the founder picked another file for that slot, and the web app cancels the old one the same
 * way. Only uploads of other kinds count, so replacing never hits the cap. Runs before tus stores anything.
 *
 * Concurrent creations are settled by counting again after the insert: one that finds the founder over the cap
 * takes its own row back and is refused, so a burst may refuse more than needed but never admits more than the cap.
 * An upload replaced before tus stored it is removed by removeIfReplaced once it is.
 */
export const admitUpload = async (
  deps: UploadAdmissionDeps,
  upload: { id: string; user: SessionUser; creation: UploadCreation },
): Promise<void> => {
  const { db, maxUnfinished } = deps;
  const { id, user, creation } = upload;
  const unfinished = await findUnfinishedOfOwner(db, user.id);
  const sameKind = unfinished.filter((f) => f.kind === creation.kind);
  if (unfinished.length - sameKind.length >= maxUnfinished) throw tooMany(maxUnfinished);

  await insertUploadingFile(db, {
    id,
    ownerId: user.id,
    applicationId: creation.applicationId,
    kind: creation.kind,
    name: creation.name,
    type: creation.claimedType,
    size: creation.size,
  });
  for (const old of sameKind) {
    await deleteFileRow(db, old.id);
    await deps.storage
      .remove(old.storage_key)
      .catch((error: unknown) => deps.log.error({ err: error, fileId: old.id }, 'could not remove a replaced upload'));
    deps.onReplaced(old.id);
  }
  if ((await findUnfinishedOfOwner(db, user.id)).length > maxUnfinished) {
    await deleteFileRow(db, id);
    throw tooMany(maxUnfinished);
  }
};

/**
 * Runs once tus has stored a new upload: when a creation of the same kind replaced it meanwhile (its row is gone,
 * and the replacing request found no bytes to remove yet), its bytes go now, so a burst leaves nothing behind.
 */
export const removeIfReplaced = async (deps: Pick<UploadAdmissionDeps, 'db' | 'storage' | 'log'>, id: string): Promise<void> => {
  try {
    if (!(await findFile(deps.db, id))) await deps.storage.remove(id);
  } catch (error) {
    deps.log.error({ err: error, fileId: id }, 'could not remove a replaced upload');
  }
};
