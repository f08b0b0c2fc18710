import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';

/**
 * The submitted lock, the one place it is decided: once an application is submitted its founder can change
 * nothing in it (step saves, uploads, file deletions and the anonymous-account move are refused or skip it).
 */
export const LOCKED_STATUS = SUBMITTED_STATUS;

export const isLocked = (status: string): boolean => status === LOCKED_STATUS;
