import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Anchor, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Logo } from '../../../components/logo.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { signInErrorMessage } from '../api/auth-error-message.ts';
import { checkSignIn, preloadAuthSchemas, type FormProblem } from '../api/validation.ts';
import { useSession } from '../hooks/use-session.ts';
import { BusyButton } from './busy-button.tsx';
import { FormError } from './form-error.tsx';
import { TermsFooter } from './terms-footer.tsx';

type Field = 'email' | 'password';

/**
 * Sign-in (spec §2): validated with the shared schema, then sent to the server. On success the GuestOnly guard
 * takes the founder on: back to the page a guard stopped them at, else to /dashboard.
 */
export const SignInForm = () => {
  const { signIn } = useSession();
  const config = usePublicConfig();
  const location = useLocation();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<FormProblem<Field> | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const checked = await checkSignIn({ email, password });
      if (!checked.ok) {
        setProblem(checked.problem);
        setBusy(false);
        return;
      }
      setProblem(null);
      await signIn(checked.data);
    } catch (error) {
      setProblem({ message: signInErrorMessage(error), fields: [] });
      setBusy(false);
    }
  };

  const isInvalid = (field: Field) => problem?.fields.includes(field) ?? false;
  return (
    <Stack gap="lg">
      <Stack gap={6} align="center" ta="center">
        <Logo size={48} />
        <Title order={1} size="h2">
          Sign In to Dashboard
        </Title>
        <Text c="dimmed" style={{ visibility: config ? 'visible' : 'hidden' }}>
          Continue your journey with {config?.productName ?? ''}
        </Text>
      </Stack>
      <form onSubmit={(event) => void submit(event)} onFocus={preloadAuthSchemas} onPointerEnter={preloadAuthSchemas} noValidate aria-describedby={problem ? errorId : undefined}>
        <Stack gap="md">
          <TextInput
            label="Email Address"
            placeholder="Enter your email address"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={isInvalid('email')}
          />
          <PasswordInput
            label="Password"
            placeholder="Enter your password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={isInvalid('password')}
          />
          <FormError id={errorId} message={problem?.message ?? null} />
          <BusyButton busy={busy} label="Sign In" />
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Don&apos;t have an account?{' '}
        <Anchor component={Link} to="/signup" state={location.state} fw={600}>
          Create one now
        </Anchor>
      </Text>
      <TermsFooter />
    </Stack>
  );
};
