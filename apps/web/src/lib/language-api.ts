import { isLocale, type Locale } from '@portal/shared/locales';
import { readDeviceItem, writeDeviceItem } from './device-storage.ts';
import { graphqlRequest, NetworkError } from './graphql.ts';
import { currentLocale, setLocale } from './i18n.ts';
import { onceConnected } from './once-connected.ts';

/**
 * The account's language: `SetLanguage` and `Viewer.language` (packages/shared/src/graphql/operations.ts). A choice
 * the server did not get (offline, no answer) stays on this device and is sent once the connection is back, so the
 * emails and SMS follow it; a refusal (signed out) drops it, as does signing out or in (app/providers.tsx).
 */

const UNSENT_KEY = 'portal-account-language-unsent';

const unsentLanguage = (): Locale | undefined => {
  const stored = readDeviceItem(UNSENT_KEY);
  return isLocale(stored) ? stored : undefined;
};

/** Not written (private mode, a full disk): the choice is sent while this page is open, or not at all. */
const keepUnsent = (language: Locale | undefined): void => {
  writeDeviceItem(UNSENT_KEY, language ?? null);
};

let stopWaiting: (() => void) | undefined;

/** Sends the choice not sent yet, if any; without an answer, again once the connection is back. Never throws. */
export const sendUnsentAccountLanguage = async (): Promise<void> => {
  const language = unsentLanguage();
  if (!language) return;
  try {
    await graphqlRequest('SetLanguage', { language });
  } catch (error) {
    if (error instanceof NetworkError) {
      stopWaiting?.();
      stopWaiting = onceConnected(() => void sendUnsentAccountLanguage());
      return;
    }
  }
  if (unsentLanguage() === language) keepUnsent(undefined);
};

/** Stores the founder's choice on the account, so emails, SMS and a new device follow it. Never throws. */
export const saveAccountLanguage = async (language: Locale): Promise<void> => {
  keepUnsent(language);
  await sendUnsentAccountLanguage();
};

/** The session ended here, or another began: a choice not sent is not the next account's. */
export const forgetUnsentAccountLanguage = (): void => {
  stopWaiting?.();
  stopWaiting = undefined;
  keepUnsent(undefined);
};

/** The account's language, or undefined when the server does not say (not signed in, offline). */
export const readAccountLanguage = async (): Promise<Locale | undefined> => {
  const data = await graphqlRequest('Viewer', {}).catch(() => undefined);
  const language = data?.viewer?.language;
  return isLocale(language) ? language : undefined;
};

/** After a sign-in: the account's language, when it has one, becomes this device's too. */
export const adoptAccountLanguage = async (): Promise<void> => {
  forgetUnsentAccountLanguage();
  const language = await readAccountLanguage();
  if (language && language !== currentLocale()) await setLocale(language).catch(() => undefined);
};
