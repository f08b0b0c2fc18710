import { OPERATIONS } from '@portal/shared/operations';
import { isLocale, type Locale } from '@portal/shared/locales';
import { currentLocale, setLocale } from './i18n.ts';

/**
 * The account's language (issue 13): `SetLanguage(language: String!): Boolean` and `Viewer.language`, added by
 * the server side of issue 13. Until a server has them these calls fail, and a failure changes nothing: the
 * choice stays on this device (lib/i18n.ts). The documents come from packages/shared/src/operations.ts once it
 * has them (so production's trusted documents accept them), else from here.
 */
const DOCUMENTS: Record<'SetLanguage' | 'ViewerLanguage', string> = {
  SetLanguage: 'mutation SetLanguage($language: String!) { setLanguage(language: $language) }',
  ViewerLanguage: 'query ViewerLanguage { viewer { language } }',
};

const post = async <T>(operationName: keyof typeof DOCUMENTS, variables: Record<string, unknown> = {}): Promise<T | undefined> => {
  const shared = (OPERATIONS as Record<string, string>)[operationName];
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ operationName, query: shared ?? DOCUMENTS[operationName], variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: unknown[] };
  return body.errors?.length ? undefined : (body.data ?? undefined);
};

/** Stores the founder's choice on the account, so emails, SMS and a new device follow it. Never throws. */
export const saveAccountLanguage = async (language: Locale): Promise<void> => {
  await post('SetLanguage', { language }).catch(() => undefined);
};

/** The account's language, or undefined when the server does not say (not signed in, older server, offline). */
export const readAccountLanguage = async (): Promise<Locale | undefined> => {
  const data = await post<{ viewer: { language?: unknown } | null }>('ViewerLanguage').catch(() => undefined);
  const language = data?.viewer?.language;
  return isLocale(language) ? language : undefined;
};

/** After a sign-in: the account's language, when it has one, becomes this device's too. */
export const adoptAccountLanguage = async (): Promise<void> => {
  const language = await readAccountLanguage();
  if (language && language !== currentLocale()) await setLocale(language).catch(() => undefined);
};
