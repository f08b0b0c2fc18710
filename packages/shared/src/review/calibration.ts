/**
 * Calibrated review scores: one reviewer scores 7–10 and another 2–5, so raw means rank applications by who
 * happened to review them. Each reviewer's totals become z-scores against that reviewer's own mean and spread
 * within the stage, and an application's calibrated score is the (optionally confidence-weighted) mean of
 * its reviewers' z-scores. docs/program-team.md, Calibrated scores, explains the method; the server feeds these
 * functions from one repository function (apps/server/src/modules/review-fairness/score-source.ts).
 */

/** One reviewer's weighted rubric total for one application, with the reviewer's confidence (1–3). */
export interface ReviewerTotal {
  applicationId: string;
  reviewerId: string;
  total: number;
  confidence: number | null;
}

export const CONFIDENCE_MIN = 1;
export const CONFIDENCE_MAX = 3;
/** Confidence assumed when a reviewer gave none. */
export const CONFIDENCE_DEFAULT = 2;
/** A reviewer is flagged when their scores sit this many panel standard deviations from their co-reviewers'. */
export const DRIFT_THRESHOLD = 1;
/** Fewer shared applications than this tell nothing about a reviewer's drift. */
export const DRIFT_MIN_SHARED = 3;

/** A reviewer's mean and population standard deviation over their totals. */
export interface ReviewerSpread {
  reviewerId: string;
  count: number;
  mean: number;
  sd: number;
}

/** Weighted rubric total on the 1–5 scale: Σ weight·score / Σ weight over the criteria scored. */
export const weightedTotal = (scores: readonly { score: number; weight?: number }[]): number | null => {
  let sum = 0;
  let weights = 0;
  for (const { score, weight = 1 } of scores) {
    sum += score * weight;
    weights += weight;
  }
  return weights > 0 ? sum / weights : null;
};

/** Mean and spread from running sums (what SQL's count, sum and sum of squares give). */
export const spreadFromSums = (reviewerId: string, count: number, sum: number, sumOfSquares: number): ReviewerSpread => {
  const mean = count > 0 ? sum / count : 0;
  const variance = count > 0 ? Math.max(0, sumOfSquares / count - mean * mean) : 0;
  // Sums of squares lose a little precision: a spread under 1e-9 is a reviewer who gave one value.
  const sd = Math.sqrt(variance);
  return { reviewerId, count, mean, sd: sd < 1e-9 ? 0 : sd };
};

export const reviewerSpreads = (totals: readonly ReviewerTotal[]): Map<string, ReviewerSpread> => {
  const sums = new Map<string, { n: number; s: number; q: number }>();
  for (const t of totals) {
    const entry = sums.get(t.reviewerId) ?? { n: 0, s: 0, q: 0 };
    entry.n += 1;
    entry.s += t.total;
    entry.q += t.total * t.total;
    sums.set(t.reviewerId, entry);
  }
  return new Map([...sums].map(([id, { n, s, q }]) => [id, spreadFromSums(id, n, s, q)]));
};

/** z = (total − reviewer mean) / reviewer sd; a reviewer who gave every application the same total adds 0. */
export const zScore = (total: number, spread: Pick<ReviewerSpread, 'mean' | 'sd'>): number =>
  spread.sd > 0 ? (total - spread.mean) / spread.sd : 0;

export const confidenceWeight = (confidence: number | null, useConfidence: boolean): number =>
  useConfidence ? (confidence ?? CONFIDENCE_DEFAULT) : 1;

export interface CalibratedScore {
  applicationId: string;
  /** Mean of the reviewers' raw totals (1–5). */
  rawMean: number;
  /** Weighted mean of the reviewers' z-scores: 0 is an average application for its reviewers. */
  calibrated: number;
  reviewers: number;
}

/** Every application's raw mean and calibrated score, in one pass over the totals after the spreads. */
export const calibrate = (
  totals: readonly ReviewerTotal[],
  options: { useConfidence: boolean },
): Map<string, CalibratedScore> => {
  const spreads = reviewerSpreads(totals);
  const acc = new Map<string, { raw: number; n: number; zw: number; w: number }>();
  for (const t of totals) {
    const weight = confidenceWeight(t.confidence, options.useConfidence);
    const entry = acc.get(t.applicationId) ?? { raw: 0, n: 0, zw: 0, w: 0 };
    entry.raw += t.total;
    entry.n += 1;
    entry.zw += weight * zScore(t.total, spreads.get(t.reviewerId)!);
    entry.w += weight;
    acc.set(t.applicationId, entry);
  }
  return new Map(
    [...acc].map(([applicationId, { raw, n, zw, w }]) => [
      applicationId,
      { applicationId, rawMean: raw / n, calibrated: w > 0 ? zw / w : 0, reviewers: n },
    ]),
  );
};

/** Applications best first by the calibrated score (raw mean, then id, break ties) or by the raw mean. */
export const rankApplications = (scores: Iterable<CalibratedScore>, by: 'calibrated' | 'raw'): CalibratedScore[] =>
  [...scores].sort((a, b) =>
    by === 'calibrated'
      ? b.calibrated - a.calibrated || b.rawMean - a.rawMean || a.applicationId.localeCompare(b.applicationId)
      : b.rawMean - a.rawMean || a.applicationId.localeCompare(b.applicationId),
  );

export interface ReviewerDrift extends ReviewerSpread {
  /** Applications this reviewer shares with at least one other reviewer. */
  shared: number;
  /**
   * Mean of (this reviewer's total − the other reviewers' mean total) over shared applications, in panel
   * standard deviations: +1.4 means this reviewer scores 1.4 sd above the colleagues who read the same work.
   */
  offset: number;
  drifting: boolean;
}

/** Each reviewer's spread and drift from the panel; `drifting` when |offset| ≥ DRIFT_THRESHOLD over enough shared work. */
export const reviewerDrift = (totals: readonly ReviewerTotal[]): ReviewerDrift[] => {
  const spreads = reviewerSpreads(totals);
  const panel = spreadFromSums(
    'panel',
    totals.length,
    totals.reduce((s, t) => s + t.total, 0),
    totals.reduce((s, t) => s + t.total * t.total, 0),
  );
  const byApplication = new Map<string, ReviewerTotal[]>();
  for (const t of totals) byApplication.set(t.applicationId, [...(byApplication.get(t.applicationId) ?? []), t]);
  const diffs = new Map<string, { n: number; sum: number }>();
  for (const group of byApplication.values()) {
    if (group.length < 2) continue;
    const sum = group.reduce((s, t) => s + t.total, 0);
    for (const t of group) {
      const others = (sum - t.total) / (group.length - 1);
      const entry = diffs.get(t.reviewerId) ?? { n: 0, sum: 0 };
      entry.n += 1;
      entry.sum += t.total - others;
      diffs.set(t.reviewerId, entry);
    }
  }
  return [...spreads.values()]
    .map((spread) => {
      const d = diffs.get(spread.reviewerId) ?? { n: 0, sum: 0 };
      const offset = d.n > 0 && panel.sd > 0 ? d.sum / d.n / panel.sd : 0;
      return { ...spread, shared: d.n, offset, drifting: d.n >= DRIFT_MIN_SHARED && Math.abs(offset) >= DRIFT_THRESHOLD };
    })
    .sort((a, b) => Math.abs(b.offset) - Math.abs(a.offset) || a.reviewerId.localeCompare(b.reviewerId));
};
