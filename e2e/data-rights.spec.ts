import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PRIVACY_PATHS, type PrivacyStatus } from '../packages/shared/src/privacy/privacy.ts';
import { CONSENT_TEXTS, DATA_RIGHTS_TEXTS, PRIVACY_NOTICE_TEXTS } from '../packages/shared/src/privacy/privacy-messages.ts';
import { zipEntries } from '../apps/server/test/support/fixtures/zip-entries.ts';
import { fillSignIn, newFounder } from './fixtures.ts';
import { savePersonalStep } from './wizard-kit.ts';

/**
 * The founder's data rights (DPDP Act 2023) end to end at 360 px: sign-up with the consent checkbox, the notice,
 * Download my data (the ZIP holds the JSON and the uploaded file), and Delete my account, after which sign-in fails.
 */
const STATEMENT = path.join(import.meta.dirname, 'fixtures', 'statement.pdf');

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: true });
};

test.use({ viewport: { width: 360, height: 740 } });

test('sign up with consent, download my data, delete the account; then sign-in fails', async ({ page }) => {
  test.setTimeout(120_000);
  const founder = newFounder();
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(founder.name);
  await page.getByLabel('Email Address').fill(founder.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(founder.password);
  const consent = page.getByRole('checkbox', { name: CONSENT_TEXTS.CHECKBOX });
  await expect(consent).not.toBeChecked();
  await page.getByRole('button', { name: 'Create Your Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(CONSENT_TEXTS.REQUIRED);
  await shot(page, 'sign-up-consent-required');
  await consent.check();
  await page.getByRole('button', { name: 'Create Your Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const status = (await (await page.request.get(PRIVACY_PATHS.status)).json()) as PrivacyStatus;
  expect(status.consentNeeded).toBe(false);
  expect(status.consents).toHaveLength(1);
  expect(status.consents[0]).toMatchObject({ version: status.noticeVersion, language: 'en' });

  await savePersonalStep(page);
  await page.goto('/application/financial');
  await page.locator('#upload-input-financial_statement').setInputFiles(STATEMENT);
  await expect(page.getByText('Upload complete: statement.pdf')).toBeVisible();

  await page.goto('/account/security');
  await page.getByRole('button', { name: DATA_RIGHTS_TEXTS.EXPORT_REQUEST }).click();
  const download = page.getByRole('link', { name: DATA_RIGHTS_TEXTS.EXPORT_DOWNLOAD });
  await expect(download).toBeVisible({ timeout: 20_000 });
  if (process.env.SCREENSHOT_DIR) {
    await page
      .getByRole('heading', { name: DATA_RIGHTS_TEXTS.HEADING })
      .locator('..')
      .screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'your-data-section.png') });
  }
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const saved = test.info().outputPath('my-data.zip');
  await file.saveAs(saved);
  const entries = await zipEntries(readFileSync(saved));
  expect([...entries.keys()].sort()).toEqual(['files/financial_statement-statement.pdf', 'my-data.json']);
  expect(entries.get('files/financial_statement-statement.pdf')!.equals(readFileSync(STATEMENT))).toBe(true);
  const data = JSON.parse(entries.get('my-data.json')!.toString('utf8')) as {
    account: { email: string };
    application: { phone_no: string };
  };
  expect(data.account.email).toBe(founder.email);
  expect(data.application.phone_no).toBe('9876543210');

  await expect(page.getByText(DATA_RIGHTS_TEXTS.DELETE_KEPT)).toBeVisible();
  const deletion = page.getByText(DATA_RIGHTS_TEXTS.DELETE_ERASED).locator('..');
  await deletion.getByLabel(DATA_RIGHTS_TEXTS.DELETE_CONFIRM_PASSWORD).fill(founder.password);
  await deletion.getByRole('button', { name: DATA_RIGHTS_TEXTS.DELETE_BUTTON }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign In to Dashboard' })).toBeVisible();

  await fillSignIn(page, founder);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: PRIVACY_NOTICE_TEXTS.TITLE, level: 1 })).toBeVisible();
  await shot(page, 'privacy-notice');
});

test('an account without consent to the current notice is asked on a screen that stays until it agrees', async ({ page }) => {
  const founder = newFounder();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const created = await page.request.post('/api/auth/sign-up/email', { data: founder, headers: { origin } });
  expect(created.status()).toBe(200);
  await page.goto('/dashboard');
  const screen = page.getByRole('dialog', { name: CONSENT_TEXTS.NEEDED_TITLE });
  await expect(screen).toBeVisible({ timeout: 30_000 });
  await expect(screen.getByRole('heading', { name: PRIVACY_NOTICE_TEXTS.TITLE, exact: true })).toBeVisible();
  await shot(page, 'consent-screen');
  await page.keyboard.press('Escape');
  await screen.getByRole('button', { name: CONSENT_TEXTS.ACCEPT }).click();
  await expect(screen.getByRole('alert')).toHaveText(CONSENT_TEXTS.REQUIRED);
  await screen.getByRole('checkbox', { name: CONSENT_TEXTS.CHECKBOX }).check();
  await screen.getByRole('button', { name: CONSENT_TEXTS.ACCEPT }).click();
  await expect(screen).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('status-card')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
