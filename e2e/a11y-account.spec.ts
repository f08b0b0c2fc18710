import { expect, test } from '@playwright/test';
import { expectEveryFieldLabelled, expectNoViolations } from './a11y-kit.ts';

/** WCAG 2.1 AA with axe on the account-recovery pages a visitor reaches from emailed links or 'Forgot password?'. */

test('forgot password, reset with a bad link, verify-email and magic-link landings', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoViolations(page, 'forgot password');
  await expectEveryFieldLabelled(page, 'forgot password');
  await page.getByLabel('Email Address').fill('nobody@example.org');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this email');
  await expectNoViolations(page, 'forgot password, link sent');

  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: /^New password/ }).fill('Another#Pass9');
  await page.getByRole('textbox', { name: /^Repeat new password/ }).fill('Another#Pass9');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid, was already used or has expired');
  await expectNoViolations(page, 'reset password, refused link');
  await expectEveryFieldLabelled(page, 'reset password');

  for (const landing of ['/verify-email?token=not-a-real-token', '/magic-link?token=not-a-real-token']) {
    await page.goto(landing);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, landing);
  }
});
