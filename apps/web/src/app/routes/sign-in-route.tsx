import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';

const SignInRoute = () => (
  <AuthLayout>
    <SignInForm />
  </AuthLayout>
);

export default SignInRoute;
