import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { MESSAGES } from '../packages/shared/src/texts/messages.ts';
import { SYNC_MESSAGES } from '../packages/shared/src/texts/sync-messages.ts';
import { TUS_ENDPOINT } from '../packages/shared/src/uploads/upload-protocol.ts';
import { writeLargeVideo } from './upload-kit.ts';
import {
  fillBusinessFields,
  fillCompanyFields,
  saveAndNext,
  saveStatus,
  startApplication,
  stepLink,
  storedApplication,
} from './wizard-kit.ts';

/**
 * Offline saving, the page's half: steps saved without a connection say so and are sent when it returns; a submit
 * without a connection is queued and confirmed once sent; upload progress never claims more than the server
 * holds, waits for the connection and resumes from the server's offset, also after a reload.
 */
const VIDEO = path.join(import.meta.dirname, 'fixtures', 'pitch.mp4');

/** The relay passes 256 KB on every 100 ms: about 2.5 MB/s, a 6 MB chunk in a little over two seconds. */
const RELAY_SLICE_BYTES = 256 * 1024;
const RELAY_SLICE_MS = 100;
const RELAY_COOKIE_HEADER = 'x-relay-cookie';

// Whole journeys over a slowed link: more than the default minute on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

test('two steps saved offline say "Not sent yet", then "Saved" once online, and the server has them', async ({
  page,
  context,
}) => {
  await startApplication(page);
  await context.setOffline(true);

  await fillCompanyFields(page, 'Typed In A Field');
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/business$/);
  await fillBusinessFields(page);
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/funding$/);

  // The step list marks both steps; each says it is not sent yet (never "Saved").
  await expect(stepLink(page, 'Company Info')).toHaveAttribute('data-unsent', 'true');
  await expect(stepLink(page, 'Business Details')).toHaveAttribute('data-unsent', 'true');
  await expect(stepLink(page, 'Company Info')).toContainText(SYNC_MESSAGES.STEP_UNSENT);
  await stepLink(page, 'Company Info').click();
  await expect(saveStatus(page)).toHaveText(SYNC_MESSAGES.NOT_SENT);
  await stepLink(page, 'Business Details').click();
  await expect(saveStatus(page)).toHaveText(SYNC_MESSAGES.NOT_SENT);
  expect((await storedApplication(page))?.companyName ?? null).toBeNull();

  await context.setOffline(false);
  await expect(saveStatus(page)).toHaveText(SYNC_MESSAGES.SAVED, { timeout: 20_000 });
  await expect(stepLink(page, 'Company Info')).not.toHaveAttribute('data-unsent', 'true');
  await expect(stepLink(page, 'Business Details')).not.toHaveAttribute('data-unsent', 'true');
  await stepLink(page, 'Company Info').click();
  await expect(saveStatus(page)).toHaveText(SYNC_MESSAGES.SAVED);
  expect(await storedApplication(page)).toMatchObject({
    companyName: 'Typed In A Field',
    city: 'Jaipur',
    state: 'Rajasthan',
    otherSector: 'Rural Cold Chain',
    foundingYear: '2019',
    revenue: '25-50L',
  });
});

test('a submit without a connection is queued, then sent after the step saves, confirmed, and the dashboard says Submitted', async ({
  page,
  context,
}) => {
  await startApplication(page);
  await fillCompanyFields(page, 'Before The Train');
  await saveAndNext(page);
  await fillBusinessFields(page);
  await saveAndNext(page);
  await page.getByLabel('Equity Funding').fill('100000');
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/video$/);
  await page.locator('#upload-input-video').setInputFiles(VIDEO);
  await expect(page.getByText('Upload complete: pitch.mp4')).toBeVisible({ timeout: 20_000 });

  // On the train: one more change, then Submit.
  await context.setOffline(true);
  await stepLink(page, 'Company Info').click();
  await page.getByLabel('Company Name').fill('Changed On The Train');
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/business$/);
  await stepLink(page, 'Review').click();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByTestId('submit-queued')).toHaveText(SYNC_MESSAGES.SUBMIT_QUEUED);
  // A lost connection is not a problem with the application.
  await expect(page.getByText(MESSAGES.SUBMIT_ERRORS_HEADING)).toHaveCount(0);
  await expect(page.getByText(MESSAGES.SUBMIT_FAILED)).toHaveCount(0);
  expect(await storedApplication(page)).toMatchObject({ status: 'in-progress', companyName: 'Before The Train' });

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByTestId('status-card').getByText('Submitted', { exact: true })).toBeVisible();
  // The change made offline went first: it is part of what was submitted.
  expect(await storedApplication(page)).toMatchObject({ status: 'submitted', companyName: 'Changed On The Train' });
});

/**
 * A slow phone link. Chromium's network emulation adds latency; and every upload PATCH goes through a relay that
 * takes the whole chunk at once (as a phone's network buffers do: the browser counts it as sent) and passes it on
 * to the server slowly, dropping it when `state.offline` is set. So the browser's "bytes sent" runs ahead of the
 * server's offset, as on a real 2G link.
 */
const slowLink = async (page: Page, context: BrowserContext, state: { offline: boolean }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 200,
    downloadThroughput: 2_000_000,
    uploadThroughput: 4_000_000,
  });
  const target = new URL(test.info().project.use.baseURL!);
  const relay = createServer((request, response) => {
    // A page that reloads or goes offline drops its request mid-way: that ends this one, nothing more.
    const relayed = async () => {
      const parts: Buffer[] = [];
      for await (const part of request) parts.push(part as Buffer);
      const body = Buffer.concat(parts);
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: target.port,
          path: request.url,
          method: request.method,
          headers: {
            ...request.headers,
            host: target.host,
            cookie: request.headers[RELAY_COOKIE_HEADER],
            'sec-fetch-site': 'same-origin',
          },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      for (let at = 0; at < body.length; at += RELAY_SLICE_BYTES) {
        if (state.offline) {
          upstream.destroy();
          response.destroy();
          return;
        }
        upstream.write(body.subarray(at, at + RELAY_SLICE_BYTES));
        await new Promise((resolve) => setTimeout(resolve, RELAY_SLICE_MS));
      }
      upstream.end();
    };
    relayed().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relay.unref();
  const { port } = relay.address() as AddressInfo;
  await page.route(`**${TUS_ENDPOINT}/**`, async (route: Route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    if (state.offline) return route.abort('internetdisconnected').catch(() => undefined);
    const url = new URL(route.request().url());
    // Chromium drops the portal's session cookie on the way to the relay's address: it travels in a header of its own.
    const cookie = (await context.cookies(target.origin)).map((c) => `${c.name}=${c.value}`).join('; ');
    const headers = { ...(await route.request().allHeaders()), [RELAY_COOKIE_HEADER]: cookie };
    return route.continue({ url: `http://127.0.0.1:${port}${url.pathname}${url.search}`, headers }).catch(() => undefined);
  });
};

/** Watches the upload's requests: its URL, and the Upload-Offset each PATCH starts from. */
const watchUpload = (page: Page) => {
  const seen = { url: null as string | null, creations: 0, patchOffsets: [] as number[] };
  page.on('request', (request) => {
    if (!request.url().includes(TUS_ENDPOINT)) return;
    if (request.method() === 'POST') seen.creations += 1;
    if (request.method() === 'PATCH') {
      seen.url = request.url();
      seen.patchOffsets.push(Number(request.headers()['upload-offset']));
    }
  });
  return seen;
};

/** What the server holds of the upload (HEAD, outside the page: works while the page is offline). */
const serverOffset = async (page: Page, url: string): Promise<number> => {
  const response = await page.request.head(url, { headers: { 'Tus-Resumable': '1.0.0' } });
  expect(response.status()).toBe(200);
  return Number(response.headers()['upload-offset']);
};

/** The percent the page shows, and the percent the server's offset stands for. */
const shownPercent = async (page: Page): Promise<number> =>
  Number.parseInt((await page.getByTestId('upload-percent').textContent()) ?? '', 10);
const percentOf = (bytes: number, total: number): number => Math.floor((bytes / total) * 100);

test('an upload cut off by a lost connection waits, resumes from the server offset, and never shows more than the server has', async ({
  page,
  context,
}) => {
  await startApplication(page);
  const state = { offline: false };
  await slowLink(page, context, state);
  const seen = watchUpload(page);
  await page.goto('/application/video');
  const file = writeLargeVideo(2.6);
  const total = readFileSync(file).length;
  await page.locator('#upload-input-video').setInputFiles(file);

  // While chunks travel, the figure shown is never ahead of the server (read first, then ask the server).
  await expect.poll(() => seen.url !== null, { timeout: 20_000 }).toBe(true);
  const samples: [number, number][] = [];
  while ((samples.at(-1)?.[1] ?? 0) === 0 && samples.length < 100) {
    const shown = await shownPercent(page);
    samples.push([shown, await serverOffset(page, seen.url!)]);
  }
  for (const [shown, server] of samples) expect(shown).toBeLessThanOrEqual(percentOf(server, total));
  expect(samples.at(-1)![1]).toBeGreaterThan(0);

  state.offline = true;
  await context.setOffline(true);
  await expect(page.getByTestId('upload-progress')).toHaveAttribute('data-phase', 'waiting-for-network', { timeout: 20_000 });
  await expect(page.getByText(SYNC_MESSAGES.UPLOAD_WAITING)).toBeVisible();
  const heldWhileOffline = await serverOffset(page, seen.url!);
  expect(heldWhileOffline).toBeGreaterThan(0);
  expect(await shownPercent(page)).toBeLessThanOrEqual(percentOf(heldWhileOffline, total));

  const patchesBefore = seen.patchOffsets.length;
  state.offline = false;
  await context.setOffline(false);
  await expect(page.getByText('Upload complete: long-pitch.mp4')).toBeVisible({ timeout: 120_000 });
  expect(seen.creations).toBe(1);
  // The first PATCH after the connection returned starts where the server was.
  expect(seen.patchOffsets[patchesBefore]).toBe(heldWhileOffline);
});

test('after a reload the unfinished upload is shown, and choosing the same file continues from the server offset', async ({
  page,
  context,
}) => {
  await startApplication(page);
  await slowLink(page, context, { offline: false });
  const seen = watchUpload(page);
  const file = writeLargeVideo(1.6);
  await page.goto('/application/video');
  await page.locator('#upload-input-video').setInputFiles(file);
  await expect.poll(async () => (seen.url ? serverOffset(page, seen.url) : 0), { timeout: 30_000 }).toBeGreaterThan(0);
  const url = seen.url!;

  await page.reload();
  await expect(page.getByTestId('upload-unfinished')).toBeVisible({ timeout: 20_000 });
  const held = await serverOffset(page, url);
  const total = readFileSync(file).length;
  await expect(page.getByTestId('upload-unfinished')).toHaveText(
    SYNC_MESSAGES.uploadPartial('long-pitch.mp4', Math.floor((held / total) * 100)),
  );

  const creationsBefore = seen.creations;
  const patchesBefore = seen.patchOffsets.length;
  await page.locator('#upload-input-video').setInputFiles(file);
  await expect(page.getByText('Upload complete: long-pitch.mp4')).toBeVisible({ timeout: 120_000 });
  expect(seen.creations).toBe(creationsBefore);
  expect(seen.patchOffsets[patchesBefore]).toBeGreaterThan(0);
  expect(seen.patchOffsets[patchesBefore]).toBeGreaterThanOrEqual(held);
  await expect(page.getByTestId('upload-unfinished')).toHaveCount(0);
});

test.describe('on a phone, before the service worker has stored anything', () => {
  test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });

  test('the step list opens offline and takes the founder to another step', async ({ page, context }) => {
    await startApplication(page);
    await context.setOffline(true);

    await page.getByRole('button', { name: 'Show all steps' }).click();
    const list = page.getByRole('dialog', { name: 'Application steps' });
    await expect(list).toBeVisible();
    await list.getByRole('link', { name: /^Business Details/ }).click();
    await expect(page).toHaveURL(/\/application\/business$/);
    await expect(list).toBeHidden();

    await page.getByRole('button', { name: 'Show all steps' }).click();
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await page.getByRole('button', { name: 'Show all steps' }).click();
    await list.getByRole('button', { name: 'Close the step list' }).click();
    await expect(list).toBeHidden();
  });
});
