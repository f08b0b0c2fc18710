import { beforeAll, describe, expect, it } from 'vitest';
import { hasUnfinishedWork, STAGE_PROGRESS_TEXTS, type StageProgress } from '@portal/shared/review/stage-progress';
import { runOperation } from '../support/graphql-client.ts';
import { createTestApp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { accountWithRole, CONSOLE_ENV, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';

interface Stage {
  id: string;
  name: string;
  criteria: { id: string }[];
}
type Account = { cookie: string; userId: string };

const DAY = 24 * 60 * 60 * 1000;
const ist = (offsetDays: number): string =>
  `${new Date(Date.now() + offsetDays * DAY + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 19)}+05:30`;
const stageInput = (name: string, reviewersPerApplication: number) => ({
  name,
  reviewersPerApplication,
  blind: false,
  criteria: [{ label: 'Team', weight: 1 }],
});

/**
 * Status and stage explained (docs/review-stages.md): the list's stage filter and sort within the chosen cohort, the
 * overview's counts by stage, the detail's progress in its stage, and the publish dialog's warning counts.
 */
describe.each(TEST_DIALECTS)('where an application is in its review stage (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let admin: Account;
  let reviewers: Account[];
  let summerId: string;
  let screening: Stage;
  let shortlist: Stage;
  let summerScreening: Stage;
  const ids: Record<string, string> = {};

  const op = async <D>(name: Parameters<typeof runOperation>[1], variables: Record<string, unknown>, who: Account) => {
    const answer = await runOperation<D>(t.app, name, variables, who.cookie);
    expect(answer.errors, name).toBeUndefined();
    return answer.data!;
  };
  const saveStage = async (name: string, reviewersPerApplication: number, cohort: string) =>
    (
      await op<{ saveReviewStage: Stage[] }>(
        'SaveReviewStage',
        { input: stageInput(name, reviewersPerApplication), cohort },
        admin,
      )
    ).saveReviewStage.find((s) => s.name === name)!;
  const list = async (filter: Record<string, unknown>, sort?: { field: string; direction: string }) =>
    (
      await op<{ consoleApplications: { items: { id: string; stageName: string | null }[] } }>(
        'ConsoleApplications',
        { filter, sort, page: 1, pageSize: 100 },
        admin,
      )
    ).consoleApplications.items;
  const namesOf = (items: { id: string }[]) => items.map((i) => Object.entries(ids).find(([, id]) => id === i.id)?.[0] ?? i.id);
  const progressOf = async (applicationId: string) =>
    (
      await op<{ consoleApplication: { stageProgress: StageProgress | null } }>(
        'ConsoleApplication',
        { id: applicationId },
        admin,
      )
    ).consoleApplication.stageProgress;
  const previewOf = async (applicationId: string) =>
    (
      await op<{ consoleDecisionPreview: { stageProgress: StageProgress | null } }>(
        'ConsoleDecisionPreview',
        { applicationId },
        admin,
      )
    ).consoleDecisionPreview.stageProgress;

  beforeAll(async () => {
    admin = await accountWithRole(t.app, 'admin', 'Anita Admin');
    reviewers = [];
    for (const name of ['Ritu', 'Sam', 'Tara']) reviewers.push(await accountWithRole(t.app, 'reviewer', name));
    for (const company of ['Gram Solar', 'Kisan Tech', 'Early Co', 'Waiting Co'])
      ids[company] = (await submittedThroughApi(t.app, { companyName: company })).applicationId;
    const summer = await op<{ createCohort: { id: string } }>(
      'CreateCohort',
      { input: { nameEn: 'Summer', nameHi: 'ग्रीष्म', description: null, opensAt: ist(-1), closesAt: ist(30) } },
      admin,
    );
    summerId = summer.createCohort.id;
    for (const company of ['Summer Staged', 'Summer Waiting'])
      ids[company] = (await submittedThroughApi(t.app, { companyName: company })).applicationId;
    await t.app.database.db
      .updateTable('applications')
      .set({ cohort_id: summerId })
      .where('id', 'in', [ids['Summer Staged']!, ids['Summer Waiting']!])
      .execute();

    screening = await saveStage('Screening', 1, 'first');
    shortlist = await saveStage('Shortlist', 3, 'first');
    summerScreening = await saveStage('Screening', 1, summerId);
    await op('MoveApplicationsToStage', { applicationIds: [ids['Early Co']], stageId: screening.id }, admin);
    await op('MoveApplicationsToStage', { applicationIds: [ids['Gram Solar'], ids['Kisan Tech']], stageId: shortlist.id }, admin);
    await op('MoveApplicationsToStage', { applicationIds: [ids['Summer Staged']], stageId: summerScreening.id }, admin);
    // Three reviewers, three seats: each is on both shortlisted applications.
    await op('AutoAssignStage', { stageId: shortlist.id }, admin);
  });

  const declareAndScore = async (reviewer: Account, applicationId: string, score: boolean) => {
    await op('DeclareConflict', { applicationId, conflict: false, note: null }, reviewer);
    if (score)
      await op(
        'ScoreReview',
        { applicationId, scores: [{ criterionId: shortlist.criteria[0]!.id, score: 4 }], confidence: null },
        reviewer,
      );
  };

  it('filters the list by stage within the chosen cohort, and by "not in a stage" there', async () => {
    expect(namesOf(await list({ cohort: 'first', stage: shortlist.id })).sort()).toEqual(['Gram Solar', 'Kisan Tech']);
    expect(namesOf(await list({ cohort: 'first', stage: 'none' }))).toEqual(['Waiting Co']);
    expect(namesOf(await list({ cohort: summerId, stage: 'none' }))).toEqual(['Summer Waiting']);
    expect(namesOf(await list({ cohort: summerId, stage: summerScreening.id }))).toEqual(['Summer Staged']);
    // A stage of another cohort holds nothing of this one.
    expect(await list({ cohort: summerId, stage: shortlist.id })).toEqual([]);
  });

  it('shows each row’s stage and sorts by the stage’s place in the pipeline, those in no stage last', async () => {
    const rows = await list({ cohort: 'first' }, { field: 'stage', direction: 'asc' });
    expect(rows.map((r) => r.stageName)).toEqual(['Screening', 'Shortlist', 'Shortlist', null]);
    expect(namesOf(rows)[0]).toBe('Early Co');
    const down = await list({ cohort: 'first' }, { field: 'stage', direction: 'desc' });
    expect(down.map((r) => r.stageName)).toEqual(['Shortlist', 'Shortlist', 'Screening', null]);
  });

  it('counts the applications by stage in the overview: those in none first, then every stage of the cohort in order', async () => {
    const overview = async (cohort: string) =>
      (await op<{ consoleOverview: { byStage: unknown[] } }>('ConsoleOverview', { cohort }, admin)).consoleOverview.byStage;
    expect(await overview('first')).toEqual([
      { key: 'none', label: STAGE_PROGRESS_TEXTS.noStage, count: 1 },
      { key: screening.id, label: 'Screening', count: 1 },
      { key: shortlist.id, label: 'Shortlist', count: 2 },
    ]);
    expect(await overview(summerId)).toEqual([
      { key: 'none', label: STAGE_PROGRESS_TEXTS.noStage, count: 1 },
      { key: summerScreening.id, label: 'Screening', count: 1 },
    ]);
  });

  it('shows on the detail where the application is: its stage, its place in the pipeline and its reviews there', async () => {
    const [ritu, sam] = reviewers as [Account, Account, Account];
    await declareAndScore(ritu, ids['Gram Solar']!, true);
    await declareAndScore(sam, ids['Gram Solar']!, false);
    const progress = await progressOf(ids['Gram Solar']!);
    expect(progress).toEqual({
      stageId: shortlist.id,
      stageName: 'Shortlist',
      position: 2,
      stageCount: 2,
      reviewersWanted: 3,
      assigned: 3,
      done: 1,
      undeclared: 1,
    });
    expect(STAGE_PROGRESS_TEXTS.reviewsLine(progress!)).toBe('1 of 3 reviews done; 1 reviewer has not declared a conflict yet.');
    expect(await progressOf(ids['Waiting Co']!)).toBeNull();
    // Screening wants one reviewer and has none yet.
    expect(await progressOf(ids['Early Co']!)).toMatchObject({
      stageName: 'Screening',
      position: 1,
      assigned: 0,
      reviewersWanted: 1,
    });
  });

  it('warns before publishing with how many reviews are unfinished and conflicts undeclared, and still publishes', async () => {
    const id = ids['Gram Solar']!;
    await op('ChangeApplicationStatus', { applicationId: id, status: 'accepted', note: null }, admin);
    const progress = await previewOf(id);
    expect(progress).toMatchObject({ stageName: 'Shortlist', assigned: 3, done: 1, undeclared: 1 });
    expect(hasUnfinishedWork(progress)).toBe(true);
    expect(STAGE_PROGRESS_TEXTS.warning(progress!)).toBe(
      '2 of 3 reviews in stage “Shortlist” are not finished and 1 reviewer assigned there has not declared a conflict. ' +
        'You can still publish: the founder gets the decision as it stands.',
    );
    const published = await op<{ publishDecision: { decision: string } }>('PublishDecision', { applicationId: id }, admin);
    expect(published.publishDecision.decision).toBe('accepted');
  });

  it('does not warn once every review in the stage is done, nor for an application in no stage', async () => {
    const id = ids['Kisan Tech']!;
    for (const reviewer of reviewers) await declareAndScore(reviewer, id, true);
    await op('ChangeApplicationStatus', { applicationId: id, status: 'waitlisted', note: null }, admin);
    const done = await previewOf(id);
    expect(done).toMatchObject({ assigned: 3, done: 3, undeclared: 0 });
    expect(hasUnfinishedWork(done)).toBe(false);

    await op('ChangeApplicationStatus', { applicationId: ids['Waiting Co'], status: 'rejected', note: null }, admin);
    expect(await previewOf(ids['Waiting Co']!)).toBeNull();
    expect(hasUnfinishedWork(null)).toBe(false);
  });

  it('warns about empty reviewer seats of an application nobody reviews yet in its stage', async () => {
    await op('ChangeApplicationStatus', { applicationId: ids['Early Co'], status: 'accepted', note: null }, admin);
    const progress = await previewOf(ids['Early Co']!);
    expect(hasUnfinishedWork(progress)).toBe(true);
    expect(STAGE_PROGRESS_TEXTS.warning(progress!)).toBe(
      '1 reviewer seat of the 1 the stage wants is not filled. You can still publish: the founder gets the decision as it stands.',
    );
  });
});
