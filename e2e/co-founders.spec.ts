import { expect, test, type Page } from '@playwright/test';
import {
  VALID_PASSWORD,
  expectNoHorizontalOverflow,
  lastOutboxMessageTo,
  newFounder,
  saveRequiredSteps,
  signUpViaApi,
  uploadPitchVideo,
} from './fixtures.ts';
import path from 'node:path';
import { saveAndNext, storedApplication } from './wizard-kit.ts';
import { CONSENT_TEXTS } from '../packages/shared/src/privacy/privacy-messages.ts';
import { HI_CO_FOUNDER_WEB_TEXTS } from '../packages/shared/src/i18n/hi/co-founder-web-texts.ts';

const teamPanel = (page: Page) => page.getByTestId('team-panel');

/**
 * Co-founders apply together (docs/co-founders.md), in two browsers: A invites B by email from the dashboard, B opens
 * the emailed link, signs up and joins; both see the team, each saves a different step online and sees "Saved by" the
 * other; A goes offline and edits two fields of a step while B, online, edits one of them and another: after A
 * reconnects both other fields are kept and A sees the conflict with both values and who wrote them, and chooses;
 * B submits, both see Submitted and both receipts are in the outbox.
 */
test('A invites B by email; B signs up, joins, and the two fill and submit one application', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const a = await (await browser.newContext({ baseURL: base, viewport: { width: 360, height: 740 } })).newPage();
  const asha = await signUpViaApi(a, { name: 'Asha Founder' });
  await saveRequiredSteps(a, 'Gram Together');
  await uploadPitchVideo(a);

  // A invites B from the dashboard's team.
  const bina = newFounder({ name: 'Bina Partner' });
  await a.goto('/dashboard');
  await expect(teamPanel(a)).toContainText('Asha Founder (you)');
  await teamPanel(a).getByLabel('Invite a co-founder').fill(bina.email);
  await teamPanel(a).getByRole('button', { name: 'Send invite' }).click();
  await expect(a.getByTestId('invite-sent')).toContainText(bina.email);
  await expect(a.getByTestId('team-invites')).toContainText(bina.email);

  // B opens the link from the email, signs up first and joins.
  const email = await lastOutboxMessageTo(bina.email, 0, /\/join\?token=/);
  const link = /https?:\/\/\S+\/join\?token=[\w-]+/.exec(email)?.[0];
  expect(link, email).toBeTruthy();
  const b = await (await browser.newContext({ baseURL: base, viewport: { width: 360, height: 740 } })).newPage();
  await b.goto(link!);
  await b.getByRole('link', { name: 'Create one now' }).click();
  await b.getByLabel('Full Name').fill(bina.name);
  await b.getByLabel('Email Address').fill(bina.email);
  await b.getByRole('textbox', { name: 'Password' }).fill(VALID_PASSWORD);
  await b.getByRole('checkbox', { name: CONSENT_TEXTS.CHECKBOX }).check();
  await b.getByRole('button', { name: 'Create Your Account' }).click();
  await expect(b.getByTestId('join-invite')).toHaveText(
    'Asha Founder invites you to work with them on the application of Gram Together.',
    { timeout: 30_000 },
  );
  await b.getByRole('button', { name: 'Join the application' }).click();
  await expect(b).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(teamPanel(b)).toContainText('Bina Partner (you)');
  await expect(teamPanel(b)).toContainText('Asha Founder');

  // Both online, each on a step of their own.
  await a.goto('/application/company');
  await a.getByLabel('Company Description').fill('Solar cold rooms for villages, run by two founders.');
  await saveAndNext(a);
  await expect(a).toHaveURL(/\/application\/business$/, { timeout: 30_000 });
  await b.goto('/application/business');
  await b.getByLabel('Founding Year').fill('2020');
  await saveAndNext(b);
  await expect(b).toHaveURL(/\/application\/funding$/, { timeout: 30_000 });

  // Each sees who saved the other's step.
  await a.goto('/application/business');
  await expect(a.getByTestId('saved-by')).toContainText('Saved by Bina Partner');
  await b.goto('/application/company');
  await expect(b.getByTestId('saved-by')).toContainText('Saved by Asha Founder');

  // A goes offline and edits the city and the description; B, online, edits the city too, and the team size.
  await a.goto('/application/company');
  await expect(a.getByLabel('City')).toHaveValue('Kohima');
  await a.context().setOffline(true);
  await a.getByLabel('City').fill('Nashik');
  await a.getByLabel('Company Description').fill('Cold rooms, written on a train.');
  await saveAndNext(a);
  await expect(a).toHaveURL(/\/application\/business$/);
  await b.goto('/application/company');
  await b.getByLabel('City').fill('Satara');
  await b.getByLabel('Team Size').fill('7');
  await saveAndNext(b);
  await expect(b).toHaveURL(/\/application\/business$/, { timeout: 30_000 });

  // A reconnects: the description and the team size are both kept; the city is a conflict A is shown.
  await a.context().setOffline(false);
  await a.goto('/application/company');
  const conflict = a.getByTestId('conflict-city');
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  await expect(conflict).toContainText('City');
  await expect(conflict).toContainText('Saved by Bina Partner');
  await expect(conflict.getByTestId('conflict-stored')).toHaveText('Satara');
  await expect(conflict.getByTestId('conflict-yours')).toHaveText('Nashik');
  expect(await storedApplication(a)).toMatchObject({
    city: 'Satara',
    description: 'Cold rooms, written on a train.',
    teamSize: 7,
  });
  await expect(a.getByLabel('Team Size')).toHaveValue('7');

  // The panel in Hindi at 360 px (a screenshot with SCREENSHOT_DIR).
  await a.getByTestId('language-switch').selectOption('hi');
  const panel = a.getByTestId('conflict-panel');
  await expect(panel).toContainText(HI_CO_FOUNDER_WEB_TEXTS['Changed in two places: choose which to keep']!);
  await expect(panel).toContainText(HI_CO_FOUNDER_WEB_TEXTS['Keep mine']!);
  await expectNoHorizontalOverflow(a, 360);
  if (process.env.SCREENSHOT_DIR)
    await panel.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'hindi-conflict-panel.png') });
  await a.getByTestId('language-switch').selectOption('en');

  // Until A chooses, A's review step keeps Submit disabled and says which step waits for the choice.
  await a.goto('/application/review');
  await expect(a.getByTestId('submit-problems')).toContainText('Company Info — changed in two places: choose which to keep');
  await expect(a.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
  await a.goto('/application/company');

  // A keeps their own city: that is what the server keeps; nothing else changes.
  await a.getByTestId('conflict-city').getByRole('button', { name: 'Keep mine' }).click();
  await expect(a.getByTestId('conflict-panel')).toBeHidden({ timeout: 30_000 });
  await expect.poll(async () => (await storedApplication(a))?.city, { timeout: 30_000 }).toBe('Nashik');
  expect(await storedApplication(b)).toMatchObject({ description: 'Cold rooms, written on a train.', teamSize: 7 });
  await expect(a.getByLabel('City')).toHaveValue('Nashik');

  // B submits from the review step, where the team is listed too.
  await b.goto('/application/review');
  await expect(teamPanel(b)).toContainText('Asha Founder');
  await b.getByRole('button', { name: 'Submit Application' }).click();
  await expect(b.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible({ timeout: 30_000 });

  // Both see Submitted; both receipts are in the outbox.
  for (const page of [a, b]) {
    await page.goto('/dashboard');
    await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible({ timeout: 30_000 });
  }
  for (const to of [asha.email, bina.email]) {
    expect(await lastOutboxMessageTo(to, 0, /we received your application \(Gram Together\)/)).toBeTruthy();
  }
});
