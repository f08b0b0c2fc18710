import { expect, type Page } from '@playwright/test';
import { ELIGIBILITY_TEXTS } from '../packages/shared/src/eligibility/eligibility-messages.ts';
import { HI_WEB_TEXTS } from '../packages/shared/src/i18n/hi/web.ts';
import { testOnOwnPortal, newPage } from './deployment-kit.ts';
import {
  expectNoHorizontalOverflow,
  graphqlOk,
  openConsoleAsNewAdmin,
  screenshot as screenshotAs,
  signUpViaApi,
} from './fixtures.ts';

/**
 * A cohort's eligibility check (issue 50, docs/own-questions.md "Eligibility check"): an admin adds a rule to the open
 * cohort; a founder at 360 px in Hindi answers, is told plainly while offline that nothing was sent, and is refused
 * with the rule and the reason in Hindi and the support address; a founder who qualifies goes on to the application;
 * the console counts who was screened out by which rule. A portal of its own (deployment-kit.ts): a check on the
 * first cohort would change what other specs' founders see.
 */
const test = testOnOwnPortal();

const screenshot = (page: Page, name: string) => screenshotAs(page, `eligibility-${name}`);
const HI = ELIGIBILITY_TEXTS.hi;
const EN = ELIGIBILITY_TEXTS.en;

test('an eligibility rule refuses a founder in Hindi at 360 px and says why; a founder who qualifies goes on to the application', async ({
  browser,
  baseURL,
  deployment,
}) => {
  test.setTimeout(240_000);
  const admin = await newPage(browser, baseURL!);
  await openConsoleAsNewAdmin(admin, `admin-${Date.now().toString(36)}@example.org`, baseURL!, deployment.dataDir);
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Cohorts' }).click();
  const row = admin.getByTestId('cohort-Winter 2025 Cohort');
  await row.getByRole('button', { name: 'Eligibility of Winter 2025 Cohort' }).click();
  const editor = admin.getByTestId('eligibility-editor');
  await editor.getByRole('button', { name: 'Add eligibility question' }).click();
  const card = editor.getByTestId('eligibility-card-0');
  await card.getByLabel('Question 1 in English').fill('Is your startup registered in India?');
  await card.getByLabel('Question 1 in Hindi').fill('क्या आपका स्टार्टअप भारत में पंजीकृत है?');
  await card.getByLabel('Why (shown when refused), English: question 1').fill('This cohort funds Indian companies only.');
  await card.getByLabel('Why (shown when refused), Hindi: question 1').fill('यह कोहोर्ट केवल भारतीय कंपनियों को धन देता है।');
  await expect(card.getByRole('radio', { name: 'Must be Yes' })).toBeChecked();
  // The same rule the founder's page and the server apply, tried on the console.
  await editor.getByRole('combobox', { name: '1. Is your startup registered in India?' }).click();
  await admin.getByRole('option', { name: 'No', exact: true }).click();
  await expect(editor.getByTestId('eligibility-try-outcome')).toHaveText('Screened out by question 1: must be Yes');
  await editor.getByRole('button', { name: 'Save eligibility check' }).click();
  await expect(editor.getByTestId('eligibility-saved')).toBeVisible();

  // A founder in Hindi on a 360 px phone: Apply Now goes to the check before anything starts.
  const hindi = await newPage(browser, baseURL!);
  await hindi.setViewportSize({ width: 360, height: 740 });
  await hindi.addInitScript(() => localStorage.setItem('portal-language', 'hi'));
  await hindi.goto('/');
  await signUpViaApi(hindi);
  await hindi.getByRole('button', { name: HI_WEB_TEXTS['Apply Now'] }).click();
  await expect(hindi).toHaveURL(/\/eligibility\/first$/);
  await expect(hindi.getByRole('heading', { name: HI.TITLE })).toBeVisible();
  const question = hindi.getByTestId('eligibility-question-q1');
  await expect(question.getByText('क्या आपका स्टार्टअप भारत में पंजीकृत है?')).toBeVisible();
  // Skipping the question is refused in Hindi, on the page.
  await hindi.getByRole('button', { name: HI.SUBMIT }).click();
  await expect(question.getByRole('alert')).toHaveText(HI.REQUIRED);
  const no = question.getByRole('radio', { name: HI.NO });
  await no.check();
  // A large tap target: the whole row is the answer.
  const box = (await question.locator('label').filter({ hasText: HI.NO }).boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await expectNoHorizontalOverflow(hindi, 360);

  // Offline, it says so plainly: nothing was sent, nothing checked.
  await hindi.context().setOffline(true);
  await hindi.getByRole('button', { name: HI.SUBMIT }).click();
  await expect(hindi.getByTestId('eligibility-offline')).toHaveText(HI.OFFLINE);
  await expect(hindi.getByTestId('eligibility-refused')).toHaveCount(0);
  await hindi.context().setOffline(false);

  await hindi.getByRole('button', { name: HI.SUBMIT }).click();
  const refused = hindi.getByTestId('eligibility-refused');
  await expect(refused).toContainText(HI.REFUSED_TITLE);
  await expect(hindi.getByTestId('eligibility-rule')).toHaveText(HI.RULE_YES('क्या आपका स्टार्टअप भारत में पंजीकृत है?'));
  await expect(hindi.getByTestId('eligibility-reason')).toHaveText('यह कोहोर्ट केवल भारतीय कंपनियों को धन देता है।');
  await expect(refused).toContainText(HI.KEPT);
  await expect(hindi.getByTestId('eligibility-support')).toHaveAttribute('href', /^mailto:.+@.+/);
  await expectNoHorizontalOverflow(hindi, 360);
  await screenshot(hindi, 'refused-hindi-360');
  // Coming back shows the same outcome: the answers are kept, no application was made.
  await hindi.reload();
  await expect(hindi.getByTestId('eligibility-rule')).toBeVisible();
  expect(await graphqlOk(hindi, 'MyApplications')).toEqual([]);

  // A founder who qualifies goes on to the application.
  const english = await newPage(browser, baseURL!);
  await english.goto('/');
  await signUpViaApi(english);
  await english.getByRole('button', { name: 'Apply Now' }).click();
  await expect(english).toHaveURL(/\/eligibility\/first$/);
  await english.getByTestId('eligibility-question-q1').getByRole('radio', { name: EN.YES }).check();
  await english.getByRole('button', { name: EN.SUBMIT }).click();
  await expect(english.getByTestId('eligibility-eligible')).toContainText(EN.ELIGIBLE_TITLE);
  await english.getByRole('button', { name: EN.START }).click();
  await expect(english).toHaveURL(/\/application\/personal$/);

  // The console counts who was screened out, by which rule.
  await admin.reload();
  await admin.getByTestId('cohort-Winter 2025 Cohort').getByRole('button', { name: 'Eligibility of Winter 2025 Cohort' }).click();
  const counts = admin.getByTestId('eligibility-counts');
  await expect(counts).toContainText('1 screened in, 1 screened out.');
  await expect(counts.getByTestId('eligibility-count-q1')).toContainText('Is your startup registered in India?: must be Yes');
});
