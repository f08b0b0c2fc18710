import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, runOperation } from '../support/graphql-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { accountWithRole, CONSOLE_ENV, seedSubmitted } from '../support/fixtures/console-fixtures.ts';
import { readCsv } from '../support/fixtures/read-csv.ts';
import { SCORE_SUMMARY_TEXTS } from '@portal/shared/review/score-summary';

type Account = { cookie: string; userId: string };
interface Stage {
  id: string;
  name: string;
  criteria: { id: string; label: string }[];
}
interface Row {
  id: string;
  stageName: string | null;
  /** The score summary's weighted mean and calibrated score, under the names these checks were written with. */
  stageMean: number | null;
  calibratedScore: number | null;
}
interface Summary {
  weightedMean: number | null;
  calibrated: number | null;
}

/*
 * Worked by hand (the stage rubric: Impact weight 2, Team weight 1; a total is (2·impact + team) / 3):
 *   A (generous): p1 5,5 → 5;  p2 4,5 → 13/3;  p3 4,4 → 4.       mean 40/9 = 4.444444, sd 0.415740
 *                 z: p1 +1.336306, p2 −0.267261, p3 −1.069045
 *   B (harsh):    p2 2,1 → 5/3; p3 1,1 → 1;    p4 3,2 → 8/3.      mean 16/9 = 1.777778, sd 0.684935
 *                 z: p2 −0.162221, p3 −1.135549, p4 +1.297771
 *   raw means:    p1 5, p2 3, p3 2.5, p4 2.666667      → raw order p1 p2 p4 p3
 *   calibrated:   p1 1.336306, p2 −0.214741, p3 −1.102297, p4 1.297771 → p1 p4 p2 p3
 *   with confidence (A on p2: 3, B on p2: 1, others 2): p2 (3·−0.267261 + 1·−0.162221) / 4 = −0.241001
 *   C (one review): p5 4,2 → 10/3, sd 0: p5 cannot be calibrated yet (stored z 0), so it ranks after every
 *                 calibrated application, not as an average one between p4 and p2.
 */
const HAND = {
  raw: { p1: 5, p2: 3, p3: 2.5, p4: 8 / 3, p5: 10 / 3 },
  calibrated: { p1: 1.336306, p2: -0.214741, p3: -1.102297, p4: 1.297771 },
  confidenceP2: -0.241001,
};

/** Calibrated scores within a stage over its weighted rubric, ranking by either, moves by calibrated score. */
describe.each(TEST_DIALECTS)('calibrated scores in a stage (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let a: Account;
  let b: Account;
  let c: Account;
  let stage: Stage;
  let next: Stage;
  let ids: Record<'p1' | 'p2' | 'p3' | 'p4' | 'p5', string>;

  const op = <D>(name: Parameters<typeof runOperation>[1], variables: Record<string, unknown>, who: Account) =>
    runOperation<D>(t.app, name, variables, who.cookie);
  const list = async (sort: string, who: Account = admin) =>
    (
      await op<{ consoleApplications: { items: { id: string; stageName: string | null; scoreSummary: Summary }[] } }>(
        'ConsoleApplications',
        { filter: { stage: stage.id }, sort: { field: sort, direction: 'desc' }, page: 1 },
        who,
      )
    ).data!.consoleApplications.items.map((r): Row => ({
      id: r.id,
      stageName: r.stageName,
      stageMean: r.scoreSummary.weightedMean,
      calibratedScore: r.scoreSummary.calibrated,
    }));
  const name = (id: string) => Object.entries(ids).find(([, v]) => v === id)![0];

  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
    admin = await accountWithRole(t.app, 'admin', 'Anil Admin');
    a = await accountWithRole(t.app, 'reviewer', 'Gita Generous');
    b = await accountWithRole(t.app, 'reviewer', 'Hari Harsh');
    c = await accountWithRole(t.app, 'reviewer', 'Chitra Once');
    const [p1, p2, p3, p4, p5] = await seedSubmitted(t.app, [
      { companyName: 'P one' },
      { companyName: 'P two' },
      { companyName: 'P three' },
      { companyName: 'P four' },
      { companyName: 'P five' },
    ]);
    ids = { p1: p1!, p2: p2!, p3: p3!, p4: p4!, p5: p5! };
    const save = async (stageName: string) =>
      (
        await op<{ saveReviewStage: Stage[] }>(
          'SaveReviewStage',
          {
            input: {
              name: stageName,
              reviewersPerApplication: 2,
              criteria: [
                { label: 'Impact', weight: 2 },
                { label: 'Team', weight: 1 },
              ],
            },
          },
          admin,
        )
      ).data!.saveReviewStage;
    await save('Rubric review');
    [stage, next] = (await save('Interview')) as [Stage, Stage];
    expect(
      (await op('MoveApplicationsToStage', { applicationIds: Object.values(ids), stageId: stage.id }, admin)).errors,
    ).toBeUndefined();
    const score = async (who: Account, id: string, impact: number, team: number, confidence?: number) => {
      expect((await op('AssignReviewer', { applicationId: id, reviewerId: who.userId }, admin)).errors).toBeUndefined();
      expect((await op('DeclareConflict', { applicationId: id, conflict: false }, who)).errors).toBeUndefined();
      const [impactId, teamId] = stage.criteria.map((c) => c.id);
      const scored = await op(
        'ScoreReview',
        {
          applicationId: id,
          scores: [
            { criterionId: impactId, score: impact },
            { criterionId: teamId, score: team },
          ],
          ...(confidence ? { confidence } : {}),
        },
        who,
      );
      expect(scored.errors).toBeUndefined();
    };
    await score(a, ids.p1, 5, 5);
    await score(a, ids.p2, 4, 5, 3);
    await score(a, ids.p3, 4, 4);
    await score(b, ids.p2, 2, 1, 1);
    await score(b, ids.p3, 1, 1);
    await score(b, ids.p4, 3, 2);
    await score(c, ids.p5, 4, 2);
  });
  afterAll(() => t.close());

  it('gives each application its reviewers’ z-scores (confidence-weighted) beside the raw mean of weighted totals', async () => {
    const rows = await list('calibratedScore');
    expect(rows.map((r) => name(r.id))).toEqual(['p1', 'p4', 'p2', 'p3', 'p5']);
    for (const row of rows) {
      const key = name(row.id) as keyof typeof HAND.raw;
      expect(row.stageName).toBe('Rubric review');
      expect(row.stageMean).toBeCloseTo(HAND.raw[key], 6);
      if (key === 'p5') expect(row.calibratedScore).toBeNull();
      else expect(row.calibratedScore).toBeCloseTo(key === 'p2' ? HAND.confidenceP2 : HAND.calibrated[key], 5);
    }
    // Without confidence weights every reviewer weighs the same (REVIEW_CONFIDENCE_WEIGHTS=false reads this column).
    const plain = await t.app.database.db
      .selectFrom('stage_calibration')
      .select(['application_id', 'calibrated'])
      .where('stage_id', '=', stage.id)
      .execute();
    for (const row of plain.filter((r) => r.application_id !== ids.p5))
      expect(Number(row.calibrated)).toBeCloseTo(HAND.calibrated[name(row.application_id) as keyof typeof HAND.calibrated], 5);
    const detail = await op<{ consoleApplication: { scoreSummary: Summary } }>('ConsoleApplication', { id: ids.p4 }, admin);
    expect(detail.data!.consoleApplication.scoreSummary.weightedMean).toBeCloseTo(8 / 3, 6);
    expect(detail.data!.consoleApplication.scoreSummary.calibrated).toBeCloseTo(HAND.calibrated.p4, 5);
  });

  it('exports the same score summary the list shows, with the reason a score is not calibrated', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/console/export.csv?stage=${stage.id}&sort=calibratedScore&direction=desc`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = readCsv(response.body.replace(/^\uFEFF/, ''));
    const cell = (row: string[], title: string) => row[header!.indexOf(title)];
    const listed = await op<{
      consoleApplications: { items: { id: string; scoreSummary: Summary & Record<string, unknown> }[] };
    }>(
      'ConsoleApplications',
      { filter: { stage: stage.id }, sort: { field: 'calibratedScore', direction: 'desc' }, page: 1 },
      admin,
    );
    const items = listed.data!.consoleApplications.items;
    expect(rows.map((r) => cell(r, 'Application ID'))).toEqual(items.map((i) => i.id));
    const shown = (value: unknown) => (value === null ? '' : String(Math.round(Number(value) * 1000) / 1000));
    for (const [i, row] of rows.entries()) {
      const summary = items[i]!.scoreSummary;
      expect(cell(row, 'Reviewers who scored')).toBe(String(summary.reviewers));
      expect(cell(row, 'Raw mean')).toBe(shown(summary.rawMean));
      expect(cell(row, 'Weighted mean')).toBe(shown(summary.weightedMean));
      expect(cell(row, 'Calibrated score')).toBe(shown(summary.calibrated));
    }
    const p5 = rows.find((r) => cell(r, 'Application ID') === ids.p5)!;
    expect(cell(p5, 'Calibrated score')).toBe('');
    expect(cell(p5, 'Not calibrated because')).toBe(SCORE_SUMMARY_TEXTS.uncalibrated['too-few-scores']);
  });

  it('ranks by the raw mean too, and reports each reviewer’s mean and spread in the stage', async () => {
    expect((await list('stageMean')).map((r) => name(r.id))).toEqual(['p1', 'p5', 'p2', 'p4', 'p3']);
    const report = await op<{
      consoleReviewerCalibration: {
        reviewerName: string;
        count: number;
        mean: number;
        sd: number;
        shared: number;
        drifting: boolean;
      }[];
    }>('ConsoleReviewerCalibration', { stageId: stage.id }, admin);
    const byName = new Map(report.data!.consoleReviewerCalibration.map((r) => [r.reviewerName, r]));
    expect(byName.get('Gita Generous')).toMatchObject({ count: 3, shared: 2, drifting: false });
    expect(byName.get('Gita Generous')!.mean).toBeCloseTo(40 / 9, 6);
    expect(byName.get('Gita Generous')!.sd).toBeCloseTo(0.41574, 5);
    expect(byName.get('Hari Harsh')!.mean).toBeCloseTo(16 / 9, 6);
    expect(byName.get('Hari Harsh')!.sd).toBeCloseTo(0.684935, 5);
  });

  it('follows a changed rubric weight and a reviewer taken off a scored application', async () => {
    await op(
      'SaveReviewStage',
      {
        input: {
          id: stage.id,
          name: 'Rubric review',
          reviewersPerApplication: 2,
          criteria: stage.criteria.map((c) => ({ id: c.id, label: c.label, weight: 1 })),
        },
      },
      admin,
    );
    // Equal weights: A's p2 is (4 + 5) / 2 = 4.5 and B's is 1.5, so p2's raw mean stays 3; p4 is (3 + 2) / 2 = 2.5.
    const rows = await list('stageMean');
    expect(rows.find((r) => r.id === ids.p4)!.stageMean).toBeCloseTo(2.5, 6);
    expect(rows.find((r) => r.id === ids.p1)!.stageMean).toBeCloseTo(5, 6);
    // B leaves p4: p4 has no scored review left and drops to the end, unscored.
    await op('UnassignReviewer', { applicationId: ids.p4, reviewerId: b.userId }, admin);
    const after = await list('calibratedScore');
    expect(after.at(-1)).toMatchObject({ id: ids.p4, stageMean: null, calibratedScore: null });
  });

  it('moves the top applications by calibrated score to the next stage in one bulk move', async () => {
    const moved = await op<{ moveTopApplications: { moved: number } }>(
      'MoveTopApplications',
      { fromStageId: stage.id, toStageId: next.id, count: 2, rankBy: 'calibrated' },
      admin,
    );
    expect(moved.data!.moveTopApplications.moved).toBe(2);
    const inNext = await t.app.database.db
      .selectFrom('application_stages')
      .select('application_id')
      .where('stage_id', '=', next.id)
      .execute();
    const ranked = (await list('calibratedScore')).map((r) => r.id);
    expect(inNext.map((r) => r.application_id).sort()).toEqual([ids.p1, ids.p2].sort());
    expect(ranked).toEqual([ids.p3, ids.p5, ids.p4]);
    expect(
      firstError(await op('MoveTopApplications', { fromStageId: stage.id, toStageId: next.id, count: 1, rankBy: 'luck' }, admin))
        .message,
    ).toBe('Choose how to rank the applications.');
  });
});
