import { expect, type Page } from '@playwright/test';

/**
 * The service worker has installed (precache complete) and controls the page (after a reload if need be). A test
 * that reloads or navigates without a connection waits for this first: on a busy machine the precache can still be
 * downloading when the test goes offline, and then the browser, not the worker, answers the navigation.
 */
export const waitForServiceWorker = async (page: Page) => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
};
