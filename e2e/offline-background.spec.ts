import { expect as baseExpect, test, type CDPSession, type Page } from '@playwright/test';
import { APP_SHELL_MESSAGES } from '../packages/shared/src/texts/app-shell-messages.ts';
import { SYNC_MESSAGES } from '../packages/shared/src/texts/sync-messages.ts';
import { ENGLISH_ERROR_TEXTS, messageFor } from '../packages/shared/src/error-codes.ts';
import { OPERATIONS } from '../packages/shared/src/graphql/operations.ts';
import { TA_SYNC_MESSAGES as SYNC_TEXTS_TA } from '../packages/shared/src/i18n/ta/sync-messages.ts';
import { BACKGROUND_SYNC_TAG } from '../apps/web/src/lib/background-sync.ts';
import { screenshot, VALID_PASSWORD } from './fixtures.ts';
import {
  fillBusinessFields,
  fillCompanyFields,
  saveAndNext,
  saveStatus,
  startApplication,
  stepLink,
  storedApplication,
} from './wizard-kit.ts';
import { waitForServiceWorker } from './service-worker-kit.ts';

/**
 * Offline saving, what goes on behind the page: the service worker sends queued saves on Background Sync with no tab
 * open, and a refusal it meets is shown later in the language chosen on the phone; two tabs of one account share one queue without losing or double-sending each other's saves; a link that
 * drops while navigator.onLine stays true still shows the offline banner.
 */
test.describe.configure({ timeout: 180_000 });
// A save goes through a Web Lock and IndexedDB before it is sent: slower than the default on a busy 2-core machine.
const STEP_MS = 30_000;
const expect = baseExpect.configure({ timeout: STEP_MS });

/** The kinds waiting in this origin's save queue (IndexedDB portal-sync), as the page sees them. */
const queuedKinds = (page: Page): Promise<string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('portal-sync');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('queues', 'readonly').objectStore('queues').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as { entries: { kind: string }[] }[]).flatMap((queue) => queue.entries.map((entry) => entry.kind)),
            );
          };
        };
      }),
  );

/** The service worker registration's id, from the DevTools protocol (which can fire `sync` at it). */
const registrationIdOf = async (cdp: CDPSession, scopeURL: string): Promise<string> => {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((r) => r.scopeURL === scopeURL && !r.isDeleted);
      if (match) resolve(match.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
};

test('Background Sync: a step saved offline is sent by the service worker after the last tab is closed', async ({
  page,
  context,
  baseURL,
}) => {
  await startApplication(page, STEP_MS);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await fillCompanyFields(page, 'Sent While Closed');
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/business$/, { timeout: STEP_MS });
  await expect(stepLink(page, 'Company Info')).toHaveAttribute('data-unsent', 'true');
  // Chromium has Background Sync: the page asked for a `sync` event.
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (
          (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags: () => Promise<string[]> } }
        ).sync.getTags(),
      ),
    )
    .toContain(BACKGROUND_SYNC_TAG);
  expect((await storedApplication(context))?.companyName ?? null).toBeNull();

  // A page of another site keeps the browser context (and a DevTools session) alive; the portal's tab closes.
  const other = await context.newPage();
  const cdp = await context.newCDPSession(other);
  const registrationId = await registrationIdOf(cdp, `${baseURL}/`);
  await page.close();
  await context.setOffline(false);
  // Headless Chromium does not notice DevTools' offline emulation ending, so the browser's own `sync` is fired
  // through the same protocol: the service worker alone sends the save.
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: baseURL!,
    registrationId,
    tag: BACKGROUND_SYNC_TAG,
    lastChance: false,
  });
  await expect
    .poll(async () => (await storedApplication(context))?.companyName ?? null, { timeout: 20_000 })
    .toBe('Sent While Closed');

  const back = await context.newPage();
  await back.goto('/application/company');
  await expect(back.getByLabel('Company Name')).toHaveValue('Sent While Closed');
  await expect(stepLink(back, 'Company Info')).not.toHaveAttribute('data-unsent', 'true');
  expect(await queuedKinds(back)).toEqual([]);
});

test('Background Sync: a refusal the service worker met with no tab open is shown in Tamil when the page opens', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // The server's own refusal of a save by an account that has not agreed to the privacy notice (CONSENT_REQUIRED): it
  // answers this founder's save below, sent by the service worker (context.route sees the worker's requests).
  const unconsented = await browser.newContext({ baseURL });
  const signedUp = await unconsented.request.post('/api/auth/sign-up/email', {
    data: { name: 'Kala Devi', email: `kala.${Date.now()}@example.org`, password: VALID_PASSWORD },
    headers: { origin: baseURL! },
  });
  expect(signedUp.status()).toBe(200);
  const refusal = await unconsented.request.post('/graphql', {
    data: {
      operationName: 'SaveCompanyInfo',
      query: OPERATIONS.SaveCompanyInfo,
      variables: {
        applicationId: 'x',
        input: {
          companyName: 'Kala Foods',
          description: 'Millet snacks.',
          foundersCount: 1,
          teamSize: 2,
          city: 'Madurai',
          state: 'Tamil Nadu',
          hasDpiitCertification: false,
        },
      },
    },
    headers: { origin: baseURL! },
  });
  const refusalBody = await refusal.text();
  expect(refusalBody).toContain('CONSENT_REQUIRED');
  await unconsented.close();

  await startApplication(page, STEP_MS);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await fillCompanyFields(page, 'Refused While Closed');
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/business$/, { timeout: STEP_MS });
  await expect(stepLink(page, 'Company Info')).toHaveAttribute('data-unsent', 'true');
  // The founder chooses Tamil on this phone, then closes the portal's tab.
  await page.evaluate(() => localStorage.setItem('portal-language', 'ta'));

  let refused = 0;
  await context.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName !== 'SaveCompanyInfo') return route.continue();
    refused += 1;
    await route.fulfill({ status: refusal.status(), contentType: 'application/json', body: refusalBody });
  });
  const other = await context.newPage();
  const cdp = await context.newCDPSession(other);
  const registrationId = await registrationIdOf(cdp, `${baseURL}/`);
  await page.close();
  await context.setOffline(false);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: baseURL!,
    registrationId,
    tag: BACKGROUND_SYNC_TAG,
    lastChance: false,
  });
  await expect.poll(() => refused, { timeout: 20_000 }).toBe(1);

  const back = await context.newPage();
  await back.goto('/application/company');
  await expect(back.locator('html')).toHaveAttribute('lang', 'ta');
  const status = saveStatus(back);
  await expect(status).toHaveAttribute('data-state', 'refused');
  await expect(status).toHaveText(SYNC_TEXTS_TA.couldNotSave(messageFor('CONSENT_REQUIRED', 'ta')));
  await expect(status).not.toContainText(ENGLISH_ERROR_TEXTS.CONSENT_REQUIRED);
  await screenshot(back, 'tamil-background-refusal');
});

test("two tabs of one account queue offline without losing each other's saves; each shows the other's steps", async ({
  page,
  context,
}) => {
  await startApplication(page, STEP_MS);
  const tabB = await context.newPage();
  await tabB.goto('/application/business');
  await expect(tabB.getByRole('combobox', { name: 'Sector' })).toBeVisible();

  await context.setOffline(true);
  await fillCompanyFields(page, 'Typed In Tab A');
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/business$/, { timeout: STEP_MS });
  await fillBusinessFields(tabB);
  await saveAndNext(tabB);
  await expect(tabB).toHaveURL(/\/application\/funding$/, { timeout: STEP_MS });

  // One queue on the device, with both tabs' saves; each tab marks the step the other one saved.
  expect((await queuedKinds(page)).sort()).toEqual(['business', 'company']);
  await expect(stepLink(tabB, 'Company Info')).toHaveAttribute('data-unsent', 'true');
  await expect(stepLink(page, 'Business Details')).toHaveAttribute('data-unsent', 'true');
  // Tab A is on Business Details, which tab B saved: it shows what will be sent, before the server has it.
  await expect(saveStatus(page)).toHaveText(SYNC_MESSAGES.NOT_SENT);
  await expect(page.getByLabel('Specify Sector')).toHaveValue('Rural Cold Chain');
  await expect(page.getByLabel('Founding Year')).toHaveValue('2019');
  await screenshot(page, 'other-tab-waiting-save');

  await context.setOffline(false);
  for (const tab of [page, tabB]) {
    await expect(stepLink(tab, 'Company Info')).not.toHaveAttribute('data-unsent', 'true', { timeout: 20_000 });
    await expect(stepLink(tab, 'Business Details')).not.toHaveAttribute('data-unsent', 'true', { timeout: 20_000 });
  }
  expect(await storedApplication(context)).toMatchObject({
    companyName: 'Typed In Tab A',
    otherSector: 'Rural Cold Chain',
    stepVersions: { company: 1, business: 1 },
  });
  await stepLink(tabB, 'Company Info').click();
  await expect(saveStatus(tabB)).toHaveText(SYNC_MESSAGES.SAVED);
  await expect(tabB.getByLabel('Company Name')).toHaveValue('Typed In Tab A');
  await stepLink(page, 'Business Details').click();
  await expect(saveStatus(page)).toHaveText(SYNC_MESSAGES.SAVED);
  expect(await queuedKinds(page)).toEqual([]);
});

test.describe('without a service worker (page.route cannot see its requests, and Background Sync would send around the drop)', () => {
  test.use({ serviceWorkers: 'block' });
  test('a link that drops while the browser still says online shows the banner; the first answer clears it and sends', async ({
    page,
    context,
  }) => {
    await startApplication(page, STEP_MS);
    // The server stops answering; navigator.onLine does not change.
    const dropped = /\/(graphql|healthz)(\?|$)/;
    await page.route(dropped, (route) => route.abort('connectionreset'));
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await fillCompanyFields(page, 'Sent After The Drop');
    await saveAndNext(page);
    await expect(page).toHaveURL(/\/application\/business$/, { timeout: STEP_MS });
    const banner = page.getByRole('status').filter({ hasText: APP_SHELL_MESSAGES.UNREACHABLE });
    await expect(banner).toBeVisible();
    await expect(banner).toBeInViewport();
    await expect(stepLink(page, 'Company Info')).toHaveAttribute('data-unsent', 'true');
    expect((await storedApplication(context))?.companyName ?? null).toBeNull();

    await page.unroute(dropped);
    // The health probe (every 5 s, doubling) finds the server; the queue goes at once.
    await expect(banner).toBeHidden({ timeout: 20_000 });
    await expect(stepLink(page, 'Company Info')).not.toHaveAttribute('data-unsent', 'true', { timeout: 20_000 });
    expect((await storedApplication(context))?.companyName).toBe('Sent After The Drop');
  });
});
