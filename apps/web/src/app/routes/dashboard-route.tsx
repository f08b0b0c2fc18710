import { useSession, useSignedInUser } from '../../features/auth/hooks/use-session.ts';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { SignedInLayout } from '../../features/dashboard/components/signed-in-layout.tsx';

const DashboardRoute = () => {
  const { signOut, markSessionExpired } = useSession();
  const user = useSignedInUser();
  return (
    <SignedInLayout user={user} onSignOut={signOut} onSessionExpired={markSessionExpired}>
      <DashboardPage user={user} />
    </SignedInLayout>
  );
};

export default DashboardRoute;
