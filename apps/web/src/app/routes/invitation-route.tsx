import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { InvitationPage } from '../../features/invitation/invitation-page.tsx';

/** /invitation?token=…: an emailed invitation to the program team (features/invitation). */
const InvitationRoute = () => (
  <AuthLayout>
    <InvitationPage />
  </AuthLayout>
);

export default InvitationRoute;
