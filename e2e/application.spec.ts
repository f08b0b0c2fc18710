import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../packages/shared/src/texts/messages.ts';
import { FIELD_RULE_MESSAGES } from '../packages/shared/src/application/application-fields.ts';
import type { OperationName } from '../packages/shared/src/graphql/operations.ts';
import { expectNoHorizontalOverflow, graphqlOk, signUp, signUpViaApi } from './fixtures.ts';
import { chooseOption, fillBusinessFields, saveAndNext, saveStatus, storedApplication } from './wizard-kit.ts';

/**
 * The application wizard end to end: a whole application from sign-up to the submitted dashboard card,
 * editing from review, a reload that keeps typed values, an offline save that lands after reconnecting, and the
 * phone layout.
 */
const VIDEO = path.join(import.meta.dirname, 'fixtures', 'pitch.mp4');
const STATEMENT = path.join(import.meta.dirname, 'fixtures', 'statement.pdf');

const fillPersonal = async (page: Page, phone = '9876543210') => {
  await page.getByLabel('Phone Number').fill(phone);
  await saveAndNext(page);
  // The first save creates the application (and loads the step rules): slower on a loaded 2-core machine.
  await expect(page).toHaveURL(/\/application\/company$/, { timeout: 30_000 });
};

const fillCompany = async (page: Page, companyName = 'GreenHarvest Agritech', options: { wrongDpiitFirst?: boolean } = {}) => {
  await page.getByLabel('Company Name').fill(companyName);
  await page.getByLabel('Company Description').fill('Solar cold storage for smallholder farmers.');
  await page.getByLabel('Number of Founders').fill('2');
  await page.getByLabel('Team Size').fill('6');
  await page.getByLabel('City').fill('Pune');
  await chooseOption(page, 'State', 'Maharashtra');
  // The DPIIT number is asked for only with the certification, and its format checked then.
  await expect(page.getByLabel('DPIIT Certificate Number')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Yes' }).check();
  if (options.wrongDpiitFirst) {
    await page.getByLabel('DPIIT Certificate Number').fill('UDYAM-MH-12');
    await saveAndNext(page);
    await expect(page.getByText(FIELD_RULE_MESSAGES.dpiitNumber)).toBeVisible();
  }
  await page.getByLabel('DPIIT Certificate Number').fill('dipp 12345');
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/business$/);
};

const fillBusiness = async (page: Page) => {
  await fillBusinessFields(page);
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/funding$/);
};

const fillFunding = async (page: Page) => {
  await page.getByLabel('Equity Funding').fill('10000000');
  await page.getByLabel('Debt Funding').fill('3000000');
  await page.getByLabel('Grant Funding').fill('2000000');
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/video$/);
};

/** Saves personal, company, business and funding through the data API (for specs that are not about the forms). */
const seedApplication = async (page: Page, companyName: string): Promise<string> => {
  const run = (operationName: OperationName, variables: Record<string, unknown>) =>
    graphqlOk<{ id: string }>(page, operationName, variables);
  const { id } = await run('SavePersonalInfo', {
    input: { name: 'Asha Founder', email: 'asha@example.org', phone: '9876543210' },
  });
  await run('SaveCompanyInfo', {
    applicationId: id,
    input: {
      companyName,
      description: 'Solar cold storage.',
      foundersCount: 2,
      teamSize: 4,
      city: 'Nashik',
      state: 'Maharashtra',
      hasDpiitCertification: false,
    },
  });
  await run('SaveBusinessDetails', {
    applicationId: id,
    input: { sector: 'agriculture', otherSector: '', foundingYear: '2020', revenue: '<25L' },
  });
  await run('SaveFundingInfo', { applicationId: id, input: { equityFunding: '5000000', debtFunding: '0', grantFunding: '0' } });
  return id;
};

test('a founder completes the whole application and sees the submitted card', async ({ page }) => {
  test.setTimeout(120_000);
  const founder = await signUp(page);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/application\/personal$/);

  // Personal: the account's name and email come pre-filled; the phone keeps digits only, at most 10.
  await expect(page.getByLabel(/^Name/)).toHaveValue(founder.name);
  await expect(page.getByLabel(/^Email/)).toHaveValue(founder.email);
  await expect(page.getByText('+91')).toBeVisible();
  await page.getByLabel('Phone Number').fill('98a76-54 32109');
  await expect(page.getByLabel('Phone Number')).toHaveValue('9876543210');
  await page.getByLabel('Phone Number').fill('98765');
  await saveAndNext(page);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.INVALID_PHONE })).toBeVisible();
  await fillPersonal(page);

  // Company: the alert lists what is missing.
  await saveAndNext(page);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Please fill in the following required fields: Company Name, Company Description, City, State' }),
  ).toBeVisible();
  await fillCompany(page, undefined, { wrongDpiitFirst: true });

  // Business: 'other' needs its own words.
  await chooseOption(page, 'Sector', 'Other');
  await page.getByLabel('Founding Year').fill('2019');
  await saveAndNext(page);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.OTHER_SECTOR_REQUIRED })).toBeVisible();
  await fillBusiness(page);

  // Funding: negative amounts are refused.
  await page.getByLabel('Equity Funding').fill('-5');
  await saveAndNext(page);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.EQUITY_NEGATIVE })).toBeVisible();
  await fillFunding(page);

  // Header: name, company, place, sector and total funding in crore.
  await expect(page.getByTestId('header-name')).toHaveText(founder.name);
  await expect(page.getByTestId('header-company')).toHaveText('GreenHarvest Agritech');
  await expect(page.getByText('Pune, Maharashtra')).toBeVisible();
  await expect(page.getByTestId('header-sector')).toHaveText('Rural Cold Chain');
  await expect(page.getByTestId('header-funding')).toContainText('₹1.5 Cr');
  await expect(page.getByTestId('progress-percent')).toHaveText('57%');

  // Video: required, then a real upload.
  // Before a video is chosen, the wait for a pitch of the asked length on this link; then the file's own.
  await expect(page.getByTestId('pitch-wait-note')).toContainText(/about [\d.]+ MB: (under a minute|about \d+ minutes?)/);
  await expect(page.getByText(/1\.5 minutes/)).toBeVisible();
  await saveAndNext(page);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.VIDEO_REQUIRED })).toBeVisible();
  await page.locator('#upload-input-video').setInputFiles(VIDEO);
  await expect(page.getByText('Upload complete: pitch.mp4')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('video-player')).toHaveAttribute('src', /^\/files\//);
  await expect(page.getByTestId('pitch-wait-note')).toHaveCount(0);
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/financial$/);

  // Financial statement (optional): a PDF; pitch deck (optional): skipped.
  await page.locator('#upload-input-financial_statement').setInputFiles(STATEMENT);
  await expect(page.getByText('Upload complete: statement.pdf')).toBeVisible();
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/pitch_deck$/);
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/review$/);

  // Review: every section, the video with 'View Fullscreen', and an enabled submit.
  const review = page.getByRole('main');
  await expect(review.getByText('+91 9876543210')).toBeVisible();
  await expect(review.getByText('GreenHarvest Agritech')).toBeVisible();
  await expect(review.getByText('DIPP12345')).toBeVisible();
  await expect(review.getByText('Rural Cold Chain')).toBeVisible();
  await expect(review.getByText('25-50 Lakhs')).toBeVisible();
  await expect(review.getByText('₹1,00,00,000')).toBeVisible();
  await expect(review.getByTestId('video-player')).toBeVisible();
  await expect(review.getByRole('button', { name: 'View Fullscreen' })).toBeVisible();
  await expect(page.getByText(MESSAGES.SUBMIT_ERRORS_HEADING)).toHaveCount(0);
  // Six of the seven steps complete (no pitch deck); 100% once submitted.
  await expect(page.getByTestId('progress-percent')).toHaveText('86%');
  await page.getByRole('button', { name: 'Submit Application' }).click();

  // The full-screen confirmation, then the dashboard with the submitted card.
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  const card = page.getByTestId('status-card');
  await expect(card.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(card.getByText('Application Submitted', { exact: true })).toBeVisible();
  await expect(card).toContainText('GreenHarvest Agritech');

  // A submitted application opens read-only.
  await page.goto('/application/company');
  await expect(page.getByText('This application has been submitted')).toBeVisible();
  await expect(page.getByLabel('Company Name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save & Next' })).toHaveCount(0);
  await page.goto('/application/review');
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
});

test('review lists what is missing and keeps Submit disabled', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/application/company');
  await page.getByLabel('Company Name').fill('No Personal Yet');
  await page.getByLabel('Company Description').fill('x');
  await page.getByLabel('City').fill('Pune');
  await chooseOption(page, 'State', 'Goa');
  await saveAndNext(page);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.COMPLETE_PERSONAL_FIRST })).toBeVisible();

  await page.goto('/application/review');
  await expect(page.getByText(MESSAGES.SUBMIT_ERRORS_HEADING)).toBeVisible();
  await expect(page.getByTestId('submit-problems')).toContainText('Phone Number is required');
  await expect(page.getByTestId('submit-problems')).toContainText('Video Pitch is required');
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
});

test('editing from review jumps to the step and the change shows on review', async ({ page }) => {
  await signUpViaApi(page);
  await seedApplication(page, 'Old Name Pvt Ltd');
  await page.goto('/application/review');
  await expect(page.getByRole('main').getByText('Old Name Pvt Ltd')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Company Info' }).click();
  await expect(page).toHaveURL(/\/application\/company(\?|$)/);
  await expect(page.getByLabel('Company Name')).toHaveValue('Old Name Pvt Ltd');
  await page.getByLabel('Company Name').fill('New Name Pvt Ltd');
  // Save & Next after an Edit from Review goes back to Review, not on to the next step.
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/review$/);
  await expect(page.getByRole('main').getByText('New Name Pvt Ltd')).toBeVisible();
  await expect(page.getByRole('main').getByText('Old Name Pvt Ltd')).toHaveCount(0);
  expect((await storedApplication(page))?.companyName).toBe('New Name Pvt Ltd');
});

test('a reload mid-step keeps what was typed', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/application/personal');
  await page.getByLabel(/^Name/).fill('Typed Before Reload');
  await page.getByLabel('Phone Number').fill('98765');
  await expect(saveStatus(page)).toContainText('Draft kept on this device');
  await page.reload();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Typed Before Reload');
  await expect(page.getByLabel('Phone Number')).toHaveValue('98765');

  await page.getByLabel('Phone Number').fill('9876543210');
  await fillPersonal(page);
  await page.getByLabel('Company Name').fill('Half-typed Company');
  await page.getByLabel('City').fill('Indore');
  await page.reload();
  await expect(page.getByLabel('Company Name')).toHaveValue('Half-typed Company');
  await expect(page.getByLabel('City')).toHaveValue('Indore');
  // The draft was never sent: the server does not have it yet.
  expect((await storedApplication(page))?.companyName ?? null).toBeNull();
});

test('a save made offline is sent when the connection returns', async ({ page, context }) => {
  await signUpViaApi(page);
  await page.goto('/application/personal');
  await fillPersonal(page);
  await page.getByLabel('Company Name').fill('Saved While Offline');
  await page.getByLabel('Company Description').fill('Typed on a train.');
  await page.getByLabel('City').fill('Jaipur');
  await chooseOption(page, 'State', 'Rajasthan');

  await context.setOffline(true);
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/business$/);
  await page.getByRole('navigation', { name: 'Application steps' }).getByRole('link', { name: 'Company Info' }).click();
  await expect(saveStatus(page)).toHaveText('Not sent yet: will send when online');

  await context.setOffline(false);
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
  const stored = await storedApplication(page);
  expect(stored?.companyName).toBe('Saved While Offline');
  expect(stored?.state).toBe('Rajasthan');

  await page.reload();
  await expect(page.getByLabel('Company Name')).toHaveValue('Saved While Offline');
  await expect(saveStatus(page)).toHaveText('Saved');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the step list folds into a drawer and nothing overflows', async ({ page }) => {
    await signUpViaApi(page);
    await seedApplication(page, 'A Startup With A Rather Long Registered Company Name');
    for (const step of ['personal', 'company', 'business', 'funding', 'video', 'financial', 'pitch_deck', 'review']) {
      await page.goto(`/application/${step}`);
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoHorizontalOverflow(page, 360);
    }
    await expect(page.getByRole('navigation', { name: 'Application steps' })).toBeHidden();
    await page.getByRole('button', { name: 'Show all steps' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Funding Info' }).click();
    await expect(page).toHaveURL(/\/application\/funding$/);
    await expect(page.getByText('Step 4 of 8')).toBeVisible();
    await expectNoHorizontalOverflow(page, 360);
  });
});
