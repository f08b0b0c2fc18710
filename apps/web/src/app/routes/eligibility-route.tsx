import { Navigate, useParams } from 'react-router';
import { useSession, useSignedInUser } from '../../lib/use-session.ts';
import { SignedInLayout } from '../../features/dashboard/components/signed-in-layout.tsx';
import { ScreeningPage } from '../../features/eligibility/screening-page.tsx';

/** /eligibility/:cohortId: a cohort's eligibility check before the application starts (docs/own-questions.md). */
const EligibilityRoute = () => {
  const { cohortId } = useParams();
  const { signOut, markSessionExpired } = useSession();
  const user = useSignedInUser();
  if (!cohortId) return <Navigate to="/dashboard" replace />;
  return (
    <SignedInLayout user={user} onSignOut={signOut} onSessionExpired={markSessionExpired}>
      <ScreeningPage cohortId={cohortId} />
    </SignedInLayout>
  );
};

export default EligibilityRoute;
