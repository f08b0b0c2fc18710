import { Navigate, useParams } from 'react-router';
import { DataRightsSection } from '../../features/privacy/data-rights-section.tsx';
import { useSession, useSignedInUser } from '../../lib/use-session.ts';
import { HelpPage } from '../../features/dashboard/components/help-page.tsx';
import { PreferencesPage } from '../../features/dashboard/components/preferences-page.tsx';
import { SecurityPage } from '../../features/account-security/security-page.tsx';
import { SignedInLayout } from '../../features/dashboard/components/signed-in-layout.tsx';

/** /account/preferences, /account/security and /account/help; any other section goes back to the dashboard. */
const AccountRoute = () => {
  const { section } = useParams();
  const { signOut, signOutEverywhere, markSessionExpired } = useSession();
  const user = useSignedInUser();
  const page =
    section === 'preferences' ? (
      <PreferencesPage />
    ) : section === 'security' ? (
      <SecurityPage
        user={user}
        onSignOutEverywhere={signOutEverywhere}
        // The account no longer exists: this device forgets it like at sign-out.
        dataRights={<DataRightsSection onDeleted={() => void signOut().catch(() => undefined)} />}
      />
    ) : section === 'help' ? (
      <HelpPage />
    ) : null;
  if (!page) return <Navigate to="/dashboard" replace />;
  return (
    <SignedInLayout user={user} onSignOut={signOut} onSessionExpired={markSessionExpired}>
      {page}
    </SignedInLayout>
  );
};

export default AccountRoute;
