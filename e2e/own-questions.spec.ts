import { expect, type Page } from '@playwright/test';
import { istInputValue } from '../packages/shared/src/format/ist-time.ts';
import { testOnOwnPortal, newPage } from './deployment-kit.ts';
import { OWN_QUESTION_MESSAGES_HI } from '../packages/shared/src/own-questions/own-question-messages.ts';
import {
  expectNoHorizontalOverflow,
  graphqlOk,
  openConsoleAsNewAdmin,
  screenshot as screenshotAs,
  signUpViaApi,
  uploadPitchVideo,
} from './fixtures.ts';
import { saveStatus, storedApplication } from './wizard-kit.ts';
import { waitForServiceWorker } from './service-worker-kit.ts';
import { HI_TABLE } from '../apps/web/src/features/application/lib/texts-hi.ts';
import { HI_SYNC_MESSAGES } from '../packages/shared/src/i18n/hi/sync-messages.ts';
import { TA_TABLE } from '../apps/web/src/features/application/lib/texts-ta.ts';
import { BN_TABLE } from '../apps/web/src/features/application/lib/texts-bn.ts';
import { ownQuestionMessages } from '../packages/shared/src/own-questions/own-question-messages.ts';
import { eligibilityTexts } from '../packages/shared/src/eligibility/eligibility-messages.ts';

/**
 * A cohort's own questions on the console (issue 50, docs/own-questions.md): an admin adds a required yes/no and
 * an optional one-choice question with Hindi texts to an upcoming cohort, sees them in the phone-width preview in
 * English and Hindi, cannot open the cohort while a Hindi text is missing (the console says which), opens it once
 * complete, and a change after opening is a new version. Then a founder in Hindi at 360 px answers them in the
 * wizard: the required one's message in Hindi when skipped, the optional one while offline (sent once back online),
 * and submits.
 * A portal of its own (deployment-kit.ts): an extra cohort would change what other specs' founders see.
 */
const test = testOnOwnPortal();

const HOUR = 60 * 60 * 1000;
const screenshot = (page: Page, name: string) => screenshotAs(page, `own-questions-${name}`);

const chooseIn = async (page: Page, card: ReturnType<Page['getByTestId']>, label: string, option: string) => {
  await card.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('an admin adds a required yes/no and an optional one-choice question, previews them in Hindi at phone width, and opens the cohort only once every Hindi text is written', async ({
  browser,
  baseURL,
  deployment,
}) => {
  test.setTimeout(180_000);
  const admin = await newPage(browser, baseURL!);
  await openConsoleAsNewAdmin(admin, `admin-${Date.now().toString(36)}@example.org`, baseURL!, deployment.dataDir);
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Cohorts' }).click();
  await admin.getByRole('button', { name: 'New cohort' }).click();
  const cohortForm = admin.getByRole('form', { name: 'New cohort' });
  await cohortForm.getByLabel('Name (English)').fill('Monsoon 2027');
  await cohortForm.getByLabel('Name (Hindi)').fill('मानसून 2027');
  await cohortForm.getByLabel('Opens (IST)').fill(istInputValue(new Date(Date.now() + 48 * HOUR)));
  await cohortForm.getByLabel('Closes (IST)').fill(istInputValue(new Date(Date.now() + 30 * 24 * HOUR)));
  await cohortForm.getByRole('button', { name: 'Create cohort' }).click();
  const row = admin.getByTestId('cohort-Monsoon 2027');
  await expect(row.getByText('Upcoming', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Questions of Monsoon 2027' }).click();
  const editor = admin.getByTestId('form-editor');
  await expect(editor.getByText('Saved version: 0.')).toBeVisible();
  // Founders see the questions in the wizard: the editor no longer warns that they do not.
  await expect(editor.getByTestId('not-asked-yet')).toHaveCount(0);

  // A required yes/no on Company Info, its Hindi left for later.
  await editor.getByRole('button', { name: 'Add question' }).click();
  const first = editor.getByTestId('question-1');
  // Checked before it is sent: the problem names its question, and the next change clears it.
  const problem = editor.getByRole('alert').filter({ hasText: 'Question 1: Write the question in English.' });
  await editor.getByRole('button', { name: 'Save questions' }).click();
  await expect(problem).toBeVisible();
  await first.getByLabel('Question (English)').fill('Is your startup women-led?');
  await expect(problem).toHaveCount(0);
  await first.getByLabel('Required').check();
  // An optional one-choice question on Business Details, all in English and Hindi.
  await editor.getByRole('button', { name: 'Add question' }).click();
  const second = editor.getByTestId('question-2');
  await chooseIn(admin, second, 'Kind', 'One choice');
  await chooseIn(admin, second, 'Wizard step', 'Business Details');
  await second.getByLabel('Question (English)').fill('How did you hear about us?');
  await second.getByLabel('Question (Hindi)').fill('आपने हमारे बारे में कैसे सुना?');
  await second.getByLabel('Option 1 (English)').fill('Radio');
  await second.getByLabel('Option 1 (Hindi)').fill('रेडियो');
  await second.getByLabel('Option 2 (English)').fill('A friend');
  await second.getByLabel('Option 2 (Hindi)').fill('एक दोस्त');

  const preview = editor.getByTestId('form-preview');
  await expect(preview.getByText('Is your startup women-led?')).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'A friend' })).toBeVisible();
  expect((await preview.boundingBox())!.width).toBeLessThanOrEqual(360);
  await editor.getByLabel('Preview language').selectOption('hi');
  await expect(preview.getByText('आपने हमारे बारे में कैसे सुना?')).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'एक दोस्त' })).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'हाँ' })).toBeVisible();

  await editor.getByRole('button', { name: 'Save questions' }).click();
  await expect(editor.getByText('Saved version: 1.')).toBeVisible();
  await expect(editor.getByTestId('missing-hindi')).toContainText('Is your startup women-led? (question)');
  // The preview stays in Hindi after the save; a question without Hindi shows its English there.
  await expect(preview.getByText('आपने हमारे बारे में कैसे सुना?')).toBeVisible();
  await expect(preview.getByText('Is your startup women-led?')).toBeVisible();
  await screenshot(admin, 'editor');

  // Opening is refused, naming the question without Hindi.
  await row.getByRole('button', { name: 'Open now: Monsoon 2027' }).click();
  const confirm = admin.getByTestId('cohort-confirm');
  await confirm.getByRole('button', { name: 'Open now' }).click();
  await expect(confirm.getByRole('alert')).toContainText('Is your startup women-led?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await editor.getByTestId('question-1').getByLabel('Question (Hindi)').fill('क्या आपका स्टार्टअप महिलाओं के नेतृत्व में है?');
  await editor.getByRole('button', { name: 'Save questions' }).click();
  await expect(editor.getByTestId('missing-hindi')).toHaveCount(0);
  await expect(editor.getByText('Saved version: 1.')).toBeVisible();
  await row.getByRole('button', { name: 'Open now: Monsoon 2027' }).click();
  await admin.getByTestId('cohort-confirm').getByRole('button', { name: 'Open now' }).click();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  // After opening, a change is a new version.
  await editor.getByTestId('question-2').getByLabel('Question (English)').fill('Where did you hear about us?');
  await editor.getByRole('button', { name: 'Save questions' }).click();
  await expect(editor.getByText('Saved version: 2.')).toBeVisible();

  // The founder's half: Hindi, a 360 px phone.
  const founderContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const founder = await founderContext.newPage();
  await founder.goto('/');
  await founder.evaluate(() => localStorage.setItem('portal-language', 'hi'));
  await signUpViaApi(founder, { name: 'Asha Founder' });
  await graphqlOk(founder, 'SetLanguage', { language: 'hi' });
  // The typed steps' fields through the data API (the Hindi wizard is walked by hindi.spec.ts); the questions in the page.
  const { id: applicationId } = await graphqlOk<{ id: string }>(founder, 'SavePersonalInfo', {
    input: { name: 'Asha Founder', email: 'asha@example.org', phone: '9876543210' },
  });
  await graphqlOk(founder, 'SaveCompanyInfo', {
    applicationId,
    input: {
      companyName: 'Gram Solar',
      description: 'Solar cold rooms.',
      foundersCount: 2,
      teamSize: 5,
      city: 'Jaipur',
      state: 'Rajasthan',
      hasDpiitCertification: false,
    },
  });
  await graphqlOk(founder, 'SaveBusinessDetails', {
    applicationId,
    input: { sector: 'agriculture', otherSector: '', foundingYear: '2021', revenue: '25-50L' },
  });
  await graphqlOk(founder, 'SaveFundingInfo', {
    applicationId,
    input: { equityFunding: '0', debtFunding: '0', grantFunding: '0' },
  });
  await founder.goto('/application/company');
  const saveAndNext = founder.getByRole('button', { name: 'सहेजें और आगे बढ़ें' });
  await expect(founder.getByText('क्या आपका स्टार्टअप महिलाओं के नेतृत्व में है?')).toBeVisible();
  // Skipped: the required message in Hindi, and Save & Next does not move on.
  await saveAndNext.click();
  await expect(founder.getByText(OWN_QUESTION_MESSAGES_HI.REQUIRED)).toBeVisible();
  await expect(founder).toHaveURL(/\/application\/company$/);
  await expectNoHorizontalOverflow(founder, 360);
  await screenshot(founder, 'founder-required-hi');
  await founder
    .getByRole('radiogroup', { name: 'क्या आपका स्टार्टअप महिलाओं के नेतृत्व में है?' })
    .getByRole('radio', { name: 'हाँ' })
    .check();
  await saveAndNext.click();
  await expect(founder).toHaveURL(/\/application\/business$/);

  // Offline: the optional question is answered and queued with the step, then sent once the connection is back.
  await founderContext.setOffline(true);
  await founder.getByRole('radio', { name: 'एक दोस्त' }).check();
  await saveAndNext.click();
  await expect(founder).toHaveURL(/\/application\/funding$/);
  await founder.goBack();
  await expect(founder).toHaveURL(/\/application\/business$/);
  await expect(saveStatus(founder)).toContainText(HI_SYNC_MESSAGES.NOT_SENT);
  await founderContext.setOffline(false);
  // Back online: the queued save is sent and the step says Saved, in Hindi.
  await expect(saveStatus(founder)).toContainText(HI_SYNC_MESSAGES.SAVED, { timeout: 30_000 });
  await expect(saveStatus(founder)).toHaveAttribute('data-state', 'clean');
  await expect(founder.getByRole('radio', { name: 'एक दोस्त' })).toBeChecked();
  /** The stored answers by the question's English text (a choice by its option's English text). */
  const storedAnswers = async () => {
    const { ownForm } = (await storedApplication(founderContext)) as { ownForm: { questions: string; answers: string } };
    const questions = JSON.parse(ownForm.questions) as {
      id: string;
      labelEn: string;
      options?: { id: string; labelEn: string }[];
    }[];
    const answers = JSON.parse(ownForm.answers) as Record<string, unknown>;
    return Object.fromEntries(
      questions.map((q) => [q.labelEn, q.options?.find((o) => o.id === answers[q.id])?.labelEn ?? answers[q.id] ?? null]),
    );
  };
  await expect
    .poll(storedAnswers, { timeout: 30_000 })
    .toEqual({ 'Is your startup women-led?': true, 'Where did you hear about us?': 'A friend' });

  // The pitch video (its upload page is read in English by the upload kit).
  await graphqlOk(founder, 'SetLanguage', { language: 'en' });
  await founder.evaluate(() => localStorage.setItem('portal-language', 'en'));
  await uploadPitchVideo(founder);
  // The review's summary lists the answers in Hindi, with the questions' Hindi wording.
  await graphqlOk(founder, 'SetLanguage', { language: 'hi' });
  await founder.evaluate(() => localStorage.setItem('portal-language', 'hi'));
  await founder.goto('/application/review');
  await expect(founder.getByText('क्या आपका स्टार्टअप महिलाओं के नेतृत्व में है?')).toBeVisible();
  await expect(founder.getByText('आपने हमारे बारे में कैसे सुना?')).toBeVisible();
  await expect(founder.locator('dd', { hasText: 'एक दोस्त' })).toBeVisible();
  await expectNoHorizontalOverflow(founder, 360);
  await screenshot(founder, 'founder-review-hi');
  const HI_WIZARD_TEXTS = HI_TABLE.translated as { submitApplication: string; submitted: string };
  // The founder submits with the Hindi button; the confirmation, then the dashboard, in Hindi.
  await founder.getByRole('button', { name: HI_WIZARD_TEXTS.submitApplication }).click();
  await expect(founder.getByRole('heading', { name: HI_WIZARD_TEXTS.submitted })).toBeVisible();
  await expect(founder).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect.poll(async () => (await storedApplication(founderContext))?.status).toBe('submitted');

  // The team's side: the application's page, the reviewer's view and the CSV show the answers.
  const mine = await graphqlOk<{ cohort: { id: string } | null }[]>(founder, 'MyApplications', {});
  const cohortId = mine[0]!.cohort!.id;
  const ownAnswers = (page: Page) => page.getByTestId('own-answers');
  await admin.goto(`/console/applications/${applicationId}`);
  await expect(ownAnswers(admin).locator('[data-question]')).toHaveCount(2);
  await expect(ownAnswers(admin)).toContainText('Is your startup women-led?');
  await expect(ownAnswers(admin)).toContainText('Where did you hear about us?');
  await expect(ownAnswers(admin)).toContainText('A friend');
  await expect(admin.getByText("The cohort's own questions (form version 2)")).toBeVisible();

  const reviewer = await newPage(browser, baseURL!);
  await reviewer.goto('/');
  const reviewerAccount = await signUpViaApi(reviewer, { name: 'Rita Reviewer' });
  const users = await graphqlOk<{ items: { id: string }[] }>(admin, 'ConsoleUsers', { search: reviewerAccount.email, page: 1 });
  await graphqlOk(admin, 'SetUserRole', { userId: users.items[0]!.id, role: 'reviewer' });
  await reviewer.goto(`/console/applications/${applicationId}`);
  const womenLedAnswer = ownAnswers(reviewer).locator('[data-question]').filter({ hasText: 'Is your startup women-led?' });
  await expect(womenLedAnswer).toContainText('Yes');
  await expect(ownAnswers(reviewer)).toContainText('A friend');

  const csv = await admin.request.get(`/console/export.csv?cohort=${cohortId}`);
  expect(csv.status()).toBe(200);
  const csvText = await csv.text();
  const [header, ...rows] = csvText.trim().split(/\r?\n/);
  expect(header).toContain('Is your startup women-led?');
  expect(header).toContain('Where did you hear about us?');
  expect(header).toContain('Form version');
  const exportedRow = rows.find((line) => line.includes('Gram Solar')) ?? '';
  expect(exportedRow).toContain('Yes');
  expect(exportedRow).toContain('A friend');

  // The admin renames a question afterwards: the submitted application still reads the wording it was answered on.
  await admin.goto('/console');
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Cohorts' }).click();
  await admin.getByTestId('cohort-Monsoon 2027').getByRole('button', { name: 'Questions of Monsoon 2027' }).click();
  const editorAgain = admin.getByTestId('form-editor');
  await editorAgain.getByTestId('question-1').getByLabel('Question (English)').fill('Is your startup led by women?');
  await editorAgain.getByRole('button', { name: 'Save questions' }).click();
  await expect(editorAgain.getByText('Saved version: 3.')).toBeVisible();
  await admin.goto(`/console/applications/${applicationId}`);
  await expect(ownAnswers(admin)).toContainText('Is your startup women-led?');
  await expect(ownAnswers(admin)).not.toContainText('Is your startup led by women?');
  await expect(admin.getByText("The cohort's own questions (form version 2)")).toBeVisible();
  await reviewer.reload();
  await expect(ownAnswers(reviewer)).toContainText('Is your startup women-led?');
  // The founder's own read-only copy keeps it too.
  await founder.goto('/application/review');
  await expect(founder.getByText('क्या आपका स्टार्टअप महिलाओं के नेतृत्व में है?')).toBeVisible();
});

test('an admin writes a question in Tamil too; a founder in Tamil at 360 px reads it in Tamil, one in Bengali reads the English fallback', async ({
  browser,
  baseURL,
  deployment,
}) => {
  test.setTimeout(180_000);
  const TAMIL = {
    label: 'உங்கள் ஸ்டார்ட்அப்பை பெண்கள் நடத்துகிறார்களா?',
    help: 'நிறுவனர்களில் ஒருவராவது பெண்ணாக இருந்தால் ஆம் என்று தேர்ந்தெடுங்கள்.',
  };
  const admin = await newPage(browser, baseURL!);
  await openConsoleAsNewAdmin(admin, `admin-${Date.now().toString(36)}@example.org`, baseURL!, deployment.dataDir);
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Cohorts' }).click();
  await admin.getByRole('button', { name: 'New cohort' }).click();
  const cohortForm = admin.getByRole('form', { name: 'New cohort' });
  await cohortForm.getByLabel('Name (English)').fill('Harvest 2027');
  await cohortForm.getByLabel('Name (Hindi)').fill('फ़सल 2027');
  await cohortForm.getByLabel('Opens (IST)').fill(istInputValue(new Date(Date.now() + 48 * HOUR)));
  await cohortForm.getByLabel('Closes (IST)').fill(istInputValue(new Date(Date.now() + 30 * 24 * HOUR)));
  await cohortForm.getByRole('button', { name: 'Create cohort' }).click();
  const row = admin.getByTestId('cohort-Harvest 2027');
  await row.getByRole('button', { name: 'Questions of Harvest 2027' }).click();
  const editor = admin.getByTestId('form-editor');

  await editor.getByRole('button', { name: 'Add question' }).click();
  const question = editor.getByTestId('question-1');
  await question.getByLabel('Question (English)').fill('Is your startup women-led?');
  await question.getByLabel('Question (Hindi)').fill('क्या आपका स्टार्टअप महिलाओं के नेतृत्व में है?');
  await question.getByLabel('Help text (English)').fill('Choose Yes if at least one founder is a woman.');
  await question.getByLabel('Help text (Hindi)').fill('अगर कम से कम एक संस्थापक महिला हैं तो हाँ चुनें।');
  await question.getByLabel('Required').check();
  // Every other language is missing: the console says so, for information only.
  await expect(editor.getByTestId('missing-languages')).toContainText('தமிழ்');
  await question.getByText('Other languages (optional)').click();
  await question.getByLabel('Question in தமிழ்').fill(TAMIL.label);
  await question.getByLabel('Help text in தமிழ்').fill(TAMIL.help);
  await expect(editor.getByTestId('missing-languages')).not.toContainText('தமிழ்');
  await expect(editor.getByTestId('missing-languages')).toContainText('বাংলা');

  // The preview in Tamil shows the Tamil texts; in Bengali, the English fallback with the Bengali Yes/No.
  const preview = editor.getByTestId('form-preview');
  await editor.getByLabel('Preview language').selectOption('ta');
  await expect(preview.getByText(TAMIL.label)).toBeVisible();
  await expect(preview.getByText(TAMIL.help)).toBeVisible();
  await expect(preview.getByRole('radio', { name: ownQuestionMessages('ta').YES })).toBeVisible();
  await editor.getByLabel('Preview language').selectOption('bn');
  await expect(preview.getByText('Is your startup women-led?')).toBeVisible();
  await expect(preview.getByRole('radio', { name: ownQuestionMessages('bn').YES })).toBeVisible();
  await screenshot(admin, 'editor-tamil');

  await editor.getByRole('button', { name: 'Save questions' }).click();
  await expect(editor.getByText('Saved version: 1.')).toBeVisible();
  // The saved form keeps the Tamil texts: the editor reads them back from the server.
  await expect(editor.getByTestId('question-1').getByLabel('Question in தமிழ்')).toHaveValue(TAMIL.label);
  await row.getByRole('button', { name: 'Open now: Harvest 2027' }).click();
  await admin.getByTestId('cohort-confirm').getByRole('button', { name: 'Open now' }).click();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  /** A founder in a language at 360 px, with an application to the open cohort, on the Company step. */
  const founderIn = async (language: 'ta' | 'bn') => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate((code) => localStorage.setItem('portal-language', code), language);
    await signUpViaApi(page, { name: 'Meena Founder' });
    await graphqlOk(page, 'SetLanguage', { language });
    await graphqlOk(page, 'SavePersonalInfo', {
      input: { name: 'Meena Founder', email: `meena-${language}@example.org`, phone: '9876543210' },
    });
    await page.goto('/application/company');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    return page;
  };

  const tamil = await founderIn('ta');
  const tamilQuestion = tamil.getByRole('radiogroup', { name: TAMIL.label });
  await expect(tamilQuestion).toBeVisible();
  await expect(tamil.getByText(TAMIL.help)).toBeVisible();
  await expect(tamil.getByText('Is your startup women-led?')).toHaveCount(0);
  // Skipped: the required message in Tamil.
  await tamil.getByRole('button', { name: (TA_TABLE.translated as { saveAndNext: string }).saveAndNext }).click();
  await expect(tamil.getByText(ownQuestionMessages('ta').REQUIRED)).toBeVisible();
  await tamilQuestion.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(tamil, 360);
  await screenshot(tamil, 'founder-tamil-360');
  await tamilQuestion.getByRole('radio', { name: ownQuestionMessages('ta').YES }).check();
  await expect(tamilQuestion.getByRole('radio', { name: ownQuestionMessages('ta').YES })).toBeChecked();

  const bengali = await founderIn('bn');
  await expect(bengali.getByRole('radiogroup', { name: 'Is your startup women-led?' })).toBeVisible();
  await expect(bengali.getByText(TAMIL.label)).toHaveCount(0);
  await bengali.getByRole('button', { name: (BN_TABLE.translated as { saveAndNext: string }).saveAndNext }).click();
  await expect(bengali.getByText(ownQuestionMessages('bn').REQUIRED)).toBeVisible();
  await expectNoHorizontalOverflow(bengali, 360);
  await screenshot(bengali, 'founder-bengali-360');

  // The eligibility check's questions follow the same rule: the team's Tamil question and reason, to a founder in Tamil.
  const cohorts = await graphqlOk<{ id: string; nameEn: string }[]>(admin, 'ConsoleCohorts');
  const cohortId = cohorts.find((c) => c.nameEn === 'Harvest 2027')!.id;
  const registered = {
    kind: 'yes_no',
    id: 'registered',
    labelEn: 'Is your startup registered in India?',
    labelHi: 'क्या आपका स्टार्टअप भारत में पंजीकृत है?',
    labelIn: { ta: 'உங்கள் ஸ்டார்ட்அப் இந்தியாவில் பதிவு செய்யப்பட்டதா?' },
    reasonEn: 'This cohort funds Indian companies only.',
    reasonHi: 'यह कोहोर्ट केवल भारतीय कंपनियों को धन देता है।',
    reasonIn: { ta: 'இந்தச் சுற்று இந்திய நிறுவனங்களுக்கு மட்டுமே நிதி தருகிறது.' },
    mustBe: true,
  };
  await graphqlOk(admin, 'SaveCohortEligibility', { cohortId, questions: JSON.stringify([registered]) });
  const screened = await (await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } })).newPage();
  await screened.goto('/');
  await screened.evaluate(() => localStorage.setItem('portal-language', 'ta'));
  await signUpViaApi(screened, { name: 'Kavya Founder' });
  await screened.goto(`/eligibility/${cohortId}`);
  const say = eligibilityTexts('ta');
  const check = screened.getByTestId('eligibility-question-registered');
  await expect(check).toContainText(registered.labelIn.ta);
  await check.getByRole('radio', { name: say.NO }).check();
  await screened.getByRole('button', { name: say.SUBMIT }).click();
  await expect(screened.getByTestId('eligibility-rule')).toHaveText(say.RULE_YES(registered.labelIn.ta));
  await expect(screened.getByTestId('eligibility-reason')).toHaveText(registered.reasonIn.ta);
  await expectNoHorizontalOverflow(screened, 360);
  await screenshot(screened, 'eligibility-tamil-360');
});

test('an answer typed offline to a question the team then moves and changes is named as changed, not removed, in Hindi at 360 px', async ({
  browser,
  baseURL,
  deployment,
}) => {
  test.setTimeout(120_000);
  const admin = await newPage(browser, baseURL!);
  await openConsoleAsNewAdmin(admin, `admin-${Date.now().toString(36)}@example.org`, baseURL!, deployment.dataDir);
  const ist = (offsetHours: number) =>
    `${new Date(Date.now() + offsetHours * HOUR + 5.5 * HOUR).toISOString().slice(0, 19)}+05:30`;
  const { id: cohortId } = await graphqlOk<{ id: string }>(admin, 'CreateCohort', {
    input: { nameEn: 'Rabi 2027', nameHi: 'रबी 2027', opensAt: ist(48), closesAt: ist(30 * 24) },
  });
  const option = (id: string, labelEn: string, labelHi: string) => ({ id, labelEn, labelHi });
  const heardFrom = {
    kind: 'one_choice',
    id: 'heard_from',
    labelEn: 'How did you hear about us?',
    labelHi: 'आपने हमारे बारे में कैसे सुना?',
    step: 'company',
    options: [option('radio', 'Radio', 'रेडियो'), option('friend', 'A friend', 'एक दोस्त')],
  };
  await graphqlOk(admin, 'SaveCohortForm', { cohortId, questions: JSON.stringify([heardFrom]) });
  await graphqlOk(admin, 'OpenCohortNow', { cohortId });

  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const founder = await context.newPage();
  await founder.goto('/');
  await founder.evaluate(() => localStorage.setItem('portal-language', 'hi'));
  await signUpViaApi(founder, { name: 'Asha Founder' });
  await graphqlOk(founder, 'SetLanguage', { language: 'hi' });
  const { id: applicationId } = await graphqlOk<{ id: string }>(founder, 'SavePersonalInfo', {
    input: { name: 'Asha Founder', email: 'asha@example.org', phone: '9876543210' },
  });
  await graphqlOk(founder, 'SaveCompanyInfo', {
    applicationId,
    input: {
      companyName: 'Gram Solar',
      description: 'Solar cold rooms.',
      foundersCount: 2,
      teamSize: 5,
      city: 'Jaipur',
      state: 'Rajasthan',
      hasDpiitCertification: false,
    },
  });
  await founder.goto('/application/company');
  await expect(founder.getByText(heardFrom.labelHi)).toBeVisible();
  // Offline works after one visit: the step's rules come from the service worker's precache, not the network.
  await waitForServiceWorker(founder);

  // Offline, the founder answers "Radio" and saves; meanwhile the team moves the question to the business step and
  // drops "Radio".
  await context.setOffline(true);
  await founder.getByRole('radio', { name: 'रेडियो' }).check();
  await founder.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }).click();
  await expect(founder).toHaveURL(/\/application\/business$/);
  await graphqlOk(admin, 'SaveCohortForm', {
    cohortId,
    questions: JSON.stringify([
      { ...heardFrom, step: 'business', options: [heardFrom.options[1], option('paper', 'A newspaper', 'एक अखबार')] },
    ]),
  });
  await context.setOffline(false);

  // Back online, the save lands without that answer: the founder is told the question changed and to answer again.
  const misfit = founder.getByTestId('own-answers-misfit');
  await expect(misfit).toContainText(HI_SYNC_MESSAGES.ANSWER_NO_LONGER_FITS, { timeout: 30_000 });
  await expect(misfit).toContainText(heardFrom.labelHi);
  await expect(founder.getByTestId('own-answers-dropped')).toHaveCount(0);
  await expect(founder.getByRole('radiogroup', { name: heardFrom.labelHi })).toBeVisible();
  await expectNoHorizontalOverflow(founder, 360);
  await screenshot(founder, 'answer-no-longer-fits-hi');
});
