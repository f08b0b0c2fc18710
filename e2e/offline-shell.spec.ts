import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { APP_SHELL_MESSAGES } from '@portal/shared/texts/app-shell-messages';
import { OPERATIONS } from '@portal/shared/graphql/operations';
import { FIELD_LABELS } from '@portal/shared/application/application-fields';
import { buildWebApp, deploy, type Deployment, testOnOwnPortal } from './deployment-kit.ts';
import { CONSENT_TEXTS } from '@portal/shared/privacy/privacy-messages';
import {
  consentViaApi,
  newFounder,
  saveRequiredSteps,
  screenshot,
  signOut,
  uploadPitchVideo,
  VALID_PASSWORD,
  type Founder,
} from './fixtures.ts';
import { waitForServiceWorker } from './service-worker-kit.ts';

/**
 * The installable app shell: after one online visit the portal opens at any page without a network,
 * from the service worker, with the founder's data from the device copy (IndexedDB); signing out removes that
 * copy; a new deployment is offered and, once taken, runs only its own files.
 */

/**
 * Each test gets a portal of its own (deployment-kit.ts): "no network" is the browser offline AND that server
 * stopped, because Chromium's offline emulation does not reach requests a service worker passes on.
 */
const test = testOnOwnPortal();

const PHONE = '9876543210';
const PHONE_INPUT = { name: FIELD_LABELS.phone };

const graphql = async (page: Page, operationName: keyof typeof OPERATIONS, variables: Record<string, unknown> = {}) => {
  const response = await page.request.post('/graphql', { data: { operationName, query: OPERATIONS[operationName], variables } });
  expect(response.ok(), await response.text()).toBe(true);
};

/** A 2G-like link for the page: ~400 ms round trips, ~50 KB/s (Chrome DevTools Protocol); returns how to end it. */
const throttle = async (context: BrowserContext, page: Page): Promise<() => Promise<void>> => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  // Detaching ends this session's emulation, so it cannot override the context's offline mode.
  return () => cdp.detach();
};

/** The page's foot, scrolled to: where its last content ends, against the top of what the screen's foot shows. */
const pageEndAbove = async (page: Page, top: number) => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const pageEnd = await page.locator('main').evaluate((main) => main.getBoundingClientRect().bottom);
  expect(pageEnd).toBeLessThanOrEqual(top + 1);
};

/**
 * At 360 px the update card's Reload is a 44 px target and the page ends above the card. A language that cannot be
 * fetched meanwhile (its chunk taken from the service worker's copy, and the link to it cut) says so beneath the
 * card, neither covering the other nor the page, and the switch stays on the page's language.
 */
const expectScreenFootClear = async (page: Page) => {
  const card = page.getByRole('status').filter({ hasText: APP_SHELL_MESSAGES.UPDATE_AVAILABLE });
  const reload = page.getByRole('button', { name: APP_SHELL_MESSAGES.UPDATE_RELOAD });
  expect((await reload.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await pageEndAbove(page, (await card.boundingBox())!.y);

  await page.context().route(/\/assets\/hi-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (/\/assets\/hi-[\w-]+\.js/.test(request.url)) await cache.delete(request);
      }
    }
  });
  await page.getByTestId('language-switch').selectOption('hi');
  const notice = page.getByTestId('language-waiting');
  await expect(notice).toBeVisible();
  const cardBox = (await card.boundingBox())!;
  const noticeBox = (await notice.boundingBox())!;
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(noticeBox.y + 1);
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(740 + 1);
  await expect(page.getByTestId('language-switch')).toHaveValue('en');
  await pageEndAbove(page, cardBox.y);
  await screenshot(page, 'update-card-and-language-notice');
  await notice.getByRole('button', { name: 'Cancel' }).click();
  await expect(notice).toHaveCount(0);
};

/** Everything this origin keeps in IndexedDB, as text. */
const indexedDbText = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const read = (request: IDBRequest) =>
      new Promise<unknown>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const parts: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = (await read(indexedDB.open(info.name))) as IDBDatabase;
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        parts.push(JSON.stringify(await read(store.getAll())), JSON.stringify(await read(store.getAllKeys())));
      }
      db.close();
    }
    return parts.join('\n');
  });

/** Airplane mode: the browser offline and the server gone; checked from the page. */
const goOffline = async (context: BrowserContext, page: Page, deployment: Deployment) => {
  await context.setOffline(true);
  await deployment.stop();
  expect(
    await page.evaluate(() =>
      fetch('/healthz', { cache: 'no-store' }).then(
        () => 'answered',
        () => 'no network',
      ),
    ),
  ).toBe('no network');
};

/** Creates the account through the API (the context gets the session cookie) and opens the dashboard. */
const signUpViaApi = async (page: Page, deployment: Deployment): Promise<Founder> => {
  const founder = newFounder();
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name: founder.name, email: founder.email, password: founder.password },
    headers: { origin: deployment.baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  await consentViaApi(page, deployment.baseURL);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  return founder;
};

test.describe('the installable app shell', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("after one online visit on a slow link, /, /dashboard and a wizard step open offline with the founder's data", async ({
    page,
    context,
    deployment,
  }) => {
    test.setTimeout(150_000);
    const founder = await signUpViaApi(page, deployment);
    await graphql(page, 'SavePersonalInfo', { input: { name: founder.name, email: founder.email, phone: PHONE } });
    const endThrottle = await throttle(context, page);
    await page.goto('/application/personal');
    await expect(page.getByRole('textbox', PHONE_INPUT)).toHaveValue(PHONE, { timeout: 60_000 });
    await page.goto('/dashboard');
    await expect(page.getByTestId('status-card').getByText('In Progress', { exact: true })).toBeVisible({ timeout: 60_000 });
    await waitForServiceWorker(page);
    await expect.poll(() => indexedDbText(page), { timeout: 15_000 }).toContain(PHONE);

    // The service worker keeps the app's files, never an answer of the API.
    const cachedPaths = await page.evaluate(async () =>
      (
        await Promise.all(
          (await caches.keys()).map(async (name) =>
            (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
          ),
        )
      ).flat(),
    );
    expect(cachedPaths).toContain('/index.html');
    expect(cachedPaths.filter((p) => /^\/(api|graphql|files)/.test(p))).toEqual([]);

    await endThrottle();
    await goOffline(context, page, deployment);

    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: APP_SHELL_MESSAGES.OFFLINE });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { name: `Welcome, ${founder.name}` })).toBeVisible();
    await expect(page.getByTestId('status-card').getByText('In Progress', { exact: true })).toBeVisible();

    await page.goto('/application/personal');
    await expect(page.getByRole('textbox', PHONE_INPUT)).toHaveValue(PHONE);
    await expect(page.getByRole('textbox', { name: FIELD_LABELS.email })).toHaveValue(founder.email);
    // The banner stays in view when the founder scrolls down the step.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(banner).toBeInViewport();

    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { name: `Welcome, ${founder.name}` })).toBeVisible();
  });

  test('when the link drops as the first visit fetches the service worker’s code, it is fetched once the network is back', async ({
    page,
    context,
  }) => {
    let fetches = 0;
    await page.route(/\/assets\/register-service-worker-[\w-]+\.js$/, (route) => {
      fetches += 1;
      return fetches === 1 ? route.abort('internetdisconnected') : route.continue();
    });
    await page.goto('/');
    await expect.poll(() => fetches, { timeout: 30_000 }).toBe(1);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

    await context.setOffline(true);
    await context.setOffline(false);
    const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    await expect.poll(registrations, { timeout: 30_000 }).toBe(1);
    await waitForServiceWorker(page);
    expect(fetches).toBe(2);
  });

  test('offline, the dashboard of an application with every step done says it is ready to submit (issue 56)', async ({
    page,
    context,
    deployment,
  }) => {
    test.setTimeout(150_000);
    const founder = await signUpViaApi(page, deployment);
    // The device copy's dashboard answer is from before the first step: no application yet.
    await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await saveRequiredSteps(page, 'Gaon Cold Rooms', founder);
    await uploadPitchVideo(page);
    await waitForServiceWorker(page);
    await expect.poll(() => indexedDbText(page), { timeout: 15_000 }).toContain('Gaon Cold Rooms');

    await goOffline(context, page, deployment);
    await page.goto('/dashboard');
    const card = page.getByTestId('status-card');
    await expect(card.getByText('Ready to submit', { exact: true })).toBeVisible();
    await expect(card).toContainText('Gaon Cold Rooms');
    await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    await screenshot(page, 'offline-dashboard-every-step-done-360');
    await page.getByRole('button', { name: 'Review and Submit' }).click();
    await expect(page).toHaveURL(/\/application\/review$/);
  });

  test('signing out removes the device copy: offline, the next visit shows the sign-in page and nothing of the founder', async ({
    page,
    context,
    deployment,
  }) => {
    const founder = await signUpViaApi(page, deployment);
    await graphql(page, 'SavePersonalInfo', { input: { name: founder.name, email: founder.email, phone: PHONE } });
    const otherTab = await context.newPage();
    await otherTab.goto('/application/personal');
    await expect(otherTab.getByRole('textbox', PHONE_INPUT)).toHaveValue(PHONE, { timeout: 30_000 });
    await waitForServiceWorker(page);
    await expect.poll(() => indexedDbText(page)).toContain(PHONE);

    await signOut(page);
    await expect(otherTab).toHaveURL(/\/$/);
    await expect.poll(() => indexedDbText(page)).not.toContain(founder.email);
    const stored = await indexedDbText(otherTab);
    expect(stored).not.toContain(PHONE);
    expect(stored).not.toContain(founder.name);

    await goOffline(context, page, deployment);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Sign In to Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(founder.email)).toHaveCount(0);
  });

  test('after Create Your Account on a slow link the page is never blank on the way to the dashboard', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const founder = newFounder();
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill(founder.name);
    await page.getByLabel('Email Address').fill(founder.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(VALID_PASSWORD);
    await page.getByRole('checkbox', { name: CONSENT_TEXTS.CHECKBOX }).check();
    await throttle(context, page);
    // Samples what the page shows on every frame from the click until the dashboard's status card is there.
    await page.evaluate(() => {
      const w = window as unknown as { blankFrames: number; sampledFrames: number };
      w.blankFrames = 0;
      w.sampledFrames = 0;
      const sample = () => {
        const root = document.getElementById('root');
        w.sampledFrames++;
        if (!root || root.innerText.trim() === '') w.blankFrames++;
        if (!document.querySelector('[data-testid="status-card"]')) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.getByRole('button', { name: 'Create Your Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
    await expect(page.getByTestId('status-card')).toBeVisible({ timeout: 60_000 });
    const { blankFrames, sampledFrames } = await page.evaluate(() => {
      const w = window as unknown as { blankFrames: number; sampledFrames: number };
      return { blankFrames: w.blankFrames, sampledFrames: w.sampledFrames };
    });
    expect(sampledFrames).toBeGreaterThan(1);
    expect(blankFrames).toBe(0);
  });

  test('a new deployment is offered with Update available and, after Reload, runs only its own files', async ({
    page,
    deployment,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 360, height: 740 });
    const nextBuildId = `e2e-next-${Date.now()}`;
    const nextBuild = buildWebApp(nextBuildId);
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Sign In to Dashboard' })).toBeVisible();
      await waitForServiceWorker(page);
      const firstBuildId = await page.evaluate(() => document.documentElement.dataset.build);
      expect(firstBuildId).not.toBe(nextBuildId);

      deploy(nextBuild, deployment.webDir);
      // The open page keeps running its own deployment: a page it had not opened yet still loads, though the
      // server no longer has those files (the service worker has them).
      await page.getByRole('link', { name: 'Create one now' }).click();
      await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      await expect(page.getByText(APP_SHELL_MESSAGES.UPDATE_AVAILABLE)).toBeVisible({ timeout: 30_000 });
      await expectScreenFootClear(page);

      await page.getByRole('button', { name: APP_SHELL_MESSAGES.UPDATE_RELOAD }).click();
      await expect(page.locator('html')).toHaveAttribute('data-build', nextBuildId, { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
      await expect(page.getByText(APP_SHELL_MESSAGES.UPDATE_AVAILABLE)).toHaveCount(0);

      const nextAssets = new Set(readdirSync(path.join(nextBuild, 'assets')).map((file) => `/assets/${file}`));
      const loaded = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.startsWith('/assets/')),
      );
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.filter((asset) => !nextAssets.has(asset))).toEqual([]);
    } finally {
      rmSync(nextBuild, { recursive: true, force: true });
    }
  });
});
