/**
 * Sign-up sends a verification email (apps/server/src/auth/auth.ts, sendOnSignUp); the dashboard says so once.
 * Kept in sessionStorage: the note belongs to this tab's sign-up, not to the account.
 */
const KEY = 'portal:verification-sent';

export const rememberVerificationSent = (email: string): void => {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage refused (private mode): the note is a courtesy, sign-up goes on.
  }
};

export const verificationSentTo = (): string | null => {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
};

export const forgetVerificationSent = (): void => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
};
