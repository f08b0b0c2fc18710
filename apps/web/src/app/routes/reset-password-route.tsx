import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page.tsx';

const ResetPasswordRoute = () => (
  <AuthLayout>
    <ResetPasswordPage />
  </AuthLayout>
);

export default ResetPasswordRoute;
