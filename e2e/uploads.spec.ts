import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../packages/shared/src/texts/messages.ts';
import { TUS_ENDPOINT } from '../packages/shared/src/uploads/upload-protocol.ts';
import { signUpViaApi } from './fixtures.ts';
import { emulateSlowUplink, recordTusRequests, writeLargeVideo } from './upload-kit.ts';
import { savePersonalStep, startApplication } from './wizard-kit.ts';

/**
 * Uploads end to end: a real MP4 and PDF with progress to 100% and a preview that plays and seeks,
 * the shared client-side messages, cancel, and resuming by itself after the connection drops mid-upload.
 */
// Each test sends its video over an emulated slow uplink; on a loaded 2-core machine the whole journey can take a minute.
test.describe.configure({ timeout: 120_000 });

const VIDEO = path.join(import.meta.dirname, 'fixtures', 'pitch.mp4');
const STATEMENT = path.join(import.meta.dirname, 'fixtures', 'statement.pdf');

const percentShown = (page: Page) => page.getByTestId('upload-percent');

/** About 8 Mbit/s up: a 12 MiB video takes ~12 s, long enough to pause, drop or reload in the middle. */
const UPLINK_BYTES_PER_SECOND = 1024 * 1024;

const expectVideoPlaysAndSeeks = async (page: Page) => {
  const video = page.getByTestId('video-player');
  await expect(video).toHaveAttribute('src', /^\/files\//);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
  expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
  await video.evaluate((element: HTMLVideoElement) => {
    element.pause();
    element.currentTime = 3;
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(2.9);
};

test('a video upload reaches 100% and its preview plays and seeks; a PDF gets a view link', async ({ page }) => {
  await startApplication(page);
  await emulateSlowUplink(page, 2 * UPLINK_BYTES_PER_SECOND);
  await page.goto('/application/video');
  await page.locator('#upload-input-video').setInputFiles(writeLargeVideo(1.5));
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect(page.getByText(/ of \d+(\.\d+)? MB/)).toBeVisible();
  await expect(percentShown(page)).toHaveText('100%', { timeout: 40_000 });
  await expect(page.getByText('Upload complete: long-pitch.mp4')).toBeVisible();
  await expectVideoPlaysAndSeeks(page);

  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page).toHaveURL(/\/application\/financial$/);
  await page.locator('#upload-input-financial_statement').setInputFiles(STATEMENT);
  await expect(page.getByText('Upload complete: statement.pdf')).toBeVisible();
  const link = page.getByRole('link', { name: 'View document' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/files\//);
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');

  // After a reload the stored links come back from the server.
  await page.goto('/application/review');
  // A whole page load on the emulated link (and on a loaded machine) before the application is read back.
  await expect(page.getByTestId('video-player')).toHaveAttribute('src', /^\/files\//, { timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('link', { name: 'View document' })).toHaveAttribute('href', href ?? '');
});

test('the spec messages for a wrong file, no personal step yet, and a cancelled upload', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/application/video');
  await page.locator('#upload-input-video').setInputFiles(VIDEO);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.COMPLETE_PERSONAL_FIRST })).toBeVisible();

  await savePersonalStep(page);

  await page.goto('/application/video');
  await page.locator('#upload-input-video').setInputFiles(STATEMENT);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.VIDEO_INVALID_TYPE })).toBeVisible();

  await page.goto('/application/pitch_deck');
  await page.locator('#upload-input-pitch_deck').setInputFiles(VIDEO);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.PITCH_DECK_INVALID_TYPE })).toBeVisible();

  // On a phone's screen, where the dropzone that comes back after a cancel is taller than the progress bar was.
  await page.setViewportSize({ width: 360, height: 740 });
  await emulateSlowUplink(page, UPLINK_BYTES_PER_SECOND / 2);
  await page.goto('/application/video');
  await page.locator('#upload-input-video').setInputFiles(writeLargeVideo(2));
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.UPLOAD_CANCELLED })).toBeInViewport();
  await expect(page.getByTestId('video-player')).toHaveCount(0);
});

test('pause and resume continue the same upload', async ({ page }) => {
  await startApplication(page);
  await emulateSlowUplink(page, UPLINK_BYTES_PER_SECOND);
  const creations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(TUS_ENDPOINT)) creations.push(request.url());
  });
  await page.goto('/application/video');
  await page.locator('#upload-input-video').setInputFiles(writeLargeVideo(2));
  // Progress moves once the server confirms the first chunk.
  await expect
    .poll(async () => Number.parseInt((await percentShown(page).textContent()) ?? '0', 10), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('upload-progress')).toHaveAttribute('data-phase', 'paused');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Upload complete: long-pitch.mp4')).toBeVisible({ timeout: 30_000 });
  expect(creations).toHaveLength(1);
});

test('an upload interrupted by a lost connection resumes by itself when the connection returns', async ({ page }) => {
  await startApplication(page);
  const link = await emulateSlowUplink(page, UPLINK_BYTES_PER_SECOND);
  const { creations, offsetChecks } = recordTusRequests(page);
  await page.goto('/application/video');
  await page.locator('#upload-input-video').setInputFiles(writeLargeVideo(2));

  // Part of the file is on its way, then the connection drops.
  await expect
    .poll(async () => Number.parseInt((await percentShown(page).textContent()) ?? '0', 10), { timeout: 40_000 })
    .toBeGreaterThanOrEqual(30);
  await link.goOffline();
  await expect(page.getByTestId('upload-progress')).toHaveAttribute('data-phase', 'waiting-for-network', { timeout: 15_000 });
  await expect(page.getByText('Waiting for connection…')).toBeVisible();
  const percentWhenDropped = Number.parseInt((await percentShown(page).textContent()) ?? '0', 10);
  expect(percentWhenDropped).toBeGreaterThan(0);

  // Back online: nobody clicks anything; it continues from the server's offset (HEAD) and finishes.
  await link.goOnline();
  await expect(page.getByText('Upload complete: long-pitch.mp4')).toBeVisible({ timeout: 40_000 });
  expect(creations).toHaveLength(1);
  expect(offsetChecks.length).toBeGreaterThanOrEqual(1);
  await expectVideoPlaysAndSeeks(page);
});

test('picking the same file again after a reload continues from the stored offset', async ({ page }) => {
  await startApplication(page);
  await emulateSlowUplink(page, UPLINK_BYTES_PER_SECOND);
  const file = writeLargeVideo(2);
  await page.goto('/application/video');
  await page.locator('#upload-input-video').setInputFiles(file);
  await expect
    .poll(async () => Number.parseInt((await percentShown(page).textContent()) ?? '0', 10), { timeout: 40_000 })
    .toBeGreaterThanOrEqual(30);
  await page.reload();

  const { creations, offsetChecks } = recordTusRequests(page);
  await page.locator('#upload-input-video').setInputFiles(file);
  await expect(page.getByText('Upload complete: long-pitch.mp4')).toBeVisible({ timeout: 60_000 });
  expect(creations).toHaveLength(0);
  // tus asks for the offset before continuing (the step's unfinished-upload notice may have asked too).
  expect(offsetChecks.length).toBeGreaterThanOrEqual(1);
});

test.describe('without a service worker (whose precache would serve every part)', () => {
  test.use({ serviceWorkers: 'block' });

  test('Cancel pressed while the upload is still starting stops it: nothing is sent and the step keeps saying so', async ({
    page,
  }) => {
    await startApplication(page);
    // The tus client is a part of its own, loaded when a file is chosen; on a slow link that takes a while.
    let letTusLoad = () => {};
    const tusHeld = new Promise<void>((resolve) => (letTusLoad = resolve));
    await page.route('**/assets/tus-upload-*.js', async (route) => {
      await tusHeld;
      await route.continue();
    });
    const tus = recordTusRequests(page);
    await page.goto('/application/financial');
    await page.locator('#upload-input-financial_statement').setInputFiles(STATEMENT);
    await expect(page.getByTestId('upload-progress')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.UPLOAD_CANCELLED })).toBeVisible();

    const tusLoaded = page.waitForResponse(/\/assets\/tus-upload-[^/]*\.js$/);
    letTusLoad();
    await tusLoaded;
    await page.waitForLoadState('networkidle');
    expect(tus.creations).toEqual([]);
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.UPLOAD_CANCELLED })).toBeVisible();
    await expect(page.getByTestId('upload-progress')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'View document' })).toHaveCount(0);
  });

  test("an upload step's own part loads only when an upload step opens; if it cannot come, the step says so and Try Again loads it", async ({
    page,
  }) => {
    await startApplication(page);
    const partRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/upload-step-[^/]*\.js$/.test(request.url())) partRequests.push(request.url());
    });
    await page.goto('/application/company');
    await expect(page.getByLabel(/Company Name/).first()).toBeVisible();
    expect(partRequests).toEqual([]);

    await page.route('**/assets/upload-step-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/application/video');
    await expect(page.getByRole('alert').filter({ hasText: 'This step could not load' })).toBeVisible();
    await expect(page.locator('#upload-input-video')).toHaveCount(0);

    await page.unroute('**/assets/upload-step-*.js');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.locator('#upload-input-video').setInputFiles(VIDEO);
    await expect(page.getByText('Upload complete: pitch.mp4')).toBeVisible({ timeout: 20_000 });
  });
});
