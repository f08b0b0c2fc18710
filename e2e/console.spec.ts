import { FAIRNESS_TEXTS } from '@portal/shared/review/review-fairness';
import { expect, test, type Browser } from '@playwright/test';
import { BUILT_WEB_APP, startDeployment, type Deployment } from './deployment-kit.ts';
import { DECISION_TEXTS } from '../packages/shared/src/review/review.ts';
import {
  pickFromDropdown,
  newFounder,
  outboxMessageWhere,
  signUpViaApi,
  expectNoHorizontalOverflow,
  adminCreate,
  openConsoleAsNewAdmin,
  submittedFounder,
} from './fixtures.ts';

/**
 * The program team console end to end: an admin made with `npm run admin:create` (its code path)
 * promotes a reviewer; the reviewer filters, opens, scores and moves an application and publishes the
 * decision; the applicant sees it on the dashboard, and the submission receipt is in the outbox.
 */

const newPage = async (browser: Browser, baseURL: string) => (await browser.newContext({ baseURL })).newPage();

/**
 * The reviewer scores on the global rubric, which only a cohort without review stages has (docs/review-stages.md):
 * a portal of its own, since other specs add stages to the shared portal's cohort.
 */
const withOwnPortal = test.extend<{ deployment: Deployment }>({
  // eslint-disable-next-line no-empty-pattern -- a fixture that needs no other fixture
  deployment: async ({}, use) => {
    const deployment = await startDeployment(BUILT_WEB_APP);
    await use(deployment);
    await deployment.stop();
  },
  baseURL: async ({ deployment }, use) => use(deployment.baseURL),
});

withOwnPortal(
  'admin promotes a reviewer, who reviews and decides; the applicant sees the decision and got a receipt',
  async ({ browser, baseURL, deployment }) => {
    test.setTimeout(120_000);
    const base = baseURL!;
    const company = `Naga Cold ${Date.now().toString(36)}`;

    // The applicant submits.
    // Pages open on this spec's own portal first, so the accounts are made there (fixtures.ts signUpViaApi).
    const applicant = await newPage(browser, base);
    await applicant.goto('/');
    const applicationId = await submittedFounder(applicant, company);

    // The future reviewer has an ordinary account: no console for them yet (it answers like an unknown page).
    const reviewer = await newPage(browser, base);
    await reviewer.goto('/');
    const reviewerAccount = newFounder({ name: 'Rita Reviewer' });
    await signUpViaApi(reviewer, reviewerAccount);
    await reviewer.goto('/console');
    // Refused by the server, then sent on: on a loaded 2-core machine that chain alone once took over 10 s.
    await expect(reviewer).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await reviewer.getByRole('button', { name: /Account menu/ }).click();
    await expect(reviewer.getByRole('menuitem', { name: 'Console' })).toHaveCount(0);
    await reviewer.keyboard.press('Escape');

    // admin:create makes a new admin and prints a one-time link; following it signs in and asks for a password.
    const adminEmail = `admin-${Date.now().toString(36)}@example.org`;
    const admin = await newPage(browser, base);
    const link = await openConsoleAsNewAdmin(admin, adminEmail, base, deployment.dataDir);
    // The link works once.
    const again = await admin.request.get(link!, { maxRedirects: 0 });
    expect(again.status()).toBe(400);

    // The admin promotes the reviewer.
    await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Team & roles' }).click();
    await admin.getByLabel('Find an account').fill(reviewerAccount.email);
    const row = admin.getByTestId(`user-${reviewerAccount.email}`);
    await expect(row).toBeVisible();
    // A role change asks first, saying what it does and that the person is emailed (the list keeps the old role until then).
    await row.getByRole('combobox', { name: `Role of ${reviewerAccount.email}` }).click();
    await admin.getByRole('option', { name: 'Reviewer', exact: true }).click();
    const roleConfirm = admin.getByTestId('role-change-confirm');
    await expect(roleConfirm).toContainText('goes from Applicant to Reviewer');
    await roleConfirm.getByRole('button', { name: 'Change role' }).click();
    await expect(row.getByRole('combobox', { name: `Role of ${reviewerAccount.email}` })).toHaveValue('Reviewer');

    // The reviewer now finds the Console in the account menu.
    await reviewer.reload();
    await reviewer.getByRole('button', { name: /Account menu/ }).click();
    await reviewer.getByRole('menuitem', { name: 'Console' }).click();
    await expect(reviewer).toHaveURL(/\/console$/);
    await expect(reviewer.getByTestId('chart-status')).toBeVisible();

    // Filter by state and search, then open the application.
    await reviewer.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Applications' }).click();
    await pickFromDropdown(reviewer, reviewer.getByRole('combobox', { name: 'State' }), 'Nagaland');
    await expect(reviewer).toHaveURL(/state=Nagaland/);
    await reviewer.getByLabel('Search').fill(company);
    await expect(reviewer.getByTestId('applications-count')).toHaveText('1 application');
    const table = reviewer.getByTestId('applications-table');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Kohima, Nagaland');
    await expect(table).toContainText('₹0.3 Cr');
    await table.getByRole('link', { name: company }).click();
    await expect(reviewer).toHaveURL(new RegExp(`/console/applications/${applicationId}$`));
    await expect(reviewer.getByRole('heading', { name: company })).toBeVisible();
    await expect(reviewer.getByText('Solar cold rooms for villages.')).toBeVisible();
    await expect(reviewer.getByTestId('console-video')).toHaveAttribute('src', /^\/files\//);

    // Score every criterion, then move the application with a note and publish the decision.
    for (const label of ['Rural impact', 'Team', 'Market', 'Traction', 'Scalability']) {
      await reviewer.getByRole('radiogroup', { name: label }).getByText('4', { exact: true }).click();
    }
    await reviewer.getByRole('button', { name: 'Save my scores' }).click();
    await expect(reviewer.getByTestId('figure-raw-mean')).toHaveText('4.00');
    await expect(reviewer.getByTestId('figure-reviewers')).toHaveText('1 reviewer scored');

    await pickFromDropdown(reviewer, reviewer.getByRole('combobox', { name: 'Move to' }), 'Accepted');
    await reviewer.getByLabel('Note (optional, team only)').fill('Strong rural reach.');
    await reviewer.getByRole('button', { name: 'Change status' }).click();
    const history = reviewer.getByTestId('status-history');
    await expect(history).toContainText('Submitted → Accepted');
    await expect(history).toContainText('Rita Reviewer');
    await expect(history).toContainText('Strong rural reach.');

    // Until the decision is published, the applicant still sees 'Submitted'.
    await applicant.goto('/dashboard');
    await expect(applicant.getByTestId('status-card')).toContainText('Application Submitted');

    await reviewer.getByRole('button', { name: 'Publish decision: Accepted' }).click();
    // A confirmation shows the email the founder will get before anything is sent.
    const confirm = reviewer.getByRole('dialog');
    await expect(confirm.getByTestId('publish-email-text')).toBeVisible();
    await confirm.getByRole('button', { name: FAIRNESS_TEXTS.publishConfirm }).click();
    await expect(reviewer.getByTestId('published-decision')).toContainText('Published to the applicant: Accepted');

    // The applicant sees the published decision in its own words.
    await applicant.reload();
    await expect(applicant.getByTestId('decision-card')).toContainText(DECISION_TEXTS.accepted.title);
    await expect(applicant.getByTestId('decision-card')).toContainText(DECISION_TEXTS.accepted.badge);

    // The receipt of the submission is in the outbox, with the application id.
    const receipt = await outboxMessageWhere((text) => text.includes(`Application ID: ${applicationId}`), deployment.dataDir);
    expect(receipt).toContain(`we received your application (${company})`);
  },
);

test('the console at 360 px and for applicants', async ({ page, browser, baseURL }) => {
  await signUpViaApi(page);
  await page.goto('/console/applications');
  await expect(page).toHaveURL(/\/dashboard$/);
  const response = await page.request.get('/console/export.csv');
  expect(response.status()).toBe(404);

  const adminEmail = `admin-narrow-${Date.now().toString(36)}@example.org`;
  const link = /https?:\/\/\S+sign-in-link\?token=\S+/.exec(adminCreate(adminEmail, baseURL!))?.[0];
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const admin = await context.newPage();
  await admin.goto(link!);
  await admin.goto('/console');
  await expect(admin.getByTestId('chart-per-day')).toBeVisible();
  await expectNoHorizontalOverflow(admin, 360);
  await admin.goto('/console/applications');
  await expect(admin.getByTestId('applications-count')).toBeVisible();
  await expectNoHorizontalOverflow(admin, 360);
});
