import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/session.ts';
import type { Database, Dialect } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import { deleteFileRow, findFile, findUnfinishedOfOwner, insertUploadingFile } from '../modules/files/file-repository.ts';
import type { UploadStorage } from '../modules/files/storage/upload-storage.ts';
import type { UploadCreation } from './upload-creation.ts';
import { lockUploadAdmissions } from './upload-admission-lock.ts';

export interface UploadAdmissionDeps {
  db: Kysely<Database>;
  dialect: Dialect;
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
 * One founder's admissions run one at a time (upload-admission-lock.ts), each reading and writing in one
 * transaction: of creations of one kind sent at once, each replaces the one admitted before it, and exactly the last
 * one admitted is left. The replaced uploads' bytes are removed after the commit; one whose bytes tus had not stored
 * yet is settled by settleCreation once it has.
 */
export const admitUpload = async (
  deps: UploadAdmissionDeps,
  upload: { id: string; user: SessionUser; creation: UploadCreation },
): Promise<void> => {
  const { maxUnfinished } = deps;
  const { id, user, creation } = upload;
  const replaced = await deps.db.transaction().execute(async (trx) => {
    await lockUploadAdmissions(trx, deps.dialect, user.id);
    const unfinished = await findUnfinishedOfOwner(trx, user.id);
    const sameKind = unfinished.filter((f) => f.kind === creation.kind);
    if (unfinished.length - sameKind.length >= maxUnfinished) throw tooMany(maxUnfinished);
    await insertUploadingFile(trx, {
      id,
      ownerId: user.id,
      applicationId: creation.applicationId,
      kind: creation.kind,
      name: creation.name,
      type: creation.claimedType,
      size: creation.size,
    });
    for (const old of sameKind) await deleteFileRow(trx, old.id);
    return sameKind;
  });
  for (const old of replaced) {
    await deps.storage
      .remove(old.storage_key)
      .catch((error: unknown) => deps.log.error({ err: error, fileId: old.id }, 'could not remove a replaced upload'));
    deps.onReplaced(old.id);
  }
};

/**
 * Runs once tus has answered a creation it admitted: when a newer creation of the same kind replaced it meanwhile
 * (its row is gone), its bytes go now, after the last thing tus did with them, and the creation is answered 410
 * UPLOAD_REPLACED whatever tus would have said (its 201, or a 404 if the replacing request removed the bytes first).
 */
export const settleCreation = async (deps: Pick<UploadAdmissionDeps, 'db' | 'storage' | 'log'>, id: string): Promise<void> => {
  if (await findFile(deps.db, id)) return;
  await deps.storage
    .remove(id)
    .catch((error: unknown) => deps.log.error({ err: error, fileId: id }, 'could not remove a replaced upload'));
  throw new AppError('UPLOAD_REPLACED');
};
