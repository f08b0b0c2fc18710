import { isLocale, type Locale } from '@portal/shared/locales';
import { graphqlRequest } from './graphql.ts';
import { currentLocale, setLocale } from './i18n.ts';

/**
 * The account's language: `SetLanguage` and `Viewer.language` (packages/shared/src/graphql/operations.ts). A failure
 * (offline, signed out) changes nothing: the choice stays on this device (lib/i18n.ts).
 */

/** Stores the founder's choice on the account, so emails, SMS and a new device follow it. Never throws. */
export const saveAccountLanguage = async (language: Locale): Promise<void> => {
  await graphqlRequest('SetLanguage', { language }).catch(() => undefined);
};

/** The account's language, or undefined when the server does not say (not signed in, offline). */
export const readAccountLanguage = async (): Promise<Locale | undefined> => {
  const data = await graphqlRequest('Viewer', {}).catch(() => undefined);
  const language = data?.viewer?.language;
  return isLocale(language) ? language : undefined;
};

/** After a sign-in: the account's language, when it has one, becomes this device's too. */
export const adoptAccountLanguage = async (): Promise<void> => {
  const language = await readAccountLanguage();
  if (language && language !== currentLocale()) await setLocale(language).catch(() => undefined);
};
