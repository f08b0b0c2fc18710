/**
 * Review stages (docs/review-stages.md): limits, statuses and every text of stages, assignment, conflict
 * declarations and stage rubrics, for the server's checks and the console alike.
 */
export const STAGE_NAME_MAX = 60;
export const STAGES_MAX = 12;
export const CRITERIA_MAX = 12;
export const CRITERION_LABEL_MAX = 60;
export const WEIGHT_MIN = 0.1;
export const WEIGHT_MAX = 10;
export const REVIEWERS_PER_APPLICATION_MIN = 1;
export const REVIEWERS_PER_APPLICATION_MAX = 10;
export const CONFLICT_NOTE_MAX = 500;
export const CONFIDENCE_MIN = 1;
export const CONFIDENCE_MAX = 3;
/** One bulk move names at most this many applications ("move the top N" counts too). */
export const BULK_MOVE_MAX = 1000;
export const QUEUE_PAGE_SIZE = 50;

/** Where an assignment stands: conflict not declared yet, declared "No conflict" and to score, scored. */
export const ASSIGNMENT_STATUSES = { declare: 'declare', toDo: 'to-do', done: 'done' } as const;
export const ASSIGNED_BY = { auto: 'auto', manual: 'manual' } as const;

/** How "move the top N" ranks a stage's applications. */
export const RANK_BY = ['calibrated', 'mean'] as const;
export type RankBy = (typeof RANK_BY)[number];
export const RANK_BY_LABELS: Record<RankBy, string> = { calibrated: 'Calibrated score', mean: 'Mean rubric score' };

export const CONFIDENCE_LABELS: Record<number, string> = { 1: 'Low', 2: 'Medium', 3: 'High' };

export const REVIEW_STAGE_MESSAGES = {
  STAGE_NOT_FOUND: 'This review stage does not exist.',
  STAGE_NAME_REQUIRED: 'Give the stage a name.',
  STAGE_NAME_TOO_LONG: `A stage name has at most ${STAGE_NAME_MAX} characters.`,
  STAGE_NAME_TAKEN: 'Another stage has this name.',
  TOO_MANY_STAGES: `A pipeline has at most ${STAGES_MAX} stages.`,
  REVIEWERS_INVALID: `Reviewers per application: a whole number from ${REVIEWERS_PER_APPLICATION_MIN} to ${REVIEWERS_PER_APPLICATION_MAX}.`,
  CRITERIA_REQUIRED: 'A stage needs at least one rubric criterion.',
  TOO_MANY_CRITERIA: `A stage has at most ${CRITERIA_MAX} criteria.`,
  CRITERION_LABEL_REQUIRED: 'Give each criterion a name.',
  CRITERION_LABEL_TOO_LONG: `A criterion name has at most ${CRITERION_LABEL_MAX} characters.`,
  CRITERION_DUPLICATE: 'Two criteria have the same name.',
  WEIGHT_INVALID: `A weight is a number from ${WEIGHT_MIN} to ${WEIGHT_MAX}.`,
  STAGE_NOT_EMPTY: 'Only a stage that never held an assigned or moved application can be deleted.',
  MOVE_NONE: 'Choose at least one application to move.',
  MOVE_TOO_MANY: `Move at most ${BULK_MOVE_MAX} applications at once.`,
  MOVE_SAME_STAGE: 'Choose a different stage to move them to.',
  RANK_BY_INVALID: 'Choose how to rank the applications.',
  COUNT_INVALID: `Move from 1 to ${BULK_MOVE_MAX} applications.`,
  NOT_IN_A_STAGE: 'This application is not in a review stage yet.',
  REVIEWER_INVALID: 'Only a reviewer can be assigned.',
  REVIEWER_CONFLICTED: 'This reviewer declared a conflict of interest with this application.',
  ALREADY_ASSIGNED: 'This reviewer is already assigned to this application.',
  NOT_ASSIGNED_ADMIN: 'This reviewer is not assigned to this application.',
  NOT_ASSIGNED: 'This application is not in your reviews.',
  DECLARE_FIRST: 'Declare whether you have a conflict of interest first.',
  ALREADY_DECLARED: 'You already declared no conflict with this application.',
  CONFLICT_NOTE_REQUIRED: 'Say briefly what the conflict is.',
  CONFLICT_NOTE_TOO_LONG: `A note has at most ${CONFLICT_NOTE_MAX} characters.`,
  SCORES_INCOMPLETE: 'Score every criterion from 1 to 5.',
  CRITERION_INVALID: 'This criterion is not in the stage’s rubric.',
  CONFIDENCE_INVALID: `Confidence is ${CONFIDENCE_MIN}, 2 or ${CONFIDENCE_MAX}.`,
} as const;

/** The console's words for stages, queues and declarations. */
export const REVIEW_STAGE_TEXTS = {
  navStages: 'Stages',
  navMyReviews: 'My reviews',
  stagesTitle: 'Review stages',
  stagesIntro:
    'Each stage has its own rubric and number of reviewers per application. Applications move through the stages in order.',
  addStage: 'Add a stage',
  editStage: 'Edit',
  saveStage: 'Save stage',
  cancelStage: 'Cancel',
  deleteStage: 'Delete',
  stageName: 'Stage name',
  reviewersPerApplication: 'Reviewers per application',
  blind: 'Blind review',
  criteria: 'Rubric criteria (scored 1–5)',
  criterionLabel: 'Criterion',
  criterionWeight: 'Weight',
  addCriterion: 'Add a criterion',
  removeCriterion: 'Remove',
  applicationsInStage: (n: number) => `${n} ${n === 1 ? 'application' : 'applications'}`,
  autoAssign: 'Assign reviewers automatically',
  autoAssigned: (n: number) => `${n} ${n === 1 ? 'assignment' : 'assignments'} made.`,
  noReviewers: 'Nobody has the Reviewer role yet, so nothing was assigned. Invite reviewers on',
  teamAndRoles: 'Team & roles',
  everySeatFilled: 'Every application in this stage already has its reviewers: nothing new to assign.',
  emptyStageReason: 'No applications are in this stage yet: move some in below (Move applications), then assign.',
  loadsTitle: 'Reviewer load',
  loadLine: (assigned: number, done: number) => `${assigned} assigned, ${done} done`,
  declarationsTitle: 'Conflict declarations',
  noDeclarations: 'No declarations yet.',
  declaredConflict: 'Conflict',
  declaredNoConflict: 'No conflict',
  moveTitle: 'Move applications',
  moveTop: 'Move the top',
  moveFrom: 'From stage',
  moveTo: 'To stage',
  moveCount: 'How many',
  rankBy: 'Ranked by',
  rankByReason: 'Applications not in a stage have no scores to rank by: they move oldest submitted first.',
  moveToReason: 'Choose the stage to move them to.',
  moveButton: 'Move',
  moved: (n: number, stage: string) => `${n} ${n === 1 ? 'application' : 'applications'} moved to ${stage}.`,
  moveToStage: 'Move to stage',
  noStage: 'Not in a stage',
  assignmentsTitle: 'Reviewers',
  assignReviewer: 'Assign a reviewer',
  assign: 'Assign',
  unassign: 'Remove',
  myReviewsTitle: 'My reviews',
  queueSummary: (toDo: number, done: number) => `My reviews: ${toDo} to do, ${done} done`,
  queueEmpty: 'Nothing is assigned to you yet.',
  open: 'Open',
  statusLabels: { declare: 'Conflict not declared yet', 'to-do': 'To do', done: 'Done' } as Record<string, string>,
  declareTitle: 'Conflict of interest',
  declareIntro:
    'Before you see this application, tell us whether you have a conflict of interest with it (for example you advise, invest in or know the founders).',
  noConflict: 'No conflict',
  conflict: 'Conflict',
  conflictNote: 'What is the conflict?',
  declareConflictButton: 'Declare conflict',
  conflictRecorded: 'Thank you. The application is no longer in your reviews; another reviewer takes it.',
  scoreTitle: 'Your scores',
  confidence: 'Your confidence (optional)',
  saveScores: 'Save scores',
  scoresSaved: 'Scores saved.',
  tabApplication: 'Application',
  tabScore: 'Score',
  tabComments: 'Comments',
  scoresUnsaved: 'Scores not saved yet.',
  unsavedTitle: 'Your scores are not saved',
  unsavedText: 'You changed scores on this application and did not save them. Save them before you go on?',
  saveAndGo: 'Save and go on',
  leaveUnsaved: 'Go on without saving',
  stay: 'Stay here',
  previous: 'Previous',
  next: 'Next',
  position: (n: number, total: number) => `${n} of ${total}`,
  company: 'Company',
  city: 'City',
  reviewer: 'Reviewer',
  status: 'Status',
  note: 'Note',
  stage: 'Stage',
} as const;
