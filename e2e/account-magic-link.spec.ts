import { expect, test, type Page } from '@playwright/test';
import { answerTwoFactorStep, enableTwoFactorViaApi } from './account-totp.ts';
import { lastOutboxMessageTo, outboxCountTo, signOut, signUpViaApi } from './fixtures.ts';

/** Emails are delivered in the background: each wait is for the next message of its own kind. */
const MAGIC_LINK = /\/magic-link\?token=/;
const EMAIL_CODE = /is: \d{6}/;

/** Asks for a sign-in link on the sign-in page and returns the path of the link in the outbox email. */
const askForLink = async (page: Page, email: string): Promise<string> => {
  const earlier = await outboxCountTo(email, MAGIC_LINK);
  await page.getByRole('button', { name: 'Email link' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with an email link' })).toBeVisible();
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText('a sign-in link is on its way');
  const message = await lastOutboxMessageTo(email, earlier, MAGIC_LINK);
  const link = /http\S+\/magic-link\?token=\S+/.exec(message)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
};

test('magic link: the emailed link signs in once', async ({ page }) => {
  const founder = await signUpViaApi(page);
  await signOut(page);
  const link = await askForLink(page, founder.email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link is not valid, was already used or has expired. Please ask for a new one.',
  );
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In to Dashboard' })).toBeVisible();
});

test('with 2FA on, an emailed link and an emailed code both lead to the 2FA step (TOTP, backup code)', async ({ page }) => {
  const founder = await signUpViaApi(page);
  const twoFactor = await enableTwoFactorViaApi(page, founder.password);
  await signOut(page);

  await page.goto(await askForLink(page, founder.email));
  await answerTwoFactorStep(page, twoFactor);
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await page.getByRole('button', { name: 'Email code' }).click();
  await page.getByLabel('Email Address').fill(founder.email);
  const earlier = await outboxCountTo(founder.email, EMAIL_CODE);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = /is: (\d{6})/.exec(await lastOutboxMessageTo(founder.email, earlier, EMAIL_CODE))?.[1];
  await page.getByLabel('Code').fill(code!);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Two TOTP codes may be used up in this period already: answer with a backup code.
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(twoFactor.backupCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
