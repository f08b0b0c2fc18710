import { expect, type Page } from '@playwright/test';
import { COHORT_MESSAGES } from '../packages/shared/src/cohorts/cohort-messages.ts';
import { HI_FIELD_LABELS } from '../packages/shared/src/i18n/hi/field-labels.ts';
import { HI_STEP_LABELS } from '../packages/shared/src/i18n/hi/steps.ts';
import { HI_WEB_TEXTS } from '../packages/shared/src/i18n/hi/web.ts';
import { istInputValue } from '../packages/shared/src/format/ist-time.ts';
import { testOnOwnPortal, newPage } from './deployment-kit.ts';
import {
  expectNoHorizontalOverflow,
  openConsoleAsNewAdmin,
  signUpViaApi,
  screenshot as screenshotAs,
  submittedFounder,
} from './fixtures.ts';
import { saveAndNext, stepLink, storedApplication } from './wizard-kit.ts';
import { waitForServiceWorker } from './service-worker-kit.ts';

/**
 * Cohorts end to end (docs/cohorts.md): an admin creates a cohort on the console's Cohorts page; a founder whose
 * earlier application was submitted starts it from the dashboard "from my … application" (answers and video kept),
 * checks and saves each copied step, submits, and finds the earlier one under Past applications. A portal of its own (deployment-kit.ts): an extra open cohort would change what every other
 * spec's founders see.
 */
const test = testOnOwnPortal();

const HOUR = 60 * 60 * 1000;
/** The step list's "From last time, not checked yet", in Hindi (features/application/lib/texts-hi.ts). */
const FROM_LAST_TIME_HI = 'पिछली बार से, अभी जाँचा नहीं गया';

/** An admin on the console's Cohorts page creates a cohort open from an hour ago for 30 days. */
const createOpenCohort = async (admin: Page, nameEn: string, nameHi: string) => {
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Cohorts' }).click();
  await admin.getByRole('button', { name: 'New cohort' }).click();
  const form = admin.getByRole('form', { name: 'New cohort' });
  await form.getByLabel('Name (English)').fill(nameEn);
  await form.getByLabel('Name (Hindi)').fill(nameHi);
  await form.getByLabel('Opens (IST)').fill(istInputValue(new Date(Date.now() - HOUR)));
  await form.getByLabel('Closes (IST)').fill(istInputValue(new Date(Date.now() + 30 * 24 * HOUR)));
  await form.getByRole('button', { name: 'Create cohort' }).click();
  await expect(admin.getByTestId(`cohort-${nameEn}`).getByText('Open', { exact: true })).toBeVisible();
};

const screenshot = (page: Page, name: string) => screenshotAs(page, `cohorts-${name}`);

test('an admin creates Summer 2026; a founder who submitted before starts it from last time, checks each step, submits, and sees the earlier application as past', async ({
  browser,
  baseURL,
  deployment,
}) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const founder = await newPage(browser, base);
  await founder.goto('/');
  const companyName = `Kisan Cold ${Date.now().toString(36)}`;
  await submittedFounder(founder, companyName);
  await founder.goto('/dashboard');
  await expect(founder.getByTestId('status-card').getByText('Submitted', { exact: true })).toBeVisible();
  await expect(founder.getByRole('button', { name: /^Apply to / })).toHaveCount(0);

  const admin = await newPage(browser, base);
  await openConsoleAsNewAdmin(admin, `admin-${Date.now().toString(36)}@example.org`, base, deployment.dataDir);
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Cohorts' }).click();
  await expect(admin.getByRole('heading', { name: 'Cohorts', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'New cohort' }).click();
  const form = admin.getByRole('form', { name: 'New cohort' });
  await form.getByLabel('Name (English)').fill('Summer 2026');
  await form.getByLabel('Name (Hindi)').fill('ग्रीष्म 2026');
  const now = Date.now();
  // Closing before opening: the browser says so with the server's own rule, before anything is sent.
  await form.getByLabel('Opens (IST)').fill(istInputValue(new Date(now + 2 * HOUR)));
  await form.getByLabel('Closes (IST)').fill(istInputValue(new Date(now + HOUR)));
  await form.getByRole('button', { name: 'Create cohort' }).click();
  await expect(form.getByText(COHORT_MESSAGES.DATES_REVERSED)).toBeVisible();
  await form.getByLabel('Opens (IST)').fill(istInputValue(new Date(now - HOUR)));
  await form.getByLabel('Closes (IST)').fill(istInputValue(new Date(now + 30 * 24 * HOUR)));
  await form.getByRole('button', { name: 'Create cohort' }).click();
  const row = admin.getByTestId('cohort-Summer 2026');
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await expect(row).toContainText('IST (UTC+05:30)');
  await admin.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalOverflow(admin, 360);

  // The founder applies to it from the dashboard; the wizard opens on the new application.
  await founder.setViewportSize({ width: 360, height: 740 });
  await founder.reload();
  const apply = founder.getByRole('button', { name: 'Apply to Summer 2026' });
  await expect(apply).toBeVisible();
  await expectNoHorizontalOverflow(founder, 360);
  // With an earlier application, Apply offers to start from it (and to keep its video and documents) or empty.
  await apply.click();
  const choice = founder.getByTestId(/^start-choice-/);
  await expect(choice.getByRole('checkbox', { name: 'Keep my earlier video and documents' })).toBeChecked();
  await expect(choice.getByRole('button', { name: 'Start empty' })).toBeVisible();
  await expectNoHorizontalOverflow(founder, 360);
  await choice.getByRole('button', { name: /^Start from my .+ application$/ }).click();
  await expect(founder).toHaveURL(/\/application\/personal$/);
  await expect(founder.getByTestId('copied-answers')).toHaveText(
    /^\d+ of \d+ answers are filled from your last application: check each step$/,
  );
  await founder.goto('/dashboard');
  await expect(founder.getByTestId('status-card-cohort')).toHaveText('Summer 2026');
  await expect(founder.getByTestId('status-card').getByRole('button', { name: 'Continue Application' })).toBeVisible();
  const past = founder.getByTestId('past-applications');
  await expect(past.getByRole('heading', { name: 'Past applications' })).toBeVisible();
  await expect(past).toContainText(/Submitted on \d{1,2} \w{3} \d{4}/);
  await expect(founder.getByRole('button', { name: 'Apply to Summer 2026' })).toHaveCount(0);
  await expectNoHorizontalOverflow(founder, 360);

  // Each copied step is "from last time, not checked yet" until saved; Submit waits for all of them.
  await founder.setViewportSize({ width: 1280, height: 800 });
  await founder.goto('/application/review');
  await expect(founder.getByTestId('submit-unchecked')).toContainText('Company Info');
  await expect(founder.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
  await expect(stepLink(founder, 'Company Info')).toContainText('From last time, not checked yet');
  await expect(founder.getByText(new RegExp(`^${companyName}$`)).first()).toBeVisible();
  await founder.goto('/application/personal');
  await saveAndNext(founder);
  await expect(founder).toHaveURL(/\/application\/company$/);
  await expect(stepLink(founder, 'Personal Info')).not.toContainText('From last time');
  await expect(founder.getByLabel('Company Name')).toHaveValue(companyName);
  await founder.getByLabel('Company Description').fill('Solar cold rooms, now with village cooperatives.');
  await saveAndNext(founder);
  await expect(founder).toHaveURL(/\/application\/business$/);
  await saveAndNext(founder);
  await expect(founder).toHaveURL(/\/application\/funding$/);
  await saveAndNext(founder);
  await expect(founder).toHaveURL(/\/application\/video$/);
  // The earlier video was kept: the founder may replace it, and need not.
  await founder.goto('/application/review');
  await expect(founder.getByTestId('submit-unchecked')).toHaveCount(0);
  await expect(stepLink(founder, 'Funding Info')).not.toContainText('From last time');
  await expect(founder.getByText('Solar cold rooms, now with village cooperatives.')).toBeVisible();
  await founder.getByRole('button', { name: 'Submit Application' }).click();
  await expect(founder.getByText('Application Submitted!')).toBeVisible();
  const stored = await storedApplication(founder);
  expect(stored).toMatchObject({ status: 'submitted', companyName, uncheckedSteps: [] });

  // Closing it asks first, saying what it does.
  await row.getByRole('button', { name: 'Close now: Summer 2026' }).click();
  const confirm = admin.getByTestId('cohort-confirm');
  await expect(confirm).toContainText(
    'Close Summer 2026 now? From this moment no new applications or submissions are accepted for it. Drafts are kept.',
  );
  await confirm.getByRole('button', { name: 'Close now' }).click();
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
});

test('in Hindi on a phone without a connection, a founder starts the next cohort from last time, checks a step, and it all reaches the server once online', async ({
  browser,
  baseURL,
  deployment,
}) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const context = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 740 } });
  const founder = await context.newPage();
  await founder.goto('/');
  const companyName = `Gaon Cold ${Date.now().toString(36)}`;
  await submittedFounder(founder, companyName);

  const admin = await newPage(browser, base);
  await openConsoleAsNewAdmin(admin, `admin-${Date.now().toString(36)}@example.org`, base, deployment.dataDir);
  await createOpenCohort(admin, 'Monsoon 2026', 'मानसून 2026');

  // One visit with a connection, in Hindi: the dashboard offers the new cohort and keeps what it shows on the phone.
  await founder.evaluate(() => localStorage.setItem('portal-language', 'hi'));
  await founder.goto('/dashboard');
  const apply = founder.getByRole('button', { name: HI_WEB_TEXTS['Apply to {cohort}']!.replace('{cohort}', 'मानसून 2026') });
  await expect(apply).toBeVisible();
  // The device copy is written 100 ms after the answers come (lib/query-persistence.ts).
  await founder.waitForTimeout(1_000);
  // The reload below, without a connection, is answered by the service worker.
  await waitForServiceWorker(founder);
  await expect(apply).toBeVisible();

  await context.setOffline(true);
  await apply.click();
  const choice = founder.getByTestId(/^start-choice-/);
  await choice.getByRole('button', { name: /^मेरे .+ आवेदन से शुरू करें$/ }).click();
  await expect(founder).toHaveURL(/\/application\/personal$/);
  await expect(founder.getByTestId('copied-answers')).toHaveText(/^\d+ में से \d+ जवाब आपके पिछले आवेदन से भरे गए हैं: हर चरण जाँचें$/);
  await expectNoHorizontalOverflow(founder, 360);
  await screenshot(founder, 'hindi-offline-start');
  // On a phone the step list opens from the step bar.
  const showSteps = () => founder.getByRole('button', { name: 'सभी चरण दिखाएँ' }).click();
  const hindiStep = (name: string) =>
    founder.getByRole('navigation', { name: 'आवेदन के चरण' }).getByRole('link', { name: new RegExp(`^${name}`) });
  await showSteps();
  await expect(hindiStep(HI_STEP_LABELS.company)).toContainText(FROM_LAST_TIME_HI);

  // The company step, copied, is checked and changed on the phone; nothing has reached the server yet.
  await hindiStep(HI_STEP_LABELS.company).click();
  await expect(founder.getByLabel(HI_FIELD_LABELS.companyName)).toHaveValue(companyName);
  await founder.getByLabel(HI_FIELD_LABELS.description).fill('गाँव की सहकारी समितियों के लिए सौर कोल्ड रूम।');
  await founder.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }).click();
  await expect(founder).toHaveURL(/\/application\/business$/);
  await showSteps();
  await expect(hindiStep(HI_STEP_LABELS.company)).not.toContainText(FROM_LAST_TIME_HI);
  await expect(hindiStep(HI_STEP_LABELS.personal)).toContainText(FROM_LAST_TIME_HI);
  expect(await storedApplication(founder)).toMatchObject({ status: 'submitted', companyName });

  // A reload without a connection: the dashboard shows the new application from the phone's copy.
  await founder.goto('/dashboard');
  await expect(founder.getByTestId('status-card-cohort')).toHaveText('मानसून 2026');
  await expect(founder.getByTestId('dashboard-copied-answers')).toHaveText(/^\d+ में से \d+ जवाब/);
  await expectNoHorizontalOverflow(founder, 360);
  await screenshot(founder, 'hindi-offline-dashboard');

  // Back online: the start goes first, then the company step, to the new application. The step's answers and its
  // leaving the unchecked list are two statements (service.ts mergeSave), so the poll waits for both.
  await context.setOffline(false);
  await expect
    .poll(async () => await storedApplication(founder), { timeout: 30_000 })
    .toMatchObject({
      status: 'in-progress',
      companyName,
      city: 'Kohima',
      description: 'गाँव की सहकारी समितियों के लिए सौर कोल्ड रूम।',
      uncheckedSteps: ['personal', 'business', 'funding'],
    });
  await expect(founder.getByTestId('past-applications')).toBeVisible();
  await context.close();
});

test('an admin names a cohort in Hindi and Tamil; a founder in Tamil reads the Tamil name, one in Bengali the English one', async ({
  browser,
  baseURL,
  deployment,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const admin = await newPage(browser, base);
  await openConsoleAsNewAdmin(admin, `admin-${Date.now().toString(36)}@example.org`, base, deployment.dataDir);
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Cohorts' }).click();
  await admin.getByRole('button', { name: 'New cohort' }).click();
  const form = admin.getByRole('form', { name: 'New cohort' });
  await form.getByLabel('Name (English)').fill('Harvest 2027');
  await form.getByLabel('Name (Hindi)').fill('फ़सल 2027');
  await form.getByText('Name in the other languages (optional)').click();
  await form.getByLabel('Name in தமிழ்').fill('அறுவடை 2027');
  await form.getByLabel('Opens (IST)').fill(istInputValue(new Date(Date.now() - HOUR)));
  await form.getByLabel('Closes (IST)').fill(istInputValue(new Date(Date.now() + 30 * 24 * HOUR)));
  await admin.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalOverflow(admin, 360);
  await screenshot(admin, 'names-form-360');
  await form.getByRole('button', { name: 'Create cohort' }).click();
  await expect(admin.getByTestId('cohort-Harvest 2027').getByText('Open', { exact: true })).toBeVisible();
  // Editing it shows the Tamil name kept.
  await admin.getByTestId('cohort-Harvest 2027').getByRole('button', { name: 'Edit Harvest 2027' }).click();
  await expect(admin.getByLabel('Name in தமிழ்')).toHaveValue('அறுவடை 2027');

  // Closing the first cohort makes this one the cohort a new founder's dashboard offers.
  await admin.getByRole('button', { name: 'Close now: Winter 2025 Cohort' }).click();
  await admin.getByTestId('cohort-confirm').getByRole('button', { name: 'Close now' }).click();
  await expect(admin.getByTestId('cohort-confirm')).toHaveCount(0);

  const founderIn = async (language: string) => {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate((code) => localStorage.setItem('portal-language', code), language);
    await signUpViaApi(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    return page;
  };
  const tamil = await founderIn('ta');
  await expect(tamil.getByRole('heading', { level: 2, name: 'அறுவடை 2027' })).toBeVisible();
  await expect(tamil.getByText('Harvest 2027')).toHaveCount(0);
  await expectNoHorizontalOverflow(tamil, 360);
  await screenshot(tamil, 'names-tamil-dashboard-360');
  const bengali = await founderIn('bn');
  await expect(bengali.getByRole('heading', { level: 2, name: 'Harvest 2027' })).toBeVisible();
  await expectNoHorizontalOverflow(bengali, 360);
  await screenshot(bengali, 'names-bengali-dashboard-360');
});
