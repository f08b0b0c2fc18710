import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { PHONE_DIGITS, PHONE_PREFIX } from '../limits.ts';
import { asciiDigits } from '../format/digits.ts';

/** Lifetimes and sizes of every code and link the account service sends, shared by server and web. */
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_SECONDS = 5 * 60;
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 5 * 60;
/** Wrong tries allowed on one emailed or texted code before a new one is needed. */
export const CODE_ATTEMPTS = 3;
export const MAGIC_LINK_TTL_SECONDS = 10 * 60;
export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const BACKUP_CODE_COUNT = 10;
/** Short-lived JWTs for API clients. */
export const JWT_TTL_SECONDS = 15 * 60;
/** Personal access tokens: the expiries a founder can pick, in days (those up to the portal's maximum). */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
/** The longest a personal access token may last unless API_TOKEN_MAX_DAYS says otherwise. */
export const DEFAULT_TOKEN_MAX_DAYS = 90;
/** The expiries offered when tokens may last at most `maxDays`: the usual ones below it, and the maximum itself. */
export const tokenExpiryChoices = (maxDays: number): number[] => [...TOKEN_EXPIRY_DAYS.filter((days) => days < maxDays), maxDays];
export const TOKEN_NAME_MAX = 32;

/** A founder's mobile in E.164 (+91 and exactly 10 digits), or null when it is not one. */
export const toIndianMobile = (input: string): string | null => {
  const digits = asciiDigits(input).replace(/\D/g, '');
  const national = digits.length === PHONE_DIGITS + 2 && digits.startsWith('91') ? digits.slice(2) : digits;
  return national.length === PHONE_DIGITS ? `${PHONE_PREFIX}${national}` : null;
};
export const isIndianMobile = (e164: string): boolean => new RegExp(`^\\${PHONE_PREFIX}\\d{${PHONE_DIGITS}}$`).test(e164);

/** The security-key (WebAuthn) error codes and the text each one shows. */
export const SECURITY_KEY_MESSAGES: Record<string, string> = {
  ERROR_CEREMONY_ABORTED: ACCOUNT_MESSAGES.SECURITY_KEY_CEREMONY_ABORTED,
  ERROR_INVALID_RP_ID: ACCOUNT_MESSAGES.SECURITY_KEY_INVALID_RP_ID,
  ERROR_INVALID_DOMAIN: ACCOUNT_MESSAGES.SECURITY_KEY_INVALID_DOMAIN,
  ERROR_AUTHENTICATOR_GENERAL_ERROR: ACCOUNT_MESSAGES.SECURITY_KEY_GENERAL_ERROR,
  ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT: ACCOUNT_MESSAGES.SECURITY_KEY_NO_DISCOVERABLE,
  ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT: ACCOUNT_MESSAGES.SECURITY_KEY_NO_USER_VERIFICATION,
  ERROR_AUTO_REGISTER_USER_VERIFICATION_FAILURE: ACCOUNT_MESSAGES.SECURITY_KEY_NO_USER_VERIFICATION,
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: ACCOUNT_MESSAGES.SECURITY_KEY_ALREADY_REGISTERED,
  ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG: ACCOUNT_MESSAGES.SECURITY_KEY_NO_ALGORITHM,
  ERROR_MALFORMED_PUBKEYCREDPARAMS: ACCOUNT_MESSAGES.SECURITY_KEY_MALFORMED_PARAMS,
  ERROR_INVALID_USER_ID_LENGTH: ACCOUNT_MESSAGES.SECURITY_KEY_INVALID_USER_ID,
};

/** The text for a WebAuthn failure: its code when it has one, else a cancel/timeout (NotAllowedError) or a general failure. */
export const securityKeyMessage = (error: { code?: unknown; name?: unknown } | null | undefined): string => {
  const code = typeof error?.code === 'string' ? error.code : undefined;
  if (code && SECURITY_KEY_MESSAGES[code]) return SECURITY_KEY_MESSAGES[code];
  if (error?.name === 'NotAllowedError' || error?.name === 'AbortError') return ACCOUNT_MESSAGES.SECURITY_KEY_CANCELLED;
  return ACCOUNT_MESSAGES.PASSKEY_FAILED;
};

/**
 * How long a server process trusts a session it has checked without asking the database again: a session ended
 * elsewhere (another process, another server) stops working within this many seconds; one ended through this
 * process stops at once (apps/server/src/auth/session-cache.ts).
 */
export const SESSION_RECHECK_SECONDS = 5;
