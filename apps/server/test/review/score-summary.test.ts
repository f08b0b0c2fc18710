import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@portal/shared/review/review';
import { REVIEW_STAGE_MESSAGES } from '@portal/shared/review/review-stages';
import type { ScoreSummary } from '@portal/shared/review/score-summary';
import { firstError, runOperation } from '../support/graphql-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { accountWithRole, CONSOLE_ENV, seedSubmitted } from '../support/fixtures/console-fixtures.ts';

type Account = { cookie: string; userId: string };
interface Stage {
  id: string;
  criteria: { id: string; key: string; label: string; weight: number }[];
}
type Ids = Record<'p1' | 'p2' | 'p3' | 'out', string>;

/*
 * The stage's rubric: Impact ×2, Team ×1. A scores p1 (5, 2) → total 4, p2 (3, 3) → 3; B scores p1 (1, 4) → total 2.
 *   p1: raw mean (5 + 2 + 1 + 4) / 4 = 3, weighted mean (4 + 2) / 2 = 3, 2 reviewers; A has a spread (totals 4 and 3),
 *       B none (one review), so p1 is calibrated: A's z on p1 is +1, B's 0 → (1 + 0) / 2 = 0.5.
 *   p2: raw 3, weighted 3, 1 reviewer (A, who has a spread): calibrated A's z on p2 = −1.
 *   p3: in the stage, nobody scored it: no figures, "no-scores".
 *   out: in the cohort but in no stage: "not-in-stage", and it cannot be scored on any rubric.
 * Before any stage exists, the cohort scores on the global rubric (RUBRIC_CRITERIA).
 */
describe.each(TEST_DIALECTS)('one score summary on every answer that carries scores (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let a: Account;
  let b: Account;
  let ids: Ids;
  let stage: Stage;

  const op = <D>(name: Parameters<typeof runOperation>[1], variables: Record<string, unknown>, who: Account) =>
    runOperation<D>(t.app, name, variables, who.cookie);

  /** The summary of one application as the list, the detail and (when given) the reviewer's page answer it. */
  const summaries = async (id: string, reviewer?: Account) => {
    const list = await op<{ consoleApplications: { items: { id: string; scoreSummary: ScoreSummary }[] } }>(
      'ConsoleApplications',
      { filter: { search: id }, page: 1 },
      admin,
    );
    const detail = await op<{ consoleApplication: { scoreSummary: ScoreSummary } }>('ConsoleApplication', { id }, admin);
    const mine = reviewer
      ? (await op<{ myReview: { scoreSummary: ScoreSummary } }>('MyReview', { applicationId: id }, reviewer)).data!.myReview
          .scoreSummary
      : undefined;
    expect(list.errors ?? detail.errors).toBeUndefined();
    return {
      list: list.data!.consoleApplications.items.find((r) => r.id === id)!.scoreSummary,
      detail: detail.data!.consoleApplication.scoreSummary,
      mine,
    };
  };

  const scoreOnDetail = (who: Account, id: string, scores: { criterion: string; score: number }[]) =>
    op<{ scoreApplication: { scoreSummary: ScoreSummary } }>('ScoreApplication', { applicationId: id, scores }, who);

  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
    admin = await accountWithRole(t.app, 'admin', 'Anil Admin');
    a = await accountWithRole(t.app, 'reviewer', 'Asha Reviewer');
    b = await accountWithRole(t.app, 'reviewer', 'Bina Reviewer');
    const [p1, p2, p3, out] = await seedSubmitted(t.app, [
      { companyName: 'P one' },
      { companyName: 'P two' },
      { companyName: 'P three' },
      { companyName: 'Outside' },
    ]);
    ids = { p1: p1!, p2: p2!, p3: p3!, out: out! };
  });
  afterAll(() => t.close());

  it('in a cohort without stages, scores on the global rubric and says it is not calibrated', async () => {
    const saved = await scoreOnDetail(a, ids.p1, [
      { criterion: 'rural-impact', score: 4 },
      { criterion: 'team', score: 2 },
    ]);
    expect(saved.errors).toBeUndefined();
    const expected: ScoreSummary = {
      source: 'global',
      stageName: null,
      reviewers: 1,
      rawMean: 3,
      weightedMean: 3,
      calibrated: null,
      uncalibratedReason: 'global-rubric',
    };
    expect(saved.data!.scoreApplication.scoreSummary).toEqual(expected);
    const { list, detail } = await summaries(ids.p1);
    expect(list).toEqual(expected);
    expect(detail).toEqual(expected);
  });

  it('once the cohort has stages, the stage’s rubric is the only one: list, detail and reviewer’s page agree', async () => {
    const saved = await op<{ saveReviewStage: Stage[] }>(
      'SaveReviewStage',
      {
        input: {
          name: 'Rubric review',
          reviewersPerApplication: 2,
          criteria: [
            { label: 'Impact', weight: 2 },
            { label: 'Team', weight: 1 },
          ],
        },
      },
      admin,
    );
    expect(saved.errors).toBeUndefined();
    stage = saved.data!.saveReviewStage[0]!;
    const moved = await op('MoveApplicationsToStage', { applicationIds: [ids.p1, ids.p2, ids.p3], stageId: stage.id }, admin);
    expect(moved.errors).toBeUndefined();
    const [impact, team] = stage.criteria;
    const review = async (who: Account, id: string, scores: [number, number], through: 'page' | 'detail') => {
      expect((await op('AssignReviewer', { applicationId: id, reviewerId: who.userId }, admin)).errors).toBeUndefined();
      expect((await op('DeclareConflict', { applicationId: id, conflict: false }, who)).errors).toBeUndefined();
      // The detail's ScoreApplication takes the stage's criterion keys and saves the same review as the reviewer's page.
      const result =
        through === 'page'
          ? await op(
              'ScoreReview',
              {
                applicationId: id,
                scores: [
                  { criterionId: impact!.id, score: scores[0] },
                  { criterionId: team!.id, score: scores[1] },
                ],
              },
              who,
            )
          : await scoreOnDetail(who, id, [
              { criterion: impact!.key, score: scores[0] },
              { criterion: team!.key, score: scores[1] },
            ]);
      expect(result.errors).toBeUndefined();
    };
    await review(a, ids.p1, [5, 2], 'page');
    await review(a, ids.p2, [3, 3], 'detail');
    await review(b, ids.p1, [1, 4], 'page');

    const p1 = await summaries(ids.p1, a);
    expect(p1.list).toMatchObject({ source: 'stage', stageName: 'Rubric review', reviewers: 2, uncalibratedReason: null });
    expect(p1.list.rawMean).toBeCloseTo(3, 6);
    expect(p1.list.weightedMean).toBeCloseTo(3, 6);
    expect(p1.list.calibrated).toBeCloseTo(0.5, 6);
    expect(p1.detail).toEqual(p1.list);
    expect(p1.mine).toEqual(p1.list);
    expect(await summaries(ids.p1, b)).toMatchObject({ mine: p1.list });
    // The detail's per-reviewer scores are those of the stage's rubric (its criterion keys), not the global list's.
    const detail = await op<{ consoleApplication: { scores: { criterion: string; score: number; reviewerName: string }[] } }>(
      'ConsoleApplication',
      { id: ids.p1 },
      admin,
    );
    expect(detail.data!.consoleApplication.scores.map((s) => `${s.reviewerName} ${s.criterion} ${s.score}`).sort()).toEqual([
      'Asha Reviewer impact 5',
      'Asha Reviewer team 2',
      'Bina Reviewer impact 1',
      'Bina Reviewer team 4',
    ]);

    const p2 = await summaries(ids.p2, a);
    expect(p2.list).toMatchObject({ reviewers: 1, rawMean: 3, weightedMean: 3, uncalibratedReason: null });
    expect(p2.list.calibrated).toBeCloseTo(-1, 6);
    expect(p2.detail).toEqual(p2.list);
    expect(p2.mine).toEqual(p2.list);
  });

  it('gives no calibrated figure, with the reason, when there are too few scores or none', async () => {
    // B has scored one application only: on an application only B scored, z would be 0 for lack of a spread.
    await op('AssignReviewer', { applicationId: ids.p3, reviewerId: b.userId }, admin);
    await op('DeclareConflict', { applicationId: ids.p3, conflict: false }, b);
    const before = await summaries(ids.p3, b);
    expect(before.list).toEqual({
      source: 'stage',
      stageName: 'Rubric review',
      reviewers: 0,
      rawMean: null,
      weightedMean: null,
      calibrated: null,
      uncalibratedReason: 'no-scores',
    });
    expect(before.detail).toEqual(before.list);
    expect(before.mine).toEqual(before.list);
    // B gives p3 the same total as p1 (2): still no spread, so still no calibrated figure, but raw and weighted means.
    const [impact, team] = stage.criteria;
    const scored = await op(
      'ScoreReview',
      {
        applicationId: ids.p3,
        scores: [
          { criterionId: impact!.id, score: 2 },
          { criterionId: team!.id, score: 2 },
        ],
      },
      b,
    );
    expect(scored.errors).toBeUndefined();
    const after = await summaries(ids.p3, b);
    expect(after.list).toMatchObject({ reviewers: 1, rawMean: 2, weightedMean: 2, calibrated: null });
    expect(after.list.uncalibratedReason).toBe('too-few-scores');
    expect(after.detail).toEqual(after.list);
    expect(after.mine).toEqual(after.list);
  });

  it('refuses scores on criteria that are not the stage’s, and on an application in no stage, with a 4xx code', async () => {
    const foreign = await scoreOnDetail(a, ids.p1, [
      { criterion: 'rural-impact', score: 4 },
      { criterion: 'team', score: 2 },
    ]);
    expect(firstError(foreign)).toMatchObject({ code: 'VALIDATION_FAILED', message: REVIEW_STAGE_MESSAGES.CRITERION_INVALID });
    const outside = await scoreOnDetail(a, ids.out, [{ criterion: 'team', score: 3 }]);
    expect(firstError(outside)).toMatchObject({ code: 'VALIDATION_FAILED', message: REVIEW_MESSAGES.SCORE_IN_A_STAGE });
    // An admin not assigned in the stage has no review to score there.
    const unassigned = await scoreOnDetail(admin, ids.p1, [
      { criterion: stage.criteria[0]!.key, score: 3 },
      { criterion: stage.criteria[1]!.key, score: 3 },
    ]);
    expect(firstError(unassigned)).toMatchObject({ code: 'VALIDATION_FAILED', message: REVIEW_STAGE_MESSAGES.NOT_ASSIGNED });
    // Nothing changed: p1's figures are the same, and the application in no stage has none.
    expect((await summaries(ids.p1)).list.reviewers).toBe(2);
    expect((await summaries(ids.out)).detail).toEqual({
      source: 'none',
      stageName: null,
      reviewers: 0,
      rawMean: null,
      weightedMean: null,
      calibrated: null,
      uncalibratedReason: 'not-in-stage',
    });
  });
});
