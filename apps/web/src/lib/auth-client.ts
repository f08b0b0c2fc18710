import { AUTH_BASE_PATH, type PageStartUser } from '@portal/shared/web/server-paths';
import { takePageStart } from './page-start-answer.ts';
import { trackRequest } from './requests-in-flight.ts';
import { currentLocale } from './i18n.ts';

/**
 * The browser's client for Better Auth at /api/auth/*. The session lives in an HttpOnly cookie: nothing here reads or stores a token. Every call answers with data or throws an AuthRequestError
 * that keeps the HTTP status and Better Auth's error code, so callers can choose the shared message.
 */

/** The signed-in user as get-session (and the page-start answer) names it. */
export type SessionUser = PageStartUser;

export interface ActiveSession {
  id: string;
  /** Identifies the session for revoke-session; the cookie itself stays HttpOnly. */
  token: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  userAgent?: string | null;
}

/** status 0 means the request got no answer (offline, server unreachable). */
export class AuthRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(status: number, code: string | undefined, message: string) {
    super(message);
    this.name = 'AuthRequestError';
    this.status = status;
    this.code = code;
  }
  /** No answer, a server fault, or "too many requests": the same call can succeed later. */
  get isRetryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** One call to /api/auth/*: JSON in and out; failures throw AuthRequestError. Feature modules build their calls on it. */
export const authRequest = async <T>(
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal },
): Promise<T> => {
  let response: Response;
  try {
    response = await trackRequest(
      fetch(`${AUTH_BASE_PATH}${path}`, {
        method: init.method,
        credentials: 'same-origin',
        headers: { accept: 'application/json', ...(init.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        ...(init.method === 'POST' ? { body: JSON.stringify(init.body ?? {}) } : {}),
        signal: init.signal,
      }),
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AuthRequestError(0, 'NETWORK', 'network');
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const { code, message } = (body ?? {}) as { code?: string; message?: string };
    throw new AuthRequestError(response.status, code, message ?? response.statusText);
  }
  return body as T;
};

const toUser = (user: SessionUser): SessionUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  ...(typeof user.role === 'string' ? { role: user.role } : {}),
});

/**
 * The signed-in user, or null when there is no valid session. `pageStart`: the page's first check, which takes the
 * session from the page-start answer (lib/page-start-answer.ts); every other check, or that one when the answer
 * failed, asks get-session afresh.
 */
export const fetchSessionUser = async (signal?: AbortSignal, { pageStart = false } = {}): Promise<SessionUser | null> => {
  const early = pageStart ? takePageStart('user') : undefined;
  if (early) {
    const answer = await early.catch(() => undefined);
    if (answer) return answer.user ? toUser(answer.user) : null;
  }
  const body = await authRequest<{ user?: SessionUser } | null>('/get-session', { method: 'GET', signal });
  return body?.user ? toUser(body.user) : null;
};

/** 'two-factor': the password was right and the account asks for its second factor. */
export type SignInResult = SessionUser | 'two-factor';

export const signInWithEmail = async (credentials: { email: string; password: string }): Promise<SignInResult> => {
  const body = await authRequest<{ user?: SessionUser; twoFactorRedirect?: boolean }>('/sign-in/email', {
    method: 'POST',
    body: credentials,
  });
  if (body.twoFactorRedirect || !body.user) return 'two-factor';
  return toUser(body.user);
};

/** Sends a new verification email (same answer whether or not the account exists). */
export const resendVerificationEmail = async (email: string): Promise<void> => {
  await authRequest('/send-verification-email', { method: 'POST', body: { email, callbackURL: '/verify-email' } });
};

/** The page's language goes with the account, so the verification email is already in it. */
export const signUpWithEmail = async (account: { name: string; email: string; password: string }): Promise<SessionUser> =>
  toUser(
    (
      await authRequest<{ user: SessionUser }>('/sign-up/email', {
        method: 'POST',
        body: { ...account, language: currentLocale() },
      })
    ).user,
  );

/** Ends this browser's session on the server and clears the cookie. */
export const signOutOnServer = async (): Promise<void> => {
  await authRequest('/sign-out', { method: 'POST' });
};

/** Ends every session of the account, on every device (this one included). */
export const revokeAllSessions = async (): Promise<void> => {
  await authRequest('/revoke-sessions', { method: 'POST' });
};

export const listActiveSessions = async (signal?: AbortSignal): Promise<ActiveSession[]> =>
  authRequest<ActiveSession[]>('/list-sessions', { method: 'GET', signal });
