import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures.ts';
import { consoleAdmin, runOperation, seedSteps, uploadVideo } from './a11y-kit.ts';

/**
 * Script payloads typed into every free-text field are shown as text on the dashboard, the wizard, the review
 * and the program team console: no script runs, no element is injected, and the words appear as typed.
 */

const PAYLOADS = {
  name: '<img src=x onerror="window.__xss=1">Asha',
  companyName: '<script>window.__xss=2</script>Co',
  description: '"><svg onload="window.__xss=3"></svg><b>bold?</b>',
  city: "javascript:window.__xss=4//'",
  otherSector: '<iframe src="javascript:window.__xss=5"></iframe>',
};

/** Watches for a payload running: a flag it would set, dialogs, and elements it would add. */
const armTripwires = async (page: Page) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __xss?: number }).__xss = undefined;
  });
  return dialogs;
};

const expectInert = async (page: Page, where: string, dialogs: string[]) => {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), `${where}: a payload ran`).toBeUndefined();
  expect(dialogs, `${where}: dialogs`).toEqual([]);
  const injected = await page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"]').length,
    svgWithOnload: document.querySelectorAll('svg[onload]').length,
    iframes: document.querySelectorAll('iframe[src^="javascript"]').length,
    inlineScripts: Array.from(document.scripts).filter((s) => s.textContent?.includes('__xss')).length,
    bold: Array.from(document.querySelectorAll('b')).filter((b) => b.textContent === 'bold?').length,
    javascriptLinks: document.querySelectorAll('a[href^="javascript"]').length,
  }));
  expect(injected, `${where}: injected elements`).toEqual({
    images: 0,
    svgWithOnload: 0,
    iframes: 0,
    inlineScripts: 0,
    bold: 0,
    javascriptLinks: 0,
  });
};

test('payloads are shown as text on the dashboard, the wizard, the review and the console', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dialogs = await armTripwires(page);
  await signUpViaApi(page, { name: PAYLOADS.name });
  const applicationId = await seedSteps(page, PAYLOADS);
  await uploadVideo(page);

  await page.goto('/dashboard');
  await expect(page.getByTestId('status-card')).toBeVisible();
  await expect(page.getByText(PAYLOADS.name, { exact: true }).first()).toBeVisible();
  await expectInert(page, 'dashboard', dialogs);

  await page.goto('/application/company');
  await expect(page.getByLabel('Company Name')).toHaveValue(PAYLOADS.companyName);
  await expect(page.getByTestId('header-company')).toHaveText(PAYLOADS.companyName);
  await expectInert(page, 'wizard', dialogs);

  await page.goto('/application/review');
  const review = page.getByRole('main');
  for (const text of [PAYLOADS.companyName, PAYLOADS.description, PAYLOADS.otherSector])
    await expect(review.getByText(text, { exact: true }).first()).toBeVisible();
  await expectInert(page, 'review', dialogs);

  await runOperation(page, 'SubmitApplication', { applicationId });
  await page.goto('/dashboard');
  await expect(page.getByTestId('status-card')).toContainText(PAYLOADS.companyName);
  await expectInert(page, 'submitted dashboard', dialogs);

  const admin = await consoleAdmin(browser, baseURL!);
  const adminDialogs = await armTripwires(admin);
  await admin.goto(`/console/applications/${applicationId}`);
  await expect(admin.getByRole('heading', { name: PAYLOADS.companyName })).toBeVisible();
  await expect(admin.getByText(PAYLOADS.description, { exact: true })).toBeVisible();
  await expectInert(admin, 'console detail', adminDialogs);
  await admin.goto(`/console/applications?q=${encodeURIComponent('Co')}`);
  await expect(admin.getByTestId('applications-table')).toBeVisible();
  await expectInert(admin, 'console list', adminDialogs);
});
