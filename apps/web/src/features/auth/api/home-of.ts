import { isStaffRole } from '@portal/shared/review/review';
import type { SessionUser } from '../../../lib/auth-client.ts';

/** Where signing in takes someone no guard stopped: reviewers and admins to the console, founders to their dashboard. */
export const homeOf = (user: SessionUser): string => (isStaffRole(user.role) ? '/console' : '/dashboard');
