import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { firstError, founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';
import { findAnswers, saveAnswers } from '../../src/modules/own-questions/answer-repository.ts';
import { findFormVersion, listFormVersions } from '../../src/modules/own-questions/form-version-repository.ts';
import { heardFrom, ist, womenLed } from './questions-fixture.ts';

interface Form {
  cohortId: string;
  version: number;
  questions: string;
  missingHindi: string[];
}

const story = {
  kind: 'long_text',
  id: 'story',
  labelEn: 'Tell us your story',
  labelHi: 'अपनी कहानी बताइए',
  step: 'business',
  maxChars: 500,
};

/** A cohort's own questions on the console (issue 50): versions, the Hindi check before opening, drafts moved, submitted ones pinned. */
describe.each(TEST_DIALECTS)('own questions: the form and its versions (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let admin: string;
  let reviewer: string;
  beforeAll(async () => {
    admin = (await accountWithRole(t.app, 'admin')).cookie;
    reviewer = (await accountWithRole(t.app, 'reviewer')).cookie;
  });

  const save = (cohortId: string, questions: unknown, cookie = admin) =>
    runOperation<{ saveCohortForm: Form }>(t.app, 'SaveCohortForm', { cohortId, questions: JSON.stringify(questions) }, cookie);
  const read = async (cohortId: string) =>
    (await runOperation<{ consoleCohortForm: Form }>(t.app, 'ConsoleCohortForm', { cohortId }, reviewer)).data!.consoleCohortForm;

  it('a cohort does not open while a question lacks Hindi, and the console says which', async () => {
    const created = await runOperation<{ createCohort: { id: string; state: string } }>(
      t.app,
      'CreateCohort',
      { input: { nameEn: 'Monsoon', nameHi: 'मानसून', opensAt: ist(5), closesAt: ist(40) } },
      admin,
    );
    const cohortId = created.data!.createCohort.id;
    expect(await read(cohortId)).toMatchObject({ version: 0, questions: '[]', missingHindi: [] });

    const draft = await save(cohortId, [
      { ...womenLed, labelHi: '' },
      { ...heardFrom, options: [heardFrom.options[0], { id: 'other', labelEn: 'Other' }] },
    ]);
    expect(draft.data!.saveCohortForm).toMatchObject({
      version: 1,
      missingHindi: ['Is your startup women-led? (question)', 'How did you hear about us? (option “Other”)'],
    });
    const refused = firstError(await runOperation(t.app, 'OpenCohortNow', { cohortId }, admin));
    expect(refused).toMatchObject({ code: 'OWN_QUESTIONS_HINDI_MISSING' });
    expect(refused?.message).toContain('Is your startup women-led?');
    const moved = await runOperation(
      t.app,
      'UpdateCohort',
      { cohortId, input: { nameEn: 'Monsoon', nameHi: 'मानसून', opensAt: ist(-1), closesAt: ist(40) } },
      admin,
    );
    expect(firstError(moved)).toMatchObject({ code: 'OWN_QUESTIONS_HINDI_MISSING' });

    // Still upcoming: the one version is completed in place, then the cohort opens.
    expect((await save(cohortId, [womenLed, heardFrom])).data!.saveCohortForm).toMatchObject({ version: 1, missingHindi: [] });
    const opened = await runOperation<{ openCohortNow: { state: string } }>(t.app, 'OpenCohortNow', { cohortId }, admin);
    expect(opened.data!.openCohortNow.state).toBe('open');

    // Open now: a form lacking Hindi is refused and the saved one stays.
    expect(firstError(await save(cohortId, [womenLed, { ...story, labelHi: ' ' }]))).toMatchObject({
      code: 'OWN_QUESTIONS_HINDI_MISSING',
    });
    expect(JSON.parse((await read(cohortId)).questions).map((q: { id: string }) => q.id)).toEqual(['women_led', 'heard_from']);
  });

  it('editing after opening makes a new version: drafts move keeping answers still asked, submitted ones stay pinned with every answer', async () => {
    const db = t.app.database.db;
    // Both founders apply to the newest open cohort; its form gets the three questions as a new version.
    // The newest open cohort (the test above) asks the required women_led on the company step.
    const submitted = await submittedThroughApi(t.app, { companyName: 'Pinned Co', companyOwnAnswers: { women_led: true } });
    const draft = await founderWithApplication(t.app);
    const { cohort_id: cohortId } = await db
      .selectFrom('applications')
      .select('cohort_id')
      .where('id', '=', draft.applicationId)
      .executeTakeFirstOrThrow();
    const base = (await read(cohortId!)).version;
    const v1 = (await save(cohortId!, [womenLed, heardFrom, story])).data!.saveCohortForm;
    expect(v1.version).toBe(base + 1);
    const v1Id = (await listFormVersions(db, cohortId!)).at(-1)!.id;
    await saveAnswers(db, submitted.applicationId, v1Id, {
      women_led: true,
      heard_from: 'radio',
      story: 'We began in a village.',
    });
    await saveAnswers(db, draft.applicationId, v1Id, { women_led: false, heard_from: 'friend', story: 'Draft story' });

    // Rename women_led, drop story: the next version.
    const renamed = { ...womenLed, labelEn: 'Is your startup led by women?' };
    const v2 = (await save(cohortId!, [renamed, heardFrom])).data!.saveCohortForm;
    expect(v2.version).toBe(base + 2);
    // Saving the same questions again makes no version.
    expect((await save(cohortId!, [renamed, heardFrom])).data!.saveCohortForm.version).toBe(base + 2);

    const versions = (await listFormVersions(db, cohortId!)).slice(-2);
    expect(versions.map((v) => v.version)).toEqual([base + 1, base + 2]);
    const draftAnswers = await findAnswers(db, draft.applicationId);
    expect(draftAnswers).toMatchObject({ formVersionId: versions[1]!.id, answers: { women_led: false, heard_from: 'friend' } });
    expect(draftAnswers!.answers).not.toHaveProperty('story');

    const pinned = await findAnswers(db, submitted.applicationId);
    expect(pinned).toMatchObject({
      formVersionId: v1Id,
      answers: { women_led: true, heard_from: 'radio', story: 'We began in a village.' },
    });
    const pinnedForm = await findFormVersion(db, pinned!.formVersionId);
    expect(pinnedForm!.questions.map((q) => [q.id, q.labelEn])).toEqual([
      ['women_led', 'Is your startup women-led?'],
      ['heard_from', 'How did you hear about us?'],
      ['story', 'Tell us your story'],
    ]);
  });

  it('refuses a reviewer, a question list that is not JSON and a question that does not fit, changing nothing', async () => {
    const before = await read('first');
    expect(firstError(await save('first', [womenLed], reviewer))).toMatchObject({ code: 'FORBIDDEN' });
    const notJson = await runOperation(t.app, 'SaveCohortForm', { cohortId: 'first', questions: '[{' }, admin);
    expect(firstError(notJson)).toMatchObject({ code: 'BAD_REQUEST' });
    expect(firstError(await save('first', [{ ...heardFrom, options: [heardFrom.options[0]] }]))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(firstError(await save('first', [womenLed, womenLed]))).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(firstError(await save('no-such-cohort', [womenLed]))).toMatchObject({ code: 'COHORT_NOT_FOUND' });
    expect(await read('first')).toEqual(before);
  });
});
