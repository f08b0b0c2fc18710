import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { BUSINESS, COMPANY, FUNDING, firstError, founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { findAnswers } from '../../src/modules/own-questions/answer-repository.ts';
import { heardFrom, openCohortWithForm, saveCohortForm, womenLed } from './questions-fixture.ts';

/** "How did you hear about us?", asked here on the company step. */
const heardOnCompany = { ...heardFrom, step: 'company' };
const story = { kind: 'long_text', id: 'story', labelEn: 'Tell us your story', labelHi: 'अपनी कहानी बताइए', step: 'business' };
const sector = {
  kind: 'one_choice',
  id: 'sector_focus',
  labelEn: 'Which sector do you focus on?',
  labelHi: 'आप किस क्षेत्र पर ध्यान देते हैं?',
  step: 'company',
  required: true,
  options: [
    { id: 'farming', labelEn: 'Farming', labelHi: 'खेती' },
    { id: 'water', labelEn: 'Water', labelHi: 'पानी' },
    { id: 'energy', labelEn: 'Energy', labelHi: 'ऊर्जा' },
  ],
};
const villages = {
  kind: 'whole_number',
  id: 'villages',
  labelEn: 'How many villages do you serve?',
  labelHi: 'आप कितने गाँवों में काम करते हैं?',
  step: 'company',
};
const motto = { kind: 'short_text', id: 'motto', labelEn: 'Your motto', labelHi: 'आपका आदर्श वाक्य', step: 'company' };

type Saved = {
  id: string;
  companyName: string | null;
  stepVersions: Record<string, number>;
  ownForm: { version: number; questions: string; answers: string };
  droppedOwnAnswers: string[];
};

/** The team changes its questions while founders' saves are on their way (issue 50): what a save and a moved draft keep. */
describe.each(TEST_DIALECTS)('own questions: the form changes under a draft (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let admin: string;
  beforeAll(async () => {
    admin = (await accountWithRole(t.app, 'admin')).cookie;
  });

  const saveForm = (cohortId: string, questions: unknown[]) => saveCohortForm(t.app, admin, cohortId, questions);
  const openCohort = (nameEn: string, questions: unknown[]) => openCohortWithForm(t.app, admin, nameEn, questions);
  const saveCompany = (
    founder: { cookie: string; applicationId: string },
    ownAnswers: unknown,
    baseVersion = 0,
    ownAnswerBases?: unknown,
  ) =>
    runOperation<{ saveCompanyInfo: Saved }>(
      t.app,
      'SaveCompanyInfo',
      {
        applicationId: founder.applicationId,
        input: COMPANY,
        baseVersion,
        ownAnswers: JSON.stringify(ownAnswers),
        ...(ownAnswerBases === undefined ? {} : { ownAnswerBases: JSON.stringify(ownAnswerBases) }),
      },
      founder.cookie,
    );
  const storedAnswers = async (applicationId: string) => (await findAnswers(t.app.database.db, applicationId))!.answers;

  it('a save queued before the team removed a question keeps its fields and other answers, and names the one left out', async () => {
    await openCohort('Other cohort', [{ ...motto, id: 'other_cohort_q' }]);
    const cohortId = await openCohort('Removal', [womenLed, heardOnCompany, story]);
    const founder = await founderWithApplication(t.app);
    // While the founder's company save waits on the phone, the team removes "How did you hear about us?".
    await saveForm(cohortId, [womenLed, story]);

    const saved = await saveCompany(founder, { women_led: true, heard_from: 'radio' });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveCompanyInfo).toMatchObject({
      companyName: COMPANY.companyName,
      stepVersions: { company: 1 },
      droppedOwnAnswers: ['heard_from'],
    });
    expect(JSON.parse(saved.data!.saveCompanyInfo.ownForm.answers)).toEqual({ women_led: true });
    expect((await findAnswers(t.app.database.db, founder.applicationId))!.answers).toEqual({ women_led: true });

    // The same save sent again (its answer was lost) is a replay: answered as before, nothing changes.
    const replay = await saveCompany(founder, { women_led: true, heard_from: 'radio' });
    expect(replay.errors).toBeUndefined();
    expect(replay.data!.saveCompanyInfo).toMatchObject({ stepVersions: { company: 1 }, droppedOwnAnswers: ['heard_from'] });
    // A later save without it says nothing was left out.
    const next = await saveCompany(founder, { women_led: false }, 1);
    expect(next.data!.saveCompanyInfo.droppedOwnAnswers).toEqual([]);

    // Another cohort's question, and a question of another step, are still refused whole.
    expect(firstError(await saveCompany(founder, { women_led: true, other_cohort_q: 'x' }, 2))).toMatchObject({
      code: 'OWN_QUESTION_UNKNOWN',
    });
    expect(firstError(await saveCompany(founder, { women_led: true, story: 'Ours' }, 2))).toMatchObject({
      code: 'OWN_QUESTION_UNKNOWN',
    });
    expect((await findAnswers(t.app.database.db, founder.applicationId))!.answers).toEqual({ women_led: false });
  });

  it('an upload step’s answers to a removed question are left out the same way', async () => {
    const pitchLanguage = { ...motto, id: 'pitch_language', step: 'video' };
    const cohortId = await openCohort('Removal on video', [pitchLanguage, { ...motto, step: 'video' }]);
    const founder = await founderWithApplication(t.app);
    await saveForm(cohortId, [{ ...motto, step: 'video' }]);
    const saved = await runOperation<{ saveStepAnswers: Saved }>(
      t.app,
      'SaveStepAnswers',
      {
        applicationId: founder.applicationId,
        step: 'video',
        ownAnswers: JSON.stringify({ pitch_language: 'Tamil', motto: 'Water for all' }),
      },
      founder.cookie,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveStepAnswers.droppedOwnAnswers).toEqual(['pitch_language']);
    expect(JSON.parse(saved.data!.saveStepAnswers.ownForm.answers)).toEqual({ motto: 'Water for all' });
  });

  it('a question moved to another step keeps its answer there; an old phone’s save of it under the old step is kept, not refused', async () => {
    const cohortId = await openCohort('Moved', [womenLed, heardOnCompany, story]);
    const founder = await founderWithApplication(t.app);
    expect((await saveCompany(founder, { women_led: true, heard_from: 'radio' })).errors).toBeUndefined();
    // The team moves "How did you hear about us?" to the business step: the draft moves with its answer.
    await saveForm(cohortId, [womenLed, heardFrom, story]);
    const mine = (await runOperation<{ myApplication: Saved }>(t.app, 'MyApplication', {}, founder.cookie)).data!.myApplication;
    expect(JSON.parse(mine.ownForm.questions)).toContainEqual(expect.objectContaining({ id: 'heard_from', step: 'business' }));
    expect(JSON.parse(mine.ownForm.answers)).toEqual({ women_led: true, heard_from: 'radio' });

    // A phone that still has the old form changes the answer on the company step: saved, nothing left out.
    const old = await saveCompany(founder, { women_led: true, heard_from: 'friend' }, 1, { heard_from: 'radio' });
    expect(old.errors).toBeUndefined();
    expect(old.data!.saveCompanyInfo).toMatchObject({ stepVersions: { company: 2 }, droppedOwnAnswers: [] });
    expect(JSON.parse(old.data!.saveCompanyInfo.ownForm.answers)).toEqual({ women_led: true, heard_from: 'friend' });
    // Its replay changes nothing; an old phone's blank for it (not answered there) leaves the answer as it is.
    expect(
      (await saveCompany(founder, { women_led: true, heard_from: 'friend' }, 1, { heard_from: 'radio' })).errors,
    ).toBeUndefined();
    expect((await saveCompany(founder, { women_led: false, heard_from: null }, 2)).errors).toBeUndefined();
    expect(await storedAnswers(founder.applicationId)).toEqual({ women_led: false, heard_from: 'friend' });

    // On its new step it is answered as any business question.
    const business = await runOperation<{ saveBusinessDetails: Saved }>(
      t.app,
      'SaveBusinessDetails',
      {
        applicationId: founder.applicationId,
        input: BUSINESS,
        baseVersion: 0,
        ownAnswers: JSON.stringify({ heard_from: 'radio' }),
      },
      founder.cookie,
    );
    expect(business.errors).toBeUndefined();
    expect(await storedAnswers(founder.applicationId)).toEqual({ women_led: false, heard_from: 'radio', story: null });

    // Moved and changed so the old answer no longer fits ("A friend" replaced): that answer is left out and named.
    const newspaper = { id: 'newspaper', labelEn: 'A newspaper', labelHi: 'एक अखबार' };
    await saveForm(cohortId, [womenLed, { ...heardFrom, options: [heardFrom.options[0], newspaper] }, story]);
    const misfit = await saveCompany(founder, { women_led: true, heard_from: 'friend' }, 3, {
      women_led: false,
      heard_from: 'radio',
    });
    expect(misfit.errors).toBeUndefined();
    expect(misfit.data!.saveCompanyInfo.droppedOwnAnswers).toEqual(['heard_from']);
    expect(await storedAnswers(founder.applicationId)).toEqual({ women_led: true, heard_from: 'radio' });
  });

  it('an upload step’s question moved to a typed step: an old phone’s answers saved on the upload step are kept', async () => {
    const pitchLanguage = { ...motto, id: 'pitch_language', step: 'video' };
    const cohortId = await openCohort('Moved from video', [pitchLanguage]);
    const founder = await founderWithApplication(t.app);
    await saveForm(cohortId, [{ ...pitchLanguage, step: 'company' }]);
    const saved = await runOperation<{ saveStepAnswers: Saved }>(
      t.app,
      'SaveStepAnswers',
      { applicationId: founder.applicationId, step: 'video', ownAnswers: JSON.stringify({ pitch_language: 'Tamil' }) },
      founder.cookie,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveStepAnswers.droppedOwnAnswers).toEqual([]);
    expect(await storedAnswers(founder.applicationId)).toEqual({ pitch_language: 'Tamil' });
  });

  it('a draft moved to a new version keeps only the answers that still fit; submit then names the required question', async () => {
    const cohortId = await openCohort('Changed kinds', [sector, villages, motto]);
    const founder = await founderWithApplication(t.app);
    const { applicationId, cookie } = founder;
    expect(
      (await saveCompany(founder, { sector_focus: 'water', villages: '12', motto: 'Water for all' })).errors,
    ).toBeUndefined();
    await runOperation(t.app, 'SaveBusinessDetails', { applicationId, input: BUSINESS }, cookie);
    await runOperation(t.app, 'SaveFundingInfo', { applicationId, input: FUNDING }, cookie);
    await t.app.database.db
      .updateTable('applications')
      .set({ video_url: `/files/${applicationId}` })
      .where('id', '=', applicationId)
      .execute();

    // The team drops the "Water" option and turns the villages count into a yes/no question; the motto is unchanged.
    await saveForm(cohortId, [
      { ...sector, options: sector.options.filter((o) => o.id !== 'water') },
      { ...villages, kind: 'yes_no', labelEn: 'Do you serve villages?' },
      motto,
    ]);
    const mine = (await runOperation<{ myApplication: Saved }>(t.app, 'MyApplication', {}, cookie)).data!.myApplication;
    expect(JSON.parse(mine.ownForm.answers)).toEqual({ motto: 'Water for all' });

    const refused = firstError(await runOperation(t.app, 'SubmitApplication', { applicationId }, cookie));
    expect(refused).toMatchObject({ code: 'OWN_QUESTIONS_UNANSWERED' });
    expect(refused?.message).toContain(sector.labelEn);
    expect(refused?.message).not.toContain('Do you serve villages?');

    expect((await saveCompany(founder, { sector_focus: 'farming', motto: 'Water for all' }, 1)).errors).toBeUndefined();
    const submitted = await runOperation<{ submitApplication: { status: string } }>(
      t.app,
      'SubmitApplication',
      { applicationId },
      cookie,
    );
    expect(submitted.data?.submitApplication.status).toBe('submitted');
  });
});
