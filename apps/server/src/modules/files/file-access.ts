import type { SessionUser } from '../../auth/session.ts';
import type { FileRow } from './file-repository.ts';

type FileOwner = Pick<FileRow, 'owner_id'>;
type User = Pick<SessionUser, 'id'>;

export const isFileOwner = (user: User, file: FileOwner): boolean => file.owner_id === user.id;

/** Who may read a stored file: its owner. (Reviewers join here when the review module lands.) */
export const canReadFile = (user: User, file: FileOwner): boolean => isFileOwner(user, file);

/** Who may delete a stored file or continue its upload: its owner only, whoever else may read it. */
export const canDeleteFile = (user: User, file: FileOwner): boolean => isFileOwner(user, file);
