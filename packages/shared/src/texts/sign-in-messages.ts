/**
 * The texts the sign-in and sign-up pages can show, kept apart from MESSAGES so the first page a
 * founder loads carries only these. MESSAGES includes them all, so server code keeps one import.
 */
export const SIGN_IN_MESSAGES = {
  // Accounts
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

  // Shown on the sign-in page itself (everything else of account security: account-messages.ts)
  VERIFICATION_EMAIL_SENT: 'If this account still needs verification, we have sent a new verification email.',

  SOMETHING_WENT_WRONG: 'Something went wrong',
  TRY_AGAIN: 'Try Again',
  LOADING: 'Loading...',
} as const;
