import { expect, test } from '@playwright/test';
import { INVITATION_PAGE_TEXTS, TEAM_TEXTS } from '../packages/shared/src/review/staff-invitations.ts';
import { VALID_PASSWORD, fillSignIn, lastOutboxMessageTo, openConsoleAsNewAdmin, pickFromDropdown } from './fixtures.ts';

/**
 * Setting up review without help (docs/program-team.md): an admin invites a reviewer by email from Team & roles; the
 * reviewer opens the emailed link, signs up with that address and lands on the console, and lands there again at
 * their next sign-in. The link works once.
 */
test('an admin invites a reviewer by email; the reviewer signs up through the link and lands on the console', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const stamp = Date.now().toString(36);
  const admin = await (await browser.newContext({ baseURL: base })).newPage();
  await openConsoleAsNewAdmin(admin, `lead-${stamp}@example.org`, base);

  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Team & roles' }).click();
  const reviewerEmail = `rita-${stamp}@example.org`;
  const form = admin.getByTestId('invite-form');
  await form.getByLabel(TEAM_TEXTS.emailLabel).fill(reviewerEmail);
  await pickFromDropdown(admin, form.getByRole('combobox', { name: TEAM_TEXTS.roleLabel }), 'Reviewer');
  await form.getByRole('button', { name: TEAM_TEXTS.sendInvitation }).click();
  await expect(form.getByRole('status')).toHaveText(TEAM_TEXTS.invited(reviewerEmail));
  await expect(admin.getByTestId(`invitation-${reviewerEmail}`)).toContainText('Reviewer');

  // The reviewer opens the link from the email.
  const email = await lastOutboxMessageTo(reviewerEmail, 0, /invitation\?token=/);
  const link = /https?:\/\/\S+\/invitation\?token=[\w-]+/.exec(email)?.[0];
  expect(link, email).toBeTruthy();
  const reviewer = await (await browser.newContext({ baseURL: base })).newPage();
  await reviewer.goto(link!);
  await expect(reviewer.getByRole('heading', { name: INVITATION_PAGE_TEXTS.title })).toBeVisible();
  await expect(reviewer.getByText(INVITATION_PAGE_TEXTS.body(reviewerEmail, 'reviewer'))).toBeVisible();
  await reviewer.getByLabel(INVITATION_PAGE_TEXTS.nameLabel).fill('Rita Reviewer');
  await reviewer.getByRole('textbox', { name: INVITATION_PAGE_TEXTS.passwordLabel }).fill(VALID_PASSWORD);
  await reviewer.getByRole('button', { name: INVITATION_PAGE_TEXTS.create }).click();
  await expect(reviewer).toHaveURL(/\/console$/, { timeout: 30_000 });
  await expect(reviewer.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'My reviews' })).toBeVisible();

  // The admin's list of waiting invitations no longer has it.
  await admin.reload();
  await expect(admin.getByText(TEAM_TEXTS.noOpenInvitations)).toBeVisible();

  // Signing in again lands on the console, not the founder dashboard.
  await reviewer.getByRole('button', { name: 'Sign Out' }).click();
  await expect(reviewer).toHaveURL(/\/$/);
  await fillSignIn(reviewer, { email: reviewerEmail, password: VALID_PASSWORD });
  await expect(reviewer).toHaveURL(/\/console$/, { timeout: 30_000 });

  // The link works once.
  await reviewer.goto(link!);
  await expect(reviewer.getByRole('alert')).toHaveText(INVITATION_PAGE_TEXTS.accepted);
});
