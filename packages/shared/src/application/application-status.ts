/** The applicant-facing statuses of an application; review statuses after 'submitted' are in review.ts. */
export const IN_PROGRESS_STATUS = 'in-progress';
export const SUBMITTED_STATUS = 'submitted';
