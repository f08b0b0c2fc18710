/**
 * One application's score figures, as the server computes them once (apps/server/src/modules/review-stages/
 * score-summary.ts) and the console list, the application page and the reviewer's page all show them.
 * docs/review-stages.md, *One score summary*, says where each figure comes from.
 */

/**
 * Which rubric the figures are of: `stage` (the application's current review stage, its weighted rubric), `global`
 * (its cohort has no review stages: the RUBRIC_CRITERIA list, unweighted, not calibrated) or `none` (its cohort has
 * stages but it is in none yet: nothing to score it with).
 */
export const SCORE_SOURCES = ['stage', 'global', 'none'] as const;
export type ScoreSource = (typeof SCORE_SOURCES)[number];

/** Why there is no calibrated score. */
export const UNCALIBRATED_REASONS = ['no-scores', 'too-few-scores', 'global-rubric', 'not-in-stage'] as const;
export type UncalibratedReason = (typeof UNCALIBRATED_REASONS)[number];

export interface ScoreSummary {
  source: ScoreSource;
  /** The stage the figures are of (source `stage`), as named now. */
  stageName: string | null;
  /** Reviewers who scored it (in its current stage, or on the global rubric). */
  reviewers: number;
  /** Plain mean of every criterion score given (1–5), each criterion counting once. */
  rawMean: number | null;
  /** Mean of its reviewers' weighted totals (Σ weight × score / Σ weight per reviewer; 1–5). */
  weightedMean: number | null;
  /** Mean of its reviewers' z-scores in the stage; null with `uncalibratedReason` when it cannot be calibrated. */
  calibrated: number | null;
  uncalibratedReason: UncalibratedReason | null;
}

/** Why `calibrated` is null: no review scored, or none of its reviewers has yet scored others in the stage differently. */
export const uncalibratedReasonOf = (
  source: ScoreSource,
  reviewers: number,
  reviewersWithSpread: number,
): UncalibratedReason | null => {
  if (source === 'global') return 'global-rubric';
  if (source === 'none') return 'not-in-stage';
  if (reviewers === 0) return 'no-scores';
  // A reviewer whose totals in the stage are all the same (one review, or the same total every time) adds z = 0:
  // with no reviewer who has a spread, "0.00" would claim an average application when nothing is known.
  return reviewersWithSpread === 0 ? 'too-few-scores' : null;
};

export const SCORE_SUMMARY_TEXTS = {
  rawMean: 'Raw mean',
  rawMeanHelp: 'Plain mean of every criterion score (1–5).',
  weightedMean: 'Weighted mean',
  weightedMeanHelp: 'Mean of each reviewer’s weighted total: Σ weight × score / Σ weight (1–5).',
  calibrated: 'Calibrated',
  calibratedHelp: 'Mean of each reviewer’s z-score: 0 is an average application for its reviewers.',
  reviewers: (n: number) => (n === 1 ? '1 reviewer scored' : `${n} reviewers scored`),
  scoredBy: 'Scored by',
  uncalibrated: {
    'no-scores': 'Not calibrated: nobody has scored it in this stage yet.',
    'too-few-scores':
      'Not calibrated yet: each of its reviewers has to score more than one application in this stage, differently, before their scores can be compared.',
    'global-rubric': 'Not calibrated: its cohort has no review stages, so it is scored on the global rubric.',
    'not-in-stage': 'Not scored: its cohort reviews in stages and it is not in a stage yet.',
  } satisfies Record<UncalibratedReason, string>,
  title: 'Scores',
  stageRubric: (stage: string) => `Scored with the rubric of the stage “${stage}”.`,
  globalRubric: 'This cohort has no review stages: it is scored on the global rubric (RUBRIC_CRITERIA).',
  notInStage: 'Move it into a review stage to score it: the stage’s rubric is the one it is scored with.',
  scoreInStage: 'Score it with the stage’s rubric',
  onlyAssigned: 'Only the reviewers assigned to it in this stage score it (Stages page: assign reviewers).',
} as const;
