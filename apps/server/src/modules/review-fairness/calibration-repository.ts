import { sql, type Kysely } from 'kysely';
import { CONFIDENCE_DEFAULT, confidenceWeight, reviewerDrift, spreadFromSums, zScore, type ReviewerDrift, type ReviewerSpread, type ReviewerTotal } from '@portal/shared/calibration';
import type { Database } from '../../db/types.ts';
import { reviewerTotalsSql } from './score-source.ts';

/** Each reviewer's mean and spread, from one aggregate over the totals. */
export const loadSpreads = async (db: Kysely<Database>): Promise<ReviewerSpread[]> => {
  const { rows } = await sql<{ reviewer_id: string; n: number | string; s: number | string; q: number | string }>`
    select t.reviewer_id, count(*) as n, sum(t.total) as s, sum(t.total * t.total) as q
    from (${reviewerTotalsSql()}) t
    group by t.reviewer_id`.execute(db);
  return rows.map((r) => spreadFromSums(r.reviewer_id, Number(r.n), Number(r.s), Number(r.q)));
};

/** A finite number as an SQL literal (spreads are our own arithmetic, never user text). */
const num = (value: number) => sql.lit(Number.isFinite(value) ? value : 0);

export interface CalibratedColumns {
  application_id: string;
  calibrated: number | string | null;
}

/**
 * The calibrated score of every scored application as a derived table `c`, for the console list to join
 * and sort by: Σ w·(total − mean_r)/sd_r / Σ w, the same arithmetic as calibrate() in
 * packages/shared/src/calibration.ts, with the spreads computed first and written in as literals.
 */
export const calibratedTable = async (db: Kysely<Database>, options: { useConfidence: boolean }) => {
  const spreads = await loadSpreads(db);
  if (spreads.length === 0) return sql<CalibratedColumns>`(select cast(null as text) as application_id, cast(null as double precision) as calibrated where 1 = 0)`.as('c');
  const values = sql.join(spreads.map((s) => sql`(${s.reviewerId}, ${num(s.mean)}, ${num(s.sd > 0 ? 1 / s.sd : 0)})`));
  const weight = options.useConfidence ? sql`coalesce(t.confidence, ${sql.lit(CONFIDENCE_DEFAULT)})` : sql`1`;
  return sql<CalibratedColumns>`(
    select t.application_id, sum(${weight} * (t.total - s.column2) * s.column3) / sum(${weight}) as calibrated
    from (${reviewerTotalsSql()}) t
    join (values ${values}) s on s.column1 = t.reviewer_id
    group by t.application_id)`.as('c');
};

/** One application's calibrated score (null when unscored): the spreads' aggregate and its own few totals. */
export const calibratedScoreOf = async (db: Kysely<Database>, applicationId: string, options: { useConfidence: boolean }): Promise<number | null> => {
  const { rows } = await sql<{ reviewer_id: string; total: number | string; confidence: number | null }>`
    select t.reviewer_id, t.total, t.confidence from (${reviewerTotalsSql()}) t where t.application_id = ${applicationId}`.execute(db);
  if (rows.length === 0) return null;
  const spreads = new Map((await loadSpreads(db)).map((s) => [s.reviewerId, s]));
  let weighted = 0;
  let weights = 0;
  for (const row of rows) {
    const spread = spreads.get(row.reviewer_id);
    if (!spread) continue;
    const weight = confidenceWeight(row.confidence === null ? null : Number(row.confidence), options.useConfidence);
    weighted += weight * zScore(Number(row.total), spread);
    weights += weight;
  }
  return weights > 0 ? weighted / weights : null;
};

/** Every (application, reviewer) total, for the reviewers' drift report (admins only). */
export const loadTotals = async (db: Kysely<Database>): Promise<ReviewerTotal[]> => {
  const { rows } = await sql<{ application_id: string; reviewer_id: string; total: number | string; confidence: number | null }>`${reviewerTotalsSql()}`.execute(db);
  return rows.map((r) => ({ applicationId: r.application_id, reviewerId: r.reviewer_id, total: Number(r.total), confidence: r.confidence === null ? null : Number(r.confidence) }));
};

export interface ReviewerCalibration extends ReviewerDrift {
  reviewerName: string;
}

/** Every reviewer's mean, spread and drift from the panel, with their names. */
export const loadReviewerCalibration = async (db: Kysely<Database>): Promise<ReviewerCalibration[]> => {
  const drift = reviewerDrift(await loadTotals(db));
  if (drift.length === 0) return [];
  const names = await db.selectFrom('user').select(['id', 'name']).where('id', 'in', drift.map((d) => d.reviewerId)).execute();
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return drift.map((d) => ({ ...d, reviewerName: nameOf.get(d.reviewerId) ?? '' }));
};
