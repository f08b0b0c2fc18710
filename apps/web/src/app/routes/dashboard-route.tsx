import { useEffect } from 'react';
import { useSession, useSignedInUser } from '../../lib/use-session.ts';
import { applicationSyncFor } from '../../features/application/lib/application-sync.ts';
import { useMyApplication } from '../../features/application/api/use-my-application.ts';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import type { ApplicationsListed, StartOffline } from '../../features/dashboard/api/cohorts.ts';

/**
 * A start without a connection waits in the application's save queue; the phone's copy of the new application
 * opens at once. Its code (the copy rule and the field catalogue) loads only then, from the app's cached files.
 */
const startOffline =
  (userId: string): StartOffline =>
  async (choice) => {
    const offline = await import('../../features/application/lib/offline-start.ts');
    return offline.startApplicationOffline(userId, choice);
  };
/**
 * A save's conflicts are kept with the queue until the founder chooses: those of an application the founder left, or
 * that was submitted, would otherwise stay on the device for good (docs/co-founders.md).
 */
const forgetConflictsElsewhere =
  (userId: string): ApplicationsListed =>
  (unsubmittedIds, askedAt) =>
    void applicationSyncFor(userId).keepConflictsOf(unsubmittedIds, askedAt);
import { TeamPanel } from '../../features/application/team/team-parts.tsx';
import { serverApplicationId } from '../../features/application/lib/local-application.ts';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { SignedInLayout } from '../../features/dashboard/components/signed-in-layout.tsx';

const DashboardRoute = () => {
  const { signOut, markSessionExpired } = useSession();
  const user = useSignedInUser();
  // Saves or a submission a previous visit left queued on this device go out from here too.
  useEffect(() => void applicationSyncFor(user.id), [user.id]);
  // Fetched here so the wizard opens at once.
  const record = useMyApplication();
  const applicationId = serverApplicationId(record.data?.id);
  const team = applicationId ? (
    <TeamPanel applicationId={applicationId} readOnly={record.data?.status === SUBMITTED_STATUS} />
  ) : undefined;
  return (
    <SignedInLayout user={user} onSignOut={signOut} onSessionExpired={markSessionExpired}>
      <DashboardPage
        user={user}
        application={record.data}
        startOffline={startOffline(user.id)}
        team={team}
        onApplicationsListed={forgetConflictsElsewhere(user.id)}
      />
    </SignedInLayout>
  );
};

export default DashboardRoute;
