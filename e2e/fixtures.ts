import { execFileSync } from 'node:child_process';
import nodePath from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { OPERATIONS } from '../packages/shared/src/graphql/operations.ts';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { CONSENT_TEXTS } from '@portal/shared/privacy/privacy-messages';

/**
 * Shared helpers for the Playwright specs: founders with unique emails, sign-up and sign-in through the real
 * pages (or the API when a spec is not about the forms), and layout checks.
 */
export interface Founder {
  name: string;
  email: string;
  password: string;
}

/** Meets the password rule (packages/shared/src/schemas/auth.ts): 8+ characters, a digit and a special character. */
export const VALID_PASSWORD = 'Founder#2025';

let counter = 0;
/** A founder nobody has used yet in this run (the e2e DATA_DIR is fresh per run; workers run in parallel). */
export const newFounder = (overrides: Partial<Founder> = {}): Founder => {
  counter += 1;
  const id = `${Date.now().toString(36)}-${process.pid}-${counter}`;
  return { name: 'Asha Founder', email: `founder-${id}@example.org`, password: VALID_PASSWORD, ...overrides };
};

/** Signs up through /signup and waits for the dashboard; returns the founder. */
export const signUp = async (page: Page, overrides: Partial<Founder> = {}): Promise<Founder> => {
  const founder = newFounder(overrides);
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(founder.name);
  await page.getByLabel('Email Address').fill(founder.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(founder.password);
  await page.getByRole('checkbox', { name: CONSENT_TEXTS.CHECKBOX }).check();
  await page.getByRole('button', { name: 'Create Your Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return founder;
};

/** Agrees to the current privacy notice for the signed-in context, as the sign-up form does. */
export const consentViaApi = async (page: Page, origin: string): Promise<void> => {
  const notice = await (await page.request.get(PRIVACY_PATHS.notice)).json();
  const response = await page.request.post(PRIVACY_PATHS.consent, {
    data: { version: notice.version, language: 'en' },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** Creates the account through the API (the browser context gets the session cookie) and opens the dashboard. */
export const signUpViaApi = async (page: Page, overrides: Partial<Founder> = {}): Promise<Founder> => {
  const founder = newFounder(overrides);
  // A page already open on a portal of its own (deployment-kit.ts) signs up there.
  const opened = page.url().startsWith('http') ? page.url() : undefined;
  const origin = new URL(opened ?? test.info().project.use.baseURL ?? page.url()).origin;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name: founder.name, email: founder.email, password: founder.password },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  await consentViaApi(page, origin);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  return founder;
};

/** Fills the sign-in form at the current page (/) and submits it. */
export const fillSignIn = async (page: Page, credentials: { email: string; password: string }): Promise<void> => {
  await page.getByLabel('Email Address').fill(credentials.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
};

/** Signs in through / and waits for the dashboard. */
export const signIn = async (page: Page, founder: Founder): Promise<void> => {
  await page.goto('/');
  await fillSignIn(page, founder);
  await expect(page).toHaveURL(/\/dashboard$/);
};

/** Signs out with the dashboard's Sign Out button and waits for the sign-in page. */
export const signOut = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign In to Dashboard' })).toBeVisible();
};

/** IndexedDB and localStorage refusing every write, as Chromium does with the phone's disk full (a fault it produces only then). */
const refuseEveryWrite = () => {
  const full = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  IDBObjectStore.prototype.put = full;
  IDBObjectStore.prototype.add = full;
  Storage.prototype.setItem = full;
};

/** From now on the page's storage refuses every write, until the page loads again. */
export const fillTheDisk = (page: Page): Promise<void> => page.evaluate(refuseEveryWrite);

/** Every page this one loads from now on finds its storage refusing every write from its start. */
export const withTheDiskFull = async (page: Page): Promise<void> => {
  await page.addInitScript(refuseEveryWrite);
};

/** A full-page screenshot for a person to look at, in SCREENSHOT_DIR when it is set. */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: nodePath.join(dir, `${name}.png`), fullPage: true });
};

/** The page does not scroll sideways at the given viewport width. */
export const expectNoHorizontalOverflow = async (page: Page, width: number): Promise<void> => {
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(width);
};

/**
 * Picks an option of one of the console's dropdown selects the way a person does: open it, click the option, see it
 * chosen. On a busy machine the list can be drawn for a moment before it is placed next to the select; a click then
 * scrolls the page to where it was drawn, the select leaves the window, and the list stays open but hidden (a popover
 * whose target is out of view is hidden). So the option is clicked only once the list is in the window, and a try
 * that fails closes the list and starts again with the select in the middle of the window.
 */
export const pickFromDropdown = async (page: Page, select: Locator, option: string): Promise<void> => {
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) === 'true') await select.click({ timeout: 5_000 });
    await expect(select).toHaveAttribute('aria-expanded', 'false', { timeout: 1_000 });
    await select.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await select.click({ timeout: 5_000 });
    await expect(page.locator(`[id="${await select.getAttribute('aria-controls')}"]`)).toBeInViewport({ timeout: 5_000 });
    await choice.click({ timeout: 5_000 });
    await expect(select).toHaveValue(option, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
};

/** Every message the server wrote to its outbox (DATA_DIR/outbox) so far, oldest first. */
const outboxMessages = async (dataDir = process.env.E2E_DATA_DIR ?? './test-results/data'): Promise<string[]> => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(path.join(dir, f), 'utf8'));
};

/**
 * The first outbox message that passes the check, waiting for it: emails and SMS are delivered in the background,
 * milliseconds after the request that asked for them. `dataDir`: a portal of its own's (deployment-kit.ts).
 */
export const outboxMessageWhere = async (check: (text: string) => boolean, dataDir?: string): Promise<string> => {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxMessages(dataDir)).find(check);
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
};

const addressedTo = (to: string, containing: RegExp | undefined) => (text: string) =>
  (text.includes(`\nTo: ${to}\n`) || text.startsWith(`To: ${to}\n`)) && (!containing || containing.test(text));

/** How many outbox messages (optionally: with this content) went to this address or number so far. */
export const outboxCountTo = async (to: string, containing?: RegExp): Promise<number> =>
  (await outboxMessages()).filter(addressedTo(to, containing)).length;

/**
 * The latest message the server wrote to its outbox for this address or number (optionally: with this content),
 * once there are more than `after` of them, waiting for it.
 */
export const lastOutboxMessageTo = async (to: string, after = 0, containing?: RegExp): Promise<string> => {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const bodies = (await outboxMessages()).filter(addressedTo(to, containing));
        if (bodies.length <= after) return false;
        found = bodies.at(-1);
        return true;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
};

const REPO_ROOT = nodePath.resolve(import.meta.dirname, '..');
const PITCH_VIDEO = nodePath.join(import.meta.dirname, 'fixtures', 'pitch.mp4');

/** One of the web app's own GraphQL operations through the page's session; fails the test on any error. */
export const graphqlOk = async <T = Record<string, unknown>>(
  page: Page,
  operationName: keyof typeof OPERATIONS,
  variables: Record<string, unknown> = {},
): Promise<T> => {
  const response = await page.request.post('/graphql', { data: { operationName, query: OPERATIONS[operationName], variables } });
  const body = (await response.json()) as { data?: Record<string, T>; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return Object.values(body.data ?? {})[0]!;
};

/** Saves the four required typed steps through the data API (as the signed-in founder); the application's id. */
export const saveRequiredSteps = async (
  page: Page,
  companyName: string,
  personal: { name: string; email: string } = { name: 'Asha Founder', email: 'asha@example.org' },
): Promise<string> => {
  const { id } = await graphqlOk<{ id: string }>(page, 'SavePersonalInfo', {
    input: { name: personal.name, email: personal.email, phone: '9876543210' },
  });
  await graphqlOk(page, 'SaveCompanyInfo', {
    applicationId: id,
    input: {
      companyName,
      description: 'Solar cold rooms for villages.',
      foundersCount: 2,
      teamSize: 5,
      city: 'Kohima',
      state: 'Nagaland',
      hasDpiitCertification: true,
    },
  });
  await graphqlOk(page, 'SaveBusinessDetails', {
    applicationId: id,
    input: { sector: 'agriculture', otherSector: '', foundingYear: '2021', revenue: '25-50L' },
  });
  await graphqlOk(page, 'SaveFundingInfo', {
    applicationId: id,
    input: { equityFunding: '2500000', debtFunding: '0', grantFunding: '500000' },
  });
  return id;
};

/** Uploads the pitch video on the video step, through the page (its check in the browser and a real tus upload). */
export const uploadPitchVideo = async (page: Page): Promise<void> => {
  await page.goto('/application/video');
  await page.locator('#upload-input-video').setInputFiles(PITCH_VIDEO);
  // The page's first load, the video's probe and the tus upload: longer than one step on a loaded 2-core machine.
  await expect(page.getByText('Upload complete: pitch.mp4')).toBeVisible({ timeout: 60_000 });
};

/** A founder who filled the steps (data API), uploaded the video (real tus upload) and submitted; the application's id. */
export const submittedFounder = async (page: Page, companyName: string): Promise<string> => {
  await signUpViaApi(page);
  const id = await saveRequiredSteps(page, companyName);
  await uploadPitchVideo(page);
  const submitted = await graphqlOk<{ status: string }>(page, 'SubmitApplication', { applicationId: id });
  expect(submitted.status).toBe('submitted');
  return id;
};

/** Runs the real `npm run admin:create` entry point against the e2e server's DATA_DIR (or another's); returns its output. */
export const adminCreate = (
  email: string,
  baseURL: string,
  dataDir = process.env.E2E_DATA_DIR ?? nodePath.join(REPO_ROOT, 'e2e/test-results/data'),
): string =>
  execFileSync(process.execPath, [nodePath.join(REPO_ROOT, 'apps/server/src/cli/admin-create.ts'), email], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      BASE_URL: baseURL,
      LOG_LEVEL: 'silent',
    },
    encoding: 'utf8',
  });

/**
 * A new admin made with adminCreate follows its one-time link on `admin`, is asked for a password (VALID_PASSWORD)
 * and ends on the console; returns the link.
 */
export const openConsoleAsNewAdmin = async (admin: Page, email: string, baseURL: string, dataDir?: string): Promise<string> => {
  const output = adminCreate(email, baseURL, dataDir);
  const link = /https?:\/\/\S+sign-in-link\?token=\S+/.exec(output)?.[0];
  expect(link, output).toBeTruthy();
  await admin.goto(link!);
  await expect(admin).toHaveURL(/\/console\/welcome$/);
  await admin.getByLabel('New password').fill(VALID_PASSWORD);
  await admin.getByRole('button', { name: 'Set password' }).click();
  await expect(admin).toHaveURL(/\/console$/);
  return link!;
};
