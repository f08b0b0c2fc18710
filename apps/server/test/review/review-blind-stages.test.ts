import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_OPERATIONS } from '@portal/shared/graphql/console-operations';
import { REVIEW_STAGE_OPERATIONS } from '@portal/shared/graphql/review-stages-operations';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { runOperation } from '../support/graphql-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { accountWithRole, CONSOLE_ENV, leaks, PERSONAL, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';
import {
  consoleOperationVariables,
  expectBlindDetail,
  insertPitchDeckNamedAfterFounder,
  reviewerDownloads,
  writeFounderDetailsIntoNotes,
  type Answer,
} from '../support/fixtures/blind-review-kit.ts';

type Op = keyof typeof CONSOLE_OPERATIONS | keyof typeof REVIEW_STAGE_OPERATIONS;
type Account = { cookie: string; userId: string };
interface Stage {
  id: string;
  name: string;
  blind: boolean;
  criteria: { id: string }[];
}

/**
 * Blind review is a switch per stage (REVIEW_BLIND off). A reviewer assigned to an application in a blind
 * stage gets nothing that names its founder from any console or stage operation, the CSV, the files or the history;
 * the same reviewer sees the founder of an application in a stage that is not blind, and admins see everyone.
 */
describe.each(TEST_DIALECTS)('blind review per stage (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let reviewer: Account;
  let blindApp: { applicationId: string; userId: string };
  let openApp: { applicationId: string; userId: string };
  let blindStage: Stage;
  let openStage: Stage;
  let fileId: string;

  const op = <D>(name: Op, variables: Record<string, unknown>, who: Account) =>
    runOperation<D>(t.app, name, variables, who.cookie);

  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
    admin = await accountWithRole(t.app, 'admin', 'Anil Admin');
    reviewer = await accountWithRole(t.app, 'reviewer', 'Ritu Reviewer');
    blindApp = await submittedThroughApi(t.app, { companyName: 'Gram Solar' });
    openApp = await submittedThroughApi(t.app, { companyName: 'Open Fields' });
    // The second founder has other details (the account's name too: the CSV lists the team's accounts), so a leak of
    // the first is the first's alone.
    await t.app.database.db
      .updateTable('applications')
      .set({ name: 'Bina Builder', email: 'bina@example.org', phone_no: '9123456780' })
      .where('id', '=', openApp.applicationId)
      .execute();
    await t.app.database.db.updateTable('user').set({ name: 'Bina Builder' }).where('id', '=', openApp.userId).execute();
    const save = async (name: string, blind: boolean) =>
      (
        await op<{ saveReviewStage: Stage[] }>(
          'SaveReviewStage',
          {
            input: {
              name,
              reviewersPerApplication: 1,
              blind,
              criteria: [
                { label: 'Impact', weight: 2 },
                { label: 'Team', weight: 1 },
              ],
            },
          },
          admin,
        )
      ).data!.saveReviewStage;
    await save('Open round', false);
    const stages = await save('Blind round', true);
    [openStage, blindStage] = stages as [Stage, Stage];
    expect(stages.map((s) => [s.name, s.blind])).toEqual([
      ['Open round', false],
      ['Blind round', true],
    ]);
    await op('MoveApplicationsToStage', { applicationIds: [blindApp.applicationId], stageId: blindStage.id }, admin);
    await op('MoveApplicationsToStage', { applicationIds: [openApp.applicationId], stageId: openStage.id }, admin);
    for (const id of [blindApp.applicationId, openApp.applicationId]) {
      expect((await op('AssignReviewer', { applicationId: id, reviewerId: reviewer.userId }, admin)).errors).toBeUndefined();
      expect((await op('DeclareConflict', { applicationId: id, conflict: false }, reviewer)).errors).toBeUndefined();
    }
    fileId = await insertPitchDeckNamedAfterFounder(t.app, blindApp);
    // The founder asks for a correction of their details (the console's data-rights page lists it).
    await t.app.database.db
      .insertInto('correction_requests' as never)
      .values({
        id: randomUUID(),
        user_id: blindApp.userId,
        application_id: blindApp.applicationId,
        field: 'name',
        correction: `My name is ${PERSONAL.name}, phone ${PERSONAL.phone}`,
        status: 'open',
        created_at: new Date().toISOString(),
        resolved_at: null,
        resolved_by: null,
        note: null,
      } as never)
      .execute();
    await writeFounderDetailsIntoNotes(t.app, blindApp.applicationId, admin.cookie);
  });
  afterAll(() => t.close());

  const variablesFor = (id: string): Record<Op, Record<string, unknown>> => ({
    ...consoleOperationVariables(id, blindApp.userId, blindStage.id),
    ReviewStages: {},
    SaveReviewStage: { input: { name: 'Sneaky', reviewersPerApplication: 1, criteria: [{ label: 'A', weight: 1 }] } },
    DeleteReviewStage: { stageId: blindStage.id },
    AutoAssignStage: { stageId: blindStage.id },
    StageLoads: { stageId: blindStage.id },
    ApplicationStage: { applicationId: id },
    AssignReviewer: { applicationId: id, reviewerId: reviewer.userId },
    UnassignReviewer: { applicationId: id, reviewerId: reviewer.userId },
    ConflictDeclarations: { stageId: blindStage.id },
    MoveApplicationsToStage: { applicationIds: [id], stageId: openStage.id },
    MoveTopApplications: { fromStageId: blindStage.id, toStageId: openStage.id, count: 1 },
    MyReviewQueue: { stageId: null, page: 1 },
    MyReview: { applicationId: id },
    DeclareConflict: { applicationId: id, conflict: false },
    ScoreReview: { applicationId: id, scores: blindStage.criteria.map((c) => ({ criterionId: c.id, score: 4 })), confidence: 2 },
  });

  it('no answer the reviewer can get about the blind stage’s application names its founder', async () => {
    const id = blindApp.applicationId;
    const responses: Answer[] = [];
    const variables = variablesFor(id);
    expect(Object.keys(variables).sort()).toEqual(
      [...Object.keys(CONSOLE_OPERATIONS), ...Object.keys(REVIEW_STAGE_OPERATIONS)].sort(),
    );
    // Mutations that would move the application out of the blind stage come last, so every read sees it blind.
    const last: Op[] = ['MoveApplicationsToStage', 'MoveTopApplications', 'UnassignReviewer', 'DeleteReviewStage'];
    const order = [...(Object.keys(variables) as Op[]).filter((k) => !last.includes(k)), ...last];
    for (const name of order) responses.push({ what: name, text: JSON.stringify(await op(name, variables[name], reviewer)) });
    // Searched by the founder's email or name, the list finds nothing (no confirming oracle); by company it does.
    for (const search of [PERSONAL.email, PERSONAL.name]) {
      const found = await op<{ consoleApplications: { total: number } }>(
        'ConsoleApplications',
        { filter: { search }, page: 1 },
        reviewer,
      );
      expect(found.data?.consoleApplications.total).toBe(0);
    }
    const byCompany = await op<{ consoleApplications: { items: { id: string; founderName: string | null }[] } }>(
      'ConsoleApplications',
      { filter: { search: 'Gram Solar' }, page: 1 },
      reviewer,
    );
    expect(byCompany.data?.consoleApplications.items).toEqual([expect.objectContaining({ id, founderName: null })]);
    const byName = await op<{ consoleApplications: { items: unknown[] } }>(
      'ConsoleApplications',
      { sort: { field: 'founderName', direction: 'asc' }, page: 1 },
      reviewer,
    );
    responses.push({ what: 'list by founder name', text: JSON.stringify(byName) });
    responses.push(...(await reviewerDownloads(t.app, { cookie: reviewer.cookie, fileId, companyName: 'Gram Solar' })));
    const corrections = await t.app.inject({
      method: 'GET',
      url: PRIVACY_PATHS.consoleCorrections,
      headers: { cookie: reviewer.cookie },
    });
    expect(corrections.statusCode).toBe(200);
    expect(corrections.json()).toMatchObject({
      corrections: [expect.objectContaining({ applicationId: id, founderName: null })],
    });
    responses.push({ what: 'correction requests', text: corrections.body });

    expectBlindDetail(responses);
    const publish = JSON.parse(responses.find((r) => r.what === 'PublishDecision')!.text) as {
      errors: { extensions: { code: string } }[];
    };
    expect(publish.errors[0]!.extensions.code).toBe('FORBIDDEN');
    for (const { what, text } of responses) expect({ what, leaks: leaks(text) }).toEqual({ what, leaks: [] });
  });

  it('the same reviewer sees the founder of an application in a stage that is not blind; admins see both', async () => {
    const open = await op<{ consoleApplication: { name: string; blind: boolean } }>(
      'ConsoleApplication',
      { id: openApp.applicationId },
      reviewer,
    );
    expect(open.data!.consoleApplication).toMatchObject({ name: 'Bina Builder', blind: false });
    const csv = await t.app.inject({ method: 'GET', url: '/console/export.csv', headers: { cookie: reviewer.cookie } });
    expect(csv.body).toContain('bina@example.org');
    const asAdmin = await op('ConsoleApplication', { id: blindApp.applicationId }, admin);
    expect(leaks(JSON.stringify(asAdmin))).toEqual(expect.arrayContaining(['name', 'email', 'phone']));
    const adminCorrections = await t.app.inject({
      method: 'GET',
      url: PRIVACY_PATHS.consoleCorrections,
      headers: { cookie: admin.cookie },
    });
    expect(leaks(adminCorrections.body)).toEqual(expect.arrayContaining(['name', 'phone']));
    // The switch follows the stage: turned off, the application is no longer blind to the reviewer.
    await op(
      'SaveReviewStage',
      {
        input: {
          id: blindStage.id,
          name: 'Blind round',
          reviewersPerApplication: 1,
          blind: false,
          criteria: [
            { label: 'Impact', weight: 2 },
            { label: 'Team', weight: 1 },
          ],
        },
      },
      admin,
    );
    const unblinded = await op<{ consoleApplication: { blind: boolean; name: string } }>(
      'ConsoleApplication',
      { id: blindApp.applicationId },
      reviewer,
    );
    expect(unblinded.data!.consoleApplication).toMatchObject({ blind: false, name: PERSONAL.name });
  });
});
