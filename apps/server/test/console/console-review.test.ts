import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/texts/messages';
import { DECISION_TEXTS, REVIEW_MESSAGES } from '@portal/shared/review/review';
import { firstError, runOperation } from '../support/graphql-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { accountWithRole, CONSOLE_ENV, outboxEmails, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';

interface Detail {
  id: string;
  status: string;
  decision: string | null;
  companyName: string;
  scoreSummary: { rawMean: number | null; reviewers: number };
  history: {
    action: string;
    fromStatus: string | null;
    toStatus: string;
    note: string | null;
    actorName: string;
    createdAt: string;
  }[];
  scores: { criterion: string; score: number; reviewerName: string }[];
  comments: { body: string; authorName: string }[];
}
type ViewerData = { viewer: { application: { status: string }; decision: { outcome: string; publishedAt: string } | null } };

/** The pipeline after 'submitted': audited moves, scores, comments, published decisions, emails. */
describe.each(TEST_DIALECTS)('review pipeline (%s)', (dialect) => {
  let t: TestApp;
  let founder: { cookie: string; applicationId: string; userId: string };
  let reviewer: { cookie: string };
  let second: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
    founder = await submittedThroughApi(t.app, { companyName: 'Gram Solar' });
    reviewer = await accountWithRole(t.app, 'reviewer', 'Ritu Reviewer');
    second = await accountWithRole(t.app, 'reviewer', 'Sam Second');
  });
  afterAll(() => t.close());

  const detail = async (cookie = reviewer.cookie) =>
    (await runOperation<{ consoleApplication: Detail }>(t.app, 'ConsoleApplication', { id: founder.applicationId }, cookie)).data!
      .consoleApplication;

  it('the submit sends the founder a receipt with the application id and a summary', async () => {
    const emails = await outboxEmails(t);
    const receipt = emails.find((e) => e.includes(founder.applicationId))!;
    expect(receipt).toContain('we received your application (Gram Solar)');
    expect(receipt).toContain(`Application ID: ${founder.applicationId}`);
    expect(receipt).toContain('Location: Pune, Maharashtra');
    expect(receipt).toContain('Total funding raised: ₹15,00,000');
  });

  it('every status change is audited: who, when, from, to and the note', async () => {
    const moved = await runOperation<{ changeApplicationStatus: { status: string } }>(
      t.app,
      'ChangeApplicationStatus',
      { applicationId: founder.applicationId, status: 'under-review', note: 'First look' },
      reviewer.cookie,
    );
    expect(moved.data?.changeApplicationStatus.status).toBe('under-review');
    await runOperation(
      t.app,
      'ChangeApplicationStatus',
      { applicationId: founder.applicationId, status: 'shortlisted' },
      second.cookie,
    );
    const { history, status } = await detail();
    expect(status).toBe('shortlisted');
    expect(
      history.map(({ fromStatus, toStatus, note, actorName, action }) => ({ fromStatus, toStatus, note, actorName, action })),
    ).toEqual([
      {
        fromStatus: 'submitted',
        toStatus: 'under-review',
        note: 'First look',
        actorName: 'Ritu Reviewer',
        action: 'status_changed',
      },
      { fromStatus: 'under-review', toStatus: 'shortlisted', note: null, actorName: 'Sam Second', action: 'status_changed' },
    ]);
    expect(Date.parse(history[0]!.createdAt)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses unknown statuses, no-op moves and overlong notes with clear messages', async () => {
    const id = founder.applicationId;
    expect(
      firstError(
        await runOperation(t.app, 'ChangeApplicationStatus', { applicationId: id, status: 'in-progress' }, reviewer.cookie),
      ).message,
    ).toBe(REVIEW_MESSAGES.STATUS_INVALID);
    expect(
      firstError(
        await runOperation(t.app, 'ChangeApplicationStatus', { applicationId: id, status: 'shortlisted' }, reviewer.cookie),
      ).message,
    ).toBe(REVIEW_MESSAGES.STATUS_UNCHANGED);
    expect(
      firstError(
        await runOperation(
          t.app,
          'ChangeApplicationStatus',
          { applicationId: id, status: 'accepted', note: 'x'.repeat(3000) },
          reviewer.cookie,
        ),
      ).message,
    ).toBe(REVIEW_MESSAGES.NOTE_TOO_LONG);
    expect(
      firstError(
        await runOperation(t.app, 'ChangeApplicationStatus', { applicationId: 'nope', status: 'accepted' }, reviewer.cookie),
      ).code,
    ).toBe('NOT_FOUND');
    expect((await detail()).history).toHaveLength(2);
  });

  it('scores per criterion (1–5) make the average; comments stay with the team', async () => {
    const id = founder.applicationId;
    await runOperation(
      t.app,
      'ScoreApplication',
      {
        applicationId: id,
        scores: [
          { criterion: 'team', score: 5 },
          { criterion: 'market', score: 4 },
        ],
      },
      reviewer.cookie,
    );
    await runOperation(
      t.app,
      'ScoreApplication',
      { applicationId: id, scores: [{ criterion: 'team', score: 3 }] },
      second.cookie,
    );
    // A reviewer re-scoring replaces their own score.
    const rescored = await runOperation<{ scoreApplication: { scoreSummary: { rawMean: number | null; reviewers: number } } }>(
      t.app,
      'ScoreApplication',
      { applicationId: id, scores: [{ criterion: 'market', score: 2 }] },
      reviewer.cookie,
    );
    // No review stages in this cohort: the global rubric's figures, unweighted and not calibrated.
    expect(rescored.data?.scoreApplication.scoreSummary).toMatchObject({
      source: 'global',
      rawMean: 3.33,
      weightedMean: 3.33,
      calibrated: null,
      uncalibratedReason: 'global-rubric',
      reviewers: 2,
    });
    expect(
      firstError(
        await runOperation(
          t.app,
          'ScoreApplication',
          { applicationId: id, scores: [{ criterion: 'team', score: 6 }] },
          reviewer.cookie,
        ),
      ).message,
    ).toBe(REVIEW_MESSAGES.SCORE_INVALID);
    expect(
      firstError(
        await runOperation(
          t.app,
          'ScoreApplication',
          { applicationId: id, scores: [{ criterion: 'looks', score: 3 }] },
          reviewer.cookie,
        ),
      ).message,
    ).toBe(REVIEW_MESSAGES.CRITERION_INVALID);

    await runOperation(t.app, 'AddReviewComment', { applicationId: id, body: '  Strong ground network.  ' }, reviewer.cookie);
    expect(
      firstError(await runOperation(t.app, 'AddReviewComment', { applicationId: id, body: '   ' }, reviewer.cookie)).message,
    ).toBe(REVIEW_MESSAGES.COMMENT_REQUIRED);
    expect((await detail()).comments.map(({ body, authorName }) => ({ body, authorName }))).toEqual([
      { body: 'Strong ground network.', authorName: 'Ritu Reviewer' },
    ]);

    const table = await runOperation<{
      consoleApplications: { items: { id: string; scoreSummary: { rawMean: number; reviewers: number } }[] };
    }>(t.app, 'ConsoleApplications', {}, reviewer.cookie);
    expect(table.data?.consoleApplications.items.find((i) => i.id === id)?.scoreSummary).toEqual(
      rescored.data?.scoreApplication.scoreSummary,
    );
    expect((await detail()).scoreSummary).toEqual(rescored.data?.scoreApplication.scoreSummary);
  });

  it('the applicant sees "submitted" until a decision is published, then the decision (and an email)', async () => {
    const id = founder.applicationId;
    const before = await runOperation<ViewerData>(t.app, 'Viewer', {}, founder.cookie);
    expect(before.data?.viewer.application.status).toBe('submitted');
    expect(before.data?.viewer.decision).toBeNull();

    expect(firstError(await runOperation(t.app, 'PublishDecision', { applicationId: id }, reviewer.cookie)).message).toBe(
      REVIEW_MESSAGES.NOT_A_DECISION,
    );
    await runOperation(
      t.app,
      'ChangeApplicationStatus',
      { applicationId: id, status: 'accepted', note: 'Unanimous' },
      reviewer.cookie,
    );
    const stillHidden = await runOperation<ViewerData>(t.app, 'Viewer', {}, founder.cookie);
    expect(stillHidden.data?.viewer.decision).toBeNull();
    expect(stillHidden.data?.viewer.application.status).toBe('submitted');

    const published = await runOperation<{ publishDecision: { decision: string; decisionPublishedAt: string } }>(
      t.app,
      'PublishDecision',
      { applicationId: id },
      reviewer.cookie,
    );
    expect(published.data?.publishDecision.decision).toBe('accepted');
    expect((await detail()).history.at(-1)).toMatchObject({
      action: 'decision_published',
      toStatus: 'accepted',
      actorName: 'Ritu Reviewer',
      createdAt: published.data?.publishDecision.decisionPublishedAt,
    });
    expect(firstError(await runOperation(t.app, 'PublishDecision', { applicationId: id }, reviewer.cookie)).message).toBe(
      REVIEW_MESSAGES.ALREADY_PUBLISHED,
    );

    const after = await runOperation<ViewerData>(t.app, 'Viewer', {}, founder.cookie);
    expect(after.data?.viewer.decision?.outcome).toBe('accepted');
    // The wizard's semantics are unchanged: the application stays submitted (and locked).
    expect(after.data?.viewer.application.status).toBe('submitted');
    const edit = await runOperation(
      t.app,
      'SaveFundingInfo',
      { applicationId: id, input: { equityFunding: '1' } },
      founder.cookie,
    );
    expect(firstError(edit).message).toBe(MESSAGES.APPLICATION_LOCKED);

    const email = (await outboxEmails(t)).find((e) => e.includes(DECISION_TEXTS.accepted.title));
    expect(email).toContain(DECISION_TEXTS.accepted.text);
  });
});
