import { expect, test, type Page } from '@playwright/test';
import { PAGE_START_FETCHES, PAGE_START_SESSION_PATH, PUBLIC_CONFIG_PATH } from '../packages/shared/src/server-paths.ts';
import { signUpViaApi } from './fixtures.ts';

/**
 * A first visit (no service worker yet): the session and the configuration every page starts with are named in the
 * page's HTML, so they load beside the app's files; the app's own requests take those answers instead of asking
 * again (two requests for the same address would mean the preload did not match the app's fetch).
 */
test.use({ serviceWorkers: 'block' });

/** Where every later session check goes: none is made while these pages start. */
const LATER_SESSION_CHECK = '/api/auth/get-session';

const requestsTo = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(`${url.pathname}${url.search}`);
  });
  return (address: string) => seen.filter((s) => s === address).length;
};

test('the sign-in page and the dashboard each ask once for the session and the configuration their HTML preloads', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  for (const address of PAGE_START_FETCHES) expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${address}">`);

  let count = requestsTo(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([count(PAGE_START_SESSION_PATH), count(PUBLIC_CONFIG_PATH), count(LATER_SESSION_CHECK)]).toEqual([1, 1, 0]);

  const founder = await signUpViaApi(page);
  count = requestsTo(page);
  await page.goto('/dashboard');
  await expect(page.getByText(founder.name).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([count(PAGE_START_SESSION_PATH), count(PUBLIC_CONFIG_PATH), count(LATER_SESSION_CHECK)]).toEqual([1, 1, 0]);
});

test("while the app's code is on its way the page shows the WHY mark, and the app's first screen replaces it", async ({ page }) => {
  let releaseCode: () => void = () => undefined;
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const mark = page.locator('#root .boot-mark svg');
  await expect(mark).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  releaseCode();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(mark).toHaveCount(0);
});

test("a wizard step asks for the founder's application and account as its session is known, before its own code has run, and once", async ({ page }) => {
  await signUpViaApi(page);
  const step = await page.context().newPage();
  const operations: string[] = [];
  let sawApplication: () => void = () => undefined;
  const applicationAsked = new Promise<void>((resolve) => (sawApplication = resolve));
  step.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    const operation = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
    operations.push(operation);
    if (operation === 'MyApplication') sawApplication();
  });
  // The wizard's own code waits until its application was asked for, or 10 s: asked for only by that code, the
  // application would be asked for after the wait and the first expectation below fails.
  let askedBeforeWizardCode = false;
  await step.route('**/assets/wizard-*.js', async (route) => {
    askedBeforeWizardCode = await Promise.race([applicationAsked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
    await route.continue();
  });
  await step.goto('/application/company');
  await expect(step.getByRole('heading', { name: 'Company Info' }).first()).toBeVisible({ timeout: 20_000 });
  await expect(step.getByLabel(/Company Name/).first()).toBeVisible();
  await step.waitForLoadState('networkidle');
  expect(askedBeforeWizardCode).toBe(true);
  expect(operations.filter((o) => o === 'MyApplication')).toHaveLength(1);
  expect(operations.filter((o) => o === 'Viewer')).toHaveLength(1);
});
