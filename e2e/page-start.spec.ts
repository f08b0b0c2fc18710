import { expect, test, type Page } from '@playwright/test';
import { pageStartUrl, PUBLIC_CONFIG_PATH, WEB_MANIFEST_FILE } from '../packages/shared/src/web/server-paths.ts';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { SIGN_IN_MESSAGES as MESSAGES } from '@portal/shared/texts/sign-in-messages';
import { CONSENT_TEXTS } from '@portal/shared/privacy/privacy-messages';
import { newFounder, signUpViaApi } from './fixtures.ts';

/**
 * A first visit (no service worker yet): what a page shows first (the configuration, the session, and on a signed-in
 * page the privacy status and the account data) comes in one answer named in the page's HTML, so it loads beside the
 * app's files; the app takes that answer instead of asking again (two requests for the same address would mean the
 * preload did not match the app's fetch), and asks none of the parts' own addresses.
 */
test.use({ serviceWorkers: 'block' });

/** The parts' own addresses: none is asked while these pages start. */
const OWN_ADDRESSES = ['/api/auth/get-session', PUBLIC_CONFIG_PATH, PRIVACY_PATHS.status];

/** The names of the GraphQL operations the page posts from now on. */
const graphqlOperationsOf = (page: Page) => {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql')
      operations.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '');
  });
  return operations;
};

const requestsTo = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(`${url.pathname}${url.search}`);
  });
  return (address: string) => seen.filter((s) => s === address).length;
};

test('the sign-in page and the dashboard each ask once for the one answer their HTML preloads, and for none of its parts', async ({
  page,
}) => {
  const preload = (address: string) => `<link rel="preload" as="fetch" crossorigin href="${address}">`;
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(preload(pageStartUrl([])));
  expect(html.match(/rel="preload" as="fetch"/g)).toHaveLength(1);

  let count = requestsTo(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([count(pageStartUrl([])), ...OWN_ADDRESSES.map(count)]).toEqual([1, 0, 0, 0]);

  const founder = await signUpViaApi(page);
  // The dashboard's lists (open cohorts, the founder's applications) come with its first answers, not after its render.
  const firstAnswers = pageStartUrl(['Viewer', 'MyApplication', 'OpenCohorts', 'MyApplications']);
  const dashboardHtml = await (await page.request.get('/dashboard')).text();
  expect(dashboardHtml).toContain(preload(firstAnswers));
  expect(dashboardHtml.match(/rel="preload" as="fetch"/g)).toHaveLength(1);
  count = requestsTo(page);
  const operations = graphqlOperationsOf(page);
  await page.goto('/dashboard');
  await expect(page.getByText(founder.name).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The consent check of every signed-in page (features/privacy/consent-gate.tsx) takes its part too.
  expect([count(firstAnswers), ...OWN_ADDRESSES.map(count)]).toEqual([1, 0, 0, 0]);
  expect(operations.filter((o) => ['Viewer', 'MyApplication', 'OpenCohorts', 'MyApplications'].includes(o))).toEqual([]);
});

test('a founder who has not agreed to the current privacy notice is asked on the first screen, from the page-start answer', async ({
  page,
}) => {
  const founder = newFounder();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  expect((await page.request.post('/api/auth/sign-up/email', { data: founder, headers: { origin } })).status()).toBe(200);
  const count = requestsTo(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('dialog', { name: CONSENT_TEXTS.NEEDED_TITLE })).toBeVisible({ timeout: 30_000 });
  expect([
    count(pageStartUrl(['Viewer', 'MyApplication', 'OpenCohorts', 'MyApplications'])),
    count(PRIVACY_PATHS.status),
  ]).toEqual([1, 0]);
});

test('until the first screen has settled, a page asks for nothing but its own files and answers: the favicon is in the page, the manifest and its icon come after', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('rel="manifest"');
  expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);

  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const beforeFirstScreen = [...asked];
  expect(
    beforeFirstScreen.filter((path) => path === `/${WEB_MANIFEST_FILE}` || path === '/favicon.svg' || path.startsWith('/icons/')),
  ).toEqual([]);

  // Once the page has settled (app/pwa/when-page-settled.ts) the app can be installed: the manifest is named and served.
  const manifest = page.locator('head link[rel="manifest"]');
  await expect(manifest).toHaveCount(1, { timeout: 20_000 });
  const response = await page.request.get((await manifest.getAttribute('href'))!);
  expect(response.ok()).toBe(true);
  expect(((await response.json()) as { short_name?: string }).short_name).toBe('WHY Club');
});

test("while the app's code is on its way the page shows the WHY mark, and the app's first screen replaces it", async ({
  page,
}) => {
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

test('the first screen of the sign-in and sign-up pages is the page itself, with its configuration: no spinner, no second version', async ({
  page,
}) => {
  // Everything the page's root shows from the first script on, before any of the app's code runs.
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownInRoot: string[] }).shownInRoot = shown;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      const text = root?.querySelector('[role="status"]')?.textContent ?? '';
      if (text) shown.push(text);
      if (root?.querySelector('h1'))
        shown.push(
          `h1 with tagline ${root.querySelector('h1 + p')?.checkVisibility({ visibilityProperty: true }) ? 'shown' : 'hidden'}`,
        );
    }).observe(document, { childList: true, subtree: true });
  });
  for (const [path, heading] of [
    ['/', 'Sign In to Dashboard'],
    ['/signup', 'Create an Account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shown = await page.evaluate(() => (window as unknown as { shownInRoot: string[] }).shownInRoot);
    expect(shown.filter((text) => text.includes(MESSAGES.LOADING))).toEqual([]);
    expect(shown.filter((text) => text.startsWith('h1'))[0]).toBe('h1 with tagline shown');
  }
});

test("a wizard step's application and account load beside its code, from the address its HTML names, once", async ({ page }) => {
  await signUpViaApi(page);
  const step = await page.context().newPage();
  const firstAnswers = pageStartUrl(['Viewer', 'MyApplication']);
  const operations = graphqlOperationsOf(step);
  const count = requestsTo(step);
  let sawAnswersAsked: () => void = () => undefined;
  const answersAsked = new Promise<void>((resolve) => (sawAnswersAsked = resolve));
  step.on('request', (request) => {
    const url = new URL(request.url());
    if (`${url.pathname}${url.search}` === firstAnswers) sawAnswersAsked();
  });
  // The wizard's own code waits until the answers were asked for, or 10 s: asked for only by that code, they would
  // be asked for after the wait and the first expectation below fails.
  let askedBeforeWizardCode = false;
  await step.route('**/assets/wizard-*.js', async (route) => {
    askedBeforeWizardCode = await Promise.race([
      answersAsked.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    await route.continue();
  });
  await step.goto('/application/company');
  await expect(step.getByRole('heading', { name: 'Company Info' }).first()).toBeVisible({ timeout: 20_000 });
  await expect(step.getByLabel(/Company Name/).first()).toBeVisible();
  await step.waitForLoadState('networkidle');
  expect(askedBeforeWizardCode).toBe(true);
  expect(count(firstAnswers)).toBe(1);
  expect(operations.filter((o) => o === 'Viewer' || o === 'MyApplication')).toEqual([]);
});
