import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { BUSINESS, COMPANY, FUNDING, PERSONAL, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';

interface Detail {
  description: string;
  blind: boolean;
  appliedBefore: { applicationId: string; cohortName: string; submittedAt: string | null; decision: string | null }[] | null;
  changesSinceLast: { field: string; label: string; before: string | null; after: string | null }[] | null;
  duplicates: { applicationId: string | null }[];
}

const DAY = 24 * 60 * 60 * 1000;
const ist = (offsetDays: number): string =>
  `${new Date(Date.now() + offsetDays * DAY + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 19)}+05:30`;

/** A ready upload of the application, as the tus upload leaves it (no bytes are read here). */
const storeDeck = (app: FastifyInstance, applicationId: string, ownerId: string, name: string, size: number) => {
  const now = new Date().toISOString();
  const id = randomUUID();
  return app.database.db
    .insertInto('files')
    .values({
      id,
      owner_id: ownerId,
      application_id: applicationId,
      kind: 'pitch_deck',
      name,
      type: 'application/pdf',
      size,
      sha256: null,
      storage_key: `k-${id}`,
      status: 'ready',
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
};

const NEW_DESCRIPTION = 'Solar cold rooms for farmer producer groups, now in 40 villages with a pay-per-crate model.';

/**
 * A returning founder (issue 49, docs/cohorts.md): the reviewer of the new application sees which cohort they applied
 * to before, its published decision, and what changed since; in blind review none of it. Duplicates stay in a cohort.
 */
describe.each(TEST_DIALECTS)('returning founder on the console (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let admin: string;
  let reviewer: string;
  let first: Awaited<ReturnType<typeof submittedThroughApi>>;
  let otherAccountFirst: Awaited<ReturnType<typeof submittedThroughApi>>;
  let againId: string;
  let sameCohortTwin: Awaited<ReturnType<typeof submittedThroughApi>>;

  const detail = async (id: string, cookie: string) => {
    const answer = await runOperation<{ consoleApplication: Detail }>(t.app, 'ConsoleApplication', { id }, cookie);
    expect(answer.errors).toBeUndefined();
    return answer.data!.consoleApplication;
  };

  beforeAll(async () => {
    admin = (await accountWithRole(t.app, 'admin')).cookie;
    reviewer = (await accountWithRole(t.app, 'reviewer')).cookie;
    // Winter: the founder applies, and another account with the same phone and email applies too.
    first = await submittedThroughApi(t.app, { companyName: 'Gram Solar' });
    await storeDeck(t.app, first.applicationId, first.userId, 'deck.pdf', 2048);
    otherAccountFirst = await submittedThroughApi(t.app, { companyName: 'Gram Solar' });

    // Summer: a new cohort, Winter closes; the founder applies again with a new description and a new deck.
    const created = await runOperation<{ createCohort: { id: string } }>(
      t.app,
      'CreateCohort',
      { input: { nameEn: 'Summer 2026', nameHi: 'समर 2026', description: null, opensAt: ist(-1), closesAt: ist(30) } },
      admin,
    );
    const summer = created.data!.createCohort.id;
    expect((await runOperation(t.app, 'CloseCohortNow', { cohortId: 'first' }, admin)).errors).toBeUndefined();
    const started = await runOperation<{ startApplication: { id: string } }>(
      t.app,
      'StartApplication',
      { cohortId: summer },
      first.cookie,
    );
    againId = started.data!.startApplication.id;
    const steps: [string, Record<string, unknown>][] = [
      ['SavePersonalInfo', { input: PERSONAL }],
      [
        'SaveCompanyInfo',
        {
          applicationId: againId,
          input: { ...COMPANY, companyName: 'Gram Solar', dpiitNumber: '', description: NEW_DESCRIPTION },
        },
      ],
      ['SaveBusinessDetails', { applicationId: againId, input: BUSINESS }],
      ['SaveFundingInfo', { applicationId: againId, input: FUNDING }],
    ];
    for (const [operation, variables] of steps)
      expect((await runOperation(t.app, operation as 'SavePersonalInfo', variables, first.cookie)).errors).toBeUndefined();
    await t.app.database.db
      .updateTable('applications')
      .set({ video_url: `/files/${againId}` })
      .where('id', '=', againId)
      .execute();
    await storeDeck(t.app, againId, first.userId, 'deck-v2.pdf', 3 * 1024 * 1024);
    const submitted = await runOperation(t.app, 'SubmitApplication', { applicationId: againId }, first.cookie);
    expect(submitted.errors).toBeUndefined();
    // Another account in Summer with the same phone and email: a possible duplicate there.
    sameCohortTwin = await submittedThroughApi(t.app, { companyName: 'Neer Filters' });
  });

  it('shows the earlier cohort with its published decision only, and exactly the fields that changed', async () => {
    const decide = await runOperation(
      t.app,
      'ChangeApplicationStatus',
      { applicationId: first.applicationId, status: 'rejected', note: null },
      admin,
    );
    expect(decide.errors).toBeUndefined();
    const unpublished = await detail(againId, reviewer);
    expect(unpublished.appliedBefore).toEqual([
      { applicationId: first.applicationId, cohortName: 'Winter 2025 Cohort', submittedAt: expect.any(String), decision: null },
    ]);
    expect((await runOperation(t.app, 'PublishDecision', { applicationId: first.applicationId }, admin)).errors).toBeUndefined();

    const seen = await detail(againId, reviewer);
    expect(seen.blind).toBe(false);
    expect(seen.appliedBefore).toEqual([expect.objectContaining({ cohortName: 'Winter 2025 Cohort', decision: 'rejected' })]);
    expect(seen.changesSinceLast).toEqual([
      { field: 'description', label: 'Company Description', before: COMPANY.description, after: NEW_DESCRIPTION },
      { field: 'pitchDeckUrl', label: 'Pitch Deck', before: 'deck.pdf (2 KB)', after: 'deck-v2.pdf (3.0 MB)' },
    ]);
    // The earlier application has nothing before it; another account's first application is no history of this one.
    expect(await detail(first.applicationId, reviewer)).toMatchObject({ appliedBefore: [], changesSinceLast: [] });
    expect(await detail(sameCohortTwin.applicationId, reviewer)).toMatchObject({ appliedBefore: [], changesSinceLast: [] });
  });

  it('duplicates are matched within a cohort: the same founder or another account in an earlier one is no duplicate', async () => {
    const ids = async (id: string) => (await detail(id, admin)).duplicates.map((d) => d.applicationId);
    expect(await ids(againId)).toEqual([sameCohortTwin.applicationId]);
    expect(await ids(sameCohortTwin.applicationId)).toEqual([againId]);
    expect(await ids(first.applicationId)).toEqual([otherAccountFirst.applicationId]);
  });

  it('in a blind stage the reviewer gets nothing of the earlier application or its decision; the admin still does', async () => {
    const stages = await runOperation<{ saveReviewStage: { id: string; name: string }[] }>(
      t.app,
      'SaveReviewStage',
      { input: { name: 'Blind round', reviewersPerApplication: 1, blind: true, criteria: [{ label: 'Impact', weight: 1 }] } },
      admin,
    );
    const stageId = stages.data!.saveReviewStage.find((s) => s.name === 'Blind round')!.id;
    const moved = await runOperation(t.app, 'MoveApplicationsToStage', { applicationIds: [againId], stageId }, admin);
    expect(moved.errors).toBeUndefined();
    const blind = await detail(againId, reviewer);
    expect(blind).toMatchObject({ blind: true, appliedBefore: null, changesSinceLast: null });
    expect(JSON.stringify(blind)).not.toMatch(/Winter 2025|deck\.pdf|Cold storage for farmers/);
    expect((await detail(againId, admin)).appliedBefore).toHaveLength(1);
  });
});
