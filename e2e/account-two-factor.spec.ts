import { expect, test } from '@playwright/test';
import { totp, unusedTotp } from './account-totp.ts';
import { fillSignIn, signOut, signUp } from './fixtures.ts';

test('two-factor: enrol with the QR code and backup codes, then sign in with a TOTP code', async ({ page }) => {
  const founder = await signUp(page);
  await page.goto('/account/security');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByLabel('Your password').fill(founder.password);
  await section.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(section.getByLabel('Backup codes')).toContainText(/\S+-\S+/);
  const secret = (await section.locator('code').first().innerText()).trim();
  const enrolmentCode = totp(secret);
  await section.getByLabel('3. Enter the 6-digit code from the app').fill(enrolmentCode);
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByRole('status')).toHaveText('Two-factor authentication is on.');
  await expect(section.getByText('On', { exact: true })).toBeVisible();

  await page.goto('/dashboard');
  await signOut(page);
  await fillSignIn(page, founder);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  // The enrolment code was used already: it is refused.
  await page.getByLabel('Authentication code').fill(enrolmentCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('This code is not valid. Please check it and try again.');
  const fresh = unusedTotp(secret, [enrolmentCode]);
  await page.getByLabel('Authentication code').fill(fresh);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
