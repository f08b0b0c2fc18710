import { expect, test, type Page } from '@playwright/test';
import { signOut, signUpViaApi } from './fixtures.ts';

/**
 * Chromium's virtual authenticator (CDP WebAuthn): a platform passkey that verifies the user. (Passkeys without user
 * verification and 2FA: apps/server/test/auth/auth-two-factor-everywhere.test.ts; Chromium would not register one here.)
 */
const addVirtualAuthenticator = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
};

const addPasskeyOnSecurityPage = async (page: Page, name: string) => {
  await page.goto('/account/security');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByLabel('Passkey name').fill(name);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('status')).toHaveText('Passkey added.');
  await expect(section.getByText(new RegExp(`^${name} · added`))).toBeVisible();
};

test('passkey: register on the security page, then sign in with it', async ({ page }) => {
  await page.goto('/');
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await signUpViaApi(page);
  await addPasskeyOnSecurityPage(page, 'My laptop');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  await page.goto('/dashboard');
  await signOut(page);
  await page.getByRole('button', { name: 'Passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('passkey: a cancelled request shows the spec §8 message', async ({ page }) => {
  await page.goto('/');
  // An authenticator without a passkey for this site: the browser ends the request as cancelled (NotAllowedError).
  await addVirtualAuthenticator(page);
  await page.getByRole('button', { name: 'Passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('The passkey request was cancelled or timed out. Please try again.', {
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/$/);
});
