import { sql, type Kysely } from 'kysely';
import { ASSIGNMENT_STATUSES } from '@portal/shared/review/review-stages';
import { uncalibratedReasonOf, type ScoreSummary } from '@portal/shared/review/score-summary';
import type { Database } from '../../db/types.ts';
import { findGlobalScores } from '../review/review-repository.ts';
import { findUserNames } from '../../auth/user-repository.ts';
import { calibratedColumn } from './stage-calibration.ts';
import type { StageCriterion } from '@portal/shared/review/review-stages-records';
export type { ScoreSummary };

/** An application whose figures are asked for: its id and its cohort (whether the cohort reviews in stages). */
export interface ScoredApplication {
  id: string;
  cohortId: string | null;
}

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * The one place an application's score figures are computed: the console list, the application page and the
 * reviewer's page all take them from here (three queries for any number of applications). In its current stage:
 * the stored weighted mean and calibrated score (stage-calibration.ts), the raw mean of the stage's rubric scores
 * and whether any of its reviewers has a spread to calibrate with. In a cohort without stages: the global rubric.
 */
export const scoreSummaries = async (
  db: Kysely<Database>,
  applications: readonly ScoredApplication[],
  options: { useConfidence: boolean },
): Promise<Map<string, ScoreSummary>> => {
  const ids = [...new Set(applications.map((a) => a.id))];
  const result = new Map<string, ScoreSummary>();
  if (ids.length === 0) return result;
  const cohortIds = [...new Set(applications.flatMap((a) => (a.cohortId === null ? [] : [a.cohortId])))];
  const [staged, stageFigures, spread] = await Promise.all([
    cohortIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('review_stages').select('cohort_id').distinct().where('cohort_id', 'in', cohortIds).execute(),
    db
      .selectFrom('application_stages as s')
      .innerJoin('review_stages as rs', 'rs.id', 's.stage_id')
      .leftJoin('stage_calibration as c', (j) =>
        j.onRef('c.stage_id', '=', 's.stage_id').onRef('c.application_id', '=', 's.application_id'),
      )
      .select([
        's.application_id',
        'rs.name as stage_name',
        'c.reviews',
        'c.raw_mean as weighted_mean',
        sql<number | null>`c.${sql.ref(calibratedColumn(options.useConfidence))}`.as('calibrated'),
      ])
      .where('s.application_id', 'in', ids)
      .execute(),
    db
      .selectFrom('stage_assignments as a')
      .innerJoin('application_stages as s', (j) =>
        j.onRef('s.application_id', '=', 'a.application_id').onRef('s.stage_id', '=', 'a.stage_id'),
      )
      .innerJoin('rubric_scores as r', 'r.assignment_id', 'a.id')
      .leftJoin('stage_reviewer_stats as st', (j) =>
        j.onRef('st.stage_id', '=', 'a.stage_id').onRef('st.reviewer_id', '=', 'a.reviewer_id'),
      )
      .select([
        'a.application_id',
        sql<number>`avg(r.score * 1.0)`.as('raw_mean'),
        sql<number>`count(distinct case when st.sd > 0 then a.id end)`.as('with_spread'),
      ])
      .where('a.status', '=', ASSIGNMENT_STATUSES.done)
      .where('a.weighted_score', 'is not', null)
      .where('a.application_id', 'in', ids)
      .groupBy('a.application_id')
      .execute(),
  ]);
  const cohortsInStages = new Set(staged.map((s) => s.cohort_id));
  const inStage = new Map(stageFigures.map((f) => [f.application_id, f]));
  const spreadOf = new Map(spread.map((s) => [s.application_id, s]));
  const onGlobal = applications.filter((a) => !inStage.has(a.id) && (a.cohortId === null || !cohortsInStages.has(a.cohortId)));
  const global = await findGlobalScores(
    db,
    onGlobal.map((a) => a.id),
  );
  for (const application of applications) {
    const stage = inStage.get(application.id);
    if (stage) {
      const reviewers = Number(stage.reviews ?? 0);
      const figures = spreadOf.get(application.id);
      const reason = uncalibratedReasonOf('stage', reviewers, Number(figures?.with_spread ?? 0));
      result.set(application.id, {
        source: 'stage',
        stageName: stage.stage_name,
        reviewers,
        rawMean: reviewers === 0 ? null : numberOrNull(figures?.raw_mean),
        weightedMean: reviewers === 0 ? null : numberOrNull(stage.weighted_mean),
        calibrated: reason === null ? numberOrNull(stage.calibrated) : null,
        uncalibratedReason: reason,
      });
    } else if (onGlobal.includes(application)) {
      const { average = null, reviewers = 0 } = global.get(application.id) ?? {};
      // The global rubric has no weights: its weighted mean is its raw mean.
      result.set(application.id, {
        source: 'global',
        stageName: null,
        reviewers,
        rawMean: average,
        weightedMean: average,
        calibrated: null,
        uncalibratedReason: uncalibratedReasonOf('global', reviewers, 0),
      });
    } else {
      result.set(application.id, {
        source: 'none',
        stageName: null,
        reviewers: 0,
        rawMean: null,
        weightedMean: null,
        calibrated: null,
        uncalibratedReason: uncalibratedReasonOf('none', 0, 0),
      });
    }
  }
  return result;
};

export const scoreSummaryOf = async (
  db: Kysely<Database>,
  application: ScoredApplication,
  options: { useConfidence: boolean },
): Promise<ScoreSummary> => (await scoreSummaries(db, [application], options)).get(application.id)!;

/** The rubric of the application's current stage (none: not in a stage) and the viewer's review there, if assigned. */
export const stageScoringOf = async (
  db: Kysely<Database>,
  applicationId: string,
  viewerId: string,
): Promise<{ criteria: StageCriterion[]; viewerStatus: string | null }> => {
  const [criteria, assignment] = await Promise.all([
    db
      .selectFrom('application_stages as s')
      .innerJoin('stage_criteria as c', 'c.stage_id', 's.stage_id')
      .select(['c.id', 'c.key', 'c.label', 'c.weight'])
      .where('s.application_id', '=', applicationId)
      .orderBy('c.position')
      .execute(),
    db
      .selectFrom('stage_assignments as a')
      .innerJoin('application_stages as s', (j) =>
        j.onRef('s.application_id', '=', 'a.application_id').onRef('s.stage_id', '=', 'a.stage_id'),
      )
      .select('a.status')
      .where('a.application_id', '=', applicationId)
      .where('a.reviewer_id', '=', viewerId)
      .executeTakeFirst(),
  ]);
  return {
    criteria: criteria.map((c) => ({ id: c.id, key: c.key, label: c.label, weight: Number(c.weight) })),
    viewerStatus: assignment?.status ?? null,
  };
};

/** Every scored review's criterion scores in the application's current stage (criterion keys), by reviewer. */
export const stageScoresOf = async (
  db: Kysely<Database>,
  applicationId: string,
): Promise<{ criterion: string; score: number; reviewerId: string; reviewerName: string }[]> => {
  const rows = await db
    .selectFrom('stage_assignments as a')
    .innerJoin('application_stages as s', (j) =>
      j.onRef('s.application_id', '=', 'a.application_id').onRef('s.stage_id', '=', 'a.stage_id'),
    )
    .innerJoin('rubric_scores as r', 'r.assignment_id', 'a.id')
    .innerJoin('stage_criteria as c', 'c.id', 'r.criterion_id')
    .select(['a.reviewer_id', 'c.key', 'r.score'])
    .where('a.application_id', '=', applicationId)
    .where('a.status', '=', ASSIGNMENT_STATUSES.done)
    .orderBy('a.reviewer_id')
    .orderBy('c.position')
    .execute();
  if (rows.length === 0) return [];
  const names = new Map(
    (await findUserNames(db, [...new Set(rows.map((r) => r.reviewer_id))])).map((n) => [n.id, n.name] as const),
  );
  return rows.map((r) => ({
    criterion: r.key,
    score: Number(r.score),
    reviewerId: r.reviewer_id,
    reviewerName: names.get(r.reviewer_id) ?? '',
  }));
};
