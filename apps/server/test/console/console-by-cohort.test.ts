import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { firstError, founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';
import { get, post } from '../support/auth-kit.ts';
import {
  correctionsPath,
  PRIVACY_PATHS,
  type ConsoleCorrectionsPage,
  type StaffAccessLogPage,
} from '@portal/shared/privacy/privacy';

interface Stage {
  id: string;
  cohortId: string | null;
  name: string;
  applicationCount: number;
}
interface FunnelItem {
  key: string;
  started: number;
  submitted: number;
  accepted: number;
}
interface Funnel extends FunnelItem {
  cohortId: string;
  nameEn: string;
  bySector: FunnelItem[];
  byState: FunnelItem[];
}

const DAY = 24 * 60 * 60 * 1000;
const ist = (offsetDays: number): string =>
  `${new Date(Date.now() + offsetDays * DAY + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 19)}+05:30`;
const STAGE = { name: 'Screening', reviewersPerApplication: 1, blind: false, criteria: [{ label: 'Team', weight: 1 }] };

/** The console by cohort (docs/cohorts.md): every view counts within the chosen cohort; stages belong to one. */
describe.each(TEST_DIALECTS)('console by cohort (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let admin: string;
  let summerId: string;
  let winterApplication: string;
  let summerApplication: string;
  let winterFounder: string;
  let summerFounder: string;

  beforeAll(async () => {
    admin = (await accountWithRole(t.app, 'admin')).cookie;
    // Winter ('first'): one submitted application, accepted (not yet published).
    ({ applicationId: winterApplication, cookie: winterFounder } = await submittedThroughApi(t.app, {
      companyName: 'Winter Co',
    }));
    await runOperation(
      t.app,
      'ChangeApplicationStatus',
      { applicationId: winterApplication, status: 'accepted', note: null },
      admin,
    );
    const summer = await runOperation<{ createCohort: { id: string } }>(
      t.app,
      'CreateCohort',
      { input: { nameEn: 'Summer', nameHi: 'ग्रीष्म', description: null, opensAt: ist(-1), closesAt: ist(30) } },
      admin,
    );
    summerId = summer.data!.createCohort.id;
    // Summer: one submitted and one draft (moved to it here; how founders choose a cohort is cohorts.test.ts).
    ({ applicationId: summerApplication, cookie: summerFounder } = await submittedThroughApi(t.app, {
      companyName: 'Summer Co',
    }));
    const draft = (await founderWithApplication(t.app)).applicationId;
    await t.app.database.db
      .updateTable('applications')
      .set({ cohort_id: summerId })
      .where('id', 'in', [summerApplication, draft])
      .execute();
  });

  const overviewTotal = async (cohort: string | null) =>
    (await runOperation<{ consoleOverview: { total: number } }>(t.app, 'ConsoleOverview', { cohort }, admin)).data!
      .consoleOverview.total;
  const stagesOf = async (cohort: string | null) =>
    (await runOperation<{ reviewStages: Stage[] }>(t.app, 'ReviewStages', { cohort }, admin)).data!.reviewStages;
  const saveStage = (cohort: string | null) =>
    runOperation<{ saveReviewStage: Stage[] }>(t.app, 'SaveReviewStage', { input: STAGE, cohort }, admin);

  it('the overview counts within the chosen cohort, or every cohort without one', async () => {
    expect(await overviewTotal('first')).toBe(1);
    expect(await overviewTotal(summerId)).toBe(1);
    expect(await overviewTotal(null)).toBe(2);
    expect(await overviewTotal('no-such-cohort')).toBe(0);
  });

  it('compares cohorts: started, submitted and accepted, in all and by sector and state', async () => {
    const answer = await runOperation<{ consoleCohortComparison: Funnel[] }>(t.app, 'ConsoleCohortComparison', {}, admin);
    const funnels = answer.data!.consoleCohortComparison;
    // Newest first: Summer opened a day before the first cohort (which opened when this app started).
    expect(funnels.map((f) => f.nameEn)).toEqual(['Winter 2025 Cohort', 'Summer']);
    const [winter, summer] = funnels;
    expect(winter).toMatchObject({ cohortId: 'first', started: 1, submitted: 1, accepted: 1 });
    expect(summer).toMatchObject({ cohortId: summerId, started: 2, submitted: 1, accepted: 0 });
    expect(winter!.bySector).toEqual([{ key: 'agriculture', started: 1, submitted: 1, accepted: 1 }]);
    expect(winter!.byState).toEqual([{ key: 'Maharashtra', started: 1, submitted: 1, accepted: 1 }]);
    // The draft has no sector or state yet.
    expect(summer!.bySector.reduce((n, i) => n + i.started, 0)).toBe(2);
    expect(summer!.byState).toContainEqual({ key: 'Maharashtra', started: 1, submitted: 1, accepted: 0 });
  });

  it('lists in-progress applications per cohort', async () => {
    const total = async (cohort: string | null) =>
      (await runOperation<{ consoleInProgress: { total: number } }>(t.app, 'ConsoleInProgress', { page: 1, cohort }, admin)).data!
        .consoleInProgress.total;
    expect(await total(summerId)).toBe(1);
    expect(await total('first')).toBe(0);
  });

  it('lists the correction requests and the access log of the chosen cohort (data rights by cohort)', async () => {
    for (const [cookie, correction] of [
      [winterFounder, 'Winter spelling'],
      [summerFounder, 'Summer spelling'],
    ] as const)
      expect((await post(t, PRIVACY_PATHS.corrections, { field: 'Name', correction }, cookie)).statusCode).toBe(201);
    const corrections = async (cohort: string | null) => {
      const response = await get(t, correctionsPath(cohort), admin);
      expect(response.statusCode).toBe(200);
      return (response.json() as ConsoleCorrectionsPage).corrections.map((c) => c.correction);
    };
    expect(await corrections('first')).toEqual(['Winter spelling']);
    expect(await corrections(summerId)).toEqual(['Summer spelling']);
    expect((await corrections(null)).sort()).toEqual(['Summer spelling', 'Winter spelling']);
    expect((await get(t, `${PRIVACY_PATHS.consoleCorrections}?cohort=${encodeURIComponent('<x>')}`, admin)).statusCode).toBe(400);

    // An admin opens each application and exports the CSV: views follow their application's cohort, exports show everywhere.
    for (const applicationId of [winterApplication, summerApplication])
      expect((await runOperation(t.app, 'ConsoleApplication', { id: applicationId }, admin)).errors).toBeUndefined();
    expect((await get(t, '/console/export.csv', admin)).statusCode).toBe(200);
    const log = async (cohort: string) => {
      const response = await get(t, `${PRIVACY_PATHS.consoleAccessLog}?cohort=${cohort}`, admin);
      expect(response.statusCode).toBe(200);
      return (response.json() as StaffAccessLogPage).entries;
    };
    const winterLog = await log('first');
    expect(winterLog.map((e) => e.applicationId).filter(Boolean)).toEqual([winterApplication]);
    expect(winterLog.some((e) => e.applicationId === null)).toBe(true);
    expect((await log(summerId)).map((e) => e.applicationId).filter(Boolean)).toEqual([summerApplication]);
  });

  it('keeps each cohort its own stages, and refuses to move an application into a stage of another cohort', async () => {
    // The same name in two cohorts: each cohort has its own pipeline.
    const winterStage = (await saveStage('first')).data!.saveReviewStage;
    expect(winterStage).toEqual([expect.objectContaining({ name: 'Screening', cohortId: 'first' })]);
    const summerStage = (await saveStage(summerId)).data!.saveReviewStage;
    expect(summerStage).toEqual([expect.objectContaining({ name: 'Screening', cohortId: summerId })]);
    expect(firstError(await saveStage('first'))).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(firstError(await saveStage('no-such-cohort'))).toMatchObject({ code: 'COHORT_NOT_FOUND' });
    expect((await stagesOf('first')).map((s) => s.id)).toEqual([winterStage[0]!.id]);
    expect((await stagesOf(summerId)).map((s) => s.id)).toEqual([summerStage[0]!.id]);
    expect(await stagesOf(null)).toHaveLength(2);

    const move = (applicationIds: string[], stageId: string) =>
      runOperation<{ moveApplicationsToStage: { moved: number; stages: Stage[] } }>(
        t.app,
        'MoveApplicationsToStage',
        { applicationIds, stageId },
        admin,
      );
    const refused = await move([winterApplication, summerApplication], winterStage[0]!.id);
    expect(firstError(refused)).toMatchObject({ code: 'COHORT_STAGE_MISMATCH', details: [summerApplication] });
    expect((await stagesOf('first'))[0]!.applicationCount).toBe(0);

    const moved = await move([winterApplication], winterStage[0]!.id);
    expect(moved.data!.moveApplicationsToStage).toMatchObject({
      moved: 1,
      stages: [expect.objectContaining({ cohortId: 'first' })],
    });

    // The top of "not in a stage" is taken from the target stage's cohort only.
    const top = await runOperation<{ moveTopApplications: { moved: number } }>(
      t.app,
      'MoveTopApplications',
      { fromStageId: null, toStageId: summerStage[0]!.id, count: 10, rankBy: null },
      admin,
    );
    expect(top.data!.moveTopApplications.moved).toBe(1);
    expect((await stagesOf(summerId))[0]!.applicationCount).toBe(1);
    const across = await runOperation(
      t.app,
      'MoveTopApplications',
      { fromStageId: winterStage[0]!.id, toStageId: summerStage[0]!.id, count: 1, rankBy: null },
      admin,
    );
    expect(firstError(across)).toMatchObject({ code: 'COHORT_STAGE_MISMATCH' });

    // The application page's stage panel names the application's own cohort, so it offers that cohort's stages.
    const info = async (applicationId: string) =>
      (
        await runOperation<{ applicationStage: { cohortId: string; stage: Stage | null } }>(
          t.app,
          'ApplicationStage',
          { applicationId },
          admin,
        )
      ).data!.applicationStage;
    expect(await info(summerApplication)).toMatchObject({ cohortId: summerId });
    expect(await info(winterApplication)).toMatchObject({ cohortId: 'first', stage: { id: winterStage[0]!.id } });
  });
});
