import { beforeAll, describe, expect, it } from 'vitest';
import { OWN_QUESTION_MESSAGES_HI } from '@portal/shared/own-questions/own-question-messages';
import { createTestApp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { BUSINESS, COMPANY, FUNDING, firstError, founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { findAnswers } from '../../src/modules/own-questions/answer-repository.ts';
import { findFormVersion } from '../../src/modules/own-questions/form-version-repository.ts';
import { snapshotOf } from '../../src/modules/privacy/data-export.ts';
import { privacyDb } from '../../src/modules/privacy/privacy-tables.ts';
import { heardFrom, openCohortWithForm, womenLed } from './questions-fixture.ts';

/** A question on an upload step (the video pitch): answered alone, with SaveStepAnswers. */
const pitchLanguage = {
  kind: 'short_text',
  id: 'pitch_language',
  labelEn: 'Which language is your pitch in?',
  labelHi: 'आपकी पिच किस भाषा में है?',
  step: 'video',
  required: true,
};
const otherCohortQuestion = { kind: 'short_text', id: 'other_cohort_q', labelEn: 'Other?', labelHi: 'दूसरा?', step: 'company' };

interface OwnForm {
  version: number;
  questions: string;
  answers: string;
}
type Saved = { id: string; stepVersions: Record<string, number>; ownForm: OwnForm; status: string };

/** The founder's side of a cohort's own questions (issue 50): answers saved with the step, checked, required on submit, pinned. */
describe.each(TEST_DIALECTS)('own questions: the founder’s answers (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let admin: string;

  const cohortWithForm = (nameEn: string, questions: unknown[]) => openCohortWithForm(t.app, admin, nameEn, questions);

  beforeAll(async () => {
    admin = (await accountWithRole(t.app, 'admin')).cookie;
    // Another cohort's question first; the founders then apply to the newest open cohort, with womenLed and heardFrom.
    await cohortWithForm('Winter', [otherCohortQuestion]);
    await cohortWithForm('Monsoon', [womenLed, heardFrom, pitchLanguage]);
  });

  const saveCompany = (founder: { cookie: string; applicationId: string }, ownAnswers: unknown, baseVersion?: number) =>
    runOperation<{ saveCompanyInfo: Saved }>(
      t.app,
      'SaveCompanyInfo',
      {
        applicationId: founder.applicationId,
        input: COMPANY,
        ...(baseVersion === undefined ? {} : { baseVersion }),
        ...(ownAnswers === undefined ? {} : { ownAnswers: JSON.stringify(ownAnswers) }),
      },
      founder.cookie,
    );

  it('saves the step’s answers with the step, and the founder reads the form version and the answers back', async () => {
    const founder = await founderWithApplication(t.app);
    const mine = await runOperation<{ myApplication: Saved }>(t.app, 'MyApplication', {}, founder.cookie);
    const form = mine.data!.myApplication.ownForm;
    expect(JSON.parse(form.questions).map((q: { id: string }) => q.id)).toEqual(['women_led', 'heard_from', 'pitch_language']);
    expect(JSON.parse(form.answers)).toEqual({});

    const saved = await saveCompany(founder, { women_led: true });
    expect(saved.errors).toBeUndefined();
    expect(JSON.parse(saved.data!.saveCompanyInfo.ownForm.answers)).toEqual({ women_led: true });
    const business = await runOperation<{ saveBusinessDetails: Saved }>(
      t.app,
      'SaveBusinessDetails',
      { applicationId: founder.applicationId, input: BUSINESS, ownAnswers: JSON.stringify({ heard_from: 'friend' }) },
      founder.cookie,
    );
    // Each step's answers are kept beside the others'.
    expect(JSON.parse(business.data!.saveBusinessDetails.ownForm.answers)).toEqual({ women_led: true, heard_from: 'friend' });
  });

  it('refuses answers that do not fit, in the founder’s language, and changes nothing', async () => {
    const founder = await founderWithApplication(t.app);
    await runOperation(t.app, 'SetLanguage', { language: 'hi' }, founder.cookie);
    expect((await saveCompany(founder, { women_led: false })).errors).toBeUndefined();

    const otherCohort = firstError(await saveCompany(founder, { women_led: true, other_cohort_q: 'x' }));
    expect(otherCohort).toMatchObject({ code: 'OWN_QUESTION_UNKNOWN' });
    const otherStep = firstError(await saveCompany(founder, { women_led: true, heard_from: 'radio' }));
    expect(otherStep).toMatchObject({ code: 'OWN_QUESTION_UNKNOWN' });
    const wrongKind = firstError(await saveCompany(founder, { women_led: 'yes' }));
    expect(wrongKind).toMatchObject({ code: 'VALIDATION_FAILED', message: OWN_QUESTION_MESSAGES_HI.YES_NO_INVALID });
    const skipped = firstError(await saveCompany(founder, { women_led: null }));
    expect(skipped).toMatchObject({ code: 'VALIDATION_FAILED', message: OWN_QUESTION_MESSAGES_HI.REQUIRED });
    const noOption = firstError(
      await runOperation(
        t.app,
        'SaveBusinessDetails',
        { applicationId: founder.applicationId, input: BUSINESS, ownAnswers: JSON.stringify({ heard_from: 'tv' }) },
        founder.cookie,
      ),
    );
    expect(noOption).toMatchObject({ code: 'VALIDATION_FAILED', message: OWN_QUESTION_MESSAGES_HI.CHOICE_INVALID });
    expect(otherCohort?.message).toBe(OWN_QUESTION_MESSAGES_HI.UNKNOWN_QUESTION);
    const notJson = await runOperation(
      t.app,
      'SaveCompanyInfo',
      { applicationId: founder.applicationId, input: COMPANY, ownAnswers: '{not json' },
      founder.cookie,
    );
    expect(firstError(notJson)).toMatchObject({ code: 'BAD_REQUEST' });

    expect((await findAnswers(t.app.database.db, founder.applicationId))!.answers).toEqual({ women_led: false });
  });

  it('a queued save based on an older version is refused as stale; its replay is answered with what is stored', async () => {
    const founder = await founderWithApplication(t.app);
    const first = await saveCompany(founder, { women_led: true }, 0);
    expect(first.data!.saveCompanyInfo.stepVersions.company).toBe(1);
    // The same save again (its answer was lost): a replay, nothing changes.
    const replay = await saveCompany(founder, { women_led: true }, 0);
    expect(replay.data!.saveCompanyInfo.stepVersions.company).toBe(1);
    // Another device's save based on version 0 with another answer: refused.
    expect(firstError(await saveCompany(founder, { women_led: false }, 0))).toMatchObject({ code: 'STALE_WRITE' });
    expect((await findAnswers(t.app.database.db, founder.applicationId))!.answers).toEqual({ women_led: true });
  });

  const saveStepAnswers = (founder: { cookie: string; applicationId: string }, step: string, ownAnswers: unknown) =>
    runOperation<{ saveStepAnswers: Saved }>(
      t.app,
      'SaveStepAnswers',
      { applicationId: founder.applicationId, step, ownAnswers: JSON.stringify(ownAnswers) },
      founder.cookie,
    );

  it('saves the answers of an upload step alone, checked in the founder’s language, beside the other steps’ answers', async () => {
    const founder = await founderWithApplication(t.app);
    await saveCompany(founder, { women_led: true });
    const saved = await saveStepAnswers(founder, 'video', { pitch_language: '  Hindi ' });
    expect(saved.errors).toBeUndefined();
    expect(JSON.parse(saved.data!.saveStepAnswers.ownForm.answers)).toEqual({ women_led: true, pitch_language: 'Hindi' });
    // The same answers again (a replay) change nothing; the last save wins.
    expect((await saveStepAnswers(founder, 'video', { pitch_language: 'Hindi' })).errors).toBeUndefined();

    await runOperation(t.app, 'SetLanguage', { language: 'hi' }, founder.cookie);
    const skipped = firstError(await saveStepAnswers(founder, 'video', { pitch_language: '' }));
    expect(skipped).toMatchObject({ code: 'VALIDATION_FAILED', message: OWN_QUESTION_MESSAGES_HI.REQUIRED });
    const otherStep = firstError(await saveStepAnswers(founder, 'video', { women_led: false }));
    expect(otherStep).toMatchObject({ code: 'OWN_QUESTION_UNKNOWN' });
    // A typed step is saved with its own mutation, not here.
    expect(firstError(await saveStepAnswers(founder, 'company', { women_led: false }))).toMatchObject({ code: 'BAD_REQUEST' });
    const stranger = await founderWithApplication(t.app);
    expect(
      firstError(
        await runOperation(
          t.app,
          'SaveStepAnswers',
          { applicationId: founder.applicationId, step: 'video', ownAnswers: '{}' },
          stranger.cookie,
        ),
      ),
    ).toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
    expect((await findAnswers(t.app.database.db, founder.applicationId))!.answers).toEqual({
      women_led: true,
      pitch_language: 'Hindi',
    });
  });

  it('submit is refused while a required question is unanswered, naming it; the submitted answers stay pinned to their version', async () => {
    const db = t.app.database.db;
    const founder = await founderWithApplication(t.app);
    const { applicationId, cookie } = founder;
    await saveCompany(founder, undefined);
    await runOperation(t.app, 'SaveBusinessDetails', { applicationId, input: BUSINESS }, cookie);
    await runOperation(t.app, 'SaveFundingInfo', { applicationId, input: FUNDING }, cookie);
    await db
      .updateTable('applications')
      .set({ video_url: `/files/${applicationId}` })
      .where('id', '=', applicationId)
      .execute();

    const refused = firstError(await runOperation(t.app, 'SubmitApplication', { applicationId }, cookie));
    expect(refused).toMatchObject({ code: 'OWN_QUESTIONS_UNANSWERED' });
    expect(refused?.message).toContain('Is your startup women-led?');
    expect(refused?.message).toContain(pitchLanguage.labelEn);

    await saveCompany(founder, { women_led: true });
    // A required question on an upload step counts too.
    const stillRefused = firstError(await runOperation(t.app, 'SubmitApplication', { applicationId }, cookie));
    expect(stillRefused).toMatchObject({ code: 'OWN_QUESTIONS_UNANSWERED' });
    expect(stillRefused?.message).toContain(pitchLanguage.labelEn);
    expect(stillRefused?.message).not.toContain('Is your startup women-led?');
    expect((await saveStepAnswers(founder, 'video', { pitch_language: 'Tamil' })).errors).toBeUndefined();
    const submitted = await runOperation<{ submitApplication: Saved }>(t.app, 'SubmitApplication', { applicationId }, cookie);
    expect(submitted.data!.submitApplication.status).toBe('submitted');

    // The team renames the question afterwards: the submitted application still reads the wording it was answered on.
    const cohortId = (
      await db.selectFrom('applications').select('cohort_id').where('id', '=', applicationId).executeTakeFirstOrThrow()
    ).cohort_id!;
    const renamed = await runOperation(
      t.app,
      'SaveCohortForm',
      { cohortId, questions: JSON.stringify([{ ...womenLed, labelEn: 'Is your startup led by women?' }, heardFrom]) },
      admin,
    );
    expect(renamed.errors).toBeUndefined();
    const mine = (await runOperation<{ myApplication: Saved }>(t.app, 'MyApplication', {}, cookie)).data!.myApplication;
    expect(JSON.parse(mine.ownForm.questions)[0].labelEn).toBe('Is your startup women-led?');
    expect(JSON.parse(mine.ownForm.answers)).toEqual({ women_led: true, pitch_language: 'Tamil' });
    // Answers cannot change once submitted.
    expect(firstError(await saveStepAnswers(founder, 'video', { pitch_language: 'Urdu' }))).toMatchObject({
      code: 'APPLICATION_LOCKED',
    });
    const pinned = await findAnswers(db, applicationId);
    expect((await findFormVersion(db, pinned!.formVersionId))!.version).toBe(mine.ownForm.version);
    // The founder's data export holds the answer with the wording they answered.
    const exported = await snapshotOf(privacyDb(db), founder.userId);
    expect(exported!.ownQuestionAnswers).toEqual([
      {
        applicationId,
        formVersion: mine.ownForm.version,
        answers: [
          { questionId: 'women_led', questionEn: womenLed.labelEn, questionHi: womenLed.labelHi, answer: true },
          { questionId: 'pitch_language', questionEn: pitchLanguage.labelEn, questionHi: pitchLanguage.labelHi, answer: 'Tamil' },
        ],
      },
    ]);
  });
});
