import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { BULK_MOVE_TEXTS as T } from '../packages/shared/src/review/bulk-move.ts';
import { FAIRNESS_TEXTS } from '../packages/shared/src/review/review-fairness.ts';
import { pickFromDropdown, expectNoHorizontalOverflow, graphqlOk, openConsoleAsNewAdmin, submittedFounder } from './fixtures.ts';

/**
 * Issue 14: an admin picks applications on the console's list (by keyboard and by mouse), moves them to a review
 * stage after a confirmation that says how many and where, and each one's history shows the move.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SHOTS = process.env.E2E_SHOTS_DIR ?? process.env.E2E_OUTPUT_DIR ?? path.join(ROOT, 'e2e/test-results');

const newPage = async (browser: Browser, baseURL: string, width = 1280) =>
  (await browser.newContext({ baseURL, viewport: { width, height: 900 } })).newPage();

test('an admin picks two applications on the list and moves them to a stage', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const base = baseURL!;
  const tag = Date.now().toString(36);
  const companies = [`Naga Cold ${tag}`, `Gram Solar ${tag}`];
  const ids: string[] = [];
  for (const company of companies) {
    const page = await newPage(browser, base);
    ids.push(await submittedFounder(page, company));
    await page.context().close();
  }

  const admin = await newPage(browser, base);
  await openConsoleAsNewAdmin(admin, `admin-bulk-${tag}@example.org`, base);
  const stage = `Shortlist ${tag}`;
  await graphqlOk(admin, 'SaveReviewStage', {
    input: { name: stage, reviewersPerApplication: 1, criteria: [{ label: 'Team', weight: 1 }] },
  });

  // Our two applications, found by the tag; one is picked with the keyboard, the other with the mouse.
  await admin.goto(`/console/applications?search=${tag}`);
  await expect(admin.getByTestId('applications-table').locator('tbody tr')).toHaveCount(2, { timeout: 30_000 });
  const count = admin.getByTestId('selection-count');
  await expect(count).toHaveText(T.selected(0));
  await admin.getByRole('checkbox', { name: T.selectRow(companies[0]!) }).focus();
  await admin.keyboard.press('Space');
  await expect(count).toHaveText(T.selected(1));
  await expect(admin.getByRole('checkbox', { name: T.selectPage })).not.toBeChecked();
  await admin.getByRole('checkbox', { name: T.selectRow(companies[1]!) }).click();
  await expect(count).toHaveText(T.selected(2));
  await expect(admin.getByRole('checkbox', { name: T.selectPage })).toBeChecked();
  // "Select all on this page" clears and picks the page again.
  await admin.getByRole('checkbox', { name: T.selectPage }).click();
  await expect(count).toHaveText(T.selected(0));
  await admin.getByRole('checkbox', { name: T.selectPage }).click();
  await expect(count).toHaveText(T.selected(2));

  await pickFromDropdown(admin, admin.getByRole('combobox', { name: T.targetStage }), stage);
  await admin.getByRole('button', { name: T.moveSelected }).click();
  const confirm = admin.getByRole('dialog', { name: T.confirmTitle });
  await expect(confirm).toContainText(T.confirmText(2, stage));
  await admin.screenshot({ path: path.join(SHOTS, 'bulk-move-confirm-1280.png'), fullPage: true });
  await confirm.getByRole('button', { name: T.confirm(2, stage) }).click();
  await expect(admin.getByRole('status').filter({ hasText: T.moved(2, stage) })).toBeVisible();
  await expect(count).toHaveText(T.selected(0));
  for (const id of ids)
    expect(
      (await graphqlOk<{ stage: { name: string } | null }>(admin, 'ApplicationStage', { applicationId: id })).stage?.name,
    ).toBe(stage);

  // The move is in the application's history; times are in IST with the offset; next/previous follow the list.
  await admin.getByRole('link', { name: companies[0], exact: true }).click();
  await expect(admin.getByTestId('status-history')).toContainText(T.historyStage(null, stage), { timeout: 30_000 });
  await expect(admin.getByTestId('status-history')).toContainText('IST (UTC+05:30)');
  const stepper = admin.getByTestId('detail-stepper');
  await expect(stepper).toContainText('2 / 2');
  await stepper.getByRole('button', { name: FAIRNESS_TEXTS.previous }).click();
  await expect(admin).toHaveURL(new RegExp(`/console/applications/${ids[1]}$`));
  await expect(stepper).toContainText('1 / 2');
  await expect(admin.getByRole('heading', { name: companies[1] })).toBeVisible();

  // At 360 px the list with its checkboxes and the move bar fits the screen.
  const phone = await (
    await browser.newContext({
      baseURL: base,
      viewport: { width: 360, height: 740 },
      storageState: await admin.context().storageState(),
    })
  ).newPage();
  await phone.goto(`/console/applications?search=${tag}`);
  await expect(phone.getByRole('checkbox', { name: T.selectRow(companies[1]!) })).toBeVisible({ timeout: 30_000 });
  await phone.getByRole('checkbox', { name: T.selectRow(companies[1]!) }).check();
  await expect(phone.getByTestId('selection-count')).toHaveText(T.selected(1));
  await expectNoHorizontalOverflow(phone, 360);
  await phone.screenshot({ path: path.join(SHOTS, 'bulk-move-360.png'), fullPage: true });
});
