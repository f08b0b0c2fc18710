import { PRIVACY_PATHS, type PrivacyNotice, type PrivacyStatus } from '@portal/shared/privacy/privacy';
import type { ApiErrorBody } from '@portal/shared/texts/messages';
import { currentLocale, t } from './i18n.ts';
import { takePageStart } from './page-start-answer.ts';

/** A refusal from the data-rights routes: its code and params say it in the founder's language (lib/server-error-text.ts). */
export class PrivacyRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly params: Readonly<Record<string, string | number | undefined>>;
  constructor(status: number, message: string, code?: string, params: PrivacyRequestError['params'] = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.params = params;
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
  const parsed = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  if (!response.ok)
    throw new PrivacyRequestError(response.status, parsed?.message ?? response.statusText, parsed?.code, parsed?.params);
  return parsed as T;
};

export const fetchPrivacyNotice = () => privacyRequest<PrivacyNotice>(PRIVACY_PATHS.notice);
export const fetchPrivacyStatus = () => privacyRequest<PrivacyStatus>(PRIVACY_PATHS.status);
/** The first read of the page takes the page-start answer's status when it is this founder's (lib/page-start-answer.ts). */
export const privacyStatusAtStart = async (userId: string): Promise<PrivacyStatus> => {
  const early = await takePageStart('privacyStatus')?.catch(() => undefined);
  if (early?.user?.id === userId && early.privacyStatus) return early.privacyStatus;
  return fetchPrivacyStatus();
};
export const recordConsent = (version: string) =>
  privacyRequest<{ ok: true }>(PRIVACY_PATHS.consent, { version, language: currentLocale() });
