import { expect, test } from '@playwright/test';
import { PAGE_START_PATH } from '@portal/shared/web/server-paths';
import { signUpViaApi } from './fixtures.ts';
import { seedSteps } from './a11y-kit.ts';

/**
 * The wizard may open from the device copy before the server answers; the server's newer answer must then replace
 * what is shown (the device copy is a stand-in, never the truth).
 */
test('the review shows the server’s newer answers once they arrive, not the older device copy', async ({ page }) => {
  await signUpViaApi(page);
  await seedSteps(page, { companyName: 'Old Name Co' });
  await page.goto('/application/review');
  await expect(page.getByText('Old Name Co').first()).toBeVisible();
  // Leaving the page writes the device copy; the change below happens elsewhere (another phone, the API).
  await page.goto('/dashboard');
  await expect(page.getByTestId('status-card')).toBeVisible();
  await seedSteps(page, { companyName: 'New Name Co' });

  // The server answers late (the data API and the page's first answers), so the device copy shows first.
  for (const address of ['**/graphql', `**${PAGE_START_PATH}?*`]) {
    await page.route(address, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
  }
  await page.goto('/application/review');
  await expect(page.getByText('New Name Co').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Old Name Co')).toHaveCount(0);
});
