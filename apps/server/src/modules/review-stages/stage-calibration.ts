import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { confidenceWeight, spreadFromSums, zScore } from '@portal/shared/review/calibration';
import { ASSIGNMENT_STATUSES } from '@portal/shared/review/review-stages';
import { nowIso, type Database } from '../../db/types.ts';

/** Ids per `in (…)` list and rows per upsert: well under both dialects' limits on bound parameters. */
const CHUNK = 500;

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Brings a reviewer's spread in a stage (stage_reviewer_stats) and the calibrated scores of every application they
 * scored there (stage_calibration) up to date. Called after every change to a scored review: a score, an
 * unassignment, a conflict declared after scoring, a rubric change. A reviewer's new score moves their mean and
 * spread, so each of their applications in the stage moves too: about 600 rows at 10,000 applications × 3 / 50.
 * The arithmetic is packages/shared/src/review/calibration.ts (spreadFromSums, zScore, confidenceWeight).
 */
export const refreshCalibration = async (
  db: Kysely<Database>,
  stageId: string,
  touched: { reviewerIds: readonly string[]; applicationIds?: readonly string[] },
): Promise<void> => {
  const reviewerIds = [...new Set(touched.reviewerIds)];
  const now = nowIso();
  const affected = new Set(touched.applicationIds ?? []);
  for (const ids of chunks(reviewerIds)) {
    const sums = await db
      .selectFrom('stage_assignments')
      .select([
        'reviewer_id',
        sql<number>`count(*)`.as('n'),
        sql<number>`sum(weighted_score)`.as('s'),
        sql<number>`sum(weighted_score * weighted_score)`.as('q'),
      ])
      .where('stage_id', '=', stageId)
      .where('status', '=', ASSIGNMENT_STATUSES.done)
      .where('weighted_score', 'is not', null)
      .where('reviewer_id', 'in', ids)
      .groupBy('reviewer_id')
      .execute();
    const stats = sums.map((r) => ({ ...spreadFromSums(r.reviewer_id, Number(r.n), Number(r.s), Number(r.q)) }));
    const gone = ids.filter((id) => !stats.some((s) => s.reviewerId === id));
    if (gone.length > 0)
      await db.deleteFrom('stage_reviewer_stats').where('stage_id', '=', stageId).where('reviewer_id', 'in', gone).execute();
    if (stats.length > 0) {
      await db
        .insertInto('stage_reviewer_stats')
        .values(
          stats.map((s) => ({
            stage_id: stageId,
            reviewer_id: s.reviewerId,
            reviews: s.count,
            mean: s.mean,
            sd: s.sd,
            updated_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['stage_id', 'reviewer_id']).doUpdateSet((eb) => ({
            reviews: eb.ref('excluded.reviews'),
            mean: eb.ref('excluded.mean'),
            sd: eb.ref('excluded.sd'),
            updated_at: now,
          })),
        )
        .execute();
    }
    const theirs = await db
      .selectFrom('stage_assignments')
      .select('application_id')
      .where('stage_id', '=', stageId)
      .where('status', '=', ASSIGNMENT_STATUSES.done)
      .where('reviewer_id', 'in', ids)
      .execute();
    for (const r of theirs) affected.add(r.application_id);
  }
  await recalibrateApplications(db, stageId, [...affected], now);
};

/** Each application's raw mean and calibrated scores from its scored reviews and its reviewers' spreads. */
const recalibrateApplications = async (
  db: Kysely<Database>,
  stageId: string,
  applicationIds: readonly string[],
  now: string,
): Promise<void> => {
  for (const ids of chunks(applicationIds)) {
    const reviews = await db
      .selectFrom('stage_assignments as a')
      .innerJoin('stage_reviewer_stats as st', (j) =>
        j.onRef('st.stage_id', '=', 'a.stage_id').onRef('st.reviewer_id', '=', 'a.reviewer_id'),
      )
      .select(['a.application_id', 'a.weighted_score', 'a.confidence', 'st.mean', 'st.sd'])
      .where('a.stage_id', '=', stageId)
      .where('a.status', '=', ASSIGNMENT_STATUSES.done)
      .where('a.weighted_score', 'is not', null)
      .where('a.application_id', 'in', ids)
      .execute();
    const acc = new Map<string, { n: number; raw: number; z: number; zw: number; w: number }>();
    for (const r of reviews) {
      const total = Number(r.weighted_score);
      const z = zScore(total, { mean: Number(r.mean), sd: Number(r.sd) });
      const w = confidenceWeight(r.confidence === null ? null : Number(r.confidence), true);
      const e = acc.get(r.application_id) ?? { n: 0, raw: 0, z: 0, zw: 0, w: 0 };
      e.n += 1;
      e.raw += total;
      e.z += z;
      e.zw += w * z;
      e.w += w;
      acc.set(r.application_id, e);
    }
    const unscored = ids.filter((id) => !acc.has(id));
    if (unscored.length > 0)
      await db.deleteFrom('stage_calibration').where('stage_id', '=', stageId).where('application_id', 'in', unscored).execute();
    if (acc.size === 0) continue;
    await db
      .insertInto('stage_calibration')
      .values(
        [...acc].map(([applicationId, e]) => ({
          stage_id: stageId,
          application_id: applicationId,
          reviews: e.n,
          raw_mean: e.raw / e.n,
          calibrated: e.z / e.n,
          calibrated_confidence: e.w > 0 ? e.zw / e.w : 0,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['stage_id', 'application_id']).doUpdateSet((eb) => ({
          reviews: eb.ref('excluded.reviews'),
          raw_mean: eb.ref('excluded.raw_mean'),
          calibrated: eb.ref('excluded.calibrated'),
          calibrated_confidence: eb.ref('excluded.calibrated_confidence'),
          updated_at: now,
        })),
      )
      .execute();
  }
};

/** Recomputes a whole stage from its reviews (after a rubric change, and for data loaded in bulk). */
export const recalibrateStage = async (db: Kysely<Database>, stageId: string): Promise<void> => {
  const reviewers = await db
    .selectFrom('stage_assignments')
    .select('reviewer_id')
    .distinct()
    .where('stage_id', '=', stageId)
    .execute();
  const stale = await db.selectFrom('stage_calibration').select('application_id').where('stage_id', '=', stageId).execute();
  await refreshCalibration(db, stageId, {
    reviewerIds: reviewers.map((r) => r.reviewer_id),
    applicationIds: stale.map((r) => r.application_id),
  });
  const staleReviewers = await db
    .selectFrom('stage_reviewer_stats')
    .select('reviewer_id')
    .where('stage_id', '=', stageId)
    .execute();
  const gone = staleReviewers.map((r) => r.reviewer_id).filter((id) => !reviewers.some((r) => r.reviewer_id === id));
  for (const ids of chunks(gone))
    await db.deleteFrom('stage_reviewer_stats').where('stage_id', '=', stageId).where('reviewer_id', 'in', ids).execute();
};

/** Which of the two stored calibrated columns the configuration ranks by. */
export const calibratedColumn = (useConfidence: boolean) =>
  useConfidence ? ('calibrated_confidence' as const) : ('calibrated' as const);

/**
 * An application's calibrated score in a stage as SQL, null while none of its reviewers there has a spread to
 * calibrate with (uncalibratedReasonOf in packages/shared/src/review/score-summary.ts): the stored z-mean is then 0,
 * which would rank an application nothing is known about as an average one. `calibration` is the alias of its
 * stage_calibration row; `applicationId` and `stageId` name the columns of the query it goes into.
 */
export const calibratedOrNull = (
  useConfidence: boolean,
  refs: { calibration: string; applicationId: string; stageId: string },
) => sql<number | null>`case when exists (
    select 1 from stage_assignments sa
    join stage_reviewer_stats srs on srs.stage_id = sa.stage_id and srs.reviewer_id = sa.reviewer_id
    where sa.application_id = ${sql.ref(refs.applicationId)} and sa.stage_id = ${sql.ref(refs.stageId)}
      and sa.status = ${ASSIGNMENT_STATUSES.done} and srs.sd > 0
  ) then ${sql.ref(`${refs.calibration}.${calibratedColumn(useConfidence)}`)} end`;

export interface ScoredReview {
  stage_id: string;
  reviewer_id: string;
  application_id: string;
}

/** The scored reviews an erasure is about to remove by cascade (modules/privacy/account-erasure.ts). */
export const scoredReviewsOf = (
  db: Kysely<Database>,
  of: { applicationId?: string; reviewerId?: string },
): Promise<ScoredReview[]> =>
  db
    .selectFrom('stage_assignments')
    .select(['stage_id', 'reviewer_id', 'application_id'])
    .where('status', '=', ASSIGNMENT_STATUSES.done)
    .where((eb) =>
      eb.or([
        ...(of.applicationId ? [eb('application_id', '=', of.applicationId)] : []),
        ...(of.reviewerId ? [eb('reviewer_id', '=', of.reviewerId)] : []),
        eb.lit(false),
      ]),
    )
    .execute();

/** After those reviews are gone: their reviewers' spreads and their applications' scores, stage by stage. */
export const refreshAfterRemoval = async (db: Kysely<Database>, removed: readonly ScoredReview[]): Promise<void> => {
  const stages = new Set(removed.map((r) => r.stage_id));
  for (const stageId of stages) {
    const here = removed.filter((r) => r.stage_id === stageId);
    await refreshCalibration(db, stageId, {
      reviewerIds: here.map((r) => r.reviewer_id),
      applicationIds: here.map((r) => r.application_id),
    });
  }
};
