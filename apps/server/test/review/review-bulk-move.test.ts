import { ERROR_CODE } from '@portal/shared/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MOVE_TEXTS } from '@portal/shared/review/bulk-move';
import { REVIEW_MESSAGES } from '@portal/shared/review/review';
import { BULK_MOVE_MAX, REVIEW_STAGE_MESSAGES } from '@portal/shared/review/review-stages';
import { firstError, founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { accountWithRole, CONSOLE_ENV, seedSubmitted } from '../support/fixtures/console-fixtures.ts';

type Account = { cookie: string; userId: string };
interface Stage {
  id: string;
  name: string;
  applicationCount: number;
}
interface HistoryLine {
  action: string;
  fromStatus: string | null;
  toStatus: string;
  actorName: string;
}

/** Moving hand-picked applications from the console's list to a stage (MoveApplicationsToStage, docs/review-stages.md). */
describe.each(TEST_DIALECTS)('bulk move of chosen applications (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let reviewer: Account;
  let draft: Account & { applicationId: string };
  let picked: string[];
  let screening: Stage;
  let interview: Stage;

  const op = async <D>(name: Parameters<typeof runOperation>[1], variables: Record<string, unknown>, who: { cookie?: string }) =>
    runOperation<D>(t.app, name, variables, who.cookie);
  const move = (applicationIds: string[], stageId: string, who: { cookie?: string } = admin) =>
    op<{ moveApplicationsToStage: { moved: number; stages: Stage[] } }>(
      'MoveApplicationsToStage',
      { applicationIds, stageId },
      who,
    );
  const stageOf = async (applicationId: string) =>
    (await op<{ applicationStage: { stage: { name: string } | null } }>('ApplicationStage', { applicationId }, admin)).data!
      .applicationStage.stage?.name ?? null;
  const stageMoves = async (applicationId: string) =>
    (await op<{ consoleApplication: { history: HistoryLine[] } }>('ConsoleApplication', { id: applicationId }, admin))
      .data!.consoleApplication.history.filter((h) => h.action === 'stage_moved')
      .map((h) => [h.fromStatus, h.toStatus, h.actorName]);
  const saveStage = async (name: string) =>
    (
      await op<{ saveReviewStage: Stage[] }>(
        'SaveReviewStage',
        { input: { name, reviewersPerApplication: 1, criteria: [{ label: 'Team', weight: 1 }] } },
        admin,
      )
    ).data!.saveReviewStage.find((s) => s.name === name)!;

  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
    admin = await accountWithRole(t.app, 'admin', 'Anita Admin');
    reviewer = await accountWithRole(t.app, 'reviewer', 'Ravi Reviewer');
    draft = await founderWithApplication(t.app);
    picked = await seedSubmitted(t.app, [
      { companyName: 'Gram Solar' },
      { companyName: 'Naga Cold' },
      { companyName: 'Kisan Link' },
    ]);
    screening = await saveStage('Screening');
    interview = await saveStage('Interview');
  });
  afterAll(() => t.close());

  it('moves the chosen applications in one call and writes each move in its history', async () => {
    const [a, b, c] = picked as [string, string, string];
    const first = await move([a, b], screening.id);
    expect(first.errors).toBeUndefined();
    expect(first.data!.moveApplicationsToStage.moved).toBe(2);
    expect(first.data!.moveApplicationsToStage.stages.map((s) => [s.name, s.applicationCount])).toEqual([
      ['Screening', 2],
      ['Interview', 0],
    ]);
    expect(await stageMoves(a)).toEqual([[null, 'Screening', 'Anita Admin']]);

    // c is already in Interview: it stays as it was (no second history line); a and b move on from Screening.
    expect((await move([c], interview.id)).data!.moveApplicationsToStage.moved).toBe(1);
    const second = await move([a, b, c, a], interview.id);
    expect(second.data!.moveApplicationsToStage.moved).toBe(2);
    for (const id of [a, b]) expect(await stageOf(id)).toBe('Interview');
    expect(await stageMoves(b)).toEqual([
      [null, 'Screening', 'Anita Admin'],
      ['Screening', 'Interview', 'Anita Admin'],
    ]);
    expect(await stageMoves(c)).toEqual([[null, 'Interview', 'Anita Admin']]);
  });

  it('refuses the whole move when an id is unknown or names a draft, naming them, and moves none', async () => {
    const [a, b] = picked as [string, string];
    const refused = await move([a, 'no-such-application', b, draft.applicationId], screening.id);
    expect(refused.data?.moveApplicationsToStage ?? null).toBeNull();
    const error = firstError(refused);
    expect(error.code).toBe(ERROR_CODE.APPLICATION_NOT_FOUND);
    expect(error.message).toBe(BULK_MOVE_TEXTS.unknownApplications(2));
    expect([...(error.details ?? [])].sort()).toEqual(['no-such-application', draft.applicationId].sort());
    for (const id of [a, b]) expect(await stageOf(id)).toBe('Interview');
    expect(await stageMoves(a)).toHaveLength(2);
    expect(firstError(await move([a], 'no-such-stage')).message).toBe(REVIEW_STAGE_MESSAGES.STAGE_NOT_FOUND);
  });

  it(`takes from 1 to ${BULK_MOVE_MAX} applications per call, with a clear message beyond`, async () => {
    expect(firstError(await move([], screening.id))).toMatchObject({
      code: ERROR_CODE.VALIDATION_FAILED,
      message: REVIEW_STAGE_MESSAGES.MOVE_NONE,
    });
    const many = await seedSubmitted(
      t.app,
      Array.from({ length: BULK_MOVE_MAX }, (_, i) => ({ companyName: `Seed ${i}` })),
    );
    const tooMany = await move([...many, picked[0]!], screening.id);
    expect(firstError(tooMany)).toMatchObject({
      code: ERROR_CODE.VALIDATION_FAILED,
      message: REVIEW_STAGE_MESSAGES.MOVE_TOO_MANY,
    });
    expect(await stageOf(many[0]!)).toBeNull();
    const all = await move(many, screening.id);
    expect(all.errors).toBeUndefined();
    expect(all.data!.moveApplicationsToStage.moved).toBe(BULK_MOVE_MAX);
    expect(all.data!.moveApplicationsToStage.stages.find((s) => s.id === screening.id)!.applicationCount).toBe(BULK_MOVE_MAX);
    expect(await stageMoves(many[BULK_MOVE_MAX - 1]!)).toEqual([[null, 'Screening', 'Anita Admin']]);
  });

  it('is for admins only: a reviewer is told so, founders and visitors are told the console does not exist', async () => {
    const [a] = picked as [string];
    expect(firstError(await move([a], screening.id, reviewer))).toMatchObject({
      code: ERROR_CODE.FORBIDDEN,
      message: REVIEW_MESSAGES.ADMIN_ONLY,
    });
    expect(firstError(await move([a], screening.id, draft)).code).toBe(ERROR_CODE.NOT_FOUND);
    expect(firstError(await move([a], screening.id, {})).code).toBe(ERROR_CODE.NOT_FOUND);
    expect(await stageOf(a)).toBe('Interview');
  });
});
