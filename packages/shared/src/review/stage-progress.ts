/**
 * Status and stage, the two tracks an application is on, as the console explains them: the status is the team's
 * decision track (the founder sees only a published decision), the stage is the review round it is in
 * (docs/review-stages.md). Also the publish dialog's warning about unfinished work in the current stage.
 */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Where an application's review stands in its current stage (null: in no stage). */
export interface StageProgress {
  stageId: string;
  stageName: string;
  /** 1-based place of the stage in its cohort's pipeline, and how many stages that pipeline has. */
  position: number;
  stageCount: number;
  /** How many reviewers the stage wants per application. */
  reviewersWanted: number;
  /** Reviewers assigned to it in the stage, those who scored, and those who have not declared a conflict yet. */
  assigned: number;
  done: number;
  undeclared: number;
}

/** Reviews assigned but not scored yet (the undeclared ones among them). */
export const unfinishedReviews = (p: StageProgress): number => p.assigned - p.done;
/** Seats the stage wants filled that nobody holds. */
export const openSeats = (p: StageProgress): number => Math.max(0, p.reviewersWanted - p.assigned);
/** Whether publishing now would go ahead of the review in the current stage. */
export const hasUnfinishedWork = (p: StageProgress | null): p is StageProgress =>
  p !== null && (unfinishedReviews(p) > 0 || openSeats(p) > 0);

export const STAGE_PROGRESS_TEXTS = {
  stageColumn: 'Stage',
  noStage: 'Not in a stage',
  byStageTitle: 'By review stage',
  byStageIntro: 'Where the submitted applications are in the review rounds. Open a stage to see its applications.',
  whereTitle: 'Where it is',
  status: 'Status',
  stage: 'Review stage',
  statusHelp: 'The status is the team’s decision track; the founder sees only a published decision.',
  stageHelp: 'The stage is the review round it is in; reviewers score it there.',
  stagePlace: (p: StageProgress) => `${p.stageName} (stage ${p.position} of ${p.stageCount})`,
  reviewsLine: (p: StageProgress) =>
    p.assigned === 0
      ? `No reviewer assigned yet (the stage wants ${count(p.reviewersWanted, 'reviewer', 'reviewers')}).`
      : `${p.done} of ${count(p.assigned, 'review', 'reviews')} done` +
        (p.undeclared > 0 ? `; ${count(p.undeclared, 'reviewer has', 'reviewers have')} not declared a conflict yet.` : '.'),
  notInStageLine: 'Not in a review stage: no reviewer is assigned to it.',
  /** The publish dialog's warning: what is still open in the current stage. */
  warningTitle: 'The review in this stage is not finished',
  warning: (p: StageProgress) => {
    const parts: string[] = [];
    const unfinished = unfinishedReviews(p);
    if (unfinished > 0)
      parts.push(
        `${unfinished} of ${count(p.assigned, 'review', 'reviews')} in stage “${p.stageName}” ${unfinished === 1 ? 'is' : 'are'} not finished`,
      );
    if (p.undeclared > 0)
      parts.push(
        `${count(p.undeclared, 'reviewer', 'reviewers')} assigned there ${p.undeclared === 1 ? 'has' : 'have'} not declared a conflict`,
      );
    const open = openSeats(p);
    if (open > 0)
      parts.push(
        `${count(open, 'reviewer seat', 'reviewer seats')} of the ${p.reviewersWanted} the stage wants ${open === 1 ? 'is' : 'are'} not filled`,
      );
    const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
    return `${list}. You can still publish: the founder gets the decision as it stands.`;
  },
} as const;
