import type { ReactNode } from 'react';
import { DirectionProvider, localStorageColorSchemeManager } from '@mantine/core';
import { SessionProvider, startSessionStore } from '../features/auth/components/session-provider.tsx';
import type { SessionStore } from '../lib/session/session-store.ts';
import { startPageQueries } from '../lib/page-start-queries.ts';
import { startQueriesAt } from './router.tsx';
import { PortalMantineProvider } from './mantine-provider.tsx';
import { theme } from './theme.ts';
import './touch.css';

/**
 * App-wide providers: Mantine (theme, colour scheme; app/mantine-provider.tsx) and the session. The colour scheme
 * is kept in localStorage so a page paints in the right scheme before the account loads; signed-in pages then
 * follow the account's Dark Mode preference (features/dashboard/hooks/use-color-scheme-sync.ts). The data cache (QueryClientProvider)
 * and notifications live in app/signed-in-area.tsx: only signed-in pages use them.
 */
/** Loaded on sign-out only: the application's device queue and drafts, and a language choice not sent to the account. */
const clearSavedOnThisDevice = async () => {
  await Promise.all([
    import('../features/application/lib/application-sync.ts').then((sync) => sync.clearSavedOnThisDevice()),
    import('../lib/language-api.ts').then((api) => api.forgetUnsentAccountLanguage()),
  ]);
};

/** The page's first session check named the founder: ask for what the page shows first now (lib/page-start-queries.ts). */
const signedInAtStart = (userId: string) => startPageQueries(startQueriesAt(window.location.pathname), userId);

/** The session check, started before the first render (app/first-answers.ts waits for its answer). */
export const startSession = (): SessionStore => startSessionStore(signedInAtStart);

const colorSchemeManager = localStorageColorSchemeManager({ key: 'portal-color-scheme' });

/**
 * DirectionProvider follows `dir` on <html>, which lib/i18n.ts sets from the language (right to left for Urdu),
 * so Mantine's components mirror with the page.
 */
export const Providers = ({ session, children }: { session: SessionStore; children: ReactNode }) => (
  <DirectionProvider>
    <PortalMantineProvider theme={theme} colorSchemeManager={colorSchemeManager}>
      <SessionProvider store={session} clearSavedOnThisDevice={clearSavedOnThisDevice}>
        {children}
      </SessionProvider>
    </PortalMantineProvider>
  </DirectionProvider>
);
