import { expect, test, type Page } from '@playwright/test';
import { fillSignIn, lastOutboxMessageTo, signOut, signUp, type Founder } from './fixtures.ts';

const NEW_PASSWORD = 'Village#Well7';

/** How the signed-out page asks for an email: the control that opens the form, its heading, its button and what it then says. */
interface EmailRequest {
  open: (page: Page) => ReturnType<Page['getByRole']>;
  heading: string;
  send: string;
  sent: string;
}

/** A new founder signs out and asks the sign-in page for an email; returns the founder and the email as sent. */
const signedOutFounderAsks = async (page: Page, request: EmailRequest): Promise<{ founder: Founder; email: string }> => {
  const founder = await signUp(page);
  await signOut(page);
  await request.open(page).click();
  await expect(page.getByRole('heading', { name: request.heading })).toBeVisible();
  await page.getByLabel('Email Address').fill(founder.email);
  await page.getByRole('button', { name: request.send }).click();
  await expect(page.getByRole('status')).toContainText(request.sent);
  return { founder, email: await lastOutboxMessageTo(founder.email, 1) };
};

test('forgot password: the emailed link sets a new password once, and the new password signs in', async ({ page }) => {
  const { founder, email } = await signedOutFounderAsks(page, {
    open: (p) => p.getByRole('link', { name: 'Forgot password?' }),
    heading: 'Reset your password',
    send: 'Send reset link',
    sent: 'If an account exists for this email',
  });
  const link = /http\S+\/reset-password\?token=\S+/.exec(email)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: /^New password/ }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: /^Repeat new password/ }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  // The link works once.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByRole('textbox', { name: /^New password/ }).fill('Another#Pass9');
  await page.getByRole('textbox', { name: /^Repeat new password/ }).fill('Another#Pass9');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid, was already used or has expired');

  await page.goto('/');
  await fillSignIn(page, { email: founder.email, password: founder.password });
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
  await fillSignIn(page, { email: founder.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign-in with an emailed code', async ({ page }) => {
  const { email } = await signedOutFounderAsks(page, {
    open: (p) => p.getByRole('button', { name: 'Email code' }),
    heading: 'Sign in with an email code',
    send: 'Send code',
    sent: 'sign-in code is on its way',
  });
  const code = /is: (\d{6})/.exec(email)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('This code is not valid. Please check it and try again.');
  await page.getByLabel('Code').fill(code!);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
