import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';

const SignUpRoute = () => (
  <AuthLayout>
    <SignUpForm />
  </AuthLayout>
);

export default SignUpRoute;
