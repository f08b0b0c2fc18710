import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { UPLOAD_METADATA_KEYS } from '@portal/shared/uploads/upload-protocol';
import type { Database } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import { deleteFileRow, unseenFileInTheWay, type FileRow } from '../modules/files/file-repository.ts';
import type { UploadStorage } from '../modules/files/storage/upload-storage.ts';

/*
 * Replacing a co-founder's file asks first (docs/co-founders.md): an upload names the stored file its founder agreed
 * to replace, and one that would replace another is refused with 409 UPLOAD_REPLACES_UNSEEN_FILE (`params.current`:
 * the file in the way). Checked at creation (upload-creation.ts), before each chunk (here) and when the last byte
 * lands (finish-upload.ts), so a co-founder's file stored while a big video is on its way costs at most one chunk.
 */

/** The id of the stored file the founder agreed to replace (tus Upload-Metadata `replaces`), or null. */
export const agreedReplacement = (metadata: Readonly<Record<string, string | null>> | null | undefined): string | null =>
  metadata?.[UPLOAD_METADATA_KEYS.replaces]?.trim() || null;

export const unseenFileRefusal = (current: string): AppError =>
  new AppError('UPLOAD_REPLACES_UNSEEN_FILE', { params: { current } });

export interface UnseenFileGuardDeps {
  db: Kysely<Database>;
  storage: UploadStorage;
  log: FastifyBaseLogger;
  /** Called once a refused upload's bytes are gone (running hashes forget it). */
  onDiscarded: (id: string) => void;
}

/**
 * Before a chunk of an upload in progress is read: when a co-founder stored a file of its kind since it was created
 * (one it does not name), the upload is discarded (row and bytes, so the founder's next try starts a new upload that
 * names the file they agree to replace) and the chunk refused. Most chunks cost one query: the upload's metadata is
 * read only when a co-founder's file of the kind is stored.
 */
export const refuseChunkOverUnseenFile = async (deps: UnseenFileGuardDeps, file: FileRow): Promise<void> => {
  const upload = { applicationId: file.application_id, kind: file.kind, uploaderId: file.owner_id, except: file.id };
  if (!(await unseenFileInTheWay(deps.db, { ...upload, replaces: null }))) return;
  // Bytes tus no longer has: tus answers the chunk itself.
  const stored = await deps.storage.datastore.getUpload(file.storage_key).catch(() => null);
  if (!stored) return;
  const current = await unseenFileInTheWay(deps.db, { ...upload, replaces: agreedReplacement(stored.metadata) });
  if (!current) return;
  await deleteFileRow(deps.db, file.id);
  await deps.storage
    .remove(file.storage_key)
    .catch((error: unknown) => deps.log.error({ err: error, fileId: file.id }, 'could not remove a refused upload'));
  deps.onDiscarded(file.id);
  throw unseenFileRefusal(current);
};
