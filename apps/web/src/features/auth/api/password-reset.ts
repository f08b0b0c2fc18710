import { authRequest } from '../../../lib/auth-client.ts';

/** Password reset and email verification calls (the /reset-password and /verify-email pages). */
export const requestPasswordReset = async (email: string): Promise<void> => {
  await authRequest('/request-password-reset', { method: 'POST', body: { email, redirectTo: '/reset-password' } });
};

export const resetPassword = async (token: string, newPassword: string): Promise<void> => {
  await authRequest('/reset-password', { method: 'POST', body: { token, newPassword } });
};

export const verifyEmail = async (token: string): Promise<void> => {
  await authRequest(`/verify-email?token=${encodeURIComponent(token)}`, { method: 'GET' });
};
