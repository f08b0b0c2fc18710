import type { Kysely } from 'kysely';
import { isStaffRole } from '@portal/shared/review/review';
import type { SessionUser } from '../../auth/session.ts';
import type { Database } from '../../db/types.ts';
import type { FileRow } from './file-repository.ts';
import { findApplicationRef } from '../application/repository.ts';
import { isLocked } from '../application/submitted-lock.ts';
import { isMember } from '../application/members-repository.ts';

type FileOwner = Pick<FileRow, 'owner_id'>;
type User = Pick<SessionUser, 'id'>;

export const isFileOwner = (user: User, file: FileOwner): boolean => file.owner_id === user.id;

/**
 * The file is the caller's or their team's: they uploaded it, or they are a member of the application it belongs
 * to (docs/co-founders.md; a co-founder who left is a member no more).
 */
export const isTeamFile = async (
  db: Kysely<Database>,
  user: User,
  file: Pick<FileRow, 'owner_id' | 'application_id'>,
): Promise<boolean> =>
  isFileOwner(user, file) || (file.application_id !== null && (await isMember(db, file.application_id, user.id)));

/**
 * Who may read a stored file: its owner, and reviewers and admins once the application it belongs to is
 * submitted. Drafts stay private to the founder.
 */
export const canReadFile = async (
  db: Kysely<Database>,
  user: Pick<SessionUser, 'id' | 'role'>,
  file: Pick<FileRow, 'owner_id' | 'application_id'>,
): Promise<boolean> => {
  if (await isTeamFile(db, user, file)) return true;
  if (!isStaffRole(user.role)) return false;
  const application = await findApplicationRef(db, file.application_id);
  return application !== undefined && isLocked(application.status);
};

/** Who may continue an upload: the member who started it only. */
export const canContinueUpload = (user: User, file: FileOwner): boolean => isFileOwner(user, file);

/** Who may delete a stored file: its owner, and every member of its application (any member may replace a file). */
export const canDeleteFile = (db: Kysely<Database>, user: User, file: Pick<FileRow, 'owner_id' | 'application_id'>) =>
  isTeamFile(db, user, file);
