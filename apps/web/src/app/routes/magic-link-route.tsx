import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { MagicLinkPage } from '../../features/auth/components/magic-link-page.tsx';

const MagicLinkRoute = () => (
  <AuthLayout>
    <MagicLinkPage />
  </AuthLayout>
);

export default MagicLinkRoute;
