import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Loader } from '@mantine/core';
import { PlainButton } from '../../../components/plain-button.tsx';
import { PlainPasswordInput } from '../../../components/fields/plain-password-input.tsx';
import { SIGN_IN_MESSAGES as MESSAGES } from '@portal/shared/texts/sign-in-messages';
import { resendVerificationEmail } from '../../../lib/auth-client.ts';
import { signInErrorMessage } from '../api/auth-error-message.ts';
import { checkSignIn, type FormProblem } from '../api/validation.ts';
import { useSession } from '../../../lib/use-session.ts';
import { BusyButton } from './busy-button.tsx';
import { FormError } from './form-error.tsx';
import { AuthHeading } from './auth-heading.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { EmailAddressInput } from './email-address-input.tsx';
import { SwitchAccountLink } from './switch-account-link.tsx';
import { TermsFooter } from './terms-footer.tsx';
import { t } from '../../../lib/i18n.ts';
import { TextLink } from '../../../components/text-link.tsx';
import classes from './auth-form.module.css';
import { PartsInTurns } from '../../../lib/in-turns.tsx';

type Field = 'email' | 'password';
type Mode = 'password' | 'two-factor' | 'email' | 'phone' | 'link';
/** Across on wide cards, wrapping on phones instead of cutting the labels. */
const ALT_BUTTON = { flex: '1 1 6.5rem' };

// Everything beyond email and password loads only when a founder asks for it (sign-in page budget).
const CodeSignIn = lazy(() => import('./other-sign-in/code-sign-in.tsx'));
const TwoFactorStep = lazy(() => import('./other-sign-in/two-factor-step.tsx'));
const MagicLinkRequest = lazy(() => import('./other-sign-in/magic-link-request.tsx'));

/**
 * Sign-in: validated with the shared schema, then sent to the server. On success the GuestOnly guard
 * takes the founder on: back to the page a guard stopped them at, else to /dashboard.
 */
export const SignInForm = () => {
  const { signIn, completeSignIn } = useSession();
  const [mode, setMode] = useState<Mode>('password');
  const [notice, setNotice] = useState<string | null>(null);
  const [needsVerification, setNeedsVerification] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
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
      setNotice(null);
      if ((await signIn(checked.data)) === 'two-factor') {
        setMode('two-factor');
        setBusy(false);
      }
    } catch (error) {
      const message = signInErrorMessage(error);
      setNeedsVerification(message === MESSAGES.EMAIL_NEEDS_VERIFICATION);
      setProblem({ message, fields: [] });
      setBusy(false);
    }
  };

  const resend = async () => {
    await resendVerificationEmail(email.trim().toLowerCase()).catch(() => undefined);
    setNeedsVerification(false);
    setNotice(MESSAGES.VERIFICATION_EMAIL_SENT);
  };

  const startPasskeySignIn = async () => {
    setPasskeyBusy(true);
    setProblem(null);
    try {
      const { signInWithPasskey } = await import('../../../lib/passkey-ceremony.ts');
      if ((await signInWithPasskey()) === 'two-factor') {
        setMode('two-factor');
        setPasskeyBusy(false);
        return;
      }
      await completeSignIn();
    } catch (error) {
      setProblem({ message: error instanceof Error && error.message ? error.message : MESSAGES.AUTH_FALLBACK, fields: [] });
      setPasskeyBusy(false);
    }
  };

  const backToPassword = () => setMode('password');
  if (mode !== 'password') {
    return (
      <Suspense fallback={<Loader mx="auto" aria-label={MESSAGES.LOADING} />}>
        {mode === 'two-factor' ? (
          <TwoFactorStep onSignedIn={completeSignIn} onBack={backToPassword} />
        ) : mode === 'link' ? (
          <MagicLinkRequest onBack={backToPassword} />
        ) : (
          <CodeSignIn
            channel={mode}
            onSignedIn={completeSignIn}
            onTwoFactor={() => setMode('two-factor')}
            onBack={backToPassword}
          />
        )}
      </Suspense>
    );
  }

  const isInvalid = (field: Field) => problem?.fields.includes(field) ?? false;
  return (
    <div className={classes.column}>
      <PartsInTurns>
        <AuthHeading
          title={t('Sign In to Dashboard')}
          tagline={(productName) => t('Continue your journey with {productName}', { productName })}
        />
        <CredentialsForm onSubmit={submit} errorId={problem ? errorId : undefined}>
          <EmailAddressInput value={email} onChange={setEmail} error={isInvalid('email')} />
          <PlainPasswordInput
            label={t('Password')}
            placeholder={t('Enter your password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={isInvalid('password')}
          />
          <TextLink to="/reset-password" className={classes.forgot}>
            {t('Forgot password?')}
          </TextLink>
          <FormError id={errorId} message={problem?.message ?? null} />
          {needsVerification ? (
            <PlainButton variant="light" onClick={() => void resend()}>
              {t('Resend verification email')}
            </PlainButton>
          ) : null}
          {notice ? (
            <p className={classes.small} role="status">
              {t(notice)}
            </p>
          ) : null}
          <BusyButton busy={busy} label={t('Sign In')} />
        </CredentialsForm>
        <div className={classes.alternatives}>
          <p className={classes.hint}>{t('Or sign in without your password')}</p>
          <div className={classes.alternativeButtons}>
            <PlainButton variant="default" style={ALT_BUTTON} onClick={() => setMode('email')}>
              {t('Email code')}
            </PlainButton>
            <PlainButton variant="default" style={ALT_BUTTON} onClick={() => setMode('link')}>
              {t('Email link')}
            </PlainButton>
            <PlainButton variant="default" style={ALT_BUTTON} onClick={() => setMode('phone')}>
              {t('Phone code')}
            </PlainButton>
            <PlainButton variant="default" style={ALT_BUTTON} loading={passkeyBusy} onClick={() => void startPasskeySignIn()}>
              {t('Passkey')}
            </PlainButton>
          </div>
        </div>
        <SwitchAccountLink question={t("Don't have an account?")} to="/signup" label={t('Create one now')} />
        <TermsFooter />
      </PartsInTurns>
    </div>
  );
};
