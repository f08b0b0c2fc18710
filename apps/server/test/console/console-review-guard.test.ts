import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CONSOLE_OPERATIONS } from '@portal/shared/graphql/console-operations';
import type { REVIEW_STAGE_OPERATIONS } from '@portal/shared/graphql/review-stages-operations';
import { REVIEW_STAGE_MESSAGES } from '@portal/shared/review/review-stages';
import { firstError, runOperation } from '../support/graphql-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { accountWithRole, CONSOLE_ENV, leaks, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';

type Op = keyof typeof CONSOLE_OPERATIONS | keyof typeof REVIEW_STAGE_OPERATIONS;
type Account = { cookie: string; userId: string };
interface Detail {
  status: string;
  decision: string | null;
  email: string | null;
  scores: unknown[];
  comments: { body: string }[];
  history: unknown[];
}

/**
 * The console's actions on one application check what its detail read checks: a reviewer assigned in a stage acts
 * only after declaring "No conflict", one who declared a conflict not at all, with the read's own refusal; and an
 * action answers with what it changed, never the founder's personal data.
 */
describe.each(TEST_DIALECTS)('console review actions and the declaration (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let declaring: Account;
  let conflicted: Account;
  let applicationId: string;

  const op = <D>(name: Op, variables: Record<string, unknown>, who: Account) =>
    runOperation<D>(t.app, name, variables, who.cookie);
  const detailAsAdmin = async () =>
    (await op<{ consoleApplication: Detail }>('ConsoleApplication', { id: applicationId }, admin)).data!.consoleApplication;
  /** Every console action on one application, with variables that would succeed (PublishDecision after 'accepted'). */
  const actions = (): [Op, Record<string, unknown>][] => [
    ['ChangeApplicationStatus', { applicationId, status: 'accepted', note: 'Strong team' }],
    // Scores on the stage's rubric (its one criterion, Impact): the only rubric of an application in a stage.
    ['ScoreApplication', { applicationId, scores: [{ criterion: 'impact', score: 4 }] }],
    ['AddReviewComment', { applicationId, body: 'Good ground network.' }],
    ['PublishDecision', { applicationId }],
    ['SetReviewConfidence', { applicationId, confidence: 3 }],
  ];

  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
    admin = await accountWithRole(t.app, 'admin', 'Anil Admin');
    declaring = await accountWithRole(t.app, 'reviewer', 'Ritu Reviewer');
    conflicted = await accountWithRole(t.app, 'reviewer', 'Sunil Second');
    ({ applicationId } = await submittedThroughApi(t.app, { companyName: 'Gram Solar' }));
    const stage = (
      await op<{ saveReviewStage: { id: string }[] }>(
        'SaveReviewStage',
        { input: { name: 'Screening', reviewersPerApplication: 2, blind: false, criteria: [{ label: 'Impact', weight: 1 }] } },
        admin,
      )
    ).data!.saveReviewStage[0]!;
    expect(
      (await op('MoveApplicationsToStage', { applicationIds: [applicationId], stageId: stage.id }, admin)).errors,
    ).toBeUndefined();
    for (const reviewer of [declaring, conflicted])
      expect((await op('AssignReviewer', { applicationId, reviewerId: reviewer.userId }, admin)).errors).toBeUndefined();
  });
  afterAll(() => t?.close());

  it('before the declaration, every action is refused as the detail read is, and changes nothing', async () => {
    const before = await detailAsAdmin();
    const read = firstError(await op('ConsoleApplication', { id: applicationId }, declaring));
    expect(read.message).toBe(REVIEW_STAGE_MESSAGES.DECLARE_FIRST);
    for (const [name, variables] of actions()) {
      const refused = firstError(await op(name, variables, declaring));
      expect({ name, code: refused.code, message: refused.message }).toEqual({ name, code: read.code, message: read.message });
    }
    expect(await detailAsAdmin()).toEqual(before);
  });

  it('after declaring a conflict, every action and the read are refused alike, and change nothing', async () => {
    expect(
      (await op('DeclareConflict', { applicationId, conflict: true, note: 'I advise this company' }, conflicted)).errors,
    ).toBeUndefined();
    const before = await detailAsAdmin();
    const read = firstError(await op('ConsoleApplication', { id: applicationId }, conflicted));
    expect(read.message).toBe(REVIEW_STAGE_MESSAGES.REVIEWER_CONFLICTED);
    for (const [name, variables] of actions()) {
      const refused = firstError(await op(name, variables, conflicted));
      expect({ name, code: refused.code, message: refused.message }).toEqual({ name, code: read.code, message: read.message });
    }
    expect(await detailAsAdmin()).toEqual(before);
  });

  it('after "No conflict", each action works and answers with what it changed, without the founder’s personal data', async () => {
    expect((await op('DeclareConflict', { applicationId, conflict: false }, declaring)).errors).toBeUndefined();
    // The stage is not blind: the reviewer's own read shows the founder's email, so a leak below would be real.
    expect(
      (await op<{ consoleApplication: Detail }>('ConsoleApplication', { id: applicationId }, declaring)).data!.consoleApplication
        .email,
    ).toBeTruthy();
    const answers: Record<string, unknown> = {};
    for (const [name, variables] of actions()) {
      const answer = await op(name, variables, declaring);
      expect({ name, errors: answer.errors }).toEqual({ name, errors: undefined });
      expect({ name, leaks: leaks(answer.response.body) }).toEqual({ name, leaks: [] });
      answers[name] = answer.data;
    }
    expect(answers).toEqual({
      ChangeApplicationStatus: {
        changeApplicationStatus: {
          applicationId,
          status: 'accepted',
          change: {
            id: expect.any(String),
            action: 'status_changed',
            fromStatus: 'submitted',
            toStatus: 'accepted',
            note: 'Strong team',
            actorName: 'Ritu Reviewer',
            createdAt: expect.any(String),
          },
        },
      },
      ScoreApplication: {
        scoreApplication: {
          applicationId,
          scoreSummary: {
            source: 'stage',
            stageName: 'Screening',
            reviewers: 1,
            rawMean: 4,
            weightedMean: 4,
            calibrated: null,
            uncalibratedReason: 'too-few-scores',
          },
          scores: [{ criterion: 'impact', score: 4, reviewerId: declaring.userId, reviewerName: 'Ritu Reviewer' }],
        },
      },
      AddReviewComment: {
        addReviewComment: {
          applicationId,
          comment: {
            id: expect.any(String),
            body: 'Good ground network.',
            authorName: 'Ritu Reviewer',
            createdAt: expect.any(String),
          },
        },
      },
      PublishDecision: { publishDecision: { applicationId, decision: 'accepted', decisionPublishedAt: expect.any(String) } },
      SetReviewConfidence: { setReviewConfidence: { applicationId, confidence: 3 } },
    });
    // What the answers said is what the detail read now shows.
    const after = await detailAsAdmin();
    expect(after).toMatchObject({
      status: 'accepted',
      decision: 'accepted',
      comments: [expect.objectContaining({ body: 'Good ground network.' })],
    });
    expect(after.scores).toHaveLength(1);
  });
});
