import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { FOUNDER_HELP_TEXTS } from '../packages/shared/src/texts/founder-help-texts.ts';
import { MESSAGES } from '../packages/shared/src/texts/messages.ts';
import { RUPEES_MESSAGES } from '../packages/shared/src/format/rupees.ts';
import { WIZARD_STEP_IDS } from '../packages/shared/src/application/steps.ts';
import { outboxMessageWhere, signUp, signUpViaApi } from './fixtures.ts';
import { runOperation, seedSteps, STATEMENT, uploadVideo } from './a11y-kit.ts';
import { TAP_MIN_PX, WIDTHS, expectPhoneFriendly, expectScheme, setDarkMode, useDarkSignedOut } from './phone-layout-kit.ts';

/**
 * A low-end phone: at 320, 360, 412 and 1280 px, in the light and the dark theme, every page and state a
 * founder meets fits the screen, cuts no text off, has 44 px tap targets and passes axe; then the flow changes.
 */

// Generous waits: this spec loads some 150 pages with axe, often on a busy shared machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });
const SHOTS = process.env.PHONE_SHOTS_DIR;
const shot = async (page: Page, width: number, name: string) => {
  if (SHOTS && width === 360) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const saveAndNext = (page: Page) => page.getByRole('button', { name: 'Save & Next' }).click();

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 780 } });

    test('sign-in and sign-up, light and dark', async ({ page }) => {
      for (const scheme of ['light', 'dark'] as const) {
        if (scheme === 'dark') await useDarkSignedOut(page);
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'Sign In to Dashboard' })).toBeVisible();
        await expectScheme(page, scheme);
        await expect(page.getByRole('button', { name: 'Email code' })).toBeVisible();
        await expectPhoneFriendly(page, width, `sign-in, ${scheme}`);
        await shot(page, width, `sign-in-${scheme}`);
        await page.goto('/signup');
        await page.getByRole('button', { name: 'Create Your Account' }).click();
        await expect(page.getByRole('alert').first()).toBeVisible();
        await expectPhoneFriendly(page, width, `sign-up with errors, ${scheme}`);
        await shot(page, width, `sign-up-${scheme}`);
      }
    });

    test('the other signed-out pages: a sign-in code, password reset, the privacy notice', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Email code' }).click();
      await expect(page.getByRole('button', { name: 'Sign in with your password instead' })).toBeVisible();
      await expectPhoneFriendly(page, width, 'sign-in with an email code');
      await page.goto('/reset-password');
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await expectPhoneFriendly(page, width, 'password reset');
      await shot(page, width, 'reset-password');
      await page.goto('/privacy');
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectPhoneFriendly(page, width, 'privacy notice');
    });

    for (const scheme of ['light', 'dark'] as const) {
      test(`a draft: dashboard, every wizard step and the review, ${scheme}`, async ({ page }) => {
        await signUpViaApi(page);
        await setDarkMode(page, scheme === 'dark');
        await page.goto('/dashboard');
        await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
        await expectPhoneFriendly(page, width, `dashboard, not started, ${scheme}`);
        await seedSteps(page, {
          companyName: 'Gram Cold Chain and Solar Storage Cooperative',
          otherSector: 'Agriculture and food supply chains for hill districts',
        });
        await page.goto('/dashboard');
        await expect(page.getByRole('button', { name: 'Continue Application' })).toBeVisible();
        await expectScheme(page, scheme);
        await expectPhoneFriendly(page, width, `dashboard, draft, ${scheme}`);
        await shot(page, width, `dashboard-draft-${scheme}`);
        for (const step of WIZARD_STEP_IDS) {
          await page.goto(`/application/${step}`);
          await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
          await expectPhoneFriendly(page, width, `wizard ${step}, ${scheme}`);
          await shot(page, width, `step-${step}-${scheme}`);
        }
        if (width < 768) {
          await page.getByRole('button', { name: FOUNDER_HELP_TEXTS.showSummary }).click();
          await expect(page.getByTestId('header-funding')).toBeVisible();
          await expectPhoneFriendly(page, width, `wizard summary open, ${scheme}`);
          await shot(page, width, `summary-open-${scheme}`);
          await page.getByRole('button', { name: 'Show all steps' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await expectPhoneFriendly(page, width, `wizard step list open, ${scheme}`);
          await shot(page, width, `step-list-${scheme}`);
          await page.keyboard.press('Escape');
        }
      });
    }

    test('the account pages, light and dark', async ({ page }) => {
      await signUpViaApi(page);
      for (const scheme of ['light', 'dark'] as const) {
        await setDarkMode(page, scheme === 'dark');
        for (const section of ['preferences', 'security', 'help']) {
          await page.goto(`/account/${section}`);
          await expect(page.getByRole('heading').first()).toBeVisible();
          await expectScheme(page, scheme);
          await expectPhoneFriendly(page, width, `account ${section}, ${scheme}`);
          await shot(page, width, `account-${section}-${scheme}`);
        }
      }
    });

    test('a submitted founder: the dashboard and the application to view, light and dark', async ({ page }) => {
      await signUpViaApi(page);
      const id = await seedSteps(page);
      await uploadVideo(page);
      await runOperation(page, 'SubmitApplication', { applicationId: id });
      for (const scheme of ['light', 'dark'] as const) {
        await setDarkMode(page, scheme === 'dark');
        await page.goto('/dashboard');
        await expect(page.getByText('Application Submitted')).toBeVisible();
        await expectScheme(page, scheme);
        await expectPhoneFriendly(page, width, `dashboard, submitted, ${scheme}`);
        await shot(page, width, `dashboard-submitted-${scheme}`);
        await page.getByRole('button', { name: FOUNDER_HELP_TEXTS.viewApplication }).click();
        await expect(page).toHaveURL(/\/application\/review$/);
        await expect(page.getByText('This application has been submitted.')).toBeVisible();
        await expect(page.getByTestId('progress-percent')).toHaveText('100%');
        await expectPhoneFriendly(page, width, `review, submitted, ${scheme}`);
        await page.goto('/application/company');
        await expectPhoneFriendly(page, width, `company step read-only, ${scheme}`);
        await shot(page, width, `company-read-only-${scheme}`);
      }
    });
  });
}

test.describe('the flow on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('after sign-up the founder is told a verification email was sent', async ({ page }) => {
    const founder = await signUp(page);
    await expect(page.getByTestId('verification-sent')).toHaveText(FOUNDER_HELP_TEXTS.verificationSent(founder.email));
    await outboxMessageWhere((text) => text.includes(`To: ${founder.email}`));
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByTestId('verification-sent')).toHaveCount(0);
  });

  test('the logo link, the Yes/No radios and View document are 44 px tap targets', async ({ page }) => {
    test.setTimeout(90_000);
    await signUpViaApi(page);
    await seedSteps(page);
    const size = async (target: Locator) => {
      const box = (await target.boundingBox())!;
      return { width: Math.round(box.width), height: Math.round(box.height) };
    };
    const expectTappable = async (target: Locator) => {
      const box = await size(target);
      expect(Math.min(box.width, box.height), JSON.stringify(box)).toBeGreaterThanOrEqual(TAP_MIN_PX);
    };
    await page.goto('/application/company');
    await expectTappable(page.getByRole('banner').getByRole('link').first());
    await expectTappable(page.locator('label', { hasText: /^Yes$/ }));
    await expectTappable(page.locator('label', { hasText: /^No$/ }));
    await page.goto('/application/financial');
    await page.locator('#upload-input-financial_statement').setInputFiles(STATEMENT);
    await expect(page.getByText('Upload complete: statement.pdf')).toBeVisible();
    await expectTappable(page.getByRole('link', { name: 'View document' }));
    await page.goto('/application/review');
    await expectTappable(page.getByRole('link', { name: 'View document' }));
  });

  test('amounts are read as typed, grouped and in words; paise are refused with a clear message', async ({ page }) => {
    await signUpViaApi(page);
    await seedSteps(page);
    await page.goto('/application/funding');
    const debt = page.getByLabel('Debt Funding');
    await expect(debt).toHaveAttribute('inputmode', 'numeric');
    expect(await debt.evaluate((input: HTMLInputElement) => input.type)).toBe('text');
    await expect(page.getByText(FOUNDER_HELP_TEXTS.funding.grantFunding)).toBeVisible();
    await debt.fill('250000');
    await expect(page.getByTestId('debtFunding-reading')).toHaveText('Reads as ₹2,50,000 (₹2.5 lakh)');
    await debt.fill('1,20,00,000');
    await expect(page.getByTestId('debtFunding-reading')).toHaveText('Reads as ₹1,20,00,000 (₹1.2 crore)');
    await debt.fill('2,50,000.75');
    await saveAndNext(page);
    await expect(page.getByRole('alert').filter({ hasText: RUPEES_MESSAGES.NOT_WHOLE_RUPEES })).toBeVisible();
    await expect(page).toHaveURL(/\/application\/funding$/);
    await debt.fill('₹ 2,50,000');
    await saveAndNext(page);
    await expect(page).toHaveURL(/\/application\/video$/);
    await page.goto('/application/review');
    await expect(page.getByText('₹2,50,000', { exact: true })).toBeVisible();
  });

  test('the funding step without an application asks for the previous steps', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/application/funding');
    await page.getByLabel('Equity Funding').fill('100000');
    await saveAndNext(page);
    await expect(page.getByText(MESSAGES.COMPLETE_PREVIOUS_FIRST)).toBeVisible();
  });

  test('progress, Continue Application, help text, the phone bar with the account menu and Home', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/application/business');
    // The blank form's sector is not a choice yet: no sector chip in the summary.
    await page.getByRole('button', { name: FOUNDER_HELP_TEXTS.showSummary }).click();
    await expect(page.getByTestId('header-funding')).toBeVisible();
    await expect(page.getByTestId('header-sector')).toHaveCount(0);
    await expect(page.getByTestId('progress-percent')).toHaveText('0%');
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await page.getByRole('button', { name: 'Show all steps' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Home' })).toBeVisible();
    await page.keyboard.press('Escape');

    await seedSteps(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Continue Application' }).click();
    await expect(page).toHaveURL(/\/application\/video$/);
    // Four of the seven steps before the review are complete; it cannot be submitted yet.
    await expect(page.getByTestId('progress-percent')).toHaveText('57%');
    await page.goto('/application/company');
    await expect(page.getByText(FOUNDER_HELP_TEXTS.dpiit)).toBeVisible();
    await page.getByRole('button', { name: FOUNDER_HELP_TEXTS.showSummary }).click();
    await expect(page.getByTestId('header-sector')).toHaveText(/agriculture/i);

    await uploadVideo(page);
    // Five of the seven steps complete (the two optional uploads still open): not 100% at step 5 of 8.
    await expect(page.getByTestId('progress-percent')).toHaveText('71%');
    // Every required step is done: the dashboard says so and opens the review.
    await page.goto('/dashboard');
    await expect(page.getByTestId('status-card').getByText('Ready to submit', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Review and Submit' }).click();
    await expect(page).toHaveURL(/\/application\/review$/);
  });
});

test.describe('the flow on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a step with an error is marked in the step list; Edit from the review comes back to the review', async ({ page }) => {
    await signUpViaApi(page);
    await seedSteps(page);
    await page.goto('/application/review');
    await page.getByRole('button', { name: 'Edit Company Info' }).click();
    await expect(page).toHaveURL(/\/application\/company\?from=review$/);
    await page.getByLabel('City').fill('Dimapur');
    await saveAndNext(page);
    await expect(page).toHaveURL(/\/application\/review$/);
    await expect(page.getByText('Dimapur', { exact: true })).toBeVisible();

    await page.goto('/application/funding');
    const steps = page.getByRole('navigation', { name: 'Application steps' });
    await expect(steps.locator('[data-error]')).toHaveCount(0);
    await page.getByLabel('Grant Funding').fill('abc');
    await expect(steps.getByRole('link', { name: /Funding Info/ })).toHaveAttribute('data-error', 'true');
    await expect(steps.getByRole('link', { name: /Funding Info/ })).toContainText(FOUNDER_HELP_TEXTS.stepHasError);
    await page.getByLabel('Grant Funding').fill('5,00,000');
    await expect(steps.locator('[data-error]')).toHaveCount(0);
  });
});
