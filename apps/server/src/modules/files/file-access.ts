import type { Kysely } from 'kysely';
import { isStaffRole } from '@portal/shared/review/review';
import type { SessionUser } from '../../auth/session.ts';
import type { Database } from '../../db/types.ts';
import type { FileRow } from './file-repository.ts';
import { findApplicationRef } from '../application/repository.ts';
import { isLocked } from '../application/submitted-lock.ts';

type FileOwner = Pick<FileRow, 'owner_id'>;
type User = Pick<SessionUser, 'id'>;

export const isFileOwner = (user: User, file: FileOwner): boolean => file.owner_id === user.id;

/**
 * Who may read a stored file: its owner, and reviewers and admins once the application it belongs to is
 * submitted. Drafts stay private to the founder.
 */
export const canReadFile = async (
  db: Kysely<Database>,
  user: Pick<SessionUser, 'id' | 'role'>,
  file: Pick<FileRow, 'owner_id' | 'application_id'>,
): Promise<boolean> => {
  if (isFileOwner(user, file)) return true;
  if (!isStaffRole(user.role)) return false;
  const application = await findApplicationRef(db, file.application_id);
  return application !== undefined && isLocked(application.status);
};

/** Who may delete a stored file or continue its upload: its owner only, whoever else may read it. */
export const canDeleteFile = (user: User, file: FileOwner): boolean => isFileOwner(user, file);
