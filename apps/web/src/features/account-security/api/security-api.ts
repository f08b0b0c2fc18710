import { authRequest } from '../../../lib/auth-client.ts';

/** Account-security calls of /account/security (Better Auth routes under /api/auth). */
export interface Passkey {
  id: string;
  name?: string | null;
  createdAt: string;
}

export interface AccessToken {
  id: string;
  name: string | null;
  start: string | null;
  expiresAt: string | null;
  createdAt: string;
}

export const fetchTwoFactorEnabled = async (signal?: AbortSignal): Promise<boolean> =>
  Boolean(
    (await authRequest<{ user?: { twoFactorEnabled?: boolean } } | null>('/get-session', { method: 'GET', signal }))?.user
      ?.twoFactorEnabled,
  );

export const changePassword = async (currentPassword: string, newPassword: string): Promise<void> => {
  await authRequest('/change-password', { method: 'POST', body: { currentPassword, newPassword, revokeOtherSessions: true } });
};

export const startTwoFactor = async (password: string) =>
  authRequest<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', { method: 'POST', body: { password } });

export const confirmTwoFactor = async (code: string): Promise<void> => {
  await authRequest('/two-factor/verify-totp', { method: 'POST', body: { code: code.trim() } });
};

export const disableTwoFactor = async (password: string): Promise<void> => {
  await authRequest('/two-factor/disable', { method: 'POST', body: { password } });
};

export const listPasskeys = (signal?: AbortSignal) =>
  authRequest<Passkey[]>('/passkey/list-user-passkeys', { method: 'GET', signal });

export const deletePasskey = async (id: string): Promise<void> => {
  await authRequest('/passkey/delete-passkey', { method: 'POST', body: { id } });
};

export const revokeSession = async (token: string): Promise<void> => {
  await authRequest('/revoke-session', { method: 'POST', body: { token } });
};

export const revokeOtherSessions = async (): Promise<void> => {
  await authRequest('/revoke-other-sessions', { method: 'POST' });
};

export const listTokens = async (signal?: AbortSignal): Promise<AccessToken[]> =>
  (await authRequest<{ apiKeys: AccessToken[] }>('/api-key/list', { method: 'GET', signal })).apiKeys;

export const createToken = (name: string, expiresInDays: number) =>
  authRequest<{ id: string; key: string; expiresAt: string }>('/api-key/create', {
    method: 'POST',
    body: { name, expiresIn: expiresInDays * 86_400 },
  });

export const revokeToken = async (keyId: string): Promise<void> => {
  await authRequest('/api-key/delete', { method: 'POST', body: { keyId } });
};

/** This browser's session token (to mark "This device"); get-session returns it, the cookie stays HttpOnly. */
export const fetchSessionToken = async (signal?: AbortSignal): Promise<string | null> =>
  (await authRequest<{ session?: { token?: string } } | null>('/get-session', { method: 'GET', signal }))?.session?.token ?? null;

/** Adds a +91 mobile to the account: a code by SMS, then the code confirms the number (for SMS sign-in). */
export const sendPhoneCode = async (phoneNumber: string): Promise<void> => {
  await authRequest('/phone-number/send-otp', { method: 'POST', body: { phoneNumber } });
};

export const confirmPhone = async (phoneNumber: string, code: string): Promise<void> => {
  await authRequest('/phone-number/verify', {
    method: 'POST',
    body: { phoneNumber, code: code.trim(), updatePhoneNumber: true },
  });
};

export const fetchPhoneNumber = async (signal?: AbortSignal): Promise<string | null> =>
  (await authRequest<{ user?: { phoneNumber?: string | null } } | null>('/get-session', { method: 'GET', signal }))?.user
    ?.phoneNumber ?? null;

/** Asks to move the account to a new address: a link goes to it, and the address changes once it is opened. */
export const requestEmailChange = async (newEmail: string): Promise<void> => {
  await authRequest('/change-email', { method: 'POST', body: { newEmail, callbackURL: '/account/security' } });
};
