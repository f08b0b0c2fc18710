/**
 * The texts of account security and the sign-in methods beyond email and password.
 * Kept apart from messages.ts because messages.ts ships with the sign-in page's first load (120 KB budget)
 * and these are needed only once a founder opens one of those features.
 */
export const ACCOUNT_MESSAGES = {
  PHONE_INCORRECTLY_FORMATTED: 'Phone number is incorrectly formatted',
  INVALID_MFA_TICKET: 'MFA ticket is invalid',
  NO_MFA_TICKET: 'No MFA ticket has been provided',
  INVALID_SIGN_IN_METHOD: 'Invalid sign-in method',
  CODE_REQUIRED: 'Please enter the code we sent you',
  CODE_INVALID: 'This code is not valid. Please check it and try again.',
  CODE_EXPIRED: 'This code has expired or was already used. Please ask for a new one.',
  CODE_TOO_MANY_ATTEMPTS: 'Too many wrong codes. Please ask for a new one.',
  EMAIL_CODE_SENT: 'If an account exists for this email, a sign-in code is on its way. It expires in 5 minutes.',
  SMS_CODE_SENT: 'If an account uses this number, a sign-in code is on its way by SMS. It expires in 5 minutes.',
  PHONE_CODE_SENT: 'We sent a code to this number by SMS. Enter it to confirm the number.',
  RESET_LINK_SENT:
    'If an account exists for this email, we have sent it a link to reset the password. The link works once, within an hour.',
  RESET_LINK_INVALID: 'This reset link is not valid, was already used or has expired. Please ask for a new one.',
  PASSWORD_RESET_DONE: 'Your password has been changed. Please sign in with the new password.',
  PASSWORDS_DO_NOT_MATCH: 'The two passwords do not match',
  CURRENT_PASSWORD_WRONG: 'Your current password is not correct.',
  PASSWORD_CHANGED:
    'Password changed. Every other session of your account has been signed out and your personal access tokens revoked.',
  VERIFY_EMAIL_LINK_INVALID: 'This verification link is not valid or has expired. Please ask for a new one.',
  EMAIL_VERIFIED: 'Your email address is verified.',
  MAGIC_LINK_SENT: 'If an account exists for this email, a sign-in link is on its way. It works once, within 10 minutes.',
  MAGIC_LINK_INVALID: 'This sign-in link is not valid, was already used or has expired. Please ask for a new one.',
  EMAIL_CHANGE_SAME: 'This is already your email address.',
  PROFILE_IMAGE_INVALID: 'The profile picture must be a web address of at most 2,048 characters.',
  EMAIL_CHANGE_SENT: 'We sent a link to confirm the change. Your email address changes once the link is opened.',
  TWO_FACTOR_ENABLED: 'Two-factor authentication is on.',
  TWO_FACTOR_DISABLED: 'Two-factor authentication is off.',
  SESSION_REVOKED: 'That session has been signed out.',
  OTHER_SESSIONS_REVOKED: 'Every other session has been signed out and your personal access tokens revoked.',
  TOKEN_CREATED: 'Copy this key now and give it to the program: it will not be shown again.',
  TOKEN_REVOKED: 'The key has been removed: the program can no longer use it.',
  TOKEN_NAME_REQUIRED: 'Please name the program the key is for',
  TOKEN_EXPIRY_REQUIRED: 'Please choose when the token expires',
  PASSKEY_ADDED: 'Passkey added.',
  PASSKEY_REMOVED: 'Passkey removed.',
  PASSKEY_FAILED: 'The passkey could not be used. Please try again or sign in with your password.',
  ID_TOKEN_INVALID: 'The sign-in token from your identity provider is not valid.',
  // Security-key (WebAuthn) errors, one clear text per case
  SECURITY_KEY_UNSUPPORTED: 'This browser does not support passkeys or security keys.',
  SECURITY_KEY_CEREMONY_ABORTED: 'The passkey request was cancelled because a newer one started.',
  SECURITY_KEY_CANCELLED: 'The passkey request was cancelled or timed out. Please try again.',
  SECURITY_KEY_INVALID_RP_ID: 'This site address cannot use passkeys (invalid relying party ID).',
  SECURITY_KEY_INVALID_DOMAIN: 'Passkeys only work on localhost or a proper domain name over HTTPS.',
  SECURITY_KEY_GENERAL_ERROR: 'Your security key reported an error. Please try again or use another key.',
  SECURITY_KEY_NO_DISCOVERABLE: 'This security key cannot store passkeys (no discoverable credential support).',
  SECURITY_KEY_NO_USER_VERIFICATION: 'This security key cannot verify you (no PIN or biometric support).',
  SECURITY_KEY_ALREADY_REGISTERED: 'This security key is already registered to your account.',
  SECURITY_KEY_NO_ALGORITHM: 'This security key supports none of the required key algorithms.',
  SECURITY_KEY_MALFORMED_PARAMS: 'The passkey request had malformed key parameters.',
  SECURITY_KEY_INVALID_USER_ID: 'The passkey request had an invalid user id (it must be 1 to 64 bytes).',
} as const;

/** The refusal of a personal access token that would last longer than the portal allows (API_TOKEN_MAX_DAYS). */
export const tokenExpiryTooLongMessage = (maxDays: number): string =>
  `A token can last at most ${maxDays} days. Please choose a shorter expiry.`;
