import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { securityKeyMessage } from '@portal/shared/account/account-security';
import { MESSAGES } from '@portal/shared/texts/messages';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { AuthRequestError, authRequest } from './auth-client.ts';

/**
 * WebAuthn ceremonies against Better Auth's passkey plugin (loaded only when a founder uses a passkey). Failures
 * become one clear message each (mapped in packages/shared/src/account/account-security.ts).
 */
export class PasskeyError extends Error {}

const ceremonyMessage = (error: unknown): string => {
  if (error instanceof AuthRequestError)
    return error.status === 0
      ? MESSAGES.NETWORK_ERROR
      : error.status === 429
        ? MESSAGES.TOO_MANY_ATTEMPTS
        : ACCOUNT_MESSAGES.PASSKEY_FAILED;
  return securityKeyMessage(error as { code?: unknown; name?: unknown });
};

const supported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** 'two-factor' when the passkey did not verify the person and the account has 2FA on (docs/decisions/001). */
export const signInWithPasskey = async (): Promise<'signed-in' | 'two-factor'> => {
  if (!supported()) throw new PasskeyError(ACCOUNT_MESSAGES.SECURITY_KEY_UNSUPPORTED);
  try {
    const optionsJSON = await authRequest<PublicKeyCredentialRequestOptionsJSON>('/passkey/generate-authenticate-options', {
      method: 'GET',
    });
    const response = await startAuthentication({ optionsJSON });
    const answer = await authRequest<{ twoFactorRedirect?: unknown } | null>('/passkey/verify-authentication', {
      method: 'POST',
      body: { response },
    });
    return answer?.twoFactorRedirect === true ? 'two-factor' : 'signed-in';
  } catch (error) {
    throw new PasskeyError(ceremonyMessage(error));
  }
};

export const registerPasskey = async (name: string): Promise<void> => {
  if (!supported()) throw new PasskeyError(ACCOUNT_MESSAGES.SECURITY_KEY_UNSUPPORTED);
  try {
    const optionsJSON = await authRequest<PublicKeyCredentialCreationOptionsJSON>('/passkey/generate-register-options', {
      method: 'GET',
    });
    const response = await startRegistration({ optionsJSON });
    await authRequest('/passkey/verify-registration', { method: 'POST', body: { response, name } });
  } catch (error) {
    throw new PasskeyError(ceremonyMessage(error));
  }
};
