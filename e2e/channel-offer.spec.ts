import path from 'node:path';
import { expect } from '@playwright/test';
import { EMAIL_PREFERENCE_TEXTS } from '../packages/shared/src/account/email-preferences.ts';
import { testOnOwnPortal } from './deployment-kit.ts';
import { graphqlOk, signUpViaApi } from './fixtures.ts';
import { saveAndNext } from './wizard-kit.ts';

/**
 * The offer of SMS and WhatsApp once after the first save (docs/reminders.md, "Channels"): nothing is asked when the
 * wizard opens; the first save that reaches the server brings a small panel; a founder without a confirmed +91
 * mobile is told so with a link to add one; dismissing marks it offered on the server, and after a reload the next
 * save does not show it again; the account page lists only the channels the portal is set up for. A portal of its
 * own (deployment-kit.ts) with WhatsApp set up, to an address nothing listens on (no founder here has a confirmed
 * mobile); the shared e2e server has neither SMS nor WhatsApp.
 */
const test = testOnOwnPortal({
  WHATSAPP_PHONE_NUMBER_ID: '1098765',
  WHATSAPP_ACCESS_TOKEN: 'e2e-not-a-token',
  WHATSAPP_API_URL: 'http://127.0.0.1:9',
});

test('a founder sees the channel offer after the first save, dismisses it, and never sees it again', async ({ page }) => {
  // Opened first, so the sign-up goes to this spec's portal.
  await page.goto('/');
  await signUpViaApi(page);
  await page.getByTestId('status-card').getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/application\/personal$/);
  await expect(page.getByTestId('channel-offer')).toHaveCount(0);

  await page.getByLabel('Phone Number').fill('9876543210');
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/company$/, { timeout: 30_000 });
  const offer = page.getByTestId('channel-offer');
  await expect(offer).toBeVisible({ timeout: 20_000 });
  // The portal has WhatsApp and not SMS: the panel names WhatsApp alone.
  await expect(offer.getByText(EMAIL_PREFERENCE_TEXTS.offerTitle('WhatsApp'))).toBeVisible();
  await expect(offer.getByText(EMAIL_PREFERENCE_TEXTS.offerIntro('WhatsApp'))).toBeVisible();
  await expect(offer).not.toContainText('SMS');
  // No confirmed mobile yet: WhatsApp and SMS cannot be ticked, and the panel says where a mobile is added.
  await expect(offer.getByTestId('offer-whatsapp')).toBeDisabled();
  // Only what the server is set up for is offered: this spec's portal has WhatsApp, not SMS.
  await expect(offer.getByTestId('offer-sms')).toHaveCount(0);
  await expect(offer.getByTestId('offer-needs-mobile')).toContainText(EMAIL_PREFERENCE_TEXTS.needsMobile('WhatsApp'));
  await expect(offer.getByRole('link', { name: EMAIL_PREFERENCE_TEXTS.offerAddMobile })).toHaveAttribute(
    'href',
    '/account/security',
  );
  // Every target is a thumb's width high.
  for (const target of [
    offer.getByRole('button', { name: EMAIL_PREFERENCE_TEXTS.offerDismiss }),
    offer.getByRole('button', { name: EMAIL_PREFERENCE_TEXTS.offerSave }),
    offer.getByTestId('offer-email'),
  ])
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await offer.getByRole('button', { name: EMAIL_PREFERENCE_TEXTS.offerDismiss }).click();
  await expect(offer).toHaveCount(0);
  const answer = await graphqlOk<{ channelsOffered: boolean; channels: string[] }>(page, 'ChannelOffer');
  expect(answer).toEqual(expect.objectContaining({ channelsOffered: true, channels: ['email'] }));

  // The account page lists the same: no SMS on a portal without a gateway, WhatsApp waiting for a confirmed mobile.
  await page.goto('/account/preferences');
  await expect(page.getByTestId('channel-email')).toBeChecked();
  await expect(page.getByTestId('channel-whatsapp')).toBeDisabled();
  await expect(page.getByText(EMAIL_PREFERENCE_TEXTS.needsMobile('WhatsApp'))).toBeVisible();
  await expect(page.getByTestId('channel-sms')).toHaveCount(0);
  await expect(page.getByText(EMAIL_PREFERENCE_TEXTS.channelsIntro('WhatsApp'))).toBeVisible();
  await expect(page.getByRole('region', { name: EMAIL_PREFERENCE_TEXTS.channelsTitle })).not.toContainText('SMS');
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'account-channels.png'), fullPage: true });

  // Another device knows it from the server: this browser's memory of it is cleared, the page reloaded, a step saved.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('portal.channelsOffered.')) localStorage.removeItem(key);
  });
  await page.goto('/application/personal');
  await page.getByLabel('Phone Number').fill('9876543211');
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/application\/company$/, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('channel-offer')).toHaveCount(0);
});
