/** The applicant-facing statuses of an application (spec §4); review statuses after 'submitted' are in review.ts. */
export const IN_PROGRESS_STATUS = 'in-progress';
export const SUBMITTED_STATUS = 'submitted';
