import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Anchor, Checkbox, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { CONSENT_TEXTS } from '@portal/shared/privacy-messages';
import { fetchPrivacyNotice, recordConsent } from '../../../lib/privacy-api.ts';
import { SIGN_IN_MESSAGES as MESSAGES } from '@portal/shared/sign-in-messages';
import { Logo } from '../../../components/logo.tsx';
import { forgetVerificationSent, rememberVerificationSent } from '../../../lib/verification-notice.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { signUpErrorMessage } from '../api/auth-error-message.ts';
import { checkSignUp, preloadAuthSchemas, type FormProblem } from '../api/validation.ts';
import { useSession } from '../../../lib/use-session.ts';
import { BusyButton } from './busy-button.tsx';
import { FormError } from './form-error.tsx';
import { TermsFooter } from './terms-footer.tsx';
import '../../../app/styles/consent-checkbox.css';
import { t } from '../../../lib/i18n.ts';

type Field = 'name' | 'email' | 'password' | 'consent';

/** Account creation: the shared schema's rules and messages, then sign-up, which also signs in. */
export const SignUpForm = () => {
  const { signUp } = useSession();
  const config = usePublicConfig();
  const location = useLocation();
  const errorId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<FormProblem<Field> | null>(null);
  const [busy, setBusy] = useState(false);
  const [consent, setConsent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const checked = await checkSignUp({ name, email, password });
      if (!checked.ok) {
        setProblem(checked.problem);
        setBusy(false);
        return;
      }
      // An explicit, unticked-by-default consent to the privacy notice (docs/decisions/005-data-rights.md).
      if (!consent) {
        setProblem({ message: CONSENT_TEXTS.REQUIRED, fields: ['consent'] });
        setBusy(false);
        return;
      }
      setProblem(null);
      rememberVerificationSent(checked.data.email);
      await signUp(checked.data, async () => {
        const notice = await fetchPrivacyNotice();
        await recordConsent(notice.version);
      });
    } catch (error) {
      forgetVerificationSent();
      setProblem({ message: signUpErrorMessage(error), fields: [] });
      setBusy(false);
    }
  };

  const isInvalid = (field: Field) => problem?.fields.includes(field) ?? false;
  return (
    <Stack gap="lg">
      <Stack gap={6} align="center" ta="center">
        <Logo size={48} />
        <Title order={1} size="h2">
          {t('Create an Account')}
        </Title>
        <Text c="dimmed" style={{ visibility: config ? 'visible' : 'hidden' }}>
          {t('Start your journey with {productName}', { productName: config?.productName ?? '' })}
        </Text>
      </Stack>
      <form onSubmit={(event) => void submit(event)} onFocus={preloadAuthSchemas} onPointerEnter={preloadAuthSchemas} noValidate aria-describedby={problem ? errorId : undefined}>
        <Stack gap="md">
          <TextInput
            label={t('Full Name')}
            placeholder={t('Enter your full name')}
            autoComplete="name"
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={isInvalid('name')}
          />
          <TextInput
            label={t('Email Address')}
            placeholder={t('Enter your email address')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={isInvalid('email')}
          />
          <PasswordInput
            label={t('Password')}
            placeholder={t('Create a password')}
            description={MESSAGES.PASSWORD_HINT}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={isInvalid('password')}
          />
          <Checkbox
            checked={consent}
            onChange={(event) => setConsent(event.currentTarget.checked)}
            error={isInvalid('consent')}
            required
            label={
              <>
                {CONSENT_TEXTS.CHECKBOX}{' '}
                <Anchor href="/privacy" target="_blank" rel="noopener">
                  {CONSENT_TEXTS.READ_NOTICE}
                </Anchor>
              </>
            }
          />
          <FormError id={errorId} message={problem?.message ?? null} />
          <BusyButton busy={busy} label={t('Create Your Account')} busyLabel={t('Creating Account...')} />
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('Already have an account?')}{' '}
        <Anchor component={Link} to="/" state={location.state} fw={600}>
          {t('Sign in')}
        </Anchor>
      </Text>
      <TermsFooter />
    </Stack>
  );
};
