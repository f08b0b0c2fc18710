import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_OPERATIONS } from '@portal/shared/graphql/console-operations';
import { REVIEW_STAGE_OPERATIONS } from '@portal/shared/graphql/review-stages-operations';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { runOperation, FUNDING } from '../support/graphql-client.ts';
import { createTestApp, signUp, TEST_DIALECTS, TEST_ORIGIN, type TestApp } from '../support/helper.ts';
import { accountWithRole, CONSOLE_ENV, seedSubmitted } from '../support/fixtures/console-fixtures.ts';
import { reviewDb } from '../../src/db/review-tables.ts';
import { consoleOperationVariables, type Answer } from '../support/fixtures/blind-review-kit.ts';
import { insertFirstMembers } from '../support/fixtures/members.ts';

type Op = keyof typeof CONSOLE_OPERATIONS | keyof typeof REVIEW_STAGE_OPERATIONS;
type Account = { cookie: string; userId: string };

/** A founder whose name, email and phone are spelled nowhere else in the app (so a find is a leak, never a label). */
const FOUNDER = { name: 'Zarina Quillfeather', email: 'zarina.q@quillmail.in', phone: '9812345670' };
/** The phone as people write it: spaced, dashed, with +91, and in Devanagari digits. */
const PHONE_WRITTEN = ['98123 45670', '+91-98123-45670', '+91 9812345670', '(+91) 98123 45 670', '९८१२३४५६७०'];
/** Everything of the founder's identity, as it is written into each free-text answer. */
const IDENTITY_TEXT = (where: string) =>
  `${where}: I am ${FOUNDER.name} (ZARINA, quillfeather), write to ${FOUNDER.email} or zarina.q at quillmail, ` +
  `call ${PHONE_WRITTEN.join(' / ')}; instagram @zarinaquillfeather, site zarina-quillfeather.in`;

/**
 * Every way the founder could be named in an answer: each part of the name, the email and its local part (its domain
 * alone, shared by everyone there, is not the founder), the phone's digits through spaces, dashes, dots, brackets and
 * a +91 prefix, and the Devanagari phone.
 */
const leaksOf = (text: string): string[] => {
  const lower = text.toLowerCase();
  const found = ['zarina', 'quillfeather', 'zarina.q', FOUNDER.email].filter((word) => lower.includes(word));
  if (text.replace(/[\s\-.()+]/g, '').includes(FOUNDER.phone)) found.push('phone');
  if (text.includes('९८१२३४५६७०')) found.push('Devanagari phone');
  return found;
};

/** The founder signs up, fills every step with their identity written into each free-text answer, and submits. */
const submitFounderWhoNamesThemselves = async (app: FastifyInstance) => {
  const { cookie, userId } = await signUp(app, { name: FOUNDER.name, email: FOUNDER.email });
  const saved = await runOperation<{ savePersonalInfo: { id: string } }>(app, 'SavePersonalInfo', { input: FOUNDER }, cookie);
  const applicationId = saved.data!.savePersonalInfo.id;
  const steps: [string, Record<string, unknown>][] = [
    [
      'SaveCompanyInfo',
      {
        companyName: `Quillfeather Agro by Zarina`,
        description: IDENTITY_TEXT('About us'),
        foundersCount: 2,
        teamSize: 5,
        city: 'Pune',
        state: 'Maharashtra',
        hasDpiitCertification: true,
        dpiitNumber: `DIPP${FOUNDER.phone}`,
      },
    ],
    [
      'SaveBusinessDetails',
      { sector: 'other', otherSector: `Zarina Quillfeather ${FOUNDER.phone}`, foundingYear: '2020', revenue: '25-50L' },
    ],
    ['SaveFundingInfo', FUNDING],
  ];
  for (const [operation, input] of steps) {
    const result = await runOperation(app, operation as Op, { applicationId, input }, cookie);
    expect(result.errors, operation).toBeUndefined();
  }
  // The three uploads, each named after the founder (the last with the name as its "extension").
  const now = new Date().toISOString();
  const files = [
    { kind: 'video', name: `${FOUNDER.name} ${FOUNDER.phone}.zarina`, type: 'video/mp4' },
    { kind: 'financial_statement', name: `${FOUNDER.email} accounts.pdf`, type: 'application/pdf' },
    { kind: 'pitch_deck', name: `Zarina deck ${PHONE_WRITTEN[1]}.pdf`, type: 'application/pdf' },
  ].map((f) => ({ ...f, id: randomUUID() }));
  await app.database.db
    .insertInto('files')
    .values(
      files.map((f) => ({
        id: f.id,
        owner_id: userId,
        application_id: applicationId,
        kind: f.kind,
        name: f.name,
        type: f.type,
        size: 4,
        sha256: null,
        storage_key: `k-${f.id}`,
        status: 'ready',
        created_at: now,
        updated_at: now,
      })) as never,
    )
    .execute();
  await app.database.db
    .updateTable('applications')
    .set({ video_url: `/files/${files[0]!.id}` })
    .where('id', '=', applicationId)
    .execute();
  const submitted = await runOperation(app, 'SubmitApplication', { applicationId }, cookie);
  expect(submitted.errors).toBeUndefined();
  // After submitting, a correction goes through a request whose field names the founder too.
  const correction = await app.inject({
    method: 'POST',
    url: PRIVACY_PATHS.corrections,
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { field: `Phone of ${FOUNDER.name}, ${FOUNDER.email}, ${PHONE_WRITTEN[0]}`, correction: IDENTITY_TEXT('Fix') },
  });
  expect(correction.statusCode).toBe(201);
  return { applicationId, userId, fileIds: files.map((f) => f.id) };
};

/**
 * The same founder applied to an earlier cohort, naming themselves there too, and was told the decision: a returning
 * founder's history (appliedBefore, changesSinceLast) must not reach a blind reviewer either (issue 49).
 */
const seedEarlierCohortApplication = async (app: FastifyInstance, userId: string) => {
  const db = reviewDb(app.database.db);
  const long = '2024-01-10T00:00:00.000Z';
  await db
    .insertInto('cohorts')
    .values({
      id: 'winter-2024',
      name_en: 'Winter 2024 Cohort',
      name_hi: 'विंटर 2024 कोहोर्ट',
      description: null,
      opens_at: long,
      closes_at: '2024-02-10T00:00:00.000Z',
      archived_at: null,
      created_at: long,
      updated_at: long,
    })
    .execute();
  const id = randomUUID();
  await db
    .insertInto('applications')
    .values({
      id,
      user_id: userId,
      cohort_id: 'winter-2024',
      name: FOUNDER.name,
      email: FOUNDER.email,
      phone_no: FOUNDER.phone,
      startup_name: 'Zarina Quillfeather Farms',
      product: IDENTITY_TEXT('Last year'),
      no_of_founders: 1,
      team_size: 2,
      city: 'Pune',
      state: 'Maharashtra',
      dpiit_cert: 0,
      dpiit_number: null,
      sector: `${FOUNDER.name} crafts`,
      founding_year: '2020',
      revenue: '<25L',
      equity: 0,
      debt: 0,
      grant: 0,
      application_status: 'submitted',
      created_at: long,
      updated_at: long,
      submitted_at: long,
    })
    .execute();
  await insertFirstMembers(db as never, [{ id, userId, cohortId: 'winter-2024' }]);
  await db
    .insertInto('application_reviews')
    .values({
      application_id: id,
      status: 'rejected',
      decision: 'rejected',
      decision_published_at: '2024-03-01T00:00:00.000Z',
      score_average: null,
      score_count: 0,
      updated_at: long,
    })
    .execute();
};

/**
 * The leak search (issue 57): a founder writes their name, email and phone (spaced, dashed, +91, Devanagari) into every
 * free-text answer, the file names and a correction request; another application shares the phone. As a blind
 * reviewer, every answer they can get (each console and stage operation, the list by stage, the CSV, each file's
 * headers and presigned link, the data-rights corrections, and every duplicate link followed) is searched: the
 * identity appears in none. Both ways of reviewing blind: REVIEW_BLIND, and a blind stage.
 */
const CASES = TEST_DIALECTS.flatMap((dialect) =>
  (['REVIEW_BLIND', 'blind stage'] as const).map((mode) => [dialect, mode] as const),
);
describe.each(CASES)('blind review leak search (%s, %s)', (dialect, mode) => {
  let t: TestApp;
  let admin: Account;
  let reviewer: Account;
  let founder: Awaited<ReturnType<typeof submitFounderWhoNamesThemselves>>;
  let twinId: string;
  let blindStage: { id: string; criteria: { id: string }[] };
  let openStage: { id: string };

  const op = <D>(name: Op, variables: Record<string, unknown>, who: Account) =>
    runOperation<D>(t.app, name, variables, who.cookie);

  beforeAll(async () => {
    t = await createTestApp(dialect, { ...CONSOLE_ENV, REVIEW_BLIND: mode === 'REVIEW_BLIND' ? 'true' : 'false' });
    admin = await accountWithRole(t.app, 'admin', 'Anil Admin');
    reviewer = await accountWithRole(t.app, 'reviewer', 'Ritu Reviewer');
    founder = await submitFounderWhoNamesThemselves(t.app);
    await seedEarlierCohortApplication(t.app, founder.userId);
    // Another founder, another name and email, the same phone: a possible duplicate, in a stage that is not blind.
    const seeded = await seedSubmitted(t.app, [
      { companyName: 'Neer Filters', name: 'Bina Builder', email: 'bina@example.org', phone: FOUNDER.phone },
    ]);
    twinId = seeded[0]!;
    const save = async (name: string, blind: boolean) =>
      (
        await op<{ saveReviewStage: { id: string; name: string; criteria: { id: string }[] }[] }>(
          'SaveReviewStage',
          { input: { name, reviewersPerApplication: 1, blind, criteria: [{ label: 'Impact', weight: 1 }] } },
          admin,
        )
      ).data!.saveReviewStage.find((s) => s.name === name)!;
    openStage = await save('Open round', false);
    blindStage = await save('Blind round', mode === 'blind stage');
    await op('MoveApplicationsToStage', { applicationIds: [founder.applicationId], stageId: blindStage.id }, admin);
    await op('MoveApplicationsToStage', { applicationIds: [twinId], stageId: openStage.id }, admin);
    expect(
      (await op('AssignReviewer', { applicationId: founder.applicationId, reviewerId: reviewer.userId }, admin)).errors,
    ).toBeUndefined();
    expect(
      (await op('DeclareConflict', { applicationId: founder.applicationId, conflict: false }, reviewer)).errors,
    ).toBeUndefined();
    // The team writes the founder's details into the history and comments, as people do.
    await op(
      'ChangeApplicationStatus',
      { applicationId: founder.applicationId, status: 'under-review', note: IDENTITY_TEXT('Note') },
      admin,
    );
    await op('AddReviewComment', { applicationId: founder.applicationId, body: IDENTITY_TEXT('Comment') }, admin);
  });
  afterAll(() => t.close());

  const variablesFor = (id: string): Record<Op, Record<string, unknown>> => ({
    ...consoleOperationVariables(id, founder.userId, blindStage.id),
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

  it('no answer a blind reviewer can get names the founder, and the reviewer still gets what they judge', async () => {
    const id = founder.applicationId;
    const answers: Answer[] = [];
    const variables = variablesFor(id);
    expect(Object.keys(variables).sort()).toEqual(
      [...Object.keys(CONSOLE_OPERATIONS), ...Object.keys(REVIEW_STAGE_OPERATIONS)].sort(),
    );
    // Mutations that would take the application out of the blind stage come last, so every read sees it blind.
    const last: Op[] = ['MoveApplicationsToStage', 'MoveTopApplications', 'UnassignReviewer', 'DeleteReviewStage'];
    const order = [...(Object.keys(variables) as Op[]).filter((k) => !last.includes(k)), ...last];
    const detail = await op<{
      consoleApplication: {
        description: string;
        otherSector: string;
        sector: string;
        blind: boolean;
        files: { id: string; name: string }[];
        duplicates: { applicationId: string | null; reasons: string[] }[];
      };
    }>('ConsoleApplication', { id }, reviewer);
    answers.push({ what: 'ConsoleApplication first read', text: JSON.stringify(detail) });
    const list = await op<{ consoleApplications: { items: { id: string; duplicates: { applicationId: string | null }[] }[] } }>(
      'ConsoleApplications',
      { filter: { stage: blindStage.id }, page: 1 },
      reviewer,
    );
    answers.push({ what: 'ConsoleApplications of the stage', text: JSON.stringify(list) });
    if (mode === 'REVIEW_BLIND') {
      const everything = await op('ConsoleApplications', { page: 1, pageSize: 100 }, reviewer);
      answers.push({ what: 'ConsoleApplications', text: JSON.stringify(everything) });
    }
    for (const name of order) answers.push({ what: name, text: JSON.stringify(await op(name, variables[name], reviewer)) });

    // Every duplicate link the reviewer is given, followed: the other application must not tell who this one is.
    const linked = [
      ...detail.data!.consoleApplication.duplicates,
      ...list.data!.consoleApplications.items.flatMap((r) => r.duplicates),
    ].flatMap((d) => (d.applicationId ? [d.applicationId] : []));
    for (const other of new Set(linked))
      answers.push({
        what: `duplicate ${other} followed`,
        text: JSON.stringify(await op('ConsoleApplication', { id: other }, reviewer)),
      });
    // ...and the other application's own links do not lead back to this one.
    const twin = await op<{ consoleApplication: { duplicates: { applicationId: string | null }[] } }>(
      'ConsoleApplication',
      { id: twinId },
      reviewer,
    );
    expect(twin.data!.consoleApplication.duplicates.map((d) => d.applicationId)).not.toContain(id);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/console/export.csv${mode === 'blind stage' ? `?stage=${blindStage.id}` : ''}`,
      headers: { cookie: reviewer.cookie },
    });
    expect(csv.statusCode).toBe(200);
    answers.push({ what: 'CSV', text: csv.body + JSON.stringify(csv.headers) });
    for (const fileId of founder.fileIds) {
      // HEAD answers with the headers a download gets (the test stores no bytes behind the rows).
      const read = await t.app.inject({ method: 'HEAD', url: `/files/${fileId}`, headers: { cookie: reviewer.cookie } });
      expect(read.statusCode).toBe(200);
      answers.push({ what: 'file download', text: JSON.stringify(read.headers) });
      const link = await t.app.inject({
        method: 'GET',
        url: `/files/${fileId}/presignedurl`,
        headers: { cookie: reviewer.cookie },
      });
      const url = new URL((link.json() as { url: string }).url);
      const viaLink = await t.app.inject({ method: 'HEAD', url: `${url.pathname}${url.search}` });
      expect(viaLink.statusCode).toBe(200);
      answers.push({ what: 'presigned link', text: link.body + JSON.stringify(viaLink.headers) });
    }
    const corrections = await t.app.inject({
      method: 'GET',
      url: PRIVACY_PATHS.consoleCorrections,
      headers: { cookie: reviewer.cookie },
    });
    expect(corrections.statusCode).toBe(200);
    answers.push({ what: 'correction requests', text: corrections.body });

    for (const { what, text } of answers) expect({ what, leaks: leaksOf(text) }).toEqual({ what, leaks: [] });

    // The list's search does not find it through a word withheld from its company name (named after the founder).
    const searchAs = async (who: Account) =>
      (
        await op<{ consoleApplications: { items: { id: string }[] } }>(
          'ConsoleApplications',
          { filter: { search: 'Quillfeather' }, page: 1, pageSize: 100 },
          who,
        )
      ).data!.consoleApplications.items.map((row) => row.id);
    expect(await searchAs(reviewer)).not.toContain(id);
    expect(await searchAs(admin)).toContain(id);

    // What the reviewer judges is still there: the description's own words, the sector text, the file kinds, the
    // duplicate (that there is one, and what it shares), the correction asked for.
    const seen = detail.data!.consoleApplication;
    expect(seen.blind).toBe(true);
    expect(seen.description).toContain('About us: I am [withheld for blind review]');
    expect(seen.otherSector).toMatch(/withheld for blind review/);
    expect(seen.files.map((f) => f.name).sort()).toEqual(['Financial Statement.pdf', 'Pitch Deck.pdf', 'Video Pitch']);
    expect(seen.duplicates).toEqual([{ applicationId: null, companyName: null, reasons: ['phone'] }]);
    expect(corrections.json()).toMatchObject({ corrections: [expect.objectContaining({ applicationId: id })] });
    // The founder's earlier application and its decision are withheld entirely, not redacted.
    expect(seen).toMatchObject({ appliedBefore: null, changesSinceLast: null });

    // The same search over the admin's answers finds the founder: the search would see a leak.
    const adminView = await op<{ consoleApplication: { appliedBefore: { cohortName: string; decision: string }[] } }>(
      'ConsoleApplication',
      { id },
      admin,
    );
    expect(adminView.data!.consoleApplication.appliedBefore).toEqual([
      expect.objectContaining({ cohortName: 'Winter 2024 Cohort', decision: 'rejected' }),
    ]);
    expect(leaksOf(JSON.stringify(adminView))).toEqual(
      expect.arrayContaining(['zarina', 'quillfeather', 'zarina.q', FOUNDER.email, 'phone', 'Devanagari phone']),
    );
  });
});
