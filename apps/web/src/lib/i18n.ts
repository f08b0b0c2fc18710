import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@portal/shared/locales';

/**
 * The founder's language (docs/decisions/011-i18n-lingui.md). English is the shared constants as they are and
 * costs nothing here; Hindi is a lazy chunk (i18n-hindi.ts: Lingui and the dictionaries) loaded only when chosen.
 * Choosing a language lays its texts over the shared constants and re-mounts the pages (main.tsx keys them).
 */
const STORAGE_KEY = 'portal-language';

interface Active {
  locale: Locale;
  /** Says an English text in the active language; absent for English. */
  translate?: (text: string, values?: Record<string, string | number>) => string;
}
let active: Active = { locale: DEFAULT_LOCALE };
const listeners = new Set<() => void>();

const fill = (text: string, values?: Record<string, string | number>) =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;

/**
 * A text of the web app in the founder's language: `text` is the English (the message id), `{name}` fills in
 * `values`. Also says in the language a message that arrives in English (a shared schema's, the server's).
 */
export const t = (text: string, values?: Record<string, string | number>): string =>
  active.translate ? active.translate(text, values) : fill(text, values);

export const currentLocale = (): Locale => active.locale;

const storedLocale = (): Locale => {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
};

/** Switches the language: remembered on this device, `lang` on the document, every page shown again. */
export const setLocale = async (locale: Locale): Promise<void> => {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode or a full disk: the choice holds for this visit only.
  }
  if (locale === active.locale) return;
  const { applyLanguage } = await import('./i18n-hindi.ts');
  active = { locale, translate: applyLanguage(locale) };
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
};

/** Before the first render: the language this device chose last (Hindi waits for its chunk). */
export const startLocale = async (): Promise<void> => {
  const locale = storedLocale();
  if (locale !== DEFAULT_LOCALE) await setLocale(locale).catch(() => undefined);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The active language; a component using it renders again when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, currentLocale);
