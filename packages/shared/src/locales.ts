import type { DigitScript } from './format/digits.ts';

/** How a language is written: what the language switch shows, `<html lang dir>`, and the digits its keyboards type. */
export interface Language {
  /** BCP 47 code: `<html lang>`, the stored account language, the pack's folder (packages/shared/src/i18n/<code>). */
  readonly code: string;
  /** The language's name in its own script, as the language switch shows it. */
  readonly name: string;
  readonly direction: 'ltr' | 'rtl';
  /** The digits its keyboards type (all scripts are read as ASCII anyway: format/digits.ts). */
  readonly digits: DigitScript;
}

/**
 * The languages a founder can use the portal in, English (the default) first. Only complete languages belong
 * here: every `Record<Locale, …>` table and every language pack is then required by the type checker, so adding a
 * code here fails typecheck until all its texts exist (docs/languages.md, "Adding a language").
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', direction: 'ltr', digits: 'latin' },
  { code: 'hi', name: 'हिन्दी', direction: 'ltr', digits: 'devanagari' },
  { code: 'mr', name: 'मराठी', direction: 'ltr', digits: 'devanagari' },
  { code: 'gu', name: 'ગુજરાતી', direction: 'ltr', digits: 'gujarati' },
  { code: 'ta', name: 'தமிழ்', direction: 'ltr', digits: 'tamil' },
  { code: 'te', name: 'తెలుగు', direction: 'ltr', digits: 'telugu' },
  { code: 'kn', name: 'ಕನ್ನಡ', direction: 'ltr', digits: 'kannada' },
  { code: 'bn', name: 'বাংলা', direction: 'ltr', digits: 'bengali' },
  { code: 'ur', name: 'اردو', direction: 'rtl', digits: 'extendedArabicIndic' },
] as const satisfies readonly Language[];

/**
 * The languages being translated (issue 53): not offered to founders until their pack is complete. Moving one
 * into LANGUAGES is step one of the recipe.
 */
export const LANGUAGES_IN_TRANSLATION = [] as const satisfies readonly Language[];

export type Locale = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LOCALE = 'en' satisfies Locale;
/** Every language but English: each has a pack laid over the English texts. */
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
export const LOCALES = LANGUAGES.map((language) => language.code) as readonly Locale[] as readonly [Locale, ...Locale[]];
/** Each language named in its own script, as the language switch shows it. */
export const LOCALE_NAMES = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.name])) as Record<
  Locale,
  string
>;
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** `<html lang dir>` for a language (any list of languages: a test may bring its own right-to-left one). */
export const documentLanguage = (
  code: string,
  languages: readonly Language[] = LANGUAGES,
): { lang: string; dir: Language['direction'] } => {
  const language = languages.find((l) => l.code === code) ?? LANGUAGES[0];
  return { lang: language.code, dir: language.direction };
};
