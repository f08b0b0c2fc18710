import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@portal/shared/locales';
import type { Database } from '../db/types.ts';

/** A stored language as a Locale: anything else (an account from before languages were stored: null) is English. */
export const localeOf = (stored: unknown): Locale => (isLocale(stored) ? stored : DEFAULT_LOCALE);

/** The language the account's emails and SMS are written in. */
export const languageOfUser = async (db: Kysely<Database>, userId: string): Promise<Locale> =>
  localeOf((await db.selectFrom('user').select('language').where('id', '=', userId).executeTakeFirst())?.language);

/** The same, found by the address a message goes to; English when no account has it. */
export const languageOfEmail = async (db: Kysely<Database>, email: string): Promise<Locale> =>
  localeOf((await db.selectFrom('user').select('language').where('email', '=', email.trim().toLowerCase()).executeTakeFirst())?.language);

export const setLanguageOfUser = async (db: Kysely<Database>, userId: string, language: Locale): Promise<void> => {
  await db.updateTable('user').set({ language }).where('id', '=', userId).execute();
};
