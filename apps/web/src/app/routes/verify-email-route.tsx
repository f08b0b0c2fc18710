import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { VerifyEmailPage } from '../../features/auth/components/verify-email-page.tsx';

const VerifyEmailRoute = () => (
  <AuthLayout>
    <VerifyEmailPage />
  </AuthLayout>
);

export default VerifyEmailRoute;
