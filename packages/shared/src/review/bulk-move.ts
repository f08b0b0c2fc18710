const applications = (n: number) => `${n} ${n === 1 ? 'application' : 'applications'}`;

/**
 * Moving hand-picked applications from the console's list to a review stage (admins): the selection, the
 * confirmation, the outcome, the server's refusals and the line each move leaves in an application's history.
 * The limit per move and its message are BULK_MOVE_MAX and MOVE_TOO_MANY (review-stages.ts).
 */
export const BULK_MOVE_TEXTS = {
  selectRow: (company: string) => `Select ${company}`,
  selectPage: 'Select all on this page',
  selected: (n: number) => `${n} selected`,
  clearSelection: 'Clear selection',
  targetStage: 'Move selected to stage',
  moveSelected: 'Move selected',
  confirmTitle: 'Move applications',
  confirmText: (n: number, stage: string) =>
    `Move ${applications(n)} to ${stage}? Reviewers they had in their current stage keep their reviews; ${stage} needs its own.`,
  confirm: (n: number, stage: string) => `Move ${applications(n)} to ${stage}`,
  cancel: 'Cancel',
  moved: (n: number, stage: string) => `${applications(n)} moved to ${stage}.`,
  historyStage: (from: string | null, to: string) => (from === null ? `Stage: ${to}` : `Stage: ${from} → ${to}`),
  unknownApplications: (n: number) =>
    `${applications(n)} of the chosen ones ${n === 1 ? 'does' : 'do'} not exist or ${n === 1 ? 'is' : 'are'} not submitted. Nothing was moved.`,
} as const;
