import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) from a base32 secret, computed in the test. */
export const totp = (secret: string, offsetPeriods = 0, now = Date.now()): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(
    Array.from({ length: Math.floor(bits.length / 8) }, (_, i) => parseInt(bits.slice(i * 8, i * 8 + 8), 2)),
  );
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(Math.floor(now / 30_000) + offsetPeriods));
  const hmac = createHmac('sha1', key).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
};

/**
 * A code the server accepts now and that was not used: now's or the next period's. Both stay within the server's
 * one-period window even if the period rolls over before the request arrives (an earlier period's might not).
 */
export const unusedTotp = (secret: string, used: readonly string[]): string => {
  const now = Date.now();
  const code = [0, 1].map((offset) => totp(secret, offset, now)).find((candidate) => !used.includes(candidate));
  if (!code) throw new Error('both acceptable TOTP codes were used already');
  return code;
};

/** Turns 2FA on for the signed-in founder of this page through the account API; returns the secret and used codes. */
export const enableTwoFactorViaApi = async (
  page: Page,
  password: string,
): Promise<{ secret: string; used: string[]; backupCodes: string[] }> => {
  const origin = new URL(page.url()).origin;
  const enabled = await page.request.post('/api/auth/two-factor/enable', { data: { password }, headers: { origin } });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const secret = new URL(totpURI).searchParams.get('secret')!;
  const code = unusedTotp(secret, []);
  const confirmed = await page.request.post('/api/auth/two-factor/verify-totp', { data: { code }, headers: { origin } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  // Turning 2FA on replaces the session cookie; a request the open page made meanwhile may have carried the old
  // one and signed the page out. Open the dashboard again so the page runs on the new session.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  return { secret, used: [code], backupCodes };
};

/** Answers the sign-in page's 2FA step with a fresh code. */
export const answerTwoFactorStep = async (page: Page, twoFactor: { secret: string; used: string[] }): Promise<void> => {
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  const code = unusedTotp(twoFactor.secret, twoFactor.used);
  twoFactor.used.push(code);
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
};
