import path from 'node:path';
import { expect, test } from '@playwright/test';
import { APP_SHELL_MESSAGES } from '../packages/shared/src/texts/app-shell-messages.ts';
import { HI_APP_SHELL_MESSAGES } from '../packages/shared/src/i18n/hi/app-shell-messages.ts';
import { HI_SYNC_MESSAGES } from '../packages/shared/src/i18n/hi/sync-messages.ts';
import { SYNC_MESSAGES } from '../packages/shared/src/texts/sync-messages.ts';
import { expectNoViolations } from './a11y-kit.ts';
import { expectNoHorizontalOverflow, fillTheDisk, screenshot, withTheDiskFull } from './fixtures.ts';
import { fillCompanyFields, saveAndNext, startApplication, storedApplication } from './wizard-kit.ts';

/**
 * A phone whose storage is full: IndexedDB and localStorage refuse every write, as Chromium does with its disk full (a
 * fault it produces only then, so the test makes it in the page). A step saved offline is still sent from the open
 * page once the connection is back; until then the wizard says the changes are in the page only, and the offline banner
 * does not promise the phone keeps them.
 */
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });
test.describe.configure({ timeout: 120_000 });

test('with the storage full, a step saved offline is sent from the open page, which says to keep it open', async ({
  page,
  context,
}) => {
  await startApplication(page);
  await expect(page).toHaveURL(/\/application\/company$/);
  const note = page.getByTestId('changes-only-in-page');
  await expect(note).toHaveCount(0);
  await fillTheDisk(page);

  await context.setOffline(true);
  await expect(page.getByText(APP_SHELL_MESSAGES.OFFLINE)).toBeVisible();
  await fillCompanyFields(page, 'Kept In The Page');
  await expect(note).toHaveText(SYNC_MESSAGES.NOT_KEPT_ON_PHONE);
  await expect(page.getByText(APP_SHELL_MESSAGES.OFFLINE_IN_PAGE)).toBeVisible();
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/business$/);
  await expect(note).toBeVisible();
  await expect(page.getByText(APP_SHELL_MESSAGES.OFFLINE_IN_PAGE)).toBeVisible();
  await expect(page.getByTestId('steps-unsent')).toHaveText(SYNC_MESSAGES.stepsUnsent(1));
  await expectNoHorizontalOverflow(page, PHONE.width);
  await expectNoViolations(page, 'the wizard with the storage full');
  await screenshot(page, 'phone-storage-full');

  await context.setOffline(false);
  await expect(page.getByTestId('steps-unsent')).toHaveCount(0, { timeout: 30_000 });
  await expect(note).toHaveCount(0);
  expect(await storedApplication(page)).toMatchObject({ companyName: 'Kept In The Page', city: 'Jaipur' });
});

test('in Hindi, the banner, the note and the step say the typed changes are in the page only', async ({ page, context }) => {
  await startApplication(page);
  await expect(page).toHaveURL(/\/application\/company$/);
  await page.getByTestId('language-switch').selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await fillTheDisk(page);
  await context.setOffline(true);

  await page.locator('main input:not([type])').first().fill('ग्राम सोलर');
  await expect(page.getByTestId('changes-only-in-page')).toHaveText(HI_SYNC_MESSAGES.NOT_KEPT_ON_PHONE);
  await expect(page.getByText(HI_APP_SHELL_MESSAGES.OFFLINE_IN_PAGE)).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(HI_SYNC_MESSAGES.DRAFT_IN_PAGE);
  await expectNoHorizontalOverflow(page, PHONE.width);
  await screenshot(page, 'phone-storage-full-hi');
});

const STATEMENT = path.join(import.meta.dirname, 'fixtures', 'statement.pdf');

test('with the storage full, documents still upload, whether it filled before the page opened or after', async ({ page }) => {
  await startApplication(page);
  await page.goto('/application/financial');
  await page.locator('#upload-input-financial_statement').setInputFiles(STATEMENT);
  await expect(page.getByText('Upload complete: statement.pdf')).toBeVisible({ timeout: 30_000 });
  // Filled after the upload code loaded: its record of a started upload cannot be written.
  await fillTheDisk(page);
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page).toHaveURL(/\/application\/pitch_deck$/);
  await page.locator('#upload-input-pitch_deck').setInputFiles(STATEMENT);
  await expect(page.getByText('Upload complete: statement.pdf')).toBeVisible({ timeout: 30_000 });

  // Full before the page opened: the upload code finds no storage at all.
  await withTheDiskFull(page);
  await page.goto('/application/financial');
  await page.locator('#upload-input-financial_statement').setInputFiles(STATEMENT);
  await expect(page.getByText('Upload complete: statement.pdf')).toBeVisible({ timeout: 30_000 });
  expect(await storedApplication(page)).toMatchObject({
    financialStatementUrl: expect.stringMatching(/^\/files\//),
    pitchDeckUrl: expect.stringMatching(/^\/files\//),
  });
});
