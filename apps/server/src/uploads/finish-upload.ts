import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Upload } from '@tus/server';
import { isUploadKind } from '@portal/shared/uploads/files';
import { FILE_URL_HEADER, fileUrl } from '@portal/shared/uploads/upload-protocol';
import type { Database } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import { fileErrors } from '../modules/files/file-errors.ts';
import { deleteFileRow, findFile, markReadyAndLink, type FileRow } from '../modules/files/file-repository.ts';
import { acceptedContentType } from './accepted-content-type.ts';
import type { UploadHashes } from './running-sha256.ts';
import { readVideoFacts } from '../modules/files/read-video-facts.ts';
import { sha256OfStored, sniffStoredType } from './stored-content.ts';
import { agreedReplacement, unseenFileRefusal } from './unseen-file-guard.ts';
import type { UploadStorage } from '../modules/files/storage/upload-storage.ts';

export interface FinishDeps {
  db: Kysely<Database>;
  storage: UploadStorage;
  hashes: UploadHashes;
  log: FastifyBaseLogger;
  videoFactsTimeLimitMs: number;
}

const discard = async (deps: FinishDeps, file: FileRow): Promise<void> => {
  await deleteFileRow(deps.db, file.id);
  await deps.storage.remove(file.storage_key);
};

/**
 * The last byte has landed: the content must be what the kind accepts (magic bytes, not the browser's claim).
 * A mismatch is deleted (bytes and row) and refused with the kind's message; otherwise the file's sha256 (kept while
 * it arrived, else computed from the stored bytes) is recorded, it is marked ready and linked on the application,
 * and the previous file of its kind is removed (refused when that is a co-founder's file the founder did not agree to
 * replace, UPLOAD_REPLACES_UNSEEN_FILE). A video's duration and picture size are read from its container and
 * stored with it; a container that cannot be read is stored with a note instead, but one whose reading runs out of
 * time or memory (read-video-facts.ts) is deleted and refused: it may be built to hold the reader.
 */
export const finishUpload = async (deps: FinishDeps, upload: Upload): Promise<{ headers: Record<string, string> }> => {
  const file = await findFile(deps.db, upload.id);
  if (!file || !isUploadKind(file.kind)) throw fileErrors.notFound();
  const type = acceptedContentType(file.kind, await sniffStoredType(deps.storage, file.storage_key), file.name);
  if (!type) {
    await discard(deps, file);
    throw new AppError('INVALID_FILE_TYPE', { params: { kind: file.kind } });
  }
  const size = upload.size ?? upload.offset;
  const sha256 = (await deps.hashes.take(file.id, size)) ?? (await sha256OfStored(deps.storage, file.storage_key));
  const media =
    file.kind === 'video' ? await readVideoFacts(deps.storage, file.storage_key, size, deps.videoFactsTimeLimitMs) : null;
  if (media && 'refused' in media) {
    deps.log.warn({ fileId: file.id, reason: media.refused }, 'video refused: its container could not be read within the limits');
    await discard(deps, file);
    throw new AppError('VIDEO_NOT_READ_IN_TIME');
  }
  if (media && 'unreadable' in media)
    deps.log.warn({ fileId: file.id, reason: media.unreadable }, 'video stored without its duration and resolution');
  const linked = await markReadyAndLink(deps.db, file, { type, size, sha256, media }, agreedReplacement(upload.metadata));
  if (linked === 'locked') {
    await discard(deps, file);
    throw fileErrors.applicationLocked();
  }
  if ('unseen' in linked) {
    // A co-founder stored a file of this kind while the last chunk arrived: theirs stays until the founder says otherwise.
    await discard(deps, file);
    throw unseenFileRefusal(linked.unseen);
  }
  for (const previous of linked.replaced) {
    await deps.storage
      .remove(previous.storage_key)
      .catch((error: unknown) => deps.log.error({ err: error, fileId: previous.id }, 'could not remove a replaced file'));
  }
  return { headers: { [FILE_URL_HEADER]: fileUrl(file.id) } };
};
