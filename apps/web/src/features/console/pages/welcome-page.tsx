import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@portal/shared/texts/messages';
import { passwordProblems } from '@portal/shared/schemas/auth';
import { setFirstPassword } from '../api/console-api.ts';

/** Where a one-time sign-in link from `npm run admin:create` lands: choose a password for the next sign-ins. */
export const WelcomePage = () => {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblems(password)[0];
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await setFirstPassword(password);
      void navigate('/console', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MESSAGES.SOMETHING_WENT_WRONG);
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="xl" maw={480} mx="auto">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Title order={1} size="h3">
            Welcome to the console
          </Title>
          <Text c="dimmed">You are signed in with a one-time link. Choose a password to sign in with next time.</Text>
          <PasswordInput
            label="New password"
            description={MESSAGES.PASSWORD_HINT}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="new-password"
            required
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" loading={busy}>
            Set password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
};
