import { PRIVACY_PATHS, type PrivacyNotice, type PrivacyStatus } from '@portal/shared/privacy/privacy';
import { currentLocale, t } from './i18n.ts';

/** A refusal from the data-rights routes, with the server's message to show as it is. */
export class PrivacyRequestError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const NETWORK_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

/** JSON in and out of /api/privacy* and the console's data-rights routes. */
export const privacyRequest = async <T>(path: string, body?: unknown): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new PrivacyRequestError(0, t(NETWORK_MESSAGE));
  }
  const parsed = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) throw new PrivacyRequestError(response.status, parsed?.message ?? response.statusText);
  return parsed as T;
};

export const fetchPrivacyNotice = () => privacyRequest<PrivacyNotice>(PRIVACY_PATHS.notice);
export const fetchPrivacyStatus = () => privacyRequest<PrivacyStatus>(PRIVACY_PATHS.status);
export const recordConsent = (version: string) =>
  privacyRequest<{ ok: true }>(PRIVACY_PATHS.consent, { version, language: currentLocale() });
