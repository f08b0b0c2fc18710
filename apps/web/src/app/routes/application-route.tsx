import { Navigate, useLocation, useParams } from 'react-router';
import { isWizardStep } from '@portal/shared/application/steps';
import { useSession, useSignedInUser } from '../../lib/use-session.ts';
import { ApplicationPage } from '../../features/application/components/application-page.tsx';
import { SignedInLayout } from '../../features/dashboard/components/signed-in-layout.tsx';
import { startLoadingUploadSteps } from '../../features/application/components/step-content.tsx';
import { isUploadStep } from '../../features/application/lib/upload-kind.ts';

interface WizardLocationState {
  initialData?: { name?: string; email?: string };
}

/** Before the wizard's first render (app/router.tsx): an upload step opened by its address loads its own part beside the rest. */
export const prepareFirstRender = async (): Promise<void> => {
  const step = window.location.pathname.split('/')[2] ?? '';
  if (isWizardStep(step) && isUploadStep(step)) await startLoadingUploadSteps().catch(() => undefined);
};

/** /application/:step behind <RequireAuth> (router.tsx): the wizard for the signed-in founder. */
const ApplicationRoute = () => {
  const { step = '' } = useParams();
  const location = useLocation();
  const user = useSignedInUser();
  const { signOut, markSessionExpired } = useSession();
  if (!isWizardStep(step)) return <Navigate to="/application/personal" replace state={location.state} />;
  const initialData = (location.state as WizardLocationState | null)?.initialData ?? { name: user.name, email: user.email };
  // The account menu, Sign Out and the logo's way Home stay in reach on every step.
  return (
    <SignedInLayout user={user} onSignOut={signOut} onSessionExpired={markSessionExpired} plain>
      <ApplicationPage userId={user.id} step={step} initialData={initialData} onSessionExpired={markSessionExpired} />
    </SignedInLayout>
  );
};

export default ApplicationRoute;
