import { toIndianMobile } from '@portal/shared/account/account-security';
import { MESSAGES } from '@portal/shared/texts/messages';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { isValidEmail } from '@portal/shared/application/field-checks';
import { authRequest } from '../../../lib/auth-client.ts';

/** Calls of the sign-in alternatives (loaded only when a founder picks one): email code, SMS code, 2FA code. */
export type CodeChannel = 'email' | 'phone';

/** The address in the form the server wants, or the shared message for a malformed one. */
export const checkAddress = (
  channel: CodeChannel,
  value: string,
): { ok: true; address: string } | { ok: false; message: string } => {
  if (value.trim() === '') return { ok: false, message: MESSAGES.REQUIRED_FIELDS_AUTH };
  if (channel === 'email') {
    const email = value.trim().toLowerCase();
    return isValidEmail(email) ? { ok: true, address: email } : { ok: false, message: MESSAGES.EMAIL_INCORRECTLY_FORMATTED };
  }
  const phone = toIndianMobile(value);
  return phone ? { ok: true, address: phone } : { ok: false, message: ACCOUNT_MESSAGES.PHONE_INCORRECTLY_FORMATTED };
};

export const sendSignInCode = async (channel: CodeChannel, address: string): Promise<void> => {
  if (channel === 'email')
    await authRequest('/email-otp/send-verification-otp', { method: 'POST', body: { email: address, type: 'sign-in' } });
  else await authRequest('/phone-number/send-otp', { method: 'POST', body: { phoneNumber: address } });
};

/** 'two-factor' when the account has 2FA on: the server answered with a challenge instead of a session. */
export type SignInOutcome = 'signed-in' | 'two-factor';
export const outcomeOf = (body: unknown): SignInOutcome =>
  (body as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect === true ? 'two-factor' : 'signed-in';

export const signInWithCode = async (channel: CodeChannel, address: string, code: string): Promise<SignInOutcome> =>
  outcomeOf(
    channel === 'email'
      ? await authRequest('/sign-in/email-otp', { method: 'POST', body: { email: address, otp: code.trim() } })
      : await authRequest('/phone-number/verify', { method: 'POST', body: { phoneNumber: address, code: code.trim() } }),
  );

export const sendMagicLink = async (email: string): Promise<void> => {
  await authRequest('/sign-in/magic-link', { method: 'POST', body: { email } });
};

/** Redeems the token of an emailed sign-in link; null when the link is not valid (the server redirects those). */
export const redeemMagicLink = async (token: string): Promise<SignInOutcome | null> => {
  const body = await authRequest<{ token?: unknown; twoFactorRedirect?: unknown } | null>(
    `/magic-link/verify?token=${encodeURIComponent(token)}`,
    { method: 'GET' },
  );
  if (body?.twoFactorRedirect === true) return 'two-factor';
  return typeof body?.token === 'string' ? 'signed-in' : null;
};

/** Answers the 2FA challenge of a password sign-in with an authenticator code or a backup code. */
export const verifySecondFactor = async (kind: 'totp' | 'backup', code: string): Promise<void> => {
  await authRequest(kind === 'totp' ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code', {
    method: 'POST',
    body: { code: code.trim() },
  });
};
