import { describe, expect, it } from 'vitest';
import { calibrate, rankApplications, reviewerDrift, reviewerSpreads, weightedTotal, type ReviewerTotal } from './calibration.ts';

const t = (reviewerId: string, applicationId: string, total: number, confidence: number | null = null): ReviewerTotal => ({
  reviewerId,
  applicationId,
  total,
  confidence,
});

/*
 * Worked by hand:
 *   A (generous) gave app1 5, app2 4, app3 3: mean 4, sd √(2/3) = 0.816497 → z +1.224745, 0, −1.224745
 *   B (harsh)    gave app1 3, app2 2, app3 1: mean 2, same sd           → z +1.224745, 0, −1.224745
 *   C            gave app4 4 only: sd 0 → z 0
 *   raw means: app1 4, app2 3, app3 2, app4 4; calibrated: app1 1.224745, app2 0, app3 −1.224745, app4 0
 *   panel: totals 5 4 3 3 2 1 4 → mean 22/7, sd √(80/7 − (22/7)²) = 1.245399
 *   A is 2 above B on each of 3 shared applications → offset 2 / 1.245399 = 1.605910 (drifting); B −1.605910
 */
const PANEL = [
  t('A', 'app1', 5),
  t('A', 'app2', 4),
  t('A', 'app3', 3),
  t('B', 'app1', 3),
  t('B', 'app2', 2),
  t('B', 'app3', 1),
  t('C', 'app4', 4),
];

describe('calibrated scores (hand-worked example)', () => {
  it('takes each reviewer’s mean and population spread', () => {
    const spreads = reviewerSpreads(PANEL);
    expect(spreads.get('A')).toMatchObject({ count: 3, mean: 4 });
    expect(spreads.get('A')!.sd).toBeCloseTo(0.816497, 6);
    expect(spreads.get('B')!.mean).toBe(2);
    expect(spreads.get('C')).toMatchObject({ count: 1, mean: 4, sd: 0 });
  });

  it('gives the mean of z-scores beside the raw mean', () => {
    const scores = calibrate(PANEL, { useConfidence: false });
    expect(scores.get('app1')!.rawMean).toBe(4);
    expect(scores.get('app1')!.calibrated).toBeCloseTo(1.224745, 6);
    expect(scores.get('app2')!.calibrated).toBeCloseTo(0, 9);
    expect(scores.get('app3')!.calibrated).toBeCloseTo(-1.224745, 6);
    expect(scores.get('app4')).toMatchObject({ rawMean: 4, calibrated: 0, reviewers: 1 });
  });

  it('ranks by either score', () => {
    const scores = calibrate(PANEL, { useConfidence: false }).values();
    expect(rankApplications(calibrate(PANEL, { useConfidence: false }).values(), 'raw').map((s) => s.applicationId)).toEqual([
      'app1',
      'app4',
      'app2',
      'app3',
    ]);
    expect(rankApplications(scores, 'calibrated').map((s) => s.applicationId)).toEqual(['app1', 'app4', 'app2', 'app3']);
  });

  it('lifts the harsh reviewer’s best application above the generous reviewer’s worst', () => {
    // A: a1 5, a2 4 (z +1, −1); B: b1 2, b2 1 (z +1, −1). Raw order a1 a2 b1 b2; calibrated a1 b1 a2 b2.
    const totals = [t('A', 'a1', 5), t('A', 'a2', 4), t('B', 'b1', 2), t('B', 'b2', 1)];
    expect(rankApplications(calibrate(totals, { useConfidence: false }).values(), 'raw').map((s) => s.applicationId)).toEqual([
      'a1',
      'a2',
      'b1',
      'b2',
    ]);
    expect(
      rankApplications(calibrate(totals, { useConfidence: false }).values(), 'calibrated').map((s) => s.applicationId),
    ).toEqual(['a1', 'b1', 'a2', 'b2']);
  });

  it('weights by confidence 1–3 when asked (2 when none was given)', () => {
    // P: x 5, y 3 (mean 4, sd 1 → z +1, −1); Q: x 2, y 4 (mean 3, sd 1 → z −1, +1).
    // x: P sure (3), Q unsure (1) → (3·1 + 1·−1) / 4 = 0.5; y: both default 2 → 0.
    const totals = [t('P', 'x', 5, 3), t('P', 'y', 3), t('Q', 'x', 2, 1), t('Q', 'y', 4)];
    const weighted = calibrate(totals, { useConfidence: true });
    expect(weighted.get('x')!.calibrated).toBeCloseTo(0.5, 9);
    expect(weighted.get('y')!.calibrated).toBeCloseTo(0, 9);
    expect(calibrate(totals, { useConfidence: false }).get('x')!.calibrated).toBeCloseTo(0, 9);
  });

  it('flags reviewers far from the colleagues who read the same applications', () => {
    const drift = reviewerDrift(PANEL);
    const byId = new Map(drift.map((d) => [d.reviewerId, d]));
    expect(byId.get('A')!.offset).toBeCloseTo(1.60591, 5);
    expect(byId.get('A')).toMatchObject({ shared: 3, drifting: true });
    expect(byId.get('B')!.offset).toBeCloseTo(-1.60591, 5);
    expect(byId.get('B')!.drifting).toBe(true);
    expect(byId.get('C')).toMatchObject({ shared: 0, offset: 0, drifting: false });
  });

  it('totals a weighted rubric on the 1–5 scale', () => {
    expect(
      weightedTotal([
        { score: 5, weight: 2 },
        { score: 2, weight: 1 },
      ]),
    ).toBe(4);
    expect(weightedTotal([{ score: 3 }, { score: 4 }])).toBe(3.5);
    expect(weightedTotal([])).toBeNull();
  });
});
