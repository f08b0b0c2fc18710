import { beforeAll, describe, expect, it } from 'vitest';
import { ownQuestionMessages } from '@portal/shared/own-questions/own-question-messages';
import { QUESTION_DEFINITION_MESSAGES } from '@portal/shared/own-questions/question-schema';
import { createTestApp, signUp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { BUSINESS, COMPANY, FUNDING, firstError, founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { latestFormVersion } from '../../src/modules/own-questions/form-version-repository.ts';
import { snapshotOf } from '../../src/modules/privacy/data-export.ts';
import { privacyDb } from '../../src/modules/privacy/privacy-tables.ts';
import { ist } from './questions-fixture.ts';

const TAMIL_LABEL = 'உங்கள் ஸ்டார்ட்அப்பை பெண்கள் நடத்துகிறார்களா?';
/** A required question the team wrote in English, Hindi and Tamil (the question, its help and, below, options). */
const womenLed = {
  kind: 'yes_no',
  id: 'women_led',
  labelEn: 'Is your startup women-led?',
  labelHi: 'क्या आपका स्टार्टअप महिलाओं के नेतृत्व में है?',
  labelIn: { ta: TAMIL_LABEL },
  helpEn: 'Led by a woman founder.',
  helpHi: 'किसी महिला संस्थापक के नेतृत्व में।',
  helpIn: { ta: 'ஒரு பெண் நிறுவனர் தலைமையில்.' },
  step: 'company',
  required: true,
};
const heardFrom = {
  kind: 'one_choice',
  id: 'heard_from',
  labelEn: 'How did you hear about us?',
  labelHi: 'आपने हमारे बारे में कैसे सुना?',
  labelIn: { ta: 'எங்களைப் பற்றி எப்படித் தெரிந்துகொண்டீர்கள்?', bn: '' },
  step: 'business',
  options: [
    { id: 'radio', labelEn: 'Radio', labelHi: 'रेडियो', labelIn: { ta: 'வானொலி' } },
    { id: 'friend', labelEn: 'A friend', labelHi: 'एक दोस्त' },
  ],
};

interface Form {
  version: number;
  questions: string;
  missingHindi: string[];
}
type Saved = { ownForm: { version: number; questions: string } };

/** A cohort's own questions in the seven other languages (issues 50 and 53): stored, served, and said to founders. */
describe.each(TEST_DIALECTS)('own questions in every founder language (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let admin: string;
  let cohortId: string;
  const save = (questions: unknown) =>
    runOperation<{ saveCohortForm: Form }>(t.app, 'SaveCohortForm', { cohortId, questions: JSON.stringify(questions) }, admin);

  beforeAll(async () => {
    admin = (await accountWithRole(t.app, 'admin')).cookie;
    const created = await runOperation<{ createCohort: { id: string } }>(
      t.app,
      'CreateCohort',
      { input: { nameEn: 'Monsoon', nameHi: 'मानसून', opensAt: ist(3), closesAt: ist(40) } },
      admin,
    );
    cohortId = created.data!.createCohort.id;
    expect((await save([womenLed, heardFrom])).errors).toBeUndefined();
    expect((await runOperation(t.app, 'OpenCohortNow', { cohortId }, admin)).errors).toBeUndefined();
  });

  it('stores the Tamil texts and serves them to the console; the blank Bengali one is left out; saving again makes no version', async () => {
    const form = (await runOperation<{ consoleCohortForm: Form }>(t.app, 'ConsoleCohortForm', { cohortId }, admin)).data!
      .consoleCohortForm;
    const [first, second] = JSON.parse(form.questions);
    expect(first).toMatchObject({ labelIn: { ta: TAMIL_LABEL }, helpIn: { ta: 'ஒரு பெண் நிறுவனர் தலைமையில்.' } });
    expect(second.labelIn).toEqual({ ta: 'எங்களைப் பற்றி எப்படித் தெரிந்துகொண்டீர்கள்?' });
    expect(second.options[0].labelIn).toEqual({ ta: 'வானொலி' });
    expect(second.options[1]).not.toHaveProperty('labelIn');
    // Only Hindi is asked for before opening; the other languages are optional.
    expect(form.missingHindi).toEqual([]);

    const stored = await latestFormVersion(t.app.database.db, cohortId);
    expect(stored!.questions[0]!.labelIn).toEqual({ ta: TAMIL_LABEL });
    expect((await save([womenLed, heardFrom])).data!.saveCohortForm.version).toBe(form.version);

    const unknown = firstError(await save([{ ...womenLed, labelIn: { fr: 'Votre startup ?' } }]));
    expect(unknown).toMatchObject({ code: 'VALIDATION_FAILED', message: QUESTION_DEFINITION_MESSAGES.LANGUAGE_INVALID });
  });

  it('serves the texts with the founder’s form, and refuses a skipped required question in Tamil to a founder in Tamil', async () => {
    const founder = await founderWithApplication(t.app);
    await runOperation(t.app, 'SetLanguage', { language: 'ta' }, founder.cookie);
    const mine = (await runOperation<{ myApplication: Saved }>(t.app, 'MyApplication', {}, founder.cookie)).data!.myApplication;
    expect(JSON.parse(mine.ownForm.questions)[0].labelIn).toEqual({ ta: TAMIL_LABEL });

    const skipped = firstError(
      await runOperation(
        t.app,
        'SaveCompanyInfo',
        { applicationId: founder.applicationId, input: COMPANY, ownAnswers: JSON.stringify({ women_led: null }) },
        founder.cookie,
      ),
    );
    expect(skipped).toMatchObject({ code: 'VALIDATION_FAILED', message: ownQuestionMessages('ta').REQUIRED });

    const { applicationId, cookie } = founder;
    await runOperation(t.app, 'SaveCompanyInfo', { applicationId, input: COMPANY }, cookie);
    await runOperation(t.app, 'SaveBusinessDetails', { applicationId, input: BUSINESS }, cookie);
    await runOperation(t.app, 'SaveFundingInfo', { applicationId, input: FUNDING }, cookie);
    await t.app.database.db
      .updateTable('applications')
      .set({ video_url: `/files/${applicationId}` })
      .where('id', '=', applicationId)
      .execute();
    // Submitting without the answer names the question in the founder's language: Tamil, and English in Bengali.
    const tamil = firstError(
      await runOperation(t.app, 'SubmitApplication', { applicationId: founder.applicationId }, founder.cookie),
    );
    expect(tamil).toMatchObject({ code: 'OWN_QUESTIONS_UNANSWERED' });
    expect(tamil?.message).toContain(TAMIL_LABEL);
    await runOperation(t.app, 'SetLanguage', { language: 'bn' }, founder.cookie);
    const bengali = firstError(
      await runOperation(t.app, 'SubmitApplication', { applicationId: founder.applicationId }, founder.cookie),
    );
    expect(bengali?.message).toContain('Is your startup women-led?');
    expect(bengali?.message).not.toContain(TAMIL_LABEL);

    // The founder's data export gives each answer's question in the languages the team wrote it in.
    await runOperation(t.app, 'SaveCompanyInfo', { applicationId, input: COMPANY, ownAnswers: '{"women_led":true}' }, cookie);
    const exported = await snapshotOf(privacyDb(t.app.database.db), founder.userId);
    expect(exported!.ownQuestionAnswers[0]!.answers).toEqual([
      {
        questionId: 'women_led',
        questionEn: womenLed.labelEn,
        questionHi: womenLed.labelHi,
        questionIn: { ta: TAMIL_LABEL },
        answer: true,
      },
    ]);
  });

  it('keeps an eligibility question’s Tamil texts and gives them to a founder', async () => {
    const check = [
      {
        kind: 'yes_no',
        id: 'registered',
        labelEn: 'Is your startup registered in India?',
        labelHi: 'क्या आपका स्टार्टअप भारत में पंजीकृत है?',
        labelIn: { ta: 'உங்கள் ஸ்டார்ட்அப் இந்தியாவில் பதிவு செய்யப்பட்டதா?' },
        reasonEn: 'Only registered startups can apply.',
        reasonHi: 'केवल पंजीकृत स्टार्टअप आवेदन कर सकते हैं।',
        reasonIn: { ta: 'பதிவு செய்யப்பட்ட ஸ்டார்ட்அப்கள் மட்டுமே விண்ணப்பிக்கலாம்.' },
        mustBe: true,
      },
    ];
    const saved = await runOperation(t.app, 'SaveCohortEligibility', { cohortId, questions: JSON.stringify(check) }, admin);
    expect(saved.errors).toBeUndefined();
    const founder = await signUp(t.app);
    const read = await runOperation<{ cohortEligibility: { questions: string } }>(
      t.app,
      'CohortEligibility',
      { cohortId },
      founder.cookie,
    );
    expect(JSON.parse(read.data!.cohortEligibility.questions)).toMatchObject([
      { labelIn: check[0]!.labelIn, reasonIn: check[0]!.reasonIn },
    ]);
  });
});
