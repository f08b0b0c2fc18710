import { sql, type RawBuilder } from 'kysely';

/**
 * The one place that says where reviewers' totals come from: one row per (application, reviewer) with the
 * weighted rubric total on the 1–5 scale (packages/shared/src/calibration.ts: weightedTotal) and the
 * reviewer's confidence. Today every criterion of review_scores weighs 1; with review stages this becomes
 * the stage's rubric_scores with their criterion weights, and everything calibrated follows.
 */
export const reviewerTotalsSql = (): RawBuilder<unknown> => sql`
  select g.application_id, g.reviewer_id, g.total, rc.confidence
  from (
    select application_id, reviewer_id, avg(cast(score as double precision)) as total
    from review_scores
    group by application_id, reviewer_id
  ) g
  left join review_confidence rc on rc.application_id = g.application_id and rc.reviewer_id = g.reviewer_id`;
