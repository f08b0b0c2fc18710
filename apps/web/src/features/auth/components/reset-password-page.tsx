import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@portal/shared/texts/messages';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { AuthRequestError } from '../../../lib/auth-client.ts';
import { signInErrorMessage } from '../api/auth-error-message.ts';
import { requestPasswordReset, resetPassword } from '../api/password-reset.ts';
import { useFormRequest } from '../hooks/use-form-request.ts';
import { BusyButton } from './busy-button.tsx';

/** The way back, a tap target as wide as its words, in the middle of the card. */
const CENTRED = { alignSelf: 'center' } as const;
import { FormError } from './form-error.tsx';
import { EmailAddressInput } from './email-address-input.tsx';
import { t } from '../../../lib/i18n.ts';

const loadSchemas = () => Promise.all([import('@portal/shared/schemas/auth'), import('@portal/shared/application/field-checks')]);

/** Step 1 (no token): ask for the email and send a link. The answer is the same for unknown addresses. */
const RequestLink = () => {
  const { errorId, error, setError, busy, request, describedBy } = useFormRequest();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [, { isValidEmail }] = await loadSchemas();
    const normalised = email.trim().toLowerCase();
    if (!normalised) return setError(MESSAGES.REQUIRED_FIELDS_AUTH);
    if (!isValidEmail(normalised)) return setError(MESSAGES.EMAIL_INCORRECTLY_FORMATTED);
    await request(async () => {
      await requestPasswordReset(normalised);
      setSent(true);
    }, signInErrorMessage);
  };
  if (sent) return <Text role="status">{ACCOUNT_MESSAGES.RESET_LINK_SENT}</Text>;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={describedBy}>
      <Stack gap="md">
        <Text size="sm">
          {t('Enter the email address of your account and we will send you a link to choose a new password.')}
        </Text>
        <EmailAddressInput value={email} onChange={setEmail} />
        <FormError id={errorId} message={error} />
        <BusyButton busy={busy} label={t('Send reset link')} busyLabel="Sending..." />
      </Stack>
    </form>
  );
};

/** Step 2 (token from the email): choose the new password; the link works once. */
const ChooseNewPassword = ({ token }: { token: string }) => {
  const { errorId, error, setError, busy, setBusy, describedBy } = useFormRequest();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [{ newPasswordSchema, firstIssueMessage }] = await loadSchemas();
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) return setError(firstIssueMessage(parsed.error));
    if (password !== confirm) return setError(ACCOUNT_MESSAGES.PASSWORDS_DO_NOT_MATCH);
    setBusy(true);
    setError(null);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (failure) {
      setError(
        failure instanceof AuthRequestError && failure.code === 'INVALID_TOKEN'
          ? ACCOUNT_MESSAGES.RESET_LINK_INVALID
          : signInErrorMessage(failure),
      );
      setBusy(false);
    }
  };
  if (done) {
    return (
      <Stack gap="sm">
        <Text role="status">{ACCOUNT_MESSAGES.PASSWORD_RESET_DONE}</Text>
        <Anchor component={Link} to="/" fw={600} className="tap-link">
          {t('Go to sign in')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={describedBy}>
      <Stack gap="md">
        <PasswordInput
          label={t('New password')}
          description={MESSAGES.PASSWORD_HINT}
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordInput
          label={t('Repeat new password')}
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
        />
        <FormError id={errorId} message={error} />
        <BusyButton busy={busy} label={t('Set new password')} busyLabel="Saving..." />
      </Stack>
    </form>
  );
};

/** /reset-password: 'Forgot password?' lands here; the emailed link comes back here with its token. */
export const ResetPasswordPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" ta="center">
        {token ? t('Choose a new password') : t('Reset your password')}
      </Title>
      {token ? <ChooseNewPassword token={token} /> : <RequestLink />}
      <Anchor component={Link} to="/" size="sm" className="tap-link" style={CENTRED}>
        {t('Back to sign in')}
      </Anchor>
    </Stack>
  );
};
