import { Navigate, useLocation, useParams } from 'react-router';
import { isWizardStep } from '@portal/shared/steps';
import { useSession, useSignedInUser } from '../../features/auth/hooks/use-session.ts';
import { ApplicationPage } from '../../features/application/components/application-page.tsx';

interface WizardLocationState {
  initialData?: { name?: string; email?: string };
}

/** /application/:step behind <RequireAuth> (router.tsx): the wizard for the signed-in founder. */
const ApplicationRoute = () => {
  const { step = '' } = useParams();
  const location = useLocation();
  const user = useSignedInUser();
  const { markSessionExpired } = useSession();
  if (!isWizardStep(step)) return <Navigate to="/application/personal" replace state={location.state} />;
  const initialData = (location.state as WizardLocationState | null)?.initialData ?? { name: user.name, email: user.email };
  return <ApplicationPage userId={user.id} step={step} initialData={initialData} onSessionExpired={markSessionExpired} />;
};

export default ApplicationRoute;
