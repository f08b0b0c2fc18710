import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import { Metadata } from '@tus/server';
import { isUploadKind, UPLOAD_KINDS, type UploadKind } from '@portal/shared/uploads/files';
import { cleanFileName } from '@portal/shared/uploads/file-name';
import { UPLOAD_METADATA_KEYS } from '@portal/shared/uploads/upload-protocol';
import type { SessionUser } from '../auth/session.ts';
import type { Database } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import { fileErrors } from '../modules/files/file-errors.ts';
import { findApplicationOfUser, isSubmitted, unseenFileInTheWay } from '../modules/files/file-repository.ts';
import { agreedReplacement, unseenFileRefusal } from './unseen-file-guard.ts';

/** A creation request that passed every check: what the `files` row records. */
export interface UploadCreation {
  kind: UploadKind;
  name: string;
  claimedType: string;
  size: number;
  applicationId: string;
}

const MEDIA_TYPE = /^[\w.+-]+\/[\w.+-]+$/;
const UNKNOWN_TYPE = 'application/octet-stream';

const headerOf = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

const parseMetadata = (header: string | undefined): Record<string, string | null> => {
  if (header === undefined || header.trim() === '') return {};
  try {
    return Metadata.parse(header);
  } catch {
    throw new AppError('UPLOAD_METADATA_INVALID');
  }
};

/**
 * Checks a tus creation (POST) before any byte is stored: a known kind, one whole upload (no concatenation) of a
 * declared length within the kind's limit (deferred length refused), an application of the caller's that is
 * not submitted, and no co-founder's file of the kind in the way that the founder did not name (`replaces`).
 */
export const checkUploadCreation = async (
  db: Kysely<Database>,
  user: SessionUser,
  headers: IncomingHttpHeaders,
): Promise<UploadCreation> => {
  const metadata = parseMetadata(headerOf(headers, 'upload-metadata'));
  const kind = metadata[UPLOAD_METADATA_KEYS.kind];
  if (!isUploadKind(kind)) throw new AppError('UPLOAD_KIND_INVALID');
  const rules = UPLOAD_KINDS[kind];

  if (headers['upload-concat'] !== undefined) {
    throw new AppError('UPLOAD_CONCAT_UNSUPPORTED');
  }
  const length = headerOf(headers, 'upload-length');
  if (headers['upload-defer-length'] !== undefined || length === undefined || !/^\d{1,16}$/.test(length)) {
    throw new AppError('UPLOAD_LENGTH_REQUIRED');
  }
  const size = Number(length);
  if (size > rules.maxBytes) throw new AppError('FILE_TOO_LARGE', { params: { kind } });

  const application = await findApplicationOfUser(db, user.id);
  if (!application) throw new AppError('COMPLETE_PERSONAL_FIRST');
  if (isSubmitted(application)) throw fileErrors.applicationLocked();
  // A co-founder's file is replaced only when the founder named it (docs/co-founders.md): refused before any byte.
  const replaces = agreedReplacement(metadata);
  const unseen = await unseenFileInTheWay(db, { applicationId: application.id, kind, uploaderId: user.id, replaces });
  if (unseen) throw unseenFileRefusal(unseen);

  const claimedType = metadata[UPLOAD_METADATA_KEYS.filetype]?.trim().toLowerCase() ?? '';
  return {
    kind,
    name: cleanFileName(metadata[UPLOAD_METADATA_KEYS.filename] ?? '', kind),
    claimedType: MEDIA_TYPE.test(claimedType) && claimedType.length <= 127 ? claimedType : UNKNOWN_TYPE,
    size,
    applicationId: application.id,
  };
};
