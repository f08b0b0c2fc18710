import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { OPERATIONS } from '../packages/shared/src/graphql/operations.ts';
import { TUS_ENDPOINT } from '../packages/shared/src/uploads/upload-protocol.ts';
import { VIDEO_MESSAGES } from '../packages/shared/src/uploads/video-messages.ts';
import { fillTheDisk, openConsoleAsNewAdmin, signUpViaApi } from './fixtures.ts';
import { paddedVideo } from './upload-kit.ts';

/**
 * A pitch made smaller on the device before it is sent: a 1080p recording is read (size, length, resolution and the
 * upload time), converted to 480p in a worker with progress, kept on the device so a reload mid-upload continues the
 * same upload without converting again, and stored as a real video that plays in the review and in the console. A
 * browser without a video encoder sends the original and says so.
 */
/** 4 s of 1920×1080 H.264 + AAC made with ffmpeg (under 1 MB). */
const VIDEO_1080P = path.join(import.meta.dirname, 'fixtures', 'pitch-1080p.mp4');
const SOURCE_SECONDS = 4;

/** The fixture followed by a 'free' box: still a valid MP4, now as heavy per second as a phone's recording. */
const heavyPhoneVideo = (megabytes: number): string => paddedVideo(VIDEO_1080P, megabytes * 1024 * 1024, 'phone-pitch.mp4');

const graphql = async <T>(
  page: Page,
  operationName: keyof typeof OPERATIONS,
  variables: Record<string, unknown> = {},
): Promise<T> => {
  const response = await page.request.post('/graphql', { data: { operationName, query: OPERATIONS[operationName], variables } });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return Object.values(body.data ?? {})[0] as T;
};

const fillSteps = async (page: Page): Promise<string> => {
  await signUpViaApi(page);
  const { id } = await graphql<{ id: string }>(page, 'SavePersonalInfo', {
    input: { name: 'Asha Founder', email: 'asha@example.org', phone: '9876543210' },
  });
  await graphql(page, 'SaveCompanyInfo', {
    applicationId: id,
    input: {
      companyName: 'Kohima Cold Rooms',
      description: 'Solar cold rooms for villages.',
      foundersCount: 2,
      teamSize: 5,
      city: 'Kohima',
      state: 'Nagaland',
      hasDpiitCertification: true,
    },
  });
  await graphql(page, 'SaveBusinessDetails', {
    applicationId: id,
    input: { sector: 'agriculture', otherSector: '', foundingYear: '2021', revenue: '25-50L' },
  });
  await graphql(page, 'SaveFundingInfo', {
    applicationId: id,
    input: { equityFunding: '2500000', debtFunding: '0', grantFunding: '500000' },
  });
  return id;
};

const expectPlays = async (page: Page, testId: string) => {
  const video = page.getByTestId(testId);
  // A loaded machine may take a while to open the page.
  await expect(video).toHaveAttribute('src', /^\/files\//, { timeout: 60_000 });
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
};

test('a 1080p pitch is made smaller, resumes after a reload without a second conversion, and plays in review and console', async ({
  page,
  browser,
  baseURL,
}) => {
  // Converting takes seconds on an idle machine; a shared CI machine may need minutes.
  test.setTimeout(600_000);
  const applicationId = await fillSteps(page);
  const creations: string[] = [];
  let patches = 0;
  // A slow link: every chunk is held back, so the reload lands while the converted copy is being sent.
  await page.route(`**${TUS_ENDPOINT}**`, async (route) => {
    const method = route.request().method();
    if (method === 'POST') creations.push(route.request().url());
    if (method !== 'PATCH') return route.continue();
    patches += 1;
    await new Promise((resolve) => setTimeout(resolve, patches === 1 ? 8_000 : 1_500));
    return route.continue().catch(() => undefined);
  });
  await page.goto('/application/video');
  await page.locator('#upload-input-video').setInputFiles(heavyPhoneVideo(12));

  // The facts and the estimate, then the offer with its expected size and time.
  const facts = page.getByTestId('video-facts');
  await expect(facts).toContainText(/MB · 4 s · 1080p: (about \d+ minutes?|under a minute) on/);
  await expect(page.getByTestId('video-offer')).toContainText(/About \d+(\.\d+)? (KB|MB), .* to prepare and send\./);
  await page.getByRole('button', { name: VIDEO_MESSAGES.MAKE_SMALLER }).click();

  // Converting, with progress and a way out; then the smaller copy is sent.
  await expect(page.getByTestId('video-converting')).toBeVisible();
  await expect(page.getByRole('button', { name: VIDEO_MESSAGES.CONVERT_CANCEL })).toBeVisible();
  await expect(page.getByTestId('video-converted')).toBeVisible({ timeout: 400_000 });
  await expect(page.getByTestId('upload-progress')).toContainText('phone-pitch-480p.mp4');
  // The progress names the file as the upload starts; its creation request follows (later still on a busy machine).
  await expect.poll(() => creations.length, { timeout: 60_000 }).toBe(1);
  // The first chunk is on its way only once the upload's address is stored: a reload before that would
  // rightly start a new upload, which is not what this test is about.
  await expect.poll(() => patches, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);

  // Reload mid-upload: the kept copy continues, nothing is converted again.
  await page.reload();
  await expect(page.getByText(VIDEO_MESSAGES.RESUMING_KEPT)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('upload-progress')).toContainText('phone-pitch-480p.mp4');
  await expect(page.getByTestId('video-converting')).toHaveCount(0);
  await expect(page.getByText('Upload complete: phone-pitch-480p.mp4')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('video-converting')).toHaveCount(0);
  expect(creations, 'the same upload continued').toHaveLength(1);
  // Stored: the device copy is gone.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const root = await navigator.storage.getDirectory();
        const folder = await root.getDirectoryHandle('pitch-video', { create: true });
        let count = 0;
        for await (const _entry of (folder as unknown as { values: () => AsyncIterable<unknown> }).values()) count += 1;
        return count;
      }),
    )
    .toBe(0);

  // The server read the stored file: a real video, at most 480 high, as long as the original.
  const stored = await graphql<{ durationSeconds: number; height: number; width: number; lengthWarning: string | null }>(
    page,
    'PitchVideo',
  );
  expect(stored.height).toBeLessThanOrEqual(480);
  expect(stored.width).toBeGreaterThan(stored.height);
  expect(Math.abs(stored.durationSeconds - SOURCE_SECONDS)).toBeLessThan(1);
  expect(stored.lengthWarning).toBe('short');
  await expect(page.getByTestId('stored-video-warning')).toBeVisible();
  const src = await page.getByTestId('video-player').getAttribute('src');
  const file = await page.request.get(src!);
  expect(file.headers()['content-type']).toMatch(/^video\/(mp4|webm)/);

  await page.goto('/application/review');
  await expectPlays(page, 'video-player');
  await graphql(page, 'SubmitApplication', { applicationId });

  // The console: an admin (made by the real admin:create) opens it, sees its length and size, and plays it.
  const adminEmail = `admin-${Date.now().toString(36)}@example.org`;
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await openConsoleAsNewAdmin(admin, adminEmail, baseURL!);
  await admin.goto(`/console/applications/${applicationId}`);
  await expect(admin.getByTestId('console-video-facts')).toContainText(/4 s · (4\d\d|3\d\d)p · shorter than 30 s/);
  await expectPlays(admin, 'console-video');
});

/**
 * A notice about the original stands while it is on its way (once it is stored it is no longer news): its bytes wait
 * until the test has seen the notice, as a slow link would hold them, so a fast local upload cannot hide it first.
 * Returns what lets them go.
 */
const holdBytesUntilNoticeSeen = async (page: Page): Promise<() => void> => {
  let noticeSeen: () => void = () => {};
  const seen = new Promise<void>((resolve) => (noticeSeen = resolve));
  await page.route(`**${TUS_ENDPOINT}/**`, async (route) => {
    if (route.request().method() === 'PATCH') await seen;
    await route.continue();
  });
  return noticeSeen;
};

test('a browser without a video encoder sends the original and says so', async ({ page }) => {
  test.setTimeout(300_000);
  await page.addInitScript(() => {
    delete (window as { VideoEncoder?: unknown }).VideoEncoder;
  });
  await fillSteps(page);
  await page.goto('/application/video');
  const noticeSeen = await holdBytesUntilNoticeSeen(page);
  await page.locator('#upload-input-video').setInputFiles(heavyPhoneVideo(12));
  await expect(page.getByTestId('video-facts')).toContainText('4 s · 1080p', { timeout: 30_000 });
  await expect(page.getByText(VIDEO_MESSAGES.NO_ENCODER)).toBeVisible();
  noticeSeen();
  await expect(page.getByRole('button', { name: VIDEO_MESSAGES.MAKE_SMALLER })).toHaveCount(0);
  await expect(page.getByText('Upload complete: phone-pitch.mp4')).toBeVisible({ timeout: 180_000 });
});

test('on a phone with no room left, Make smaller sends the original and says why', async ({ page }) => {
  test.setTimeout(300_000);
  await fillSteps(page);
  await page.goto('/application/video');
  await fillTheDisk(page);
  const noticeSeen = await holdBytesUntilNoticeSeen(page);
  await page.locator('#upload-input-video').setInputFiles(heavyPhoneVideo(12));
  await page.getByRole('button', { name: VIDEO_MESSAGES.MAKE_SMALLER }).click({ timeout: 30_000 });
  await expect(page.getByText(VIDEO_MESSAGES.NO_ROOM_TO_CONVERT)).toBeVisible();
  await expect(page.getByTestId('video-converting')).toHaveCount(0);
  noticeSeen();
  await expect(page.getByText('Upload complete: phone-pitch.mp4')).toBeVisible({ timeout: 180_000 });
});
