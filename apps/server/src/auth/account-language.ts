import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@portal/shared/locales';
import type { Database } from '../db/types.ts';
import { setLanguageColumnOfUser, storedLanguageOfEmail, storedLanguageOfUser } from './user-repository.ts';

/** A stored language as a Locale: anything else (an account from before languages were stored: null) is English. */
export const localeOf = (stored: unknown): Locale => (isLocale(stored) ? stored : DEFAULT_LOCALE);

/** The language the account's emails and SMS are written in. */
export const languageOfUser = async (db: Kysely<Database>, userId: string): Promise<Locale> =>
  localeOf(await storedLanguageOfUser(db, userId));

/** The same, found by the address a message goes to; English when no account has it. */
export const languageOfEmail = async (db: Kysely<Database>, email: string): Promise<Locale> =>
  localeOf(await storedLanguageOfEmail(db, email.trim().toLowerCase()));

export const setLanguageOfUser = async (db: Kysely<Database>, userId: string, language: Locale): Promise<void> => {
  await setLanguageColumnOfUser(db, userId, language);
};
