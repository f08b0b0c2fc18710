import { MESSAGES } from '@portal/shared/texts/messages';
import { currentLocale, errorTextInLanguage, t } from './active-language.ts';

/**
 * What a refusal from the server carries (ApiError, AuthRequestError, PrivacyRequestError): its code and English text;
 * also kept as it came by the save queue, to be said in the language the page shows it in (refusal-words.ts).
 */
export interface ServerRefusal {
  code?: string;
  message: string;
  details?: readonly string[];
  params?: Readonly<Record<string, string | number | undefined>>;
}

/**
 * The one text the founder sees for a failed server request, in the current language (docs/errors.md). A code's
 * text comes from the active language's pack (`ERROR_TEXTS`, packages/shared/src/i18n/<code>/error-texts.ts); in
 * English the server's `message` is that text already. A validation refusal names its fields: each detail (a shared
 * schema's message) is said in the language before they are joined, and so is a message naming one field when the
 * language knows it. An error without a code the table knows
 * (no answer, a gateway page) is said by `t()`; `fallback` stands in for a message the language does not know.
 */
export const serverErrorText = (error: unknown, fallback: string = MESSAGES.SOMETHING_WENT_WRONG): string =>
  error instanceof Error ? serverRefusalText(error as Error & ServerRefusal, fallback) : t(fallback);

/** serverErrorText of a refusal kept as plain data (an Error's fields read back from the device). */
export const serverRefusalText = (refusal: ServerRefusal, fallback: string = MESSAGES.SOMETHING_WENT_WRONG): string => {
  const { code, details, params, message } = refusal;
  if (code === 'VALIDATION_FAILED') {
    if (details && details.length > 0) return details.map((detail) => t(detail)).join(' ');
    const said = t(message);
    if (said !== message) return said;
  }
  const inLanguage = code ? errorTextInLanguage(code, params) : undefined;
  if (inLanguage !== undefined) return inLanguage;
  if (!message) return t(fallback);
  const said = t(message);
  // A message the language does not know (a library's own English) is not shown in another language.
  return said === message && currentLocale() !== 'en' ? t(fallback) : said;
};
