import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DATA_RIGHTS_TEXTS, DATA_RIGHTS_EMAILS } from '../packages/shared/src/privacy/privacy-messages.ts';
import { CORRECTION_TEXTS } from '../packages/shared/src/privacy/corrections.ts';
import { openConsoleAsNewAdmin, outboxMessageWhere, submittedFounder } from './fixtures.ts';

/**
 * A founder's correction request made in the browser (docs/privacy.md): the founder asks on Privacy & Security, an
 * admin opens "Make this correction" on Data rights, is refused a value the founder's own rules refuse, saves the
 * right one, and the founder sees the corrected answer on their review, the request resolved, and an email.
 */
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: true });
};

test('an admin makes the correction a founder asked for, and the founder sees it', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const company = `Correction Co ${Date.now().toString(36)}`;
  const applicationId = await submittedFounder(page, company);

  await page.goto('/account/security');
  await page.getByLabel(DATA_RIGHTS_TEXTS.CORRECT_FIELD).fill('City');
  await page.getByLabel(DATA_RIGHTS_TEXTS.CORRECT_TEXT).fill('Dimapur, not Kohima');
  await page.getByRole('button', { name: DATA_RIGHTS_TEXTS.CORRECT_SEND }).click();
  await expect(page.getByText(DATA_RIGHTS_TEXTS.CORRECT_SENT)).toBeVisible();

  const admin = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
  await openConsoleAsNewAdmin(admin, `admin-correct-${Date.now().toString(36)}@example.org`, baseURL!);
  await admin.goto('/console/data-rights');
  const request = admin.getByTestId('correction-request').filter({ hasText: company });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: CORRECTION_TEXTS.MAKE }).click();

  const editor = request.getByRole('group', { name: CORRECTION_TEXTS.EDITOR_TITLE });
  // The founder wrote "City": that answer is chosen, with what is stored now and what they asked for.
  await expect(editor.getByRole('combobox', { name: CORRECTION_TEXTS.FIELD })).toHaveValue('City');
  await expect(editor.getByTestId('correction-current-city')).toHaveText(`City · ${CORRECTION_TEXTS.CURRENT}: Kohima`);
  await expect(editor.getByText('Dimapur, not Kohima')).toBeVisible();
  const save = editor.getByRole('button', { name: CORRECTION_TEXTS.SAVE });
  // Nothing changed yet: the button says why it waits.
  await expect(save).toBeDisabled();
  await expect(editor.getByText(CORRECTION_TEXTS.SAVE_NEEDS_CHANGE)).toBeVisible();
  await shot(admin, 'correction-editor-desktop');

  // The founder's own rule for the city refuses a blank one, in the same words.
  const value = editor.getByRole('textbox', { name: CORRECTION_TEXTS.NEW_VALUE });
  await value.fill('   ');
  await save.click();
  await expect(editor.getByRole('alert')).toContainText('City');
  await admin.setViewportSize({ width: 360, height: 740 });
  await shot(admin, 'correction-editor-refused-360');

  await value.fill('Dimapur');
  await save.click();
  await expect(admin.getByText(CORRECTION_TEXTS.DONE)).toBeVisible();
  await expect(request.getByText('resolved')).toBeVisible();
  await expect(request.getByText(/Corrected: City/)).toBeVisible();
  await expect(request.getByRole('button', { name: CORRECTION_TEXTS.MAKE })).toHaveCount(0);
  // The access log below has the correction at once.
  await expect(admin.getByRole('cell', { name: 'Corrected application' })).toBeVisible();
  await shot(admin, 'correction-resolved-360');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto(`/console/applications/${applicationId}`);
  await expect(admin.getByTestId('status-history')).toContainText(/Corrected City \(correction request [0-9a-f]{8}\)/);

  // The founder: the corrected answer on their review, the request resolved, and the email.
  await page.goto('/application/review');
  await expect(page.getByText('Dimapur', { exact: true })).toBeVisible();
  await expect(page.getByText('Kohima', { exact: true })).toHaveCount(0);
  await page.goto('/account/security');
  await expect(page.getByText(DATA_RIGHTS_TEXTS.CORRECT_STATUS_RESOLVED, { exact: true })).toBeVisible();
  await expect(page.getByText('Corrected: City')).toBeVisible();
  const email = await outboxMessageWhere(
    (text) => text.includes(`Subject: ${DATA_RIGHTS_EMAILS.CORRECTION_DONE_SUBJECT}`) && text.includes('City: Dimapur'),
  );
  expect(email).toContain('City: Dimapur');
});
