import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { firstError, PERSONAL, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { snapshotOf } from '../../src/modules/privacy/data-export.ts';
import { privacyDb } from '../../src/modules/privacy/privacy-tables.ts';

interface ConsoleCheck {
  cohortId: string;
  questions: string;
  missingHindi: string[];
  screenedIn: number;
  screenedOut: number;
  screenedOutByRule: { questionId: string; rule: string; count: number }[];
}
interface Screening {
  cohortId: string;
  eligible: boolean;
  failedQuestionId: string | null;
  answers: string;
}

const DAY = 24 * 60 * 60 * 1000;
const ist = (offsetDays: number): string =>
  `${new Date(Date.now() + offsetDays * DAY + 5.5 * 3_600_000).toISOString().slice(0, 19)}+05:30`;

const registered = {
  kind: 'yes_no',
  id: 'registered',
  labelEn: 'Is your startup registered in India?',
  labelHi: 'क्या आपका स्टार्टअप भारत में पंजीकृत है?',
  reasonEn: 'This cohort funds Indian companies only.',
  reasonHi: 'यह कोहोर्ट केवल भारतीय कंपनियों को धन देता है।',
  mustBe: true,
};
const stage = {
  kind: 'one_choice',
  id: 'stage',
  labelEn: 'What stage is your startup at?',
  labelHi: 'आपका स्टार्टअप किस चरण में है?',
  options: [
    { id: 'idea', labelEn: 'Idea', labelHi: 'विचार' },
    { id: 'revenue', labelEn: 'Earning revenue', labelHi: 'कमाई हो रही है' },
  ],
  oneOf: ['revenue'],
};

/** The eligibility check (issue 50): the admin's check, the founder's screening, and the start it guards. */
describe.each(TEST_DIALECTS)('eligibility check (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let admin: string;
  let reviewer: string;
  beforeAll(async () => {
    admin = (await accountWithRole(t.app, 'admin')).cookie;
    reviewer = (await accountWithRole(t.app, 'reviewer')).cookie;
  });

  const save = (cohortId: string, questions: unknown, cookie = admin) =>
    runOperation<{ saveCohortEligibility: ConsoleCheck }>(
      t.app,
      'SaveCohortEligibility',
      { cohortId, questions: JSON.stringify(questions) },
      cookie,
    );
  const consoleRead = async (cohortId: string) =>
    (await runOperation<{ consoleCohortEligibility: ConsoleCheck }>(t.app, 'ConsoleCohortEligibility', { cohortId }, reviewer))
      .data!.consoleCohortEligibility;
  const submit = (cohortId: string, answers: unknown, cookie: string) =>
    runOperation<{ submitEligibility: Screening }>(
      t.app,
      'SubmitEligibility',
      { cohortId, answers: JSON.stringify(answers) },
      cookie,
    );
  const myApplications = async (cookie: string) =>
    (await runOperation<{ myApplications: { id: string }[] }>(t.app, 'MyApplications', {}, cookie)).data!.myApplications;
  const newCohort = async (name: string, opens = -1) =>
    (
      await runOperation<{ createCohort: { id: string } }>(
        t.app,
        'CreateCohort',
        { input: { nameEn: name, nameHi: `${name} (हिंदी)`, opensAt: ist(opens), closesAt: ist(30) } },
        admin,
      )
    ).data!.createCohort.id;

  it('an admin saves a check; a reviewer may read it but not change it; bad checks are refused', async () => {
    const cohortId = await newCohort('Check cohort');
    expect(await consoleRead(cohortId)).toMatchObject({ questions: '[]', screenedIn: 0, screenedOut: 0 });
    expect((await save(cohortId, [registered, stage])).data!.saveCohortEligibility).toMatchObject({ cohortId, missingHindi: [] });
    expect(JSON.parse((await consoleRead(cohortId)).questions)).toMatchObject([
      { id: 'registered', mustBe: true },
      { id: 'stage', oneOf: ['revenue'] },
    ]);

    expect(firstError(await save(cohortId, [registered], reviewer))).toMatchObject({ code: 'FORBIDDEN' });
    const nine = Array.from({ length: 9 }, (_, i) => ({ ...registered, id: `q${i}` }));
    expect(firstError(await save(cohortId, nine))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'An eligibility check can have at most 8 questions.',
    });
    expect(firstError(await save(cohortId, [{ ...stage, oneOf: ['unicorn'] }]))).toMatchObject({
      message: 'The rule names an option the question does not have.',
    });
    expect(firstError(await save(cohortId, [{ kind: 'short_text', id: 'x', labelEn: 'Name' }]))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    // An open cohort's check must be whole in Hindi, as its own questions must.
    expect(firstError(await save(cohortId, [{ ...registered, labelHi: '' }]))).toMatchObject({
      code: 'OWN_QUESTIONS_HINDI_MISSING',
    });
    expect(JSON.parse((await consoleRead(cohortId)).questions)).toHaveLength(2);
  });

  it('an upcoming cohort may lack Hindi, but does not open until it has it', async () => {
    const cohortId = await newCohort('Later cohort', 5);
    const saved = await save(cohortId, [{ ...registered, labelHi: '' }]);
    expect(saved.data!.saveCohortEligibility.missingHindi).toEqual(['Is your startup registered in India? (question)']);
    expect(firstError(await runOperation(t.app, 'OpenCohortNow', { cohortId }, admin))).toMatchObject({
      code: 'OWN_QUESTIONS_HINDI_MISSING',
    });
    await save(cohortId, [registered]);
    expect(
      (await runOperation<{ openCohortNow: { state: string } }>(t.app, 'OpenCohortNow', { cohortId }, admin)).data!.openCohortNow
        .state,
    ).toBe('open');
  });

  it('a refused founder learns which rule failed; their answers are kept and no application is created', async () => {
    const cohortId = await newCohort('Refusing cohort');
    await save(cohortId, [registered, stage]);
    const founder = await signUp(t.app);
    expect(firstError(await runOperation(t.app, 'StartApplication', { cohortId }, founder.cookie))).toMatchObject({
      code: 'ELIGIBILITY_CHECK_REQUIRED',
    });

    // Devanagari digits or not, an unanswered question is refused before anything is kept.
    expect(firstError(await submit(cohortId, { registered: true }, founder.cookie))).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(firstError(await submit(cohortId, { registered: true, stage: 'unicorn' }, founder.cookie))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(firstError(await submit(cohortId, { registered: true, stage: 'idea', other: 1 }, founder.cookie))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });

    const refused = (await submit(cohortId, { registered: true, stage: 'idea' }, founder.cookie)).data!.submitEligibility;
    expect(refused).toMatchObject({ cohortId, eligible: false, failedQuestionId: 'stage' });
    expect(JSON.parse(refused.answers)).toEqual({ registered: true, stage: 'idea' });

    // The first answers stand: sending others changes nothing.
    const again = (await submit(cohortId, { registered: true, stage: 'revenue' }, founder.cookie)).data!.submitEligibility;
    expect(again).toMatchObject({ eligible: false, failedQuestionId: 'stage' });
    const read = await runOperation<{ cohortEligibility: { questions: string; screening: Screening } }>(
      t.app,
      'CohortEligibility',
      { cohortId },
      founder.cookie,
    );
    expect(read.data!.cohortEligibility.screening).toMatchObject({ eligible: false, failedQuestionId: 'stage' });
    expect(JSON.parse(read.data!.cohortEligibility.screening.answers)).toEqual({ registered: true, stage: 'idea' });

    expect(firstError(await runOperation(t.app, 'StartApplication', { cohortId }, founder.cookie))).toMatchObject({
      code: 'ELIGIBILITY_NOT_MET',
    });
    expect(await myApplications(founder.cookie)).toEqual([]);

    // The founder's data export holds the screening: the answers with each question's wording, and the outcome.
    const exported = await snapshotOf(privacyDb(t.app.database.db), founder.userId);
    expect(exported!.eligibilityScreenings).toEqual([
      {
        cohortId,
        outcome: 'refused',
        answers: [
          { questionId: 'registered', questionEn: registered.labelEn, questionHi: registered.labelHi, answer: true },
          { questionId: 'stage', questionEn: stage.labelEn, questionHi: stage.labelHi, answer: 'idea' },
        ],
        failedQuestionId: 'stage',
        failedRule: expect.stringContaining('Earning revenue'),
        screenedAt: expect.any(String),
      },
    ]);

    // Another founder sees the check, never this founder's screening.
    const stranger = await signUp(t.app);
    const theirs = await runOperation<{ cohortEligibility: { screening: Screening | null } }>(
      t.app,
      'CohortEligibility',
      { cohortId },
      stranger.cookie,
    );
    expect(theirs.data!.cohortEligibility.screening).toBeNull();
  });

  it('an eligible founder starts the application; the console counts screened in and out by rule', async () => {
    const cohortId = await newCohort('Counting cohort');
    await save(cohortId, [registered, stage]);
    const eligible = await signUp(t.app);
    const screening = (await submit(cohortId, { registered: true, stage: 'revenue' }, eligible.cookie)).data!.submitEligibility;
    expect(screening).toMatchObject({ eligible: true, failedQuestionId: null });
    const started = await runOperation<{ startApplication: { id: string } }>(
      t.app,
      'StartApplication',
      { cohortId },
      eligible.cookie,
    );
    expect(started.data!.startApplication.id).toEqual(expect.any(String));

    for (const answers of [
      { registered: false, stage: 'revenue' },
      { registered: false, stage: 'idea' },
      { registered: true, stage: 'idea' },
    ])
      await submit(cohortId, answers, (await signUp(t.app)).cookie);

    expect(await consoleRead(cohortId)).toMatchObject({
      screenedIn: 1,
      screenedOut: 3,
      screenedOutByRule: [
        { questionId: 'registered', rule: 'Is your startup registered in India?: must be Yes', count: 2 },
        { questionId: 'stage', rule: 'What stage is your startup at?: one of: Earning revenue', count: 1 },
      ],
    });
  });

  it('a first step save into the newest open cohort needs a passed screening too', async () => {
    // The newest open cohort is where a founder without an application applies.
    const cohortId = await newCohort('Newest cohort', 5);
    await save(cohortId, [registered]);
    await runOperation(t.app, 'OpenCohortNow', { cohortId }, admin);
    const founder = await signUp(t.app);
    expect(firstError(await runOperation(t.app, 'SavePersonalInfo', { input: PERSONAL }, founder.cookie))).toMatchObject({
      code: 'ELIGIBILITY_CHECK_REQUIRED',
    });
    expect(await myApplications(founder.cookie)).toEqual([]);
    await submit(cohortId, { registered: true }, founder.cookie);
    const saved = await runOperation<{ savePersonalInfo: { id: string } }>(
      t.app,
      'SavePersonalInfo',
      { input: PERSONAL },
      founder.cookie,
    );
    expect(saved.data!.savePersonalInfo.id).toEqual(expect.any(String));
    // Removing the check lets everyone start; a cohort without a check answers eligible and keeps nothing.
    await save(cohortId, []);
    const other = await signUp(t.app);
    expect((await submit(cohortId, {}, other.cookie)).data!.submitEligibility).toMatchObject({ eligible: true });
    expect((await runOperation(t.app, 'SavePersonalInfo', { input: PERSONAL }, other.cookie)).errors).toBeUndefined();
  });

  it('a closed cohort takes no screening; a visitor is asked to sign in', async () => {
    const cohortId = await newCohort('Closing cohort');
    await save(cohortId, [registered]);
    await runOperation(t.app, 'CloseCohortNow', { cohortId }, admin);
    const founder = await signUp(t.app);
    expect(firstError(await submit(cohortId, { registered: true }, founder.cookie))).toMatchObject({
      code: 'APPLICATIONS_CLOSED',
    });
    expect(firstError(await runOperation(t.app, 'CohortEligibility', { cohortId }, undefined))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(firstError(await runOperation(t.app, 'CohortEligibility', { cohortId: 'nope' }, founder.cookie))).toMatchObject({
      code: 'COHORT_NOT_FOUND',
    });
  });
});
