import { REVIEW_MESSAGES } from './review.ts';

/**
 * Why a console control is greyed out, shown beside it (and named by its aria-describedby): a disabled control says
 * why, or is not disabled.
 */
export const DISABLED_REASONS = {
  changeStatus: 'Choose the status to move it to first.',
  saveScores: 'Change a score first: these are the scores you saved.',
  addComment: REVIEW_MESSAGES.COMMENT_REQUIRED,
  moveSelectedNone: 'Tick applications in the list first.',
  moveSelectedStage: 'Choose the stage to move them to.',
  noStages: 'There are no review stages yet: an admin creates them on Stages.',
  assignReviewer: 'Choose a reviewer first.',
} as const;
