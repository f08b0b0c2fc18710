import { createContext, useContext } from 'react';
import type { SessionUser } from './auth-client.ts';
import type { SessionState } from './session/session-store.ts';

export interface SessionContextValue {
  state: SessionState;
  /** Signs in with email and password; 'two-factor' when the account asks for its code next. Throws AuthRequestError on failure. */
  signIn: (credentials: { email: string; password: string }) => Promise<'two-factor' | undefined>;
  /** Another sign-in method (code, passkey, 2FA step) set the session cookie: load the user and tell the other tabs. */
  completeSignIn: () => Promise<void>;
  /** Creates the account and signs it in; throws AuthRequestError on failure. */
  /** `beforeSignedIn` runs once the account exists, before the pages behind sign-in open (the consent is recorded there). */
  signUp: (account: { name: string; email: string; password: string }, beforeSignedIn?: () => Promise<void>) => Promise<void>;
  /** Ends the session here and in every other tab. */
  signOut: () => Promise<void>;
  /** Ends every session of the account on every device, then this one. */
  signOutEverywhere: () => Promise<void>;
  /** A data call answered "not signed in": the session ended elsewhere (expired or revoked). */
  markSessionExpired: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export const useSession = (): SessionContextValue => {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
};

/** The signed-in user; only for components rendered behind <RequireAuth>. */
export const useSignedInUser = (): SessionUser => {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useSignedInUser needs a signed-in session (render behind <RequireAuth>)');
  return state.user;
};

/** The signed-in user's id, or undefined while signed out or the session is being checked. */
export const useSignedInId = (): string | undefined => {
  const { state } = useSession();
  return state.status === 'signed-in' ? state.user.id : undefined;
};
