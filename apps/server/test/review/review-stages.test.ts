import { ERROR_CODE } from '@portal/shared/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_STAGE_MESSAGES, REVIEW_STAGE_TEXTS } from '@portal/shared/review/review-stages';
import type { MyReview } from '@portal/shared/review/review-stages-records';
import { firstError, runOperation } from '../support/graphql-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { accountWithRole, CONSOLE_ENV, seedSubmitted, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';

interface Stage {
  id: string;
  name: string;
  reviewersPerApplication: number;
  applicationCount: number;
  criteria: { id: string; key: string; label: string; weight: number }[];
}
interface Load {
  reviewerId: string;
  assigned: number;
  done: number;
}
type Review = MyReview;
interface Queue {
  toDo: number;
  done: number;
  items: { applicationId: string; status: string; companyName: string | null; city: string | null }[];
}
type Account = { cookie: string; userId: string };

const REVIEWERS = 7;
const APPLICATIONS = 40;

/** Stages, load-balanced assignment, conflicts of interest, stage rubrics and bulk moves (docs/review-stages.md). */
describe.each(TEST_DIALECTS)('review stages (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let reviewers: Account[];
  let founder: Account & { applicationId: string };
  let seeded: string[];
  let screening: Stage;
  let interview: Stage;

  const op = async <D>(
    name: Parameters<typeof runOperation>[1],
    variables: Record<string, unknown>,
    who: Account | { cookie?: string },
  ) => runOperation<D>(t.app, name, variables, who.cookie);
  const loads = async (stageId: string) => (await op<{ stageLoads: Load[] }>('StageLoads', { stageId }, admin)).data!.stageLoads;
  const queueOf = async (who: Account) =>
    (await op<{ myReviewQueue: Queue }>('MyReviewQueue', { stageId: null, page: 1 }, who)).data!.myReviewQueue;
  const assigneesOf = async (applicationId: string) =>
    (
      await op<{ applicationStage: { assignments: { reviewerId: string; status: string }[] } }>(
        'ApplicationStage',
        { applicationId },
        admin,
      )
    ).data!.applicationStage.assignments;

  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
    admin = await accountWithRole(t.app, 'admin', 'Anita Admin');
    reviewers = [];
    for (let i = 0; i < REVIEWERS; i++) reviewers.push(await accountWithRole(t.app, 'reviewer', `Reviewer ${i}`));
    founder = await submittedThroughApi(t.app, { companyName: 'Gram Solar' });
    seeded = await seedSubmitted(
      t.app,
      Array.from({ length: APPLICATIONS - 1 }, (_, i) => ({ companyName: `Seed ${i}`, city: 'Nashik' })),
    );
  });
  afterAll(() => t.close());

  it('an admin sets up a pipeline of stages, each with its rubric, weights and reviewers per application', async () => {
    const first = await op<{ saveReviewStage: Stage[] }>(
      'SaveReviewStage',
      {
        input: {
          name: 'Screening',
          reviewersPerApplication: 3,
          criteria: [
            { label: 'Rural impact', weight: 2 },
            { label: 'Team', weight: 1 },
          ],
        },
      },
      admin,
    );
    expect(first.errors).toBeUndefined();
    const second = await op<{ saveReviewStage: Stage[] }>(
      'SaveReviewStage',
      { input: { name: 'Interview', reviewersPerApplication: 2, criteria: [{ label: 'Pitch', weight: 1 }] } },
      admin,
    );
    const stages = second.data!.saveReviewStage;
    expect(stages.map((s) => [s.name, s.reviewersPerApplication, s.criteria.map((c) => `${c.label}×${c.weight}`)])).toEqual([
      ['Screening', 3, ['Rural impact×2', 'Team×1']],
      ['Interview', 2, ['Pitch×1']],
    ]);
    [screening, interview] = stages as [Stage, Stage];
  });

  it('refuses bad stage input with a clear message, and reviewers may not change stages', async () => {
    const bad = (input: Record<string, unknown>) =>
      op(
        'SaveReviewStage',
        { input: { name: 'X', reviewersPerApplication: 2, criteria: [{ label: 'A', weight: 1 }], ...input } },
        admin,
      );
    expect(firstError(await bad({ name: ' ' })).message).toBe(REVIEW_STAGE_MESSAGES.STAGE_NAME_REQUIRED);
    expect(firstError(await bad({ reviewersPerApplication: 0 })).message).toBe(REVIEW_STAGE_MESSAGES.REVIEWERS_INVALID);
    expect(firstError(await bad({ criteria: [] })).message).toBe(REVIEW_STAGE_MESSAGES.CRITERIA_REQUIRED);
    expect(firstError(await bad({ criteria: [{ label: 'A', weight: 0 }] })).message).toBe(REVIEW_STAGE_MESSAGES.WEIGHT_INVALID);
    expect(
      firstError(
        await bad({
          criteria: [
            { label: 'Team', weight: 1 },
            { label: 'team', weight: 1 },
          ],
        }),
      ).message,
    ).toBe(REVIEW_STAGE_MESSAGES.CRITERION_DUPLICATE);
    expect(firstError(await bad({ name: 'screening' })).message).toBe(REVIEW_STAGE_MESSAGES.STAGE_NAME_TAKEN);
    const asReviewer = await op(
      'SaveReviewStage',
      { input: { name: 'Y', reviewersPerApplication: 1, criteria: [{ label: 'A', weight: 1 }] } },
      reviewers[0]!,
    );
    expect(firstError(asReviewer).code).toBe(ERROR_CODE.FORBIDDEN);
  });

  it('moves every submitted application into the first stage in one bulk move', async () => {
    const moved = await op<{ moveTopApplications: { moved: number; stages: Stage[] } }>(
      'MoveTopApplications',
      { fromStageId: null, toStageId: screening.id, count: 1000 },
      admin,
    );
    expect(moved.data!.moveTopApplications.moved).toBe(APPLICATIONS);
    expect(moved.data!.moveTopApplications.stages.map((s) => s.applicationCount)).toEqual([APPLICATIONS, 0]);
  });

  it('assigns N reviewers per application with loads within one of each other and varied pairs', async () => {
    const result = await op<{ autoAssignStage: { created: number; loads: Load[] } }>(
      'AutoAssignStage',
      { stageId: screening.id },
      admin,
    );
    expect(result.data!.autoAssignStage.created).toBe(APPLICATIONS * 3);
    const assigned = result.data!.autoAssignStage.loads.map((l) => l.assigned);
    expect(assigned).toHaveLength(REVIEWERS);
    expect(Math.max(...assigned) - Math.min(...assigned)).toBeLessThanOrEqual(1);
    // Every application has three different reviewers, and no pair of reviewers always reviews together.
    const trios = await Promise.all([founder.applicationId, ...seeded].map(assigneesOf));
    expect(trios.every((a) => new Set(a.map((x) => x.reviewerId)).size === 3)).toBe(true);
    const pairs = new Set(
      trios.flatMap((a) =>
        a
          .map((x) => x.reviewerId)
          .sort()
          .flatMap((r, i, all) => all.slice(i + 1).map((s) => `${r}|${s}`)),
      ),
    );
    expect(pairs.size).toBeGreaterThan(10);
    // Running it again adds nobody.
    expect(
      (await op<{ autoAssignStage: { created: number } }>('AutoAssignStage', { stageId: screening.id }, admin)).data!
        .autoAssignStage.created,
    ).toBe(0);
  });

  it('a reviewer sees only their own queue, and before declaring only company name and city', async () => {
    const reviewer = reviewers[0]!;
    const queue = await queueOf(reviewer);
    expect(queue.toDo).toBe((await loads(screening.id)).find((l) => l.reviewerId === reviewer.userId)!.assigned);
    expect(REVIEW_STAGE_TEXTS.queueSummary(queue.toDo, queue.done)).toMatch(/^My reviews: \d+ to do, 0 done$/);
    const first = queue.items[0]!;
    const review = (await op<{ myReview: Review }>('MyReview', { applicationId: first.applicationId }, reviewer)).data!.myReview;
    expect(review).toMatchObject({
      status: 'declare',
      position: 1,
      previousApplicationId: null,
      nextApplicationId: queue.items[1]!.applicationId,
      total: queue.toDo,
    });
    expect(review.city).toBeTruthy();
    // Someone else's application: the same answer as one that does not exist.
    const other = [founder.applicationId, ...seeded].find((id) => !queue.items.some((i) => i.applicationId === id))!;
    expect(firstError(await op('MyReview', { applicationId: other }, reviewer)).message).toBe(REVIEW_STAGE_MESSAGES.NOT_ASSIGNED);
    expect(firstError(await op('MyReview', { applicationId: 'no-such-id' }, reviewer)).message).toBe(
      REVIEW_STAGE_MESSAGES.NOT_ASSIGNED,
    );
    // The application itself stays closed to them until they declare.
    expect(firstError(await op('ConsoleApplication', { id: first.applicationId }, reviewer)).message).toBe(
      REVIEW_STAGE_MESSAGES.DECLARE_FIRST,
    );
    // Scoring before declaring is refused.
    const scores = review.stage.criteria.map((c) => ({ criterionId: c.id, score: 4 }));
    expect(firstError(await op('ScoreReview', { applicationId: first.applicationId, scores }, reviewer)).message).toBe(
      REVIEW_STAGE_MESSAGES.DECLARE_FIRST,
    );
  });

  it('founders and visitors get not-found from every stage operation; reviewers are refused the admin ones', async () => {
    const founderAnswer = await op('MyReviewQueue', { stageId: null, page: 1 }, founder);
    expect(firstError(founderAnswer).code).toBe(ERROR_CODE.NOT_FOUND);
    expect(firstError(await op('ReviewStages', {}, {})).code).toBe(ERROR_CODE.NOT_FOUND);
    expect(firstError(await op('AutoAssignStage', { stageId: screening.id }, founder)).code).toBe(ERROR_CODE.NOT_FOUND);
    expect(firstError(await op('StageLoads', { stageId: screening.id }, reviewers[1]!)).code).toBe(ERROR_CODE.FORBIDDEN);
    expect(firstError(await op('ConflictDeclarations', { stageId: null }, reviewers[1]!)).code).toBe(ERROR_CODE.FORBIDDEN);
    expect(
      firstError(
        await op('MoveApplicationsToStage', { applicationIds: [founder.applicationId], stageId: interview.id }, reviewers[1]!),
      ).code,
    ).toBe(ERROR_CODE.FORBIDDEN);
  });

  it('a declared conflict unassigns the reviewer and assigns another, never the conflicted one again', async () => {
    const reviewer = reviewers[0]!;
    const target = (await queueOf(reviewer)).items[0]!.applicationId;
    const before = await assigneesOf(target);
    expect(firstError(await op('DeclareConflict', { applicationId: target, conflict: true, note: ' ' }, reviewer)).message).toBe(
      REVIEW_STAGE_MESSAGES.CONFLICT_NOTE_REQUIRED,
    );
    const declared = await op<{ declareConflict: Review | null }>(
      'DeclareConflict',
      { applicationId: target, conflict: true, note: 'I advise this company' },
      reviewer,
    );
    expect(declared.errors).toBeUndefined();
    expect(declared.data!.declareConflict).toBeNull();
    const after = await assigneesOf(target);
    expect(after).toHaveLength(3);
    expect(after.map((a) => a.reviewerId)).not.toContain(reviewer.userId);
    expect(after.filter((a) => !before.some((b) => b.reviewerId === a.reviewerId))).toHaveLength(1);
    expect((await queueOf(reviewer)).items.map((i) => i.applicationId)).not.toContain(target);
    // The admin sees the declaration with its note, and cannot put the reviewer back by hand.
    const declarations = (
      await op<{ conflictDeclarations: { reviewerId: string; conflict: boolean; note: string; companyName: string }[] }>(
        'ConflictDeclarations',
        { stageId: screening.id },
        admin,
      )
    ).data!.conflictDeclarations;
    expect(declarations).toContainEqual(
      expect.objectContaining({ reviewerId: reviewer.userId, conflict: true, note: 'I advise this company' }),
    );
    expect(firstError(await op('AssignReviewer', { applicationId: target, reviewerId: reviewer.userId }, admin)).message).toBe(
      REVIEW_STAGE_MESSAGES.REVIEWER_CONFLICTED,
    );
    const again = await loads(screening.id);
    expect(Math.max(...again.map((l) => l.assigned)) - Math.min(...again.map((l) => l.assigned))).toBeLessThanOrEqual(1);
  });

  it('"No conflict" opens the rubric; the reviewer scores every criterion with a confidence, stored weighted', async () => {
    const reviewer = reviewers[1]!;
    const target = (await queueOf(reviewer)).items[0]!.applicationId;
    const opened = await op<{ declareConflict: Review }>('DeclareConflict', { applicationId: target, conflict: false }, reviewer);
    expect(opened.data!.declareConflict.status).toBe('to-do');
    expect(
      (await op<{ consoleApplication: { id: string } }>('ConsoleApplication', { id: target }, reviewer)).data!.consoleApplication
        .id,
    ).toBe(target);
    const [impact, team] = opened.data!.declareConflict.stage.criteria as [Stage['criteria'][number], Stage['criteria'][number]];
    expect(
      firstError(await op('ScoreReview', { applicationId: target, scores: [{ criterionId: impact.id, score: 5 }] }, reviewer))
        .message,
    ).toBe(REVIEW_STAGE_MESSAGES.SCORES_INCOMPLETE);
    expect(
      firstError(
        await op(
          'ScoreReview',
          {
            applicationId: target,
            scores: [
              { criterionId: impact.id, score: 6 },
              { criterionId: team.id, score: 2 },
            ],
          },
          reviewer,
        ),
      ).message,
    ).toBe(REVIEW_STAGE_MESSAGES.SCORES_INCOMPLETE);
    expect(
      firstError(
        await op(
          'ScoreReview',
          {
            applicationId: target,
            scores: [
              { criterionId: impact.id, score: 5 },
              { criterionId: team.id, score: 2 },
            ],
            confidence: 4,
          },
          reviewer,
        ),
      ).message,
    ).toBe(REVIEW_STAGE_MESSAGES.CONFIDENCE_INVALID);
    const scored = await op<{ scoreReview: Review }>(
      'ScoreReview',
      {
        applicationId: target,
        scores: [
          { criterionId: impact.id, score: 5 },
          { criterionId: team.id, score: 2 },
        ],
        confidence: 3,
      },
      reviewer,
    );
    expect(scored.data!.scoreReview).toMatchObject({ status: 'done', confidence: 3, weightedScore: 4 });
    const queue = await queueOf(reviewer);
    expect(queue.done).toBe(1);
    const stored = await t.app.database.db
      .selectFrom('rubric_scores')
      .innerJoin('stage_assignments', 'stage_assignments.id', 'rubric_scores.assignment_id')
      .select(['score'])
      .where('reviewer_id', '=', reviewer.userId)
      .execute();
    expect(stored.map((s) => s.score).sort()).toEqual([2, 5]);
  });

  it('admins add and remove reviewers by hand', async () => {
    const target = seeded[5]!;
    const on = (await assigneesOf(target)).map((a) => a.reviewerId);
    // Not reviewers[0]: the conflict they declared above may have been on this application (their queue's first,
    // which the assignment decides), and a conflicted reviewer is refused by hand (that test's last check).
    const off = reviewers.slice(1).find((r) => !on.includes(r.userId))!;
    const added = await op<{ assignReviewer: { assignments: { reviewerId: string; assignedBy: string }[] } }>(
      'AssignReviewer',
      { applicationId: target, reviewerId: off.userId },
      admin,
    );
    expect(added.data!.assignReviewer.assignments).toContainEqual(
      expect.objectContaining({ reviewerId: off.userId, assignedBy: 'manual' }),
    );
    expect(firstError(await op('AssignReviewer', { applicationId: target, reviewerId: off.userId }, admin)).message).toBe(
      REVIEW_STAGE_MESSAGES.ALREADY_ASSIGNED,
    );
    expect(firstError(await op('AssignReviewer', { applicationId: target, reviewerId: founder.userId }, admin)).message).toBe(
      REVIEW_STAGE_MESSAGES.REVIEWER_INVALID,
    );
    const removed = await op<{ unassignReviewer: { assignments: { reviewerId: string }[] } }>(
      'UnassignReviewer',
      { applicationId: target, reviewerId: off.userId },
      admin,
    );
    expect(removed.data!.unassignReviewer.assignments.map((a) => a.reviewerId).sort()).toEqual([...on].sort());
  });

  it('moves the top applications by mean score to the next stage in bulk, and single ones by hand', async () => {
    // Two more scored applications, one high and one low.
    const scoredAlready = (
      await t.app.database.db.selectFrom('stage_assignments').select('application_id').where('status', '=', 'done').execute()
    ).map((r) => r.application_id);
    const scoreAs = async (reviewer: Account, value: number) => {
      const target = (await queueOf(reviewer)).items.find(
        (i) => i.status === 'declare' && !scoredAlready.includes(i.applicationId),
      )!.applicationId;
      scoredAlready.push(target);
      const opened = (
        await op<{ declareConflict: Review }>('DeclareConflict', { applicationId: target, conflict: false }, reviewer)
      ).data!.declareConflict;
      await op(
        'ScoreReview',
        { applicationId: target, scores: opened.stage.criteria.map((c) => ({ criterionId: c.id, score: value })) },
        reviewer,
      );
      return target;
    };
    const high = await scoreAs(reviewers[2]!, 5);
    const low = await scoreAs(reviewers[3]!, 1);
    // Scored so far: 4 (earlier), 5 and 1; the top two are the 5 and the 4.
    const moved = await op<{ moveTopApplications: { moved: number; stages: Stage[] } }>(
      'MoveTopApplications',
      { fromStageId: screening.id, toStageId: interview.id, count: 2, rankBy: 'mean' },
      admin,
    );
    expect(moved.data!.moveTopApplications.moved).toBe(2);
    expect(moved.data!.moveTopApplications.stages.map((s) => s.applicationCount)).toEqual([APPLICATIONS - 2, 2]);
    const inInterview = (
      await t.app.database.db
        .selectFrom('application_stages')
        .select('application_id')
        .where('stage_id', '=', interview.id)
        .execute()
    ).map((r) => r.application_id);
    expect(inInterview).toContain(high);
    expect(inInterview).not.toContain(low);
    // The low one by hand (review-bulk-move.test.ts covers hand-picked moves and their refusals).
    const single = await op<{ moveApplicationsToStage: { moved: number } }>(
      'MoveApplicationsToStage',
      { applicationIds: [low], stageId: interview.id },
      admin,
    );
    expect(single.data!.moveApplicationsToStage.moved).toBe(1);
    expect(firstError(await op('MoveApplicationsToStage', { applicationIds: [], stageId: interview.id }, admin)).message).toBe(
      REVIEW_STAGE_MESSAGES.MOVE_NONE,
    );
    expect(
      firstError(await op('MoveTopApplications', { fromStageId: screening.id, toStageId: interview.id, count: 0 }, admin))
        .message,
    ).toBe(REVIEW_STAGE_MESSAGES.COUNT_INVALID);
    expect(
      firstError(
        await op('MoveTopApplications', { fromStageId: screening.id, toStageId: interview.id, count: 1, rankBy: 'luck' }, admin),
      ).message,
    ).toBe(REVIEW_STAGE_MESSAGES.RANK_BY_INVALID);
    // In the new stage, two reviewers each, none who declared a conflict; the old stage's queue no longer lists them.
    await op('AutoAssignStage', { stageId: interview.id }, admin);
    for (const id of inInterview) expect(await assigneesOf(id)).toHaveLength(2);
    const queue = await queueOf(reviewers[2]!);
    expect(queue.items.filter((i) => i.applicationId === high && i.status === 'done')).toHaveLength(0);
  });

  it('only a stage that never held an application can be deleted', async () => {
    expect(firstError(await op('DeleteReviewStage', { stageId: screening.id }, admin)).message).toBe(
      REVIEW_STAGE_MESSAGES.STAGE_NOT_EMPTY,
    );
    const extra = (
      await op<{ saveReviewStage: Stage[] }>(
        'SaveReviewStage',
        { input: { name: 'Decision', reviewersPerApplication: 1, criteria: [{ label: 'Fit', weight: 1 }] } },
        admin,
      )
    ).data!.saveReviewStage;
    const deleted = await op<{ deleteReviewStage: Stage[] }>('DeleteReviewStage', { stageId: extra[2]!.id }, admin);
    expect(deleted.data!.deleteReviewStage.map((s) => s.name)).toEqual(['Screening', 'Interview']);
  });
});

/** Rebalancing after a conflict moves only seats the automatic assignment gave (docs/review-stages.md). */
describe.each(TEST_DIALECTS)('a conflict and the seats an admin gave by hand (%s)', (dialect) => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('a reviewer who declares a conflict on one application keeps the others an admin gave them by hand', async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
    const admin = await accountWithRole(t.app, 'admin', 'Anita Admin');
    const [rita, sunil, meera] = [
      await accountWithRole(t.app, 'reviewer', 'Rita'),
      await accountWithRole(t.app, 'reviewer', 'Sunil'),
      await accountWithRole(t.app, 'reviewer', 'Meera'),
    ];
    const op = async <D>(name: Parameters<typeof runOperation>[1], variables: Record<string, unknown>, who: Account) =>
      runOperation<D>(t.app, name, variables, who.cookie);
    const ids = await seedSubmitted(
      t.app,
      ['Naga Cold', 'Gram Solar', 'Kisan Link'].map((companyName) => ({ companyName, city: 'Kohima' })),
    );
    const stage = (
      await op<{ saveReviewStage: Stage[] }>(
        'SaveReviewStage',
        { input: { name: 'Screening', reviewersPerApplication: 1, criteria: [{ label: 'Team', weight: 1 }] } },
        admin,
      )
    ).data!.saveReviewStage[0]!;
    await op('MoveTopApplications', { fromStageId: null, toStageId: stage.id, count: 10 }, admin);
    for (const id of ids)
      expect((await op('AssignReviewer', { applicationId: id, reviewerId: rita.userId }, admin)).errors).toBeUndefined();
    const [conflicted, ...kept] = ids as [string, ...string[]];
    // Rita 3, Sunil and Meera 0; after the conflict Rita 2 and the replacement 1: two apart, but Rita's seats are hers by hand.
    await op('DeclareConflict', { applicationId: conflicted, conflict: true, note: 'I mentor this team' }, rita);
    const queue = (await op<{ myReviewQueue: Queue }>('MyReviewQueue', { stageId: null, page: 1 }, rita)).data!.myReviewQueue;
    expect(queue.items.map((i) => i.applicationId).sort()).toEqual([...kept].sort());
    for (const id of kept) {
      const on = (
        await op<{ applicationStage: { assignments: { reviewerId: string; assignedBy: string }[] } }>(
          'ApplicationStage',
          { applicationId: id },
          admin,
        )
      ).data!.applicationStage.assignments;
      expect(on).toEqual([expect.objectContaining({ reviewerId: rita.userId, assignedBy: 'manual' })]);
    }
    const replacement = (
      await op<{ applicationStage: { assignments: { reviewerId: string }[] } }>(
        'ApplicationStage',
        { applicationId: conflicted },
        admin,
      )
    ).data!.applicationStage.assignments;
    expect(replacement).toHaveLength(1);
    expect([sunil.userId, meera.userId]).toContain(replacement[0]!.reviewerId);
  });
});
