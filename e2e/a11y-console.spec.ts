import { expect, test } from '@playwright/test';
import { signUpViaApi } from './fixtures.ts';
import { PRIVACY_PATHS } from '../packages/shared/src/privacy/privacy.ts';
import { CORRECTION_TEXTS } from '../packages/shared/src/privacy/corrections.ts';
import { consoleAdmin, expectEveryFieldLabelled, expectNoViolations, runOperation, seedSteps, uploadVideo } from './a11y-kit.ts';

/**
 * WCAG 2.1 AA with axe on the program team console: overview, the applications table, an application, team & roles,
 * and Data rights with a correction being made.
 */

test('the console pages have no axe violations', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signUpViaApi(page);
  const applicationId = await seedSteps(page, { companyName: `A11y Co ${Date.now().toString(36)}` });
  await uploadVideo(page);
  await runOperation(page, 'SubmitApplication', { applicationId });
  const origin = new URL(baseURL!).origin;
  const asked = await page.request.post(PRIVACY_PATHS.corrections, {
    data: { field: 'City', correction: 'A11y town' },
    headers: { origin },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  const admin = await consoleAdmin(browser, baseURL!);
  // The overview's charts, not 'networkidle': the first visit's service worker precache keeps the network busy.
  await expect(admin.getByTestId('chart-per-day')).toBeVisible();
  await expectNoViolations(admin, 'console overview');
  const nav = admin.getByRole('navigation', { name: 'Console' });

  await nav.getByRole('link', { name: 'Applications' }).click();
  await expect(admin.getByTestId('applications-table')).toBeVisible();
  await expectNoViolations(admin, 'console applications');
  await expectEveryFieldLabelled(admin, 'console applications');

  await admin.goto(`/console/applications/${applicationId}`);
  await expect(admin.getByTestId('console-video')).toBeVisible();
  await expectNoViolations(admin, 'console application detail');
  await expectEveryFieldLabelled(admin, 'console application detail');

  await admin.goto('/console');
  await nav.getByRole('link', { name: 'Team & roles' }).click();
  await expect(admin.getByLabel('Find an account')).toBeVisible();
  await expectNoViolations(admin, 'console team & roles');

  await nav.getByRole('link', { name: 'Data rights' }).click();
  await admin.getByRole('button', { name: CORRECTION_TEXTS.MAKE }).first().click();
  await expect(admin.getByRole('group', { name: CORRECTION_TEXTS.EDITOR_TITLE })).toBeVisible();
  await expect(admin.getByText(CORRECTION_TEXTS.SAVE_NEEDS_CHANGE)).toBeVisible();
  await expectNoViolations(admin, 'console data rights, correction editor');
  await expectEveryFieldLabelled(admin, 'console data rights, correction editor');
});
