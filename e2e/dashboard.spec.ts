import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@portal/shared/texts/messages';
import { EMAIL_PREFERENCE_TEXTS } from '@portal/shared/account/email-preferences';
import { PAGE_START_PATH } from '@portal/shared/web/server-paths';
import { OPERATIONS } from '@portal/shared/graphql/operations';
import { expectNoHorizontalOverflow, signIn, signUpViaApi } from './fixtures.ts';

/** The applicant home and account pages. */

const graphql = async (page: Page, operationName: keyof typeof OPERATIONS, variables: Record<string, unknown> = {}) => {
  const response = await page.request.post('/graphql', { data: { operationName, query: OPERATIONS[operationName], variables } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
};

const openAccountMenu = async (page: Page) => {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
};

test('a founder without an application sees the cohort card and Apply Now opens the wizard with their name and email', async ({
  page,
}) => {
  const founder = await signUpViaApi(page);
  const card = page.getByTestId('status-card');
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Winter 2025 Cohort' })).toBeVisible();
  await card.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/application\/personal$/);
  // React Router keeps navigation state in history.state.usr.
  const state = await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr);
  expect(state).toEqual({ initialData: { name: founder.name, email: founder.email } });
});

test('an application in progress shows Complete Your Application with Continue Application', async ({ page }) => {
  const founder = await signUpViaApi(page);
  await graphql(page, 'SavePersonalInfo', { input: { name: founder.name, email: founder.email, phone: '9876543210' } });
  await page.reload();
  const card = page.getByTestId('status-card');
  await expect(card.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Complete Your Application' })).toBeVisible();
  // Continue Application opens the first step still to do (packages/shared/src/application/step-progress.ts).
  await page.waitForLoadState('networkidle');
  // The wizard opens on what the dashboard already has: its data cache stays while the wizard's code loads. From here
  // on the data API never answers, so the step can only show from the cache (a page mounting more than
  // FIRST_ANSWER_FRESH_MS after the dashboard's answer also asks again in the background, which may not hold it up).
  await page.route('**/graphql', () => {});
  await card.getByRole('button', { name: 'Continue Application' }).click();
  await expect(page).toHaveURL(/\/application\/company$/);
  await expect(page.getByRole('button', { name: 'Save & Next' })).toBeVisible();
  await page
    .getByRole('link', { name: /Personal Info/ })
    .first()
    .click();
  await expect(page.getByLabel(/Phone/).first()).toHaveValue('9876543210');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the account menu shows who is signed in and opens the account pages', async ({ page }) => {
  const founder = await signUpViaApi(page);
  await openAccountMenu(page);
  const menu = page.getByRole('menu');
  await expect(menu.getByText(founder.name)).toBeVisible();
  await expect(menu.getByText(founder.email)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Email Preferences' }).click();
  await expect(page).toHaveURL(/\/account\/preferences$/);
  await expect(page.getByRole('heading', { name: 'Email Preferences' })).toBeVisible();
  // The emails that are part of the process are listed, not offered as switches; reminders and Dark Mode are.
  await expect(page.getByTestId('always-sent-emails')).toContainText('The decision on your application');
  await expect(page.getByTestId('always-sent-emails').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('switch')).toHaveCount(2);
  await expect(page.getByRole('switch', { name: /Reminders before the deadline/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /Dark Mode/ })).toBeVisible();
  // This portal sends email only: the channels' intro names no phone channel and no quiet hours for one.
  await expect(page.getByText(EMAIL_PREFERENCE_TEXTS.channelsIntro())).toBeVisible();
  await expect(page.getByRole('region', { name: EMAIL_PREFERENCE_TEXTS.channelsTitle })).not.toContainText(/SMS|WhatsApp/);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Privacy & Security' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByRole('main').getByText(founder.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Help & Support' }).click();
  await expect(page).toHaveURL(/\/account\/help$/);
  await expect(page.getByRole('link', { name: /support@whyclub\.in/ })).toBeVisible();
});

test('Dark Mode switches the theme at once and persists across reloads and devices', async ({ page, browser }) => {
  const founder = await signUpViaApi(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await openAccountMenu(page);
  const darkMode = page.getByRole('menuitemcheckbox', { name: 'Dark Mode' });
  await expect(darkMode).toHaveAttribute('aria-checked', 'false');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === 'UpdatePreferences',
  );
  await darkMode.click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await openAccountMenu(page);
  await expect(page.getByRole('menuitemcheckbox', { name: 'Dark Mode' })).toHaveAttribute('aria-checked', 'true');

  // Another browser (no local colour scheme stored) follows the account's preference once signed in.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, founder);
  await expect(otherPage.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await other.close();
});

test('when the data API fails the dashboard says so and Try Again recovers', async ({ page }) => {
  // Both ways the dashboard reads its data fail: the answers its page start asks for, then the data API itself.
  const failing = ['**/graphql', `**${PAGE_START_PATH}?*`];
  await page.route(failing[0]!, (route) =>
    route.fulfill({
      status: 200,
      json: { data: null, errors: [{ message: MESSAGES.INTERNAL, extensions: { code: 'INTERNAL' } }] },
    }),
  );
  await page.route(failing[1]!, (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL', message: MESSAGES.INTERNAL } }),
  );
  await signUpViaApi(page);
  await expect(page.getByRole('alert')).toContainText(MESSAGES.SOMETHING_WENT_WRONG);
  for (const address of failing) await page.unroute(address);
  await page.getByRole('button', { name: MESSAGES.TRY_AGAIN }).click();
  await expect(page.getByTestId('status-card').getByRole('button', { name: 'Apply Now' })).toBeVisible();
});

test('sign out everywhere ends the sessions on other devices too', async ({ page, browser }) => {
  const founder = await signUpViaApi(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, founder);

  await page.goto('/account/security');
  await expect(page.getByText('Active sessions')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/$/);

  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/$/);
  await other.close();
});

test('the dashboard fits a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpViaApi(page);
  await expect(page.getByTestId('status-card')).toBeVisible();
  await expectNoHorizontalOverflow(page, 360);
  await openAccountMenu(page);
  await expectNoHorizontalOverflow(page, 360);
});
