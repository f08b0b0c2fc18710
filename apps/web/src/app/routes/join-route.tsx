import { useSession, useSignedInUser } from '../../lib/use-session.ts';
import { JoinPage } from '../../features/application/team/join-page.tsx';
import { SignedInLayout } from '../../features/dashboard/components/signed-in-layout.tsx';

/** /join?token=… behind <RequireAuth>: a co-founder's invite, answered by the signed-in founder. */
const JoinRoute = () => {
  const { signOut, markSessionExpired } = useSession();
  const user = useSignedInUser();
  return (
    <SignedInLayout user={user} onSignOut={signOut} onSessionExpired={markSessionExpired}>
      <JoinPage />
    </SignedInLayout>
  );
};

export default JoinRoute;
