import { expect, test, type Page } from '@playwright/test';
import { GU_CONSENT_TEXTS } from '../packages/shared/src/i18n/gu/privacy-messages.ts';
import { GU_MESSAGES } from '../packages/shared/src/i18n/gu/messages.ts';
import { GU_WEB_TEXTS } from '../packages/shared/src/i18n/gu/web.ts';
import { MR_CONSENT_TEXTS } from '../packages/shared/src/i18n/mr/privacy-messages.ts';
import { MR_MESSAGES } from '../packages/shared/src/i18n/mr/messages.ts';
import { MR_WEB_TEXTS } from '../packages/shared/src/i18n/mr/web.ts';
import { ACCOUNT_TEXTS } from '../packages/shared/src/account/account-emails.ts';
import { LANGUAGES } from '../packages/shared/src/locales.ts';
import { expectNoHorizontalOverflow, lastOutboxMessageTo, newFounder, screenshot } from './fixtures.ts';

/**
 * Marathi and Gujarati (issue 53): the sign-in and sign-up pages at 360 px in each, `lang` set, every word in the
 * language's script (beyond the product's name and the language switch, which names each language in its own
 * script), Marathi without Hindi-only words, Gujarati without Devanagari, the shared sign-up schema's validation
 * messages in the language, and no text clipped; the account made there gets its verification email in the language. SCREENSHOT_DIR=... keeps the screenshots to look at.
 */
const PHONE = { width: 360, height: 740 };
const LANGUAGE_NAMES = LANGUAGES.map((language) => language.name);
const HINDI_ONLY = ['है', 'हैं', 'करें', 'आपका', 'आपकी', 'आपके', 'और', 'नहीं', 'में', 'से', 'लिए'];

const CASES = [
  {
    code: 'mr',
    name: 'marathi',
    web: MR_WEB_TEXTS,
    messages: MR_MESSAGES,
    consent: MR_CONSENT_TEXTS.CHECKBOX,
    script: /[\u0900-\u097F]/,
    foreign: [] as RegExp[],
  },
  {
    code: 'gu',
    name: 'gujarati',
    web: GU_WEB_TEXTS,
    messages: GU_MESSAGES,
    consent: GU_CONSENT_TEXTS.CHECKBOX,
    script: /[\u0A80-\u0AFF]/,
    foreign: [/[\u0900-\u097F]/],
  },
] as const;

/** The page's words, without the language switch's names, email addresses and links. */
const pageWords = async (page: Page): Promise<string[]> => {
  let text = await page.evaluate(() => document.body.innerText);
  for (const name of LANGUAGE_NAMES) text = text.split(name).join(' ');
  return text
    .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean);
};

/** Buttons, links, labels and headings whose text is wider than their box (clipped rather than wrapped). */
const clipped = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a, label, h1, h2, h3, p, [role="alert"]')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.innerText.slice(0, 60)),
  );

const look = async (page: Page, language: (typeof CASES)[number], screen: string) => {
  await expectNoHorizontalOverflow(page, PHONE.width);
  expect(await clipped(page), `clipped on ${screen}`).toEqual([]);
  const words = await pageWords(page);
  expect(words.filter((word) => /[A-Za-z]/.test(word) && !['WHY', 'club', 'Club'].includes(word))).toEqual([]);
  expect(words.some((word) => language.script.test(word))).toBe(true);
  for (const foreign of language.foreign) expect(words.filter((word) => foreign.test(word))).toEqual([]);
  if (language.code === 'mr') expect(words.filter((word) => HINDI_ONLY.includes(word))).toEqual([]);
  await screenshot(page, `${language.name}-${screen}`);
};

test.use({ viewport: PHONE });

for (const language of CASES) {
  test(`the sign-in and sign-up pages in ${language.name} at 360 px, with its validation messages`, async ({ page }) => {
    test.setTimeout(120_000);
    const founder = newFounder();
    await page.goto('/');
    const languageSwitch = page.getByRole('combobox', { name: 'Language' });
    await expect(languageSwitch.locator('option')).toHaveText(LANGUAGE_NAMES);
    await languageSwitch.selectOption(language.code);
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: language.web['Sign In to Dashboard']! })).toBeVisible();
    await look(page, language, 'sign-in');

    await page.getByRole('link', { name: language.web['Create one now']! }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: language.web['Create an Account']! })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await look(page, language, 'sign-up');

    // The shared sign-up schema's messages, in the language.
    await page.getByRole('button', { name: language.web['Create Your Account']! }).click();
    await expect(page.getByRole('alert')).toContainText(language.messages.REQUIRED_FIELDS_AUTH);
    await page.getByLabel(language.web['Full Name']!).fill(founder.name);
    await page.getByLabel(language.web['Email Address']!).fill(founder.email);
    await page.getByRole('textbox', { name: language.web.Password! }).fill('short');
    await page.getByRole('checkbox', { name: language.consent }).check();
    await page.getByRole('button', { name: language.web['Create Your Account']! }).click();
    await expect(page.getByRole('alert')).toContainText(language.messages.PASSWORD_TOO_SHORT);
    await look(page, language, 'sign-up-validation');

    // The choice is kept on the device.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page.getByRole('heading', { name: language.web['Create an Account']! })).toBeVisible();

    // The account is made in the language, so its verification email comes in it.
    await page.getByLabel(language.web['Full Name']!).fill(founder.name);
    await page.getByLabel(language.web['Email Address']!).fill(founder.email);
    await page.getByRole('textbox', { name: language.web.Password! }).fill(founder.password);
    await page.getByRole('checkbox', { name: language.consent }).check();
    await page.getByRole('button', { name: language.web['Create Your Account']! }).click();
    // Hashing the password on a busy machine can take more than the default ten seconds.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await expect(
      page.getByRole('heading', { name: language.web['Welcome, {name}']!.replace('{name}', founder.name) }),
    ).toBeVisible();
    const verification = await lastOutboxMessageTo(founder.email);
    expect(verification).toContain(ACCOUNT_TEXTS[language.code].verifyEmail('WHY', 'L').text.split(' (')[0]!);
  });
}
