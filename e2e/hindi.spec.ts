import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { HI_CONSENT_TEXTS } from '../packages/shared/src/i18n/hi/privacy-messages.ts';
import { HI_MESSAGES } from '../packages/shared/src/i18n/hi/messages.ts';
import { HI_FIELD_LABELS } from '../packages/shared/src/i18n/hi/field-labels.ts';
import { HI_STEP_LABELS } from '../packages/shared/src/i18n/hi/steps.ts';
import { HI_WEB_TEXTS } from '../packages/shared/src/i18n/hi/web.ts';
import { HI_REVENUE_LABELS, HI_SECTOR_LABELS } from '../packages/shared/src/i18n/hi/options.ts';
import { HI_APP_SHELL_MESSAGES } from '../packages/shared/src/i18n/hi/app-shell-messages.ts';
import { HI_DATA_RIGHTS_TEXTS } from '../packages/shared/src/i18n/hi/privacy-messages.ts';
import { ACCOUNT_TEXTS } from '../packages/shared/src/account/account-emails.ts';
import { LANGUAGES } from '../packages/shared/src/locales.ts';
import { STATEMENT } from './a11y-kit.ts';
import { HI_ACCOUNT_MESSAGES } from '../packages/shared/src/i18n/hi/account-messages.ts';
import { expectNoHorizontalOverflow, graphqlOk, lastOutboxMessageTo, newFounder, signUpViaApi } from './fixtures.ts';

/**
 * Hindi: a founder switches to हिन्दी on the sign-in page, signs up (the verification email comes in Hindi), and
 * meets Hindi on the dashboard, the wizard and its validation messages; a phone typed in Devanagari digits is
 * stored as ASCII digits; the choice survives a reload. At 360 px no page overflows and no English
 * word is left beyond names (the founder's, the product's, DPIIT, WhatsApp, file formats, the language switch's "English").
 * SCREENSHOT_DIR=... keeps a screenshot of each page to look at.
 */
const PHONE = { width: 360, height: 740 };
const ALLOWED_LATIN = new Set([
  'English',
  'WHY',
  'Club',
  'club',
  'DPIIT',
  'WhatsApp',
  'Asha',
  'Founder',
  'AF',
  'PDF',
  'PowerPoint',
  'PPT',
  'PPTX',
  'MP4',
  'MOV',
  'WebM',
  'AVI',
  'MB',
  'GB',
  'KB',
  'ZIP',
  'SMS',
  'MP',
  'WEBM',
  'IST',
  'UTC',
  'JSON',
  'Chrome',
  'Linux',
  'QR',
]);

const englishLeft = async (page: Page, allowed: string[] = []): Promise<string[]> => {
  const text = await page.evaluate(() => document.body.innerText);
  const words =
    text
      .replace(/\S+@\S+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((word) => !ALLOWED_LATIN.has(word) && !allowed.includes(word)))];
};

const look = async (page: Page, name: string, allowed: string[] = []) => {
  await expectNoHorizontalOverflow(page, PHONE.width);
  expect.soft(await englishLeft(page, allowed), `English left on ${name}`).toEqual([]);
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `hindi-${name}.png`), fullPage: true });
};

test.use({ viewport: PHONE });

test('a founder signs up and fills the application in Hindi, and Hindi stays after a reload', async ({ page }) => {
  // Sign-up, four steps typed in Hindi and an upload: longer than the default minute on a loaded machine.
  test.setTimeout(120_000);
  const founder = newFounder({ name: 'Asha Founder' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // One control listing every language in its own script, within the 360 px screen.
  const languageSwitch = page.getByRole('combobox', { name: 'Language' });
  await expect(languageSwitch.locator('option')).toHaveText(LANGUAGES.map((language) => language.name));
  const box = (await languageSwitch.boundingBox())!;
  expect(box.x >= 0 && box.x + box.width <= 360).toBe(true);
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'english-sign-in.png') });
  await languageSwitch.selectOption('hi');
  await expect(page.getByRole('heading', { name: HI_WEB_TEXTS['Sign In to Dashboard']! })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('language-switch')).toHaveAccessibleName(`${HI_WEB_TEXTS.Language} / Language`);
  await look(page, 'sign-in');

  await page.getByRole('link', { name: HI_WEB_TEXTS['Create one now']! }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: HI_WEB_TEXTS['Create an Account']! })).toBeVisible();
  await look(page, 'sign-up');
  // A validation message of the shared sign-up schema, in Hindi.
  await page.getByRole('button', { name: HI_WEB_TEXTS['Create Your Account']! }).click();
  await expect(page.getByRole('alert')).toContainText(HI_MESSAGES.REQUIRED_FIELDS_AUTH);
  await page.getByLabel(HI_WEB_TEXTS['Full Name']!).fill(founder.name);
  await page.getByLabel(HI_WEB_TEXTS['Email Address']!).fill(founder.email);
  await page.getByRole('textbox', { name: HI_WEB_TEXTS.Password! }).fill('short');
  await page.getByRole('checkbox', { name: HI_CONSENT_TEXTS.CHECKBOX }).check();
  await page.getByRole('button', { name: HI_WEB_TEXTS['Create Your Account']! }).click();
  await expect(page.getByRole('alert')).toContainText(HI_MESSAGES.PASSWORD_TOO_SHORT);
  await page.getByRole('textbox', { name: HI_WEB_TEXTS.Password! }).fill(founder.password);
  await page.getByRole('button', { name: HI_WEB_TEXTS['Create Your Account']! }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(page.getByRole('heading', { name: `स्वागत है, ${founder.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: HI_WEB_TEXTS['Apply Now']! })).toBeVisible();
  await look(page, 'dashboard');
  // The account was made in Hindi, so its verification email is in Hindi.
  const verification = await lastOutboxMessageTo(founder.email);
  expect(verification).toContain(ACCOUNT_TEXTS.hi.verifyEmail('', '').text.split(' (')[0]!);

  await page.getByRole('button', { name: HI_WEB_TEXTS['Apply Now']! }).click();
  await expect(page).toHaveURL(/\/application\/personal$/);
  await expect(page.getByRole('heading', { name: HI_STEP_LABELS.personal })).toBeVisible();
  await look(page, 'personal');
  // The shared schema's validation message, shown in Hindi.
  await page.getByLabel(HI_FIELD_LABELS.phone).fill('12345');
  await page.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }).click();
  await expect(page.getByText(HI_MESSAGES.INVALID_PHONE)).toBeVisible();
  // Typed in Devanagari digits: read as 9876543210 in the browser and on the server.
  await page.getByLabel(HI_FIELD_LABELS.phone).fill('९८७६५४३२१०');
  await page.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }).click();
  await expect(page).toHaveURL(/\/application\/company$/);
  await expect.poll(async () => (await graphqlOk<{ phone: string } | null>(page, 'MyApplication'))?.phone).toBe('9876543210');

  await page.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }).click();
  const requiredAlert = page.getByText(`कृपया ये ज़रूरी जानकारी भरें: ${HI_FIELD_LABELS.companyName}`);
  await expect(requiredAlert).toBeVisible();
  // The states are listed in Hindi; the one chosen is kept by its English name.
  const state = page.getByRole('combobox', { name: HI_FIELD_LABELS.state });
  await state.selectOption({ label: 'उत्तर प्रदेश' });
  await expect(state).toHaveValue('Uttar Pradesh');
  // The alert names only what is still missing, and goes once every required field is filled (issue 56).
  await page.getByLabel(HI_FIELD_LABELS.companyName).fill('ग्राम ऊर्जा');
  await page.getByLabel(HI_FIELD_LABELS.description).fill('गाँवों के लिए सौर पंप');
  await expect(requiredAlert).toHaveCount(0);
  await expect(page.getByText(`कृपया ये ज़रूरी जानकारी भरें: ${HI_FIELD_LABELS.city}`)).toBeVisible();
  await page.getByLabel(HI_FIELD_LABELS.city).fill('लखनऊ');
  await expect(page.getByText('कृपया ये ज़रूरी जानकारी भरें')).toHaveCount(0);
  // Devanagari digits in every number field are kept as typed (issue 56), and the shared schema reads them.
  await page.getByLabel(HI_FIELD_LABELS.foundersCount).fill('२');
  await page.getByLabel(HI_FIELD_LABELS.teamSize).fill('१२');
  await expect(page.getByLabel(HI_FIELD_LABELS.foundersCount)).toHaveValue('२');
  await expect(page.getByLabel(HI_FIELD_LABELS.teamSize)).toHaveValue('१२');
  await look(page, 'company');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: HI_STEP_LABELS.company })).toBeVisible();
  await expect(page.getByLabel(HI_FIELD_LABELS.teamSize)).toHaveValue('१२');
  await page.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }).click();
  await expect(page).toHaveURL(/\/application\/business$/);

  // Something that is not a year gets a Hindi message under the field; a year in Devanagari digits is kept.
  await page.getByRole('combobox', { name: HI_FIELD_LABELS.sector }).selectOption({ label: HI_SECTOR_LABELS.agriculture });
  await page.getByRole('combobox', { name: HI_FIELD_LABELS.revenue }).selectOption({ label: HI_REVENUE_LABELS['<25L'] });
  const year = page.getByLabel(HI_FIELD_LABELS.foundingYear);
  await year.fill('दो');
  await expect(year).toHaveValue('दो');
  await page.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }).click();
  await expect(page.getByText(HI_MESSAGES.FOUNDING_YEAR_RANGE)).toBeVisible();
  await year.fill('२०२१');
  await expect(year).toHaveValue('२०२१');
  await page.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }).click();
  await expect(page).toHaveURL(/\/application\/funding$/);
  await page.getByLabel(HI_FIELD_LABELS.equityFunding).fill('२,५०,०००');
  await page.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }).click();
  await expect(page).toHaveURL(/\/application\/video$/);
  await look(page, 'video-before-choosing');
  await expect
    .poll(async () => {
      const saved = await graphqlOk<Record<string, unknown> | null>(page, 'MyApplication');
      return saved && [saved.foundersCount, saved.teamSize, saved.foundingYear, saved.equityFunding, saved.state];
    })
    .toEqual([2, 12, '2021', 250_000, 'Uttar Pradesh']);

  // A small file's size in Hindi words ("614 बाइट में से 614 बाइट भेजे गए"), not "614 B में से 614 B".
  await page.goto('/application/financial');
  await page.locator('#upload-input-financial_statement').setInputFiles(STATEMENT);
  await expect(page.getByTestId('upload-progress')).toContainText('614 बाइट में से 614 बाइट भेजे गए');
  await look(page, 'financial-uploaded', ['statement', 'pdf']); // the file's own name

  await page.goto('/application/review');
  await expect(page.getByRole('heading', { name: HI_STEP_LABELS.review })).toBeVisible();
  await look(page, 'review');

  // Back to English: the English texts again.
  await page.getByTestId('language-switch').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
});

test('the account pages (with my data), the upload steps and the privacy notice are in Hindi too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('portal-language', 'hi'));
  await signUpViaApi(page, { name: 'Asha Founder' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  for (const [path, name] of [
    ['/account/preferences', 'preferences'],
    ['/account/security', 'security'],
    ['/account/help', 'help'],
    ['/application/video', 'video'],
    ['/application/financial', 'financial'],
    ['/privacy', 'privacy-notice'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The cohort's name stays as the team wrote it; the grievance officer's default is worded in Hindi.
    await look(page, name, ['Winter', 'Cohort']);
  }
});

test('offline, Privacy & Security says which actions need a connection and turns them off, in Hindi (issue 56)', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => localStorage.setItem('portal-language', 'hi'));
  await signUpViaApi(page, { name: 'Asha Founder' });
  await page.goto('/account/security');
  const yourData = page.getByRole('heading', { name: HI_DATA_RIGHTS_TEXTS.HEADING });
  await expect(yourData).toBeVisible();
  const changePassword = page.getByRole('button', { name: HI_WEB_TEXTS['Change password']! });
  await expect(changePassword).toBeEnabled();
  // The access-token section in plain words: it opens only when asked, and the developer's detail comes with the key.
  await page.getByRole('button', { name: HI_WEB_TEXTS['Make a key for a program']! }).click();
  await page.getByLabel(HI_WEB_TEXTS['Name of the program']!).fill('मेरी स्प्रेडशीट');
  await page.getByRole('button', { name: HI_WEB_TEXTS['Make the key']! }).click();
  await expect(page.getByText(HI_ACCOUNT_MESSAGES.TOKEN_CREATED)).toBeVisible();
  // (No English check here: the key itself is letters and digits.)
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'hindi-security-new-key.png'), fullPage: true });
  await page.getByRole('button', { name: HI_WEB_TEXTS.Done! }).click();
  await page.getByRole('button', { name: 'चाबी मेरी स्प्रेडशीट हटाएँ' }).click();
  await expect(page.getByText(HI_ACCOUNT_MESSAGES.TOKEN_REVOKED)).toBeVisible();

  await context.setOffline(true);
  // The banner does not promise to send later what this page never keeps; each action says why it is off.
  await expect(page.getByText(HI_APP_SHELL_MESSAGES.OFFLINE_NOT_KEPT)).toBeVisible();
  await expect(changePassword).toBeDisabled();
  await expect(page.getByTestId('needs-connection').first()).toHaveText(HI_APP_SHELL_MESSAGES.NEEDS_CONNECTION);
  await expect(yourData).toBeVisible();
  await expect(page.getByRole('button', { name: HI_DATA_RIGHTS_TEXTS.EXPORT_REQUEST })).toBeDisabled();
  await look(page, 'security-offline');

  await context.setOffline(false);
  await expect(changePassword).toBeEnabled();
  await expect(page.getByTestId('needs-connection')).toHaveCount(0);
});
