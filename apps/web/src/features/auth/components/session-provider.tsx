import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { fetchSessionUser, revokeAllSessions, signInWithEmail, signOutOnServer, signUpWithEmail } from '../../../lib/auth-client.ts';
import { clearSavedOnThisDevice } from '../../application/lib/application-sync.ts';
import { openSessionChannel } from '../api/session-channel.ts';
import { SessionStore } from '../api/session-store.ts';
import { SessionContext, type SessionContextValue } from '../hooks/use-session.ts';

const createSessionStore = () =>
  new SessionStore({ fetchUser: () => fetchSessionUser(), openChannel: openSessionChannel });

/**
 * Provides the session to the app (see SessionStore for the rules). Checks again when the tab becomes visible,
 * so a session revoked elsewhere is noticed when the founder comes back.
 */
export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const [store] = useState(createSessionStore);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);

  useEffect(() => {
    const stop = store.start();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void store.check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [store]);

  const value = useMemo<SessionContextValue>(
    () => ({
      state,
      signIn: async (credentials) => {
        const result = await signInWithEmail(credentials);
        if (result === 'two-factor') return 'two-factor';
        store.signedInHere(result);
        return undefined;
      },
      completeSignIn: async () => {
        const user = await fetchSessionUser();
        if (user) store.signedInHere(user);
      },
      signUp: async (account) => store.signedInHere(await signUpWithEmail(account)),
      signOut: async () => {
        try {
          await signOutOnServer();
        } finally {
          // Even when the server cannot be reached, this browser stops showing the account and forgets its saves.
          void clearSavedOnThisDevice();
          store.signedOutHere();
        }
      },
      signOutEverywhere: async () => {
        await revokeAllSessions();
        await signOutOnServer().catch(() => undefined);
        void clearSavedOnThisDevice();
        store.signedOutHere();
      },
      markSessionExpired: () => store.markExpired(),
    }),
    [state, store],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
};
