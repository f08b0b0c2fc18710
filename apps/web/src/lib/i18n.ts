import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, documentLanguage, isLocale, type Locale } from '@portal/shared/locales';
import { LANGUAGE_CHUNKS } from '../languages/index.ts';
import { currentLocale, setActiveLanguage, t } from './active-language.ts';
import { readDeviceItem, writeDeviceItem } from './device-storage.ts';
import type * as Layover from './language-layover.ts';

/**
 * The founder's language (docs/decisions/011-i18n-lingui.md). English is the shared constants as they are and
 * costs nothing here; every other language is a lazy chunk of its own (src/languages/), with Lingui and the lay-over
 * (language-layover.ts) loaded with the first of them. Choosing a language lays its texts over the shared constants,
 * sets `lang`, `dir` and the tab's title on the document and re-mounts the pages (main.tsx keys them).
 */
export { currentLocale, errorTextInLanguage, t } from './active-language.ts';

const STORAGE_KEY = 'portal-language';

const listeners = new Set<() => void>();

/** The language this device chose last (English when none, or when storage cannot be read). */
export const storedLocale = (): Locale => {
  const stored = readDeviceItem(STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
};

/** The product's name in the tab's title: index.html's until the public configuration names it. */
let titleProductName = 'WHY Club';
const showTitle = () => {
  document.title = t('{productName} — Applicant Portal', { productName: titleProductName });
};

/** The tab's title (index.html's `<title>` in English) in the active language, with the configured product name. */
export const showDocumentTitle = (productName: string): void => {
  titleProductName = productName;
  showTitle();
};

/** Loaded with the first language other than English; English needs it only to put its texts back. */
let layover: typeof Layover | undefined;

/**
 * Switches the language: remembered on this device, `lang`, `dir` and the title on the document, every page shown
 * again. Rejects, the page left as it is, when a language's chunk cannot be fetched (lib/language-choice.ts waits).
 */
export const setLocale = async (locale: Locale): Promise<void> => {
  // Not written (private mode, a full disk): the choice holds for this visit only.
  writeDeviceItem(STORAGE_KEY, locale);
  if (locale === currentLocale()) return;
  if (locale === DEFAULT_LOCALE) {
    layover?.restoreEnglish();
    setActiveLanguage({ locale });
  } else {
    const [loaded, pack] = await Promise.all([import('./language-layover.ts'), LANGUAGE_CHUNKS[locale]()]);
    layover = loaded;
    setActiveLanguage({ locale, translate: loaded.applyLanguage(locale, pack), errors: pack.errors });
  }
  const { lang, dir } = documentLanguage(locale);
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
  showTitle();
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The active language; a component using it renders again when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, currentLocale);
