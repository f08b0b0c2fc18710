import { REVIEW_MESSAGES, isStaffRole } from '@portal/shared/review/review';
import type { SessionUser } from './session.ts';
import { AppError } from '../http/errors.ts';

/** Applicants and visitors get the same answer as for something that does not exist. */
export const consoleNotFound = (): AppError => new AppError('NOT_FOUND', { message: REVIEW_MESSAGES.NOT_FOUND });

export type StaffUser = SessionUser & { role: 'reviewer' | 'admin' };

/** A reviewer or an admin, or the not-found refusal. Checked on every console operation and route. */
export const requireStaff = (user: SessionUser | null): StaffUser => {
  if (!user || !isStaffRole(user.role)) throw consoleNotFound();
  return user as StaffUser;
};

/** An admin; reviewers are told plainly, everyone else gets not-found. */
export const requireAdmin = (user: SessionUser | null): StaffUser => {
  const staff = requireStaff(user);
  if (staff.role !== 'admin') throw new AppError('FORBIDDEN', { message: REVIEW_MESSAGES.ADMIN_ONLY });
  return staff;
};
