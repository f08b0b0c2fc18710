import type { Kysely, Selectable } from 'kysely';
import { fileUrl } from '@portal/shared/uploads/upload-protocol';
import { UPLOAD_KINDS, isUploadKind, type UploadKind } from '@portal/shared/uploads/files';
import { nowIso, type Database, type FilesTable } from '../../db/types.ts';
import {
  findApplicationRef,
  findApplicationRefOfUser,
  setApplicationFileColumn,
  type ApplicationRef,
} from '../application/repository.ts';
import { isLocked } from '../application/submitted-lock.ts';
import { recordStepSave } from '../application/step-saves-repository.ts';
export type { ApplicationRef };
import type { StoredVideoFacts } from './read-video-facts.ts';

export type FileRow = Selectable<FilesTable>;

export const FILE_STATUS = { uploading: 'uploading', ready: 'ready' } as const;
/** Whether the application's submitted lock holds (modules/application/submitted-lock.ts decides). */
export const isSubmitted = (application: ApplicationRef): boolean => isLocked(application.status);

const columnOf = (kind: string): (typeof UPLOAD_KINDS)[UploadKind]['column'] | undefined =>
  isUploadKind(kind) ? UPLOAD_KINDS[kind].column : undefined;

export const findFile = async (db: Kysely<Database>, id: string): Promise<FileRow | undefined> =>
  db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();

export const findApplicationOfUser = findApplicationRefOfUser;
export const findApplication = findApplicationRef;

export const insertUploadingFile = async (
  db: Kysely<Database>,
  file: { id: string; ownerId: string; applicationId: string; kind: UploadKind; name: string; type: string; size: number },
): Promise<void> => {
  const now = nowIso();
  await db
    .insertInto('files')
    .values({
      id: file.id,
      owner_id: file.ownerId,
      application_id: file.applicationId,
      kind: file.kind,
      name: file.name,
      type: file.type,
      size: file.size,
      sha256: null,
      storage_key: file.id,
      status: FILE_STATUS.uploading,
      created_at: now,
      updated_at: now,
    })
    .execute();
};

export const deleteFileRow = async (db: Kysely<Database>, id: string): Promise<void> => {
  await db.deleteFrom('files').where('id', '=', id).execute();
};

const mediaColumns = (media: StoredVideoFacts | null | undefined) => {
  if (!media) return {};
  if ('unreadable' in media) return { duration_ms: null, width: null, height: null, media_note: media.unreadable };
  return { duration_ms: media.durationMs, width: media.width, height: media.height, media_note: null };
};

/**
 * The stored file of this kind a new upload would replace without the uploader's word (docs/co-founders.md): one a
 * co-founder uploaded that is not the one the uploader agreed to replace (`replaces`, the upload's metadata). Its id,
 * or null when nothing stands in the way (no file, the uploader's own, or the one they agreed to replace).
 */
export const unseenFileInTheWay = async (
  db: Kysely<Database>,
  upload: { applicationId: string; kind: string; uploaderId: string; replaces: string | null; except?: string },
): Promise<string | null> => {
  let query = db
    .selectFrom('files')
    .select(['id', 'owner_id'])
    .where('application_id', '=', upload.applicationId)
    .where('kind', '=', upload.kind)
    .where('status', '=', FILE_STATUS.ready);
  if (upload.except) query = query.where('id', '!=', upload.except);
  const stored = await query.execute();
  return stored.find((f) => f.owner_id !== upload.uploaderId && f.id !== upload.replaces)?.id ?? null;
};

/**
 * Marks a finished upload ready, points the application's column for its kind at it and drops the previous file
 * of that kind, in one transaction. Refuses (returns 'locked') when the application was submitted meanwhile, and
 * (returns the file in the way) when it would replace a co-founder's file the uploader did not agree to replace
 * (`replaces`: the one they did; a co-founder may have stored another while the bytes arrived).
 * Returns the replaced files, whose bytes the caller removes.
 */
export const markReadyAndLink = async (
  db: Kysely<Database>,
  file: FileRow,
  verified: { type: string; size: number; sha256: string; media?: StoredVideoFacts | null },
  replaces: string | null = null,
): Promise<{ replaced: FileRow[] } | { unseen: string } | 'locked'> =>
  db.transaction().execute(async (trx) => {
    const application = await findApplication(trx, file.application_id);
    if (!application || isSubmitted(application)) return 'locked' as const;
    const unseen = await unseenFileInTheWay(trx, {
      applicationId: application.id,
      kind: file.kind,
      uploaderId: file.owner_id,
      replaces,
      except: file.id,
    });
    if (unseen) return { unseen };
    const now = nowIso();
    await trx
      .updateTable('files')
      .set({
        status: FILE_STATUS.ready,
        type: verified.type,
        size: verified.size,
        sha256: verified.sha256,
        ...mediaColumns(verified.media),
        updated_at: now,
      })
      .where('id', '=', file.id)
      .execute();
    const column = columnOf(file.kind);
    if (column) await setApplicationFileColumn(trx, application.id, column, { set: fileUrl(file.id) }, now);
    // "Saved by Asha, 10 minutes ago" on the upload step: who stored its file last (docs/co-founders.md).
    if (isUploadKind(file.kind))
      await recordStepSave(
        trx,
        { applicationId: application.id, step: UPLOAD_KINDS[file.kind].step, userId: file.owner_id },
        now,
      );
    const replaced = await trx
      .selectFrom('files')
      .selectAll()
      .where('application_id', '=', file.application_id)
      .where('kind', '=', file.kind)
      .where('status', '=', FILE_STATUS.ready)
      .where('id', '!=', file.id)
      .execute();
    if (replaced.length > 0) {
      await trx
        .deleteFrom('files')
        .where(
          'id',
          'in',
          replaced.map((r) => r.id),
        )
        .execute();
    }
    return { replaced };
  });

/** Deletes a file's row and clears the application's link to it, unless the application is submitted. */
export const deleteFileAndUnlink = async (db: Kysely<Database>, file: FileRow): Promise<'deleted' | 'locked'> =>
  db.transaction().execute(async (trx) => {
    const application = await findApplication(trx, file.application_id);
    if (application && isSubmitted(application)) return 'locked' as const;
    const column = columnOf(file.kind);
    if (application && column) await setApplicationFileColumn(trx, application.id, column, { clear: fileUrl(file.id) });
    await trx.deleteFrom('files').where('id', '=', file.id).execute();
    return 'deleted' as const;
  });

/** Uploads still in progress that were started before `cutoffIso`. */
export const findUploadingBefore = async (db: Kysely<Database>, cutoffIso: string): Promise<FileRow[]> =>
  db.selectFrom('files').selectAll().where('status', '=', FILE_STATUS.uploading).where('created_at', '<', cutoffIso).execute();

/** A founder's uploads still in progress, oldest first. */
export const findUnfinishedOfOwner = async (
  db: Kysely<Database>,
  ownerId: string,
): Promise<Pick<FileRow, 'id' | 'kind' | 'storage_key'>[]> =>
  db
    .selectFrom('files')
    .select(['id', 'kind', 'storage_key'])
    .where('owner_id', '=', ownerId)
    .where('status', '=', FILE_STATUS.uploading)
    .orderBy('created_at')
    .execute();

/** Signing up from an anonymous session: the visitor's files go with their application to the new account. */
export const moveFilesToOwner = async (db: Kysely<Database>, fromUserId: string, toUserId: string): Promise<void> => {
  await db.updateTable('files').set({ owner_id: toUserId, updated_at: nowIso() }).where('owner_id', '=', fromUserId).execute();
};

/**
 * A member leaves an application that stays (docs/co-founders.md): the files they uploaded to it are the
 * application's and pass to the member who holds it now, so erasing the one who left does not remove them.
 */
export const moveApplicationFilesToOwner = async (
  db: Kysely<Database>,
  applicationId: string,
  fromUserId: string,
  toUserId: string,
): Promise<void> => {
  await db
    .updateTable('files')
    .set({ owner_id: toUserId, updated_at: nowIso() })
    .where('application_id', '=', applicationId)
    .where('owner_id', '=', fromUserId)
    .execute();
};

/** The stored files of an owner or of an application (erasure removes their bytes before their rows). */
export const findStoredFiles = async (
  db: Kysely<Database>,
  where: { ownerId?: string; applicationId?: string },
): Promise<Pick<FileRow, 'id' | 'storage_key'>[]> => {
  let query = db.selectFrom('files').select(['id', 'storage_key']);
  if (where.ownerId) query = query.where('owner_id', '=', where.ownerId);
  if (where.applicationId) query = query.where('application_id', '=', where.applicationId);
  return query.execute();
};

export const deleteFilesOfOwner = async (db: Kysely<Database>, ownerId: string): Promise<void> => {
  await db.deleteFrom('files').where('owner_id', '=', ownerId).execute();
};

/** An application's stored files as the console shows them, oldest first. */
export const findReadyFilesOfApplication = (db: Kysely<Database>, applicationId: string) =>
  db
    .selectFrom('files')
    .select(['id', 'kind', 'name', 'type', 'size', 'duration_ms', 'width', 'height', 'media_note'])
    .where('application_id', '=', applicationId)
    .where('status', '=', FILE_STATUS.ready)
    .orderBy('created_at')
    .execute();

/** Who uploaded each stored file of the application (co-founders: replacing another member's file asks first). */
export const uploadersOfApplication = (db: Kysely<Database>, applicationId: string) =>
  db
    .selectFrom('files')
    .select(['kind', 'owner_id'])
    .where('application_id', '=', applicationId)
    .where('status', '=', FILE_STATUS.ready)
    .orderBy('created_at')
    .execute();

/** A founder's file records as their data export lists them, oldest first. */
export const listFilesOfOwner = (db: Kysely<Database>, ownerId: string) =>
  db
    .selectFrom('files')
    .select(['id', 'kind', 'name', 'type', 'size', 'sha256', 'status', 'created_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .execute();

/** The ready files of one of the owner's applications (at most one of each kind: a new upload replaces the old). */
export const findReadyFilesOfOwnApplication = (db: Kysely<Database>, ownerId: string, applicationId: string) =>
  db
    .selectFrom('files')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('application_id', '=', applicationId)
    .where('status', '=', FILE_STATUS.ready)
    .execute();

/**
 * A kept earlier file: a new row for the new application over a copy of the bytes (`storageKey`), linked from the
 * application's column for its kind, so erasing either application never removes bytes the other still uses.
 */
export const insertKeptFile = async (
  db: Kysely<Database>,
  earlier: FileRow,
  kept: { id: string; storageKey: string; applicationId: string },
): Promise<void> =>
  db.transaction().execute(async (trx) => {
    const now = nowIso();
    await trx
      .insertInto('files')
      .values({
        ...earlier,
        id: kept.id,
        storage_key: kept.storageKey,
        application_id: kept.applicationId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const column = columnOf(earlier.kind);
    if (column) await setApplicationFileColumn(trx, kept.applicationId, column, { set: fileUrl(kept.id) }, now);
  });
