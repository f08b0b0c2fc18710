import { writeFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { MESSAGES } from '../packages/shared/src/texts/messages.ts';
import { TUS_ENDPOINT } from '../packages/shared/src/uploads/upload-protocol.ts';
import { fillSignIn, signUpViaApi } from './fixtures.ts';
import { chooseOption, saveAndNext } from './wizard-kit.ts';
import {
  STATEMENT,
  VIDEO,
  expectEveryFieldLabelled,
  expectNoViolations,
  runOperation,
  seedSteps,
  uploadVideo,
} from './a11y-kit.ts';

/**
 * WCAG 2.1 AA with axe on every page and state an applicant meets: the forms empty and with their errors,
 * the dashboard cards and the open account menu, the account pages, every wizard step with its errors, each
 * upload state, the review with its error list, the submitted confirmation; at 360 px and on a desktop.
 */

/** Saves the wizard step as it is, waits for its alert, then checks the step with its errors. */
const expectStepErrorsAccessible = async (page: Page, step: string, alert: string, state = `${step}, with errors`) => {
  await saveAndNext(page);
  await expect(page.getByRole('alert').filter({ hasText: alert })).toBeVisible();
  await expectNoViolations(page, state);
  await expectEveryFieldLabelled(page, step);
};

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '360 px', width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('sign-in and sign-up, empty and with their errors', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Sign In to Dashboard' })).toBeVisible();
      await expectNoViolations(page, 'sign-in, empty');
      await expectEveryFieldLabelled(page, 'sign-in');
      await fillSignIn(page, { email: 'nobody@example.org', password: 'Wrong#2025' });
      const error = page.getByRole('alert');
      await expect(error.first()).toBeVisible();
      await expectNoViolations(page, 'sign-in, with an error');

      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create Your Account' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoViolations(page, 'sign-up, with errors');
      await expectEveryFieldLabelled(page, 'sign-up');
      await page.getByLabel('Full Name').fill('Asha');
      await page.getByLabel('Email Address').fill('not-an-email');
      await page.getByRole('textbox', { name: 'Password' }).fill('short');
      await page.getByRole('button', { name: 'Create Your Account' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoViolations(page, 'sign-up, with field errors');
    });

    test('dashboard cards, the account menu and the account pages', async ({ page }) => {
      // Six axe passes over the dashboard and three account pages: 60 s even alone on a 2-core machine.
      test.setTimeout(180_000);
      await signUpViaApi(page);
      await expect(page.getByTestId('status-card')).toBeVisible();
      await expectNoViolations(page, 'dashboard, not started');
      await page.getByRole('button', { name: /Account menu/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoViolations(page, 'dashboard, account menu open');
      await page.keyboard.press('Escape');

      for (const section of ['preferences', 'security', 'help']) {
        await page.goto(`/account/${section}`);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoViolations(page, `account page ${section}`);
        await expectEveryFieldLabelled(page, `account page ${section}`);
      }

      await seedSteps(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('button', { name: 'Continue Application' })).toBeVisible();
      await expectNoViolations(page, 'dashboard, in progress');
    });

    test('every wizard step with its errors, and the review with its error list', async ({ page }) => {
      // Eight axe runs over every step: at 90 s it timed out at the seventh on a 2-core machine running the suite beside it.
      test.setTimeout(180_000);
      await signUpViaApi(page);
      await page.goto('/application/personal');
      await page.getByLabel('Phone Number').fill('98765');
      await expectStepErrorsAccessible(page, 'personal', MESSAGES.INVALID_PHONE, 'personal, with an error');
      await page.getByLabel('Phone Number').fill('9876543210');
      await saveAndNext(page);

      await expect(page).toHaveURL(/\/application\/company$/);
      // Its lists show their placeholder options while nothing is chosen.
      await expectNoViolations(page, 'company, empty');
      await expectStepErrorsAccessible(page, 'company', 'Please fill in the following required fields');

      await page.goto('/application/business');
      await chooseOption(page, 'Sector', 'Other');
      await expect(page.getByLabel('Specify Sector')).toBeVisible();
      await expectNoViolations(page, 'business, Other chosen');
      await expectStepErrorsAccessible(page, 'business', MESSAGES.OTHER_SECTOR_REQUIRED);

      await page.goto('/application/funding');
      await page.getByLabel('Equity Funding').fill('-5');
      await expectStepErrorsAccessible(page, 'funding', MESSAGES.EQUITY_NEGATIVE);

      await page.goto('/application/video');
      await expect(page.getByTestId('pitch-wait-note')).toBeVisible();
      await expectNoViolations(page, 'video, idle');
      await saveAndNext(page);
      await expect(page.getByRole('alert').filter({ hasText: MESSAGES.VIDEO_REQUIRED })).toBeVisible();
      await expectNoViolations(page, 'video, with its error');

      for (const step of ['financial', 'pitch_deck']) {
        await page.goto(`/application/${step}`);
        await expect(page.getByRole('button', { name: 'Save & Next' })).toBeVisible();
        await expectNoViolations(page, `${step}, idle`);
        await expectEveryFieldLabelled(page, step);
      }

      await page.goto('/application/review');
      await expect(page.getByText(MESSAGES.SUBMIT_ERRORS_HEADING)).toBeVisible();
      await expectNoViolations(page, 'review, with the error list');
    });

    test('each upload state: uploading, done and error', async ({ page }) => {
      await signUpViaApi(page);
      await seedSteps(page);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${TUS_ENDPOINT}/**`, async (route: Route) => {
        if (route.request().method() === 'PATCH') await held;
        return route.continue().catch(() => undefined);
      });
      await page.goto('/application/video');
      await page.locator('#upload-input-video').setInputFiles(VIDEO);
      await expect(page.getByTestId('upload-progress')).toBeVisible();
      await expectNoViolations(page, 'video, uploading');
      release();
      await expect(page.getByText('Upload complete: pitch.mp4')).toBeVisible({ timeout: 60_000 });
      await expectNoViolations(page, 'video, done with its preview');

      await page.goto('/application/financial');
      const notPdf = test.info().outputPath('statement.pdf.txt');
      writeFileSync(notPdf, 'not a pdf');
      await page.locator('#upload-input-financial_statement').setInputFiles(notPdf);
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoViolations(page, 'financial statement, error');
      await page.locator('#upload-input-financial_statement').setInputFiles(STATEMENT);
      await expect(page.getByText('Upload complete: statement.pdf')).toBeVisible();
      await expectNoViolations(page, 'financial statement, done with its link');
    });

    test('a complete review, the submitted confirmation and the submitted dashboard', async ({ page }) => {
      test.setTimeout(90_000);
      await signUpViaApi(page);
      await seedSteps(page);
      await uploadVideo(page);
      await page.goto('/application/review');
      await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
      await expectNoViolations(page, 'review, complete');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
      await expectNoViolations(page, 'submitted confirmation');
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
      await expect(page.getByTestId('status-card').getByText('Submitted', { exact: true })).toBeVisible();
      await expectNoViolations(page, 'dashboard, submitted');
      await page.goto('/application/company');
      await expect(page.getByText('This application has been submitted')).toBeVisible();
      await expectNoViolations(page, 'a submitted step, read-only');
    });
  });
}

test('a focused button shows a visible focus ring', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign In to Dashboard' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Sign In' });
  const unfocused = await button.evaluate((el) => getComputedStyle(el).outlineStyle + getComputedStyle(el).boxShadow);
  // Keyboard focus (not a click): Tab until the button has it.
  for (let i = 0; i < 30 && !(await button.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  const ring = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
      both: style.outlineStyle + style.boxShadow,
    };
  });
  expect(ring.outline || ring.shadow, JSON.stringify(ring)).toBe(true);
  expect(ring.both).not.toBe(unfocused);
});

test('error messages are announced (role=alert or a live region)', async ({ page }) => {
  await page.goto('/');
  await fillSignIn(page, { email: 'nobody@example.org', password: 'Wrong#2025' });
  const announced = page.locator('[role="alert"], [aria-live="assertive"], [aria-live="polite"]');
  await expect(announced.filter({ hasText: /./ }).first()).toBeVisible();
  await signUpViaApi(page);
  await page.goto('/application/company');
  await saveAndNext(page);
  await expect(page.locator('[role="alert"]').filter({ hasText: 'Please fill in the following required fields' })).toBeVisible();
  await page.goto('/application/video');
  await saveAndNext(page);
  await expect(page.locator('[role="alert"]').filter({ hasText: MESSAGES.VIDEO_REQUIRED })).toBeVisible();
  void runOperation;
});
