import { z } from 'zod';
import { LOCALES } from './locales.ts';

/** The account's language (docs/decisions/012-account-language-and-error-codes.md): what sign-up, update-user and SetLanguage accept. */
export const LANGUAGE_MESSAGES = {
  LANGUAGE_INVALID: `Please choose one of the portal's languages: ${LOCALES.join(' or ')}.`,
} as const;

export const languageSchema = z.enum(LOCALES, { error: LANGUAGE_MESSAGES.LANGUAGE_INVALID });
