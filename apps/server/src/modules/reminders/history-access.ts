import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session.ts';
import { consoleNotFound, requireStaff } from '../../auth/staff-access.ts';
import type { Database } from '../../db/types.ts';
import { findApplicationRef } from '../application/repository.ts';

/**
 * Who may read an application's history of reminders and team messages: staff, for a submitted application (as its
 * console page); admins also for a draft (as the in-progress view: reminders and messages go to founders who have not
 * submitted). Anyone else, a reviewer asking for a draft and an unknown id all get NOT_FOUND alike.
 */
export const requireHistoryReader = async (
  viewer: SessionUser | null,
  db: Kysely<Database>,
  applicationId: string,
): Promise<void> => {
  const staff = requireStaff(viewer);
  const application = await findApplicationRef(db, applicationId);
  if (!application || (application.submittedAt === null && staff.role !== 'admin')) throw consoleNotFound();
};
