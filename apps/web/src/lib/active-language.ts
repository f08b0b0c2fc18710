import { DEFAULT_LOCALE, type Locale } from '@portal/shared/locales';
import type { LanguagePack } from '@portal/shared/i18n/texts';

/*
 * The active language's texts, without React or the language chunks (lib/i18n.ts switches them). The service worker
 * has none: a refusal its background sync meets is kept by its code and said by the page that shows it
 * (features/application/lib/refusal-words.ts).
 */
export interface ActiveLanguage {
  locale: Locale;
  /** Says an English text in the active language; absent for English. */
  translate?: (text: string, values?: Record<string, string | number>) => string;
  /** Each error code's text in the active language (its pack's ERROR_TEXTS); absent for English. */
  errors?: LanguagePack['errors'];
}
let active: ActiveLanguage = { locale: DEFAULT_LOCALE };

const fill = (text: string, values?: Record<string, string | number>) =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;

/**
 * A text of the web app in the founder's language: `text` is the English (the message id), `{name}` fills in
 * `values`. Also says in the language a message that arrives in English (a shared schema's, the server's).
 */
export const t = (text: string, values?: Record<string, string | number>): string =>
  active.translate ? active.translate(text, values) : fill(text, values);

export const currentLocale = (): Locale => active.locale;

/**
 * A server error code's text in the active language, filled with the error's `params`; undefined in English (the
 * server's own English `message` is the code's text, or a more precise one) and for a code the table lacks.
 */
export const errorTextInLanguage = (code: string, params: Readonly<Record<string, string | number | undefined>> = {}) => {
  const text = active.errors && Object.hasOwn(active.errors, code) ? active.errors[code] : undefined;
  return typeof text === 'function' ? text(params) : text;
};

/** lib/i18n.ts only: the language just chosen. */
export const setActiveLanguage = (next: ActiveLanguage): void => {
  active = next;
};
