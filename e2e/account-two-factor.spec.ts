import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { fillSignIn, signOut, signUp } from './fixtures.ts';

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) from a base32 secret, computed in the test. */
const totp = (secret: string, offsetPeriods = 0): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(Array.from({ length: Math.floor(bits.length / 8) }, (_, i) => parseInt(bits.slice(i * 8, i * 8 + 8), 2)));
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offsetPeriods));
  const hmac = createHmac('sha1', key).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
};

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
  const fresh = [0, -1, 1].map((offset) => totp(secret, offset)).find((code) => code !== enrolmentCode)!;
  await page.getByLabel('Authentication code').fill(fresh);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
