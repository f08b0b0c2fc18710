import { expect, test } from '@playwright/test';
import { APP_SHELL_MESSAGES } from '../packages/shared/src/texts/app-shell-messages.ts';
import { LANGUAGE_LOADING_NOTICE_MS } from '../packages/shared/src/limits.ts';
import { HI_APP_SHELL_MESSAGES } from '../packages/shared/src/i18n/hi/app-shell-messages.ts';
import { HI_WEB_TEXTS } from '../packages/shared/src/i18n/hi/web.ts';
import { expectNoViolations } from './a11y-kit.ts';
import { expectNoHorizontalOverflow, graphqlOk, screenshot, signUpViaApi } from './fixtures.ts';
import { waitForServiceWorker } from './service-worker-kit.ts';

/**
 * A language chosen offline before the service worker has stored the portal: its texts cannot be fetched, so the
 * page stays in its language with the switch showing it, says why in that language, and switches once the
 * connection is back (lib/language-choice.ts). With the service worker's copy the switch works offline, and a signed-in
 * founder's account takes the choice once the connection is back (lib/language-api.ts).
 */
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE, serviceWorkers: 'block' });

const HINDI_HEADING = HI_WEB_TEXTS['Sign In to Dashboard']!;
const TAMIL_NAME = 'தமிழ்';

test('offline, हिन्दी waits for the connection and the page says so; back online it switches', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign In to Dashboard' })).toBeVisible();
  await context.setOffline(true);

  const languageSwitch = page.getByTestId('language-switch');
  await languageSwitch.selectOption('hi');
  const notice = page.getByTestId('language-waiting');
  await expect(notice).toHaveText(new RegExp(APP_SHELL_MESSAGES.languageWaits('हिन्दी').replace(/[.?]/g, '\\$&')));
  await expect(languageSwitch).toHaveValue('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Sign In to Dashboard' })).toBeVisible();
  await expectNoHorizontalOverflow(page, PHONE.width);
  // Scrolled to its foot, the page ends above the notice: nothing is out of reach beneath it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const pageEnd = await page.locator('main').evaluate((main) => main.getBoundingClientRect().bottom);
  expect(pageEnd).toBeLessThanOrEqual((await notice.boundingBox())!.y + 1);
  const box = (await page.getByRole('button', { name: 'Cancel' }).boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await expectNoViolations(page, 'a language waiting for the connection');
  await screenshot(page, 'language-waiting-en');

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: HINDI_HEADING })).toBeVisible();
  await expect(languageSwitch).toHaveValue('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: HINDI_HEADING })).toBeVisible();
  expect(errors).toEqual([]);
});

test('on a slow link, हिन्दी says it is loading until its texts arrive, then the page switches', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign In to Dashboard' })).toBeVisible();
  let releaseChunk = () => {};
  const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
  await page.route(/\/assets\/hi-[\w-]+\.js$/, async (route) => {
    await chunkHeld;
    await route.continue();
  });

  await page.getByTestId('language-switch').selectOption('hi');
  const loading = page.getByTestId('language-loading');
  await expect(loading).toHaveText(APP_SHELL_MESSAGES.languageLoading('हिन्दी'));
  await expect(loading.getByRole('button')).toHaveCount(0);
  await screenshot(page, 'language-loading-en');
  await expect(page.getByRole('heading', { name: 'Sign In to Dashboard' })).toBeVisible();
  releaseChunk();
  await expect(page.getByRole('heading', { name: HINDI_HEADING })).toBeVisible();
  await expect(loading).toHaveCount(0);
  // Once its texts are here, choosing it again is quick enough to say nothing.
  await page.getByTestId('language-switch').selectOption('en');
  await page.getByTestId('language-switch').selectOption('hi');
  await expect(page.getByRole('heading', { name: HINDI_HEADING })).toBeVisible();
  await page.waitForTimeout(LANGUAGE_LOADING_NOTICE_MS * 2);
  await expect(loading).toHaveCount(0);
});

test('the notice is in the language the page is in, and Cancel keeps that language', async ({ page, context }) => {
  await page.goto('/');
  await page.getByTestId('language-switch').selectOption('hi');
  await expect(page.getByRole('heading', { name: HINDI_HEADING })).toBeVisible();
  await context.setOffline(true);

  await page.getByTestId('language-switch').selectOption('ta');
  const notice = page.getByTestId('language-waiting');
  await expect(notice).toContainText(HI_APP_SHELL_MESSAGES.languageWaits(TAMIL_NAME));
  await expect(page.getByTestId('language-switch')).toHaveValue('hi');
  await screenshot(page, 'language-waiting-hi');
  await notice.getByRole('button', { name: HI_WEB_TEXTS.Cancel! }).click();
  await expect(notice).toHaveCount(0);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: HINDI_HEADING })).toBeVisible();
  await expect(page.getByTestId('language-switch')).toHaveValue('hi');
});

test('signed in, the account takes the language once it is shown, not before', async ({ page, context }) => {
  await signUpViaApi(page);
  await expect(page.getByTestId('language-switch')).toBeVisible();
  await context.setOffline(true);
  await page.getByTestId('language-switch').selectOption('hi');
  await expect(page.getByTestId('language-waiting')).toBeVisible();
  await expectNoViolations(page, 'signed in, offline, a language waiting');
  // The server is reached outside the page's emulated offline link: the account keeps its language meanwhile.
  expect((await graphqlOk<{ language: string | null }>(page, 'Viewer')).language).not.toBe('hi');

  await context.setOffline(false);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect.poll(async () => (await graphqlOk<{ language: string }>(page, 'Viewer')).language).toBe('hi');
});

test.describe('with the service worker’s copy of the portal', () => {
  test.use({ serviceWorkers: 'allow' });

  test('signed in and offline, the language switches at once, and the account takes it once the connection is back', async ({
    page,
    context,
  }) => {
    await signUpViaApi(page);
    await waitForServiceWorker(page);
    const accountLanguage = async () => (await graphqlOk<{ language: string | null }>(page, 'Viewer')).language;
    await context.setOffline(true);

    await page.getByTestId('language-switch').selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByTestId('language-waiting')).toHaveCount(0);
    // Reopened offline (from the service worker), the page still has the choice to send.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await accountLanguage()).not.toBe('hi');

    await context.setOffline(false);
    await expect.poll(accountLanguage).toBe('hi');
  });
});
