import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_TEXTS } from '../packages/shared/src/account/account-emails.ts';
import { LANGUAGES, type Locale } from '../packages/shared/src/locales.ts';
import { TA_CONSENT_TEXTS } from '../packages/shared/src/i18n/ta/privacy-messages.ts';
import { TA_FIELD_LABELS } from '../packages/shared/src/i18n/ta/field-labels.ts';
import { TA_MESSAGES } from '../packages/shared/src/i18n/ta/messages.ts';
import { TA_STEP_LABELS } from '../packages/shared/src/i18n/ta/steps.ts';
import { TA_WEB_TEXTS } from '../packages/shared/src/i18n/ta/web.ts';
import { TA_TABLE } from '../apps/web/src/features/application/lib/texts-ta.ts';
import { WIZARD_STEPS } from '../packages/shared/src/application/steps.ts';
import { graphqlOk, lastOutboxMessageTo, newFounder } from './fixtures.ts';

/**
 * Tamil, and the longer scripts (issue 53): a founder does the journey in தமிழ் at 360 px (sign up, a phone typed in
 * Tamil digits, a step saved, the verification email in Tamil in the outbox), and in Tamil, Telugu and Kannada no
 * label or button is clipped at 320 and 360 px: longer words wrap. SCREENSHOT_DIR=... keeps each page to look at.
 */
const PHONE = { width: 360, height: 740 };
const WIDTHS = [320, 360] as const;
const SAVE_AND_NEXT = (TA_TABLE.translated as { saveAndNext: string }).saveAndNext;
const ALLOWED_LATIN = new Set([
  'English',
  'WHY',
  'club',
  'Club',
  'DPIIT',
  'Kala',
  'Founder',
  'KF',
  'PDF',
  'PowerPoint',
  'PPT',
  'PPTX',
]);
ALLOWED_LATIN.add('MP4').add('MOV').add('WebM').add('AVI').add('MB').add('GB').add('KB').add('SMS').add('MP').add('WEBM');

/** Text cut off at the edge: an element that hides what overflows it, or one that reaches past the screen. */
const clippedTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const text = element.innerText?.trim();
      const box = element.getBoundingClientRect();
      if (!text || box.width <= 2 || box.height <= 2 || element.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (hides && element.scrollWidth > element.clientWidth + 1) found.push(`cut: ${text.slice(0, 60)}`);
      else if (box.right > window.innerWidth + 1 || box.left < -1) found.push(`past the edge: ${text.slice(0, 60)}`);
    }
    // A placeholder cannot wrap: it must fit its field.
    const measure = document.createElement('canvas').getContext('2d')!;
    for (const input of document.body.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      const style = getComputedStyle(input);
      if (input.value || input.clientWidth === 0) continue;
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (measure.measureText(input.placeholder).width > room + 1) found.push(`placeholder cut: ${input.placeholder}`);
    }
    // A list's first option ("Select your state") is its placeholder, on one line in the closed list: the same.
    for (const select of document.body.querySelectorAll<HTMLSelectElement>('select')) {
      const shown = select.selectedOptions[0];
      if (!shown || shown.value !== '' || select.clientWidth === 0) continue;
      const style = getComputedStyle(select);
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (measure.measureText(shown.text).width > room + 1) found.push(`list placeholder cut: ${shown.text}`);
    }
    return found;
  });

const englishLeft = async (page: Page): Promise<string[]> => {
  const text = await page.evaluate(() => document.body.innerText);
  const words = text.replace(/\S+@\S+/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((word) => !ALLOWED_LATIN.has(word)))];
};

/** At 320 and 360 px: nothing clipped, nothing past the edge; a screenshot of each to look at. */
const look = async (page: Page, name: string) => {
  // What slides in (the step list) is judged where it comes to rest.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect.soft(scrollWidth, `${name} wider than ${width} px`).toBeLessThanOrEqual(width);
    expect.soft(await clippedTexts(page), `clipped on ${name} at ${width} px`).toEqual([]);
    const dir = process.env.SCREENSHOT_DIR;
    if (dir) await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
};

test.use({ viewport: PHONE });

test('a founder signs up in Tamil at 360 px, types the phone in Tamil digits, saves a step and gets a Tamil email', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const founder = newFounder({ name: 'Kala Founder' });
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ta');
  await expect(page.getByRole('heading', { name: TA_WEB_TEXTS['Sign In to Dashboard']! })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  expect(await englishLeft(page)).toEqual([]);
  await look(page, 'tamil-sign-in');

  await page.getByRole('link', { name: TA_WEB_TEXTS['Create one now']! }).click();
  await expect(page.getByRole('heading', { name: TA_WEB_TEXTS['Create an Account']! })).toBeVisible();
  // A validation message of the shared sign-up schema, in Tamil.
  await page.getByRole('button', { name: TA_WEB_TEXTS['Create Your Account']! }).click();
  await expect(page.getByRole('alert')).toContainText(TA_MESSAGES.REQUIRED_FIELDS_AUTH);
  expect(await englishLeft(page)).toEqual([]);
  await look(page, 'tamil-sign-up');
  await page.getByLabel(TA_WEB_TEXTS['Full Name']!).fill(founder.name);
  await page.getByLabel(TA_WEB_TEXTS['Email Address']!).fill(founder.email);
  await page.getByRole('textbox', { name: TA_WEB_TEXTS.Password! }).fill(founder.password);
  await page.getByRole('checkbox', { name: TA_CONSENT_TEXTS.CHECKBOX }).check();
  await page.getByRole('button', { name: TA_WEB_TEXTS['Create Your Account']! }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `வணக்கம், ${founder.name}` })).toBeVisible();
  await look(page, 'tamil-dashboard');

  // The account was made in Tamil: its verification email in the outbox is in Tamil.
  const verification = await lastOutboxMessageTo(founder.email);
  expect(verification).toContain(ACCOUNT_TEXTS.ta.verifyEmail('', '').text.split(' (')[0]!);
  expect(verification).toMatch(/[\u0B80-\u0BFF]/);

  await page.getByRole('button', { name: TA_WEB_TEXTS['Apply Now']! }).click();
  await expect(page).toHaveURL(/\/application\/personal$/);
  await expect(page.getByRole('heading', { name: TA_STEP_LABELS.personal })).toBeVisible();
  await page.getByLabel(TA_FIELD_LABELS.phone).fill('12345');
  await page.getByRole('button', { name: SAVE_AND_NEXT }).click();
  await expect(page.getByText(TA_MESSAGES.INVALID_PHONE)).toBeVisible();
  // Typed in Tamil digits: read as 9876543210 in the browser and on the server.
  await page.getByLabel(TA_FIELD_LABELS.phone).fill('௯௮௭௬௫௪௩௨௧௦');
  await page.getByRole('button', { name: SAVE_AND_NEXT }).click();
  await expect(page).toHaveURL(/\/application\/company$/);
  await expect.poll(async () => (await graphqlOk<{ phone: string } | null>(page, 'MyApplication'))?.phone).toBe('9876543210');

  // Every step of the wizard, and the step list opened, with nothing clipped at 320 and 360 px.
  for (const step of WIZARD_STEPS) {
    await page.goto(`/application/${step.id}`);
    await expect(page.getByRole('heading', { name: TA_STEP_LABELS[step.id] })).toBeVisible();
    await look(page, `tamil-step-${step.id}`);
  }
  const openSteps = page.getByRole('button', { name: (TA_TABLE.translated as { openSteps: string }).openSteps });
  if (await openSteps.isVisible()) await openSteps.click();
  await look(page, 'tamil-step-list');
});

const LONG_SCRIPTS = (['ta', 'te', 'kn'] as const).filter((code) => LANGUAGES.some((language) => language.code === code));

test('the sign-up page in each longer script has its language set and nothing clipped at 320 and 360 px', async ({ page }) => {
  for (const code of LONG_SCRIPTS as readonly Locale[]) {
    await page.goto('/signup');
    await page.getByTestId('language-switch').selectOption(code);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('button', { name: 'Create Your Account' })).toHaveCount(0);
    await look(page, `sign-up-${code}`);
  }
});
