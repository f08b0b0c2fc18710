import { expect, test, type Page } from '@playwright/test';
import { PRIVACY_PATHS } from '@portal/shared/privacy';
import { CONSENT_TEXTS } from '@portal/shared/privacy-messages';

/**
 * Shared helpers for the Playwright specs: founders with unique emails, sign-up and sign-in through the real
 * pages (or the API when a spec is not about the forms), and layout checks.
 */
export interface Founder {
  name: string;
  email: string;
  password: string;
}

/** Meets the spec's password rule: 8+ characters, a digit and a special character. */
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
  const response = await page.request.post(PRIVACY_PATHS.consent, { data: { version: notice.version, language: 'en' }, headers: { origin } });
  expect(response.status(), await response.text()).toBe(200);
};

/** Creates the account through the API (the browser context gets the session cookie) and opens the dashboard. */
export const signUpViaApi = async (page: Page, overrides: Partial<Founder> = {}): Promise<Founder> => {
  const founder = newFounder(overrides);
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
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

/** The page does not scroll sideways at the given viewport width. */
export const expectNoHorizontalOverflow = async (page: Page, width: number): Promise<void> => {
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(width);
};

/** Every message the server wrote to its outbox (DATA_DIR/outbox) so far, oldest first. */
const outboxMessages = async (): Promise<string[]> => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const dir = path.join(process.env.E2E_DATA_DIR ?? './test-results/data', 'outbox');
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
 * milliseconds after the request that asked for them.
 */
export const outboxMessageWhere = async (check: (text: string) => boolean): Promise<string> => {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxMessages()).find(check);
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
export const outboxCountTo = async (to: string, containing?: RegExp): Promise<number> => (await outboxMessages()).filter(addressedTo(to, containing)).length;

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
