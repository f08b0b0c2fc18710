import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  AuthRequestError,
  fetchSessionUser,
  revokeAllSessions,
  signInWithEmail,
  signOutOnServer,
  signUpWithEmail,
} from '../../../lib/auth-client.ts';
import { deviceSession } from '../../../lib/device-session.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { pendingSignOutIn } from '../api/pending-sign-out.ts';
import { openSessionChannel } from '../../../lib/session/session-channel.ts';
import { SessionStore } from '../../../lib/session/session-store.ts';
import { SessionContext, type SessionContextValue } from '../../../lib/use-session.ts';

/** The wizard's save queue and drafts are forgotten at sign-out; their code loads then, not with the sign-in page. */

/**
 * The account's language (lib/language-api.ts, loaded only then): signing in adopts the account's choice, so it
 * wins on a new device; signing up stores the language chosen on this device.
 */
const adoptAccountLanguage = () => void import('../../../lib/language-api.ts').then((api) => api.adoptAccountLanguage());
const keepDeviceLanguage = () =>
  void import('../../../lib/language-api.ts').then((api) => api.saveAccountLanguage(currentLocale()));

const pendingSignOut = pendingSignOutIn(typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * The page's session, checked from the moment the code has loaded rather than after the first render, so the first
 * render can already show the page the answer decides (app/first-answers.ts). The check and the other tabs' news run
 * for the page's whole life.
 */
export const startSessionStore = (signedInAtStart?: (userId: string) => void): SessionStore => {
  const store = new SessionStore({
    fetchUser: pendingSignOut.checkWith(() => fetchSessionUser(), signOutOnServer),
    fetchUserAtStart: async () => {
      const user = await pendingSignOut.checkWith(() => fetchSessionUser(undefined, { pageStart: true }), signOutOnServer)();
      if (user) signedInAtStart?.(user.id);
      return user;
    },
    openChannel: openSessionChannel,
    deviceCopy: deviceSession,
    isOnline: () => navigator.onLine,
  });
  store.start();
  return store;
};

/**
 * Provides the session to the app (see SessionStore for the rules). Checks again when the tab becomes visible
 * or the network comes back, so a session revoked elsewhere is noticed when the founder returns.
 */
/**
 * `clearSavedOnThisDevice`: forgets what this browser holds for the account (given by app/providers.tsx, which
 * knows the features that keep something on the device), called where the session ends.
 */
export const SessionProvider = ({
  children,
  store,
  clearSavedOnThisDevice,
}: {
  children: ReactNode;
  /** Started by startSessionStore before the first render. */
  store: SessionStore;
  clearSavedOnThisDevice: () => Promise<void>;
}) => {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void store.check();
    };
    const onOnline = () => void store.check();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }, [store]);

  const value = useMemo<SessionContextValue>(
    () => ({
      state,
      signIn: async (credentials) => {
        const result = await signInWithEmail(credentials);
        if (result === 'two-factor') return 'two-factor';
        pendingSignOut.clear();
        store.signedInHere(result);
        adoptAccountLanguage();
        return undefined;
      },
      completeSignIn: async () => {
        const user = await fetchSessionUser();
        if (user) {
          pendingSignOut.clear();
          store.signedInHere(user);
          adoptAccountLanguage();
        }
      },
      signUp: async (account, beforeSignedIn) => {
        const user = await signUpWithEmail(account);
        // The account exists whatever happens here; a consent not recorded is asked for at the next page.
        await beforeSignedIn?.().catch(() => undefined);
        keepDeviceLanguage();
        pendingSignOut.clear();
        store.signedInHere(user);
      },
      signOut: async () => {
        try {
          await signOutOnServer();
        } catch (error) {
          // No answer: the server still holds the session; it is ended before this device opens it again.
          if (error instanceof AuthRequestError && error.isRetryable) pendingSignOut.mark();
          throw error;
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
    [state, store, clearSavedOnThisDevice],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
};
