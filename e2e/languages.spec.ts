import { expect, test, type Page } from '@playwright/test';
import type { DigitScript } from '../packages/shared/src/format/digits.ts';
import { SHARED_PACKS } from '../packages/shared/src/i18n/all-packs.ts';
import type { LanguagePack } from '../packages/shared/src/i18n/texts.ts';
import { LANGUAGES, type Language } from '../packages/shared/src/locales.ts';
import { SIGN_IN_MESSAGES } from '../packages/shared/src/texts/sign-in-messages.ts';
import { ACCOUNT_TEXTS } from '../packages/shared/src/account/account-emails.ts';
import { UR_FIELD_LABELS } from '../packages/shared/src/i18n/ur/field-labels.ts';
import { UR_CONSENT_TEXTS } from '../packages/shared/src/i18n/ur/privacy-messages.ts';
import { UR_STEP_LABELS } from '../packages/shared/src/i18n/ur/steps.ts';
import { UR_WEB_TEXTS } from '../packages/shared/src/i18n/ur/web.ts';
import { expectNoHorizontalOverflow, lastOutboxMessageTo, newFounder, screenshot } from './fixtures.ts';

/** The wizard's "Save and next" in Urdu (apps/web/src/features/application/lib/texts-ur.ts). */
const UR_WIZARD_SAVE = 'محفوظ کریں اور آگے بڑھیں';

/**
 * Every offered language (LANGUAGES, whatever it holds): the sign-in and sign-up pages in that language's script with
 * `<html lang dir>` set (Urdu right to left), a validation message of the shared schema in it, and at 360 px no
 * page scrolling sideways and no label, button or heading clipped; then, signed up in the language, the dashboard
 * and the first wizard step with no word in another script (aria-labels, titles and the tab's title included).
 * SCREENSHOT_DIR=... keeps each sign-up page.
 */
const PHONE = { width: 360, height: 740 };

/** Each script's letters, by the digits a language types (locales.ts): the text on the page must be in them. */
const SCRIPT_LETTERS: Record<DigitScript, RegExp> = {
  latin: /[A-Za-z]/,
  devanagari: /[\u0900-\u097F]/,
  bengali: /[\u0980-\u09FF]/,
  gurmukhi: /[\u0A00-\u0A7F]/,
  gujarati: /[\u0A80-\u0AFF]/,
  odia: /[\u0B00-\u0B7F]/,
  tamil: /[\u0B80-\u0BFF]/,
  telugu: /[\u0C00-\u0C7F]/,
  kannada: /[\u0C80-\u0CFF]/,
  malayalam: /[\u0D00-\u0D7F]/,
  arabicIndic: /[\u0600-\u06FF]/,
  extendedArabicIndic: /[\u0600-\u06FF]/,
};
/** Latin words a translated page keeps: the product's name, DPIIT, file formats and sizes (as hindi.spec.ts). */
const LATIN_KEPT = new Set([
  'WHY',
  'Club',
  'club',
  'DPIIT',
  'PDF',
  'SMS',
  'QR',
  'ID',
  'MP',
  'MOV',
  'AVI',
  'WEBM',
  'WebM',
  'MB',
  'GB',
  'KB',
]);

const packOf = (language: Language): LanguagePack | undefined =>
  (SHARED_PACKS as Record<string, LanguagePack | undefined>)[language.code];
/** A web text in the language (the English wording is the key, and English's own text). */
const say = (language: Language, english: string): string => packOf(language)?.texts[english] ?? english;
/** A text of a shared constant in the language (`name`: the constant, as LanguageTexts names it). */
const tableText = (language: Language, name: string, key: string): string | undefined => {
  const table = packOf(language)?.tables.find((t) => t.name === name);
  return (table?.translated as Record<string, string> | undefined)?.[key];
};
const requiredMessage = (language: Language): string => {
  const table = packOf(language)?.tables.find((t) => t.name === 'SIGN_IN_MESSAGES');
  return (
    (table?.translated as typeof SIGN_IN_MESSAGES | undefined)?.REQUIRED_FIELDS_AUTH ?? SIGN_IN_MESSAGES.REQUIRED_FIELDS_AUTH
  );
};

/**
 * Words in another script than the language's: in the page's visible text, the tab's title and every element's
 * aria-label and title (read aloud or shown on hover); the language switch's names of the others, addresses and
 * `kept` (the founder's own name) aside.
 */
const foreignWords = async (page: Page, language: Language, kept: string[] = []): Promise<string[]> => {
  let text = await page.evaluate(() =>
    [
      document.body.innerText,
      document.title,
      // The language switch is also named "Language" on purpose, for a reader who does not know this script.
      ...[...document.body.querySelectorAll('[aria-label], [title]')]
        .filter((el) => el.getAttribute('data-testid') !== 'language-switch')
        .flatMap((el) => [el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '']),
    ].join('\n'),
  );
  for (const other of [...LANGUAGES.map((l) => l.name), ...kept]) text = text.split(other).join(' ');
  text = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  const own = SCRIPT_LETTERS[language.digits];
  const letters = text.match(/\p{L}[\p{L}\p{M}]*/gu) ?? [];
  return [...new Set(letters.filter((word) => !own.test(word) && !LATIN_KEPT.has(word)))];
};

/** Labels, buttons, links and headings whose text is cut off (wider than their box) at this width. */
const clippedTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('label, button, a, h1, h2, h3, [role="alert"], .mantine-Button-label')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}: ${el.innerText.slice(0, 60)}`),
  );

const expectLaidOutAt360 = async (page: Page, where: string) => {
  await expectNoHorizontalOverflow(page, PHONE.width);
  expect(await clippedTexts(page), `clipped on ${where}`).toEqual([]);
  const box = (await page.getByTestId('language-switch').boundingBox())!;
  expect(box.x >= 0 && box.x + box.width <= PHONE.width, `the language switch within the screen on ${where}`).toBe(true);
};

test.use({ viewport: PHONE });

for (const language of LANGUAGES) {
  test(`${language.code} (${language.name}): sign-in, sign-up, the dashboard and a wizard step in its script, a validation message in it, nothing clipped at 360 px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    const languageSwitch = page.getByTestId('language-switch');
    // One control listing every language in its own script.
    await expect(languageSwitch.locator('option')).toHaveText(LANGUAGES.map((l) => l.name));
    await languageSwitch.selectOption(language.code);
    await expect(page.getByRole('heading', { name: say(language, 'Sign In to Dashboard') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page.locator('html')).toHaveAttribute('dir', language.direction);
    if (language.code !== 'en') expect(await foreignWords(page, language), 'sign-in').toEqual([]);
    await expectLaidOutAt360(page, 'sign-in');

    await page.getByRole('link', { name: say(language, 'Create one now') }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: say(language, 'Create an Account') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language.direction);
    // The shared sign-up schema's message, in the language.
    await page.getByRole('button', { name: say(language, 'Create Your Account') }).click();
    await expect(page.getByRole('alert')).toContainText(requiredMessage(language));
    if (language.code !== 'en') expect(await foreignWords(page, language), 'sign-up').toEqual([]);
    await expectLaidOutAt360(page, 'sign-up');
    await screenshot(page, `languages-${language.code}-sign-up`);
    if (language.code === 'en') return;

    // Signing up in the language (the same page and context): the dashboard and the first wizard step in its script,
    // their aria-labels, titles and the tab's title included.
    const founder = newFounder({ name: 'Asha Founder' });
    // The founder's name and its initials (the account menu's avatar) stay as typed.
    const own = [founder.name, 'AF'];
    await page.getByLabel(say(language, 'Full Name')).fill(founder.name);
    await page.getByLabel(say(language, 'Email Address')).fill(founder.email);
    await page.getByRole('textbox', { name: say(language, 'Password') }).fill(founder.password);
    await page.getByRole('checkbox', { name: tableText(language, 'CONSENT_TEXTS', 'CHECKBOX')! }).check();
    await page.getByRole('button', { name: say(language, 'Create Your Account') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const applyNow = page.getByRole('button', { name: say(language, 'Apply Now') });
    await expect(applyNow).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await foreignWords(page, language, own), 'dashboard').toEqual([]);
    await expectNoHorizontalOverflow(page, PHONE.width);
    expect(await clippedTexts(page), 'clipped on the dashboard').toEqual([]);

    await applyNow.click();
    await expect(page).toHaveURL(/\/application\/personal$/);
    const stepName = packOf(language)!.labels.find((list) => list.name === 'WIZARD_STEPS')!.labels.personal!;
    await expect(page.getByRole('heading', { name: stepName })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await foreignWords(page, language, own), 'personal step').toEqual([]);
    await expectNoHorizontalOverflow(page, PHONE.width);
    expect(await clippedTexts(page), 'clipped on the personal step').toEqual([]);

    // An upload step: the file picker's own label (read aloud) in the language too.
    await page.goto('/application/video');
    const videoStep = packOf(language)!.labels.find((list) => list.name === 'WIZARD_STEPS')!.labels.video!;
    await expect(page.getByRole('heading', { name: videoStep })).toBeVisible();
    await expect(page.locator('#upload-input-video')).toHaveAttribute('aria-label', videoStep);
    await page.waitForLoadState('networkidle');
    expect(await foreignWords(page, language, own), 'video step').toEqual([]);
  });
}

test('Urdu is laid out right to left at 360 px: sign-in after a reload, sign-up, the dashboard and a wizard step; its email is in Urdu', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const urdu = LANGUAGES.find((language) => language.code === 'ur');
  expect(urdu?.direction).toBe('rtl');
  await page.goto('/');
  await page.getByTestId('language-switch').selectOption(urdu!.code);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const email = page.getByRole('textbox', { name: say(urdu!, 'Email Address') });
  const label = page.locator('label').filter({ hasText: say(urdu!, 'Email Address') });
  const [labelBox, inputBox] = [(await label.boundingBox())!, (await email.boundingBox())!];
  // The label sits at the input's right edge (its start in right-to-left), not at its left.
  expect(Math.abs(labelBox.x + labelBox.width - (inputBox.x + inputBox.width))).toBeLessThan(24);
  expect(labelBox.x - inputBox.x).toBeGreaterThan(24);
  // An email address typed is still written left to right.
  await email.fill('asha@example.in');
  expect(await email.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  await screenshot(page, 'languages-ur-sign-in');

  // Signing up in Urdu: the account is Urdu, so its email is; the dashboard and a wizard step are right to left.
  const founder = newFounder({ name: 'Asha Founder' });
  await page.getByRole('link', { name: UR_WEB_TEXTS['Create one now']! }).click();
  await page.getByLabel(UR_WEB_TEXTS['Full Name']!).fill(founder.name);
  await page.getByLabel(UR_WEB_TEXTS['Email Address']!).fill(founder.email);
  await page.getByRole('textbox', { name: UR_WEB_TEXTS.Password! }).fill(founder.password);
  await page.getByRole('checkbox', { name: UR_CONSENT_TEXTS.CHECKBOX }).check();
  await page.getByRole('button', { name: UR_WEB_TEXTS['Create Your Account']! }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `خوش آمدید، ${founder.name}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The address in the Urdu sentence keeps its own left-to-right order (isolated in <bdi>), as does the name.
  await expect(page.getByTestId('verification-sent').locator('bdi')).toHaveText(founder.email);
  await expect(page.getByRole('heading', { level: 1 }).locator('bdi')).toHaveText(founder.name);
  await expectNoHorizontalOverflow(page, PHONE.width);
  expect(await clippedTexts(page), 'clipped on the dashboard').toEqual([]);
  await screenshot(page, 'languages-ur-dashboard');
  expect(await lastOutboxMessageTo(founder.email)).toContain(ACCOUNT_TEXTS.ur.verifyEmail('', '').subject.trim());

  await page.getByRole('button', { name: UR_WEB_TEXTS['Apply Now']! }).click();
  await expect(page).toHaveURL(/\/application\/personal$/);
  await expect(page.getByRole('heading', { name: UR_STEP_LABELS.personal })).toBeVisible();
  // A phone number typed in Urdu's digits is read, and shown left to right.
  await page.getByLabel(UR_FIELD_LABELS.phone).fill('۹۸۷۶۵۴۳۲۱۰');
  expect(await page.getByLabel(UR_FIELD_LABELS.phone).evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  await expectNoHorizontalOverflow(page, PHONE.width);
  expect(await clippedTexts(page), 'clipped on the personal step').toEqual([]);
  await screenshot(page, 'languages-ur-personal');
  await page.getByRole('button', { name: UR_WIZARD_SAVE }).click();
  await expect(page).toHaveURL(/\/application\/company$/);
  await expectNoHorizontalOverflow(page, PHONE.width);
  await screenshot(page, 'languages-ur-company');
});
