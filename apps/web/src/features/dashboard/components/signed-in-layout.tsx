import { useEffect, type ReactNode } from 'react';
import { containerLook } from '../../../components/mantine-look.ts';
import { isUnauthenticated } from '../../../lib/graphql.ts';
import type { SessionUser } from '../../../lib/auth-client.ts';
import { useViewer } from '../api/viewer.ts';
import { useColorSchemeSync } from '../hooks/use-color-scheme-sync.ts';
import { SignedInHeader } from './signed-in-header.tsx';
import { InTurn } from '../../../lib/in-turns.tsx';

export interface SignedInLayoutProps {
  user: SessionUser;
  onSignOut: () => Promise<void>;
  /** Called when the data API says nobody is signed in (the session ended elsewhere). */
  onSessionExpired: () => void;
  children: ReactNode;
  /** The page brings its own landmarks and width (the wizard): no <main> container around it. */
  plain?: boolean;
}

const MAIN = containerLook();

/**
 * The frame of the dashboard and account pages: header with account menu and Sign Out, the colour scheme
 * following the account's Dark Mode preference, and a signed-out redirect if the API no longer knows the session.
 */
export const SignedInLayout = ({ user, onSignOut, onSessionExpired, children, plain = false }: SignedInLayoutProps) => {
  const viewer = useViewer();
  useColorSchemeSync(viewer.data?.preferences.darkMode);
  const sessionEnded = viewer.data === null || isUnauthenticated(viewer.error);
  useEffect(() => {
    if (sessionEnded) onSessionExpired();
  }, [sessionEnded, onSessionExpired]);

  return (
    <>
      <SignedInHeader
        name={viewer.data?.name ?? user.name}
        email={viewer.data?.email ?? user.email}
        preferences={viewer.data?.preferences}
        role={viewer.data?.role}
        onSignOut={onSignOut}
      />
      {/* The page comes a frame after the header (lib/in-turns.tsx). */}
      {plain ? (
        <InTurn>{children}</InTurn>
      ) : (
        <main {...MAIN}>
          <InTurn>{children}</InTurn>
        </main>
      )}
    </>
  );
};
