import { useEffect } from 'react';
import { useSession, useSignedInUser } from '../../lib/use-session.ts';
import { applicationSyncFor } from '../../features/application/lib/application-sync.ts';
import { useMyApplication } from '../../features/application/api/use-my-application.ts';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { SignedInLayout } from '../../features/dashboard/components/signed-in-layout.tsx';

const DashboardRoute = () => {
  const { signOut, markSessionExpired } = useSession();
  const user = useSignedInUser();
  // Saves or a submission a previous visit left queued on this device go out from here too.
  useEffect(() => void applicationSyncFor(user.id), [user.id]);
  // Fetched here so the wizard opens at once.
  const record = useMyApplication();
  return (
    <SignedInLayout user={user} onSignOut={signOut} onSessionExpired={markSessionExpired}>
      <DashboardPage user={user} application={record.data} />
    </SignedInLayout>
  );
};

export default DashboardRoute;
