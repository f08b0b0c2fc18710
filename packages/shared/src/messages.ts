/**
 * Every text the spec (§5, §8) fixes, once. Error codes are stable identifiers that the server sends
 * and the web app maps back to these texts; the texts are the spec's wording.
 */
export const MESSAGES = {
  // Accounts (spec §5, §8)
  REQUIRED_FIELDS_AUTH: 'Please fill all required fields',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters long',
  PASSWORD_NEEDS_NUMBER: 'Password must contain at least one number',
  PASSWORD_NEEDS_SPECIAL: 'Password must contain at least one special character',
  PASSWORD_HINT: 'Password must be at least 8 characters long with numbers and special characters',
  INVALID_CREDENTIALS: 'Invalid credentials. Please try again.',
  AUTH_FALLBACK: 'An error occurred during authentication',
  SIGNUP_FALLBACK: 'An error occurred during signup',
  EMAIL_INCORRECTLY_FORMATTED: 'Email is incorrectly formatted',
  PASSWORD_INCORRECTLY_FORMATTED: 'Password is incorrectly formatted',
  EMAIL_NEEDS_VERIFICATION: 'Email needs verification',
  USER_NOT_AUTHENTICATED: 'User is not authenticated',
  ALREADY_SIGNED_IN: 'User is already signed in',
  NETWORK_ERROR: 'Network Error',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait a moment and try again.',
  EMAIL_TAKEN: 'An account with this email already exists. Please sign in instead.',

  // Account security and other sign-in methods (spec §4, §7, §8; issue 5)
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
  RESET_LINK_SENT: 'If an account exists for this email, we have sent it a link to reset the password. The link works once, within an hour.',
  RESET_LINK_INVALID: 'This reset link is not valid, was already used or has expired. Please ask for a new one.',
  PASSWORD_RESET_DONE: 'Your password has been changed. Please sign in with the new password.',
  PASSWORDS_DO_NOT_MATCH: 'The two passwords do not match',
  CURRENT_PASSWORD_WRONG: 'Your current password is not correct.',
  PASSWORD_CHANGED: 'Password changed. Every other session of your account has been signed out.',
  VERIFICATION_EMAIL_SENT: 'If this account still needs verification, we have sent a new verification email.',
  VERIFY_EMAIL_LINK_INVALID: 'This verification link is not valid or has expired. Please ask for a new one.',
  EMAIL_VERIFIED: 'Your email address is verified.',
  EMAIL_CHANGE_SENT: 'We sent a link to confirm the change. Your email address changes once the link is opened.',
  TWO_FACTOR_ENABLED: 'Two-factor authentication is on.',
  TWO_FACTOR_DISABLED: 'Two-factor authentication is off.',
  SESSION_REVOKED: 'That session has been signed out.',
  OTHER_SESSIONS_REVOKED: 'Every other session has been signed out.',
  TOKEN_CREATED: 'Copy this token now: it will not be shown again.',
  TOKEN_REVOKED: 'The token has been revoked.',
  TOKEN_NAME_REQUIRED: 'Please give the token a name',
  PASSKEY_ADDED: 'Passkey added.',
  PASSKEY_REMOVED: 'Passkey removed.',
  PASSKEY_FAILED: 'The passkey could not be used. Please try again or sign in with your password.',
  ID_TOKEN_INVALID: 'The sign-in token from your identity provider is not valid.',
  ID_TOKEN_NOT_CONFIGURED: 'Sign-in with an identity provider is not set up on this portal.',
  // Security-key (WebAuthn) errors of spec §8, one clear text per case
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

  // Personal info
  REQUIRED_FIELDS: 'Please fill in all required fields',
  INVALID_EMAIL: 'Please enter a valid email address',
  INVALID_PHONE: 'Please enter a valid 10-digit phone number',
  PERSONAL_NO_ID: 'Failed to submit application',
  NOT_AUTHENTICATED: 'User not authenticated',
  PERSONAL_FAILED: 'Failed to submit information. Please try again.',

  // Company
  COMPANY_REQUIRED_PREFIX: 'Please fill in the following required fields:',
  APPLICATION_ID_REQUIRED: 'Application ID is required',
  COMPANY_FAILED: 'Failed to update company information',
  COMPANY_FAILED_ALERT: 'Failed to update company information. Please try again.',
  COMPLETE_PERSONAL_FIRST: 'Please complete the personal information step first',

  // Business
  SECTOR_REQUIRED: 'Please select a sector',
  OTHER_SECTOR_REQUIRED: 'Please specify your sector',
  FOUNDING_YEAR_REQUIRED: 'Please enter the founding year',
  FOUNDING_YEAR_RANGE: 'Please enter a valid founding year between 1900 and current year',
  REVENUE_REQUIRED: 'Please select your revenue range',
  BUSINESS_FAILED: 'Failed to update business details. Please try again.',

  // Funding
  EQUITY_NEGATIVE: 'Equity funding cannot be negative',
  DEBT_NEGATIVE: 'Debt funding cannot be negative',
  GRANT_NEGATIVE: 'Grant funding cannot be negative',
  FUNDING_FAILED: 'Failed to update funding information. Please try again.',
  COMPLETE_PREVIOUS_FIRST: 'Please complete the previous steps first',

  // Video
  VIDEO_REQUIRED: 'Please upload a video before proceeding',
  VIDEO_INVALID_TYPE: 'Invalid file type. Please upload MP4, MOV, WebM, or AVI files only',
  VIDEO_TOO_LARGE: 'File size exceeds 1GB limit',
  NO_FILE_SELECTED: 'No file selected',
  VIDEO_FAILED: 'Failed to upload video. Please check your file and try again.',
  UPLOAD_AUTH_FAILED: 'Authentication failed. Please refresh the page and try again.',
  NO_AUTH_TOKEN: 'No authentication token found',
  STORAGE_FAILED_PREFIX: 'Failed to upload file to storage: ',

  // Documents
  FINANCIAL_INVALID_TYPE: 'Please upload a PDF file for financial statement',
  PITCH_DECK_INVALID_TYPE: 'Please upload a PDF or PowerPoint file for pitch deck',
  DOCUMENT_TOO_LARGE: 'File size exceeds 10MB limit',
  UPLOAD_URL_FAILED: 'Failed to get upload URL. Please try again.',
  UPLOAD_NETWORK_ERROR: 'Network error occurred. Please check your connection.',
  UPLOAD_CANCELLED: 'Upload cancelled',
  DOCUMENT_FAILED: 'Failed to upload document. Please try again.',

  // Upload protocol and stored files (our own endpoints; 'Invalid file id' and 'File does not exist' are the spec's)
  UPLOAD_KIND_INVALID: 'Unknown upload kind: send video, financial_statement or pitch_deck.',
  UPLOAD_METADATA_INVALID: 'The upload details (Upload-Metadata) could not be read.',
  UPLOAD_LENGTH_REQUIRED: 'The upload must state its size in bytes (Upload-Length) when it starts.',
  UPLOAD_CONCAT_UNSUPPORTED: 'Uploads in parallel parts are not supported: send the file as one upload.',
  FILE_INVALID_ID: 'Invalid file id',
  FILE_DOES_NOT_EXIST: 'File does not exist',
  FILE_LINK_INVALID: 'This file link is not valid.',
  FILE_LINK_EXPIRED: 'This file link has expired. Please open the file again from the portal.',
  RANGE_NOT_SATISFIABLE: 'The requested part of the file is outside the file.',

  // Submit and review
  APPLICATION_NOT_FOUND: 'Application ID not found. Please try again.',
  SUBMIT_FAILED: 'Failed to submit application. Please try again.',
  SUBMIT_ERRORS_HEADING: 'Please complete all required fields before submitting:',
  INVALID_FOUNDING_YEAR: 'Please enter a valid founding year',
  TEAM_SMALLER_THAN_FOUNDERS: 'Team size cannot be less than the number of founders',
  APPLICATION_LOCKED: 'This application has been submitted and can no longer be changed.',
  APPLICATIONS_CLOSED: 'Applications for this cohort are closed. New applications and submissions are no longer accepted.',

  // Generic
  SOMETHING_WENT_WRONG: 'Something went wrong',
  TRY_AGAIN: 'Try Again',
  LOADING: 'Loading...',
  BAD_REQUEST: 'The request could not be understood. Please check what was sent.',
  NOT_FOUND: 'Not found',
  INTERNAL: 'Something went wrong on our side. Please try again.',
} as const;

export type MessageCode = keyof typeof MESSAGES;

export const requiredMessage = (label: string): string => `${label} is required`;
export const invalidFundingMessage = (kind: 'equity' | 'debt' | 'grant'): string =>
  `Please enter a valid ${kind} funding amount`;

/** The body every API error carries: a stable code and the text to show. */
export interface ApiErrorBody {
  code: string;
  message: string;
  details?: string[];
}
