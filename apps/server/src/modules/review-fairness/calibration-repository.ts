import type { Kysely } from 'kysely';
import { reviewerDrift, type ReviewerDrift, type ReviewerTotal } from '@portal/shared/review/calibration';
import { ASSIGNMENT_STATUSES } from '@portal/shared/review/review-stages';
import type { Database } from '../../db/types.ts';
import { calibratedColumn } from '../review-stages/stage-calibration.ts';
import { findUserNames } from '../../auth/user-repository.ts';

/** An application's scores in its current stage (all null when it is in no stage or nobody scored it there). */
export interface StageScores {
  stageMean: number | null;
  calibratedScore: number | null;
}

/** The stored calibration of the application in its current stage (modules/review-stages/stage-calibration.ts). */
export const calibrationOf = async (
  db: Kysely<Database>,
  applicationId: string,
  options: { useConfidence: boolean },
): Promise<StageScores> => {
  const row = await db
    .selectFrom('application_stages as s')
    .innerJoin('stage_calibration as c', (j) =>
      j.onRef('c.stage_id', '=', 's.stage_id').onRef('c.application_id', '=', 's.application_id'),
    )
    .select(['c.raw_mean', `c.${calibratedColumn(options.useConfidence)} as calibrated`])
    .where('s.application_id', '=', applicationId)
    .executeTakeFirst();
  return { stageMean: row ? Number(row.raw_mean) : null, calibratedScore: row ? Number(row.calibrated) : null };
};

/**
 * Every scored review's weighted total (of one stage, or of all), for the reviewers' drift report. Reviews of one
 * application in different stages are different pieces of work: the application key carries the stage.
 */
export const loadTotals = async (
  db: Kysely<Database>,
  stageId: string | null,
  cohortId: string | null = null,
): Promise<ReviewerTotal[]> => {
  const rows = await db
    .selectFrom('stage_assignments')
    .select(['stage_id', 'application_id', 'reviewer_id', 'weighted_score', 'confidence'])
    .where('status', '=', ASSIGNMENT_STATUSES.done)
    .where('weighted_score', 'is not', null)
    .$if(stageId !== null, (q) => q.where('stage_id', '=', stageId!))
    .$if(cohortId !== null, (q) =>
      q.where('stage_id', 'in', db.selectFrom('review_stages').select('id').where('cohort_id', '=', cohortId!)),
    )
    .execute();
  return rows.map((r) => ({
    applicationId: `${r.stage_id}\u0000${r.application_id}`,
    reviewerId: r.reviewer_id,
    total: Number(r.weighted_score),
    confidence: r.confidence === null ? null : Number(r.confidence),
  }));
};

export interface ReviewerCalibration extends ReviewerDrift {
  reviewerName: string;
}

/**
 * Every reviewer's mean, spread and drift from the panel (in one stage, or over all stages of one cohort or of every
 * cohort), with their names.
 */
export const loadReviewerCalibration = async (
  db: Kysely<Database>,
  stageId: string | null = null,
  cohortId: string | null = null,
): Promise<ReviewerCalibration[]> => {
  const drift = reviewerDrift(await loadTotals(db, stageId, cohortId));
  if (drift.length === 0) return [];
  const names = await findUserNames(
    db,
    drift.map((d) => d.reviewerId),
  );
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return drift.map((d) => ({ ...d, reviewerName: nameOf.get(d.reviewerId) ?? '' }));
};
