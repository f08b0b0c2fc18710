import { useId, useState, type FormEvent } from 'react';
import { CONSENT_TEXTS } from '@portal/shared/privacy/privacy-messages';
import { fetchPrivacyNotice, recordConsent } from '../../../lib/privacy-api.ts';
import { SIGN_IN_MESSAGES as MESSAGES } from '@portal/shared/texts/sign-in-messages';
import { forgetVerificationSent, rememberVerificationSent } from '../../../lib/verification-notice.ts';
import { signUpErrorMessage } from '../api/auth-error-message.ts';
import { checkSignUp, type FormProblem } from '../api/validation.ts';
import { useSession } from '../../../lib/use-session.ts';
import { BusyButton } from './busy-button.tsx';
import { FormError } from './form-error.tsx';
import { AuthHeading } from './auth-heading.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { EmailAddressInput } from './email-address-input.tsx';
import { SwitchAccountLink } from './switch-account-link.tsx';
import { TermsFooter } from './terms-footer.tsx';
import '../../../app/styles/consent-checkbox.css';
import { t } from '../../../lib/i18n.ts';
import { TextLink } from '../../../components/text-link.tsx';
import { PlainCheckbox } from '../../../components/fields/plain-checkbox.tsx';
import { PlainPasswordInput } from '../../../components/fields/plain-password-input.tsx';
import { PlainTextInput } from '../../../components/fields/plain-text-input.tsx';
import classes from './auth-form.module.css';
import { PartsInTurns } from '../../../lib/in-turns.tsx';

type Field = 'name' | 'email' | 'password' | 'consent';

/** Account creation: the shared schema's rules and messages, then sign-up, which also signs in. */
export const SignUpForm = () => {
  const { signUp } = useSession();
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
    <div className={classes.column}>
      <PartsInTurns>
        <AuthHeading
          title={t('Create an Account')}
          tagline={(productName) => t('Start your journey with {productName}', { productName })}
        />
        <CredentialsForm onSubmit={submit} errorId={problem ? errorId : undefined}>
          <PlainTextInput
            label={t('Full Name')}
            placeholder={t('Enter your full name')}
            autoComplete="name"
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={isInvalid('name')}
          />
          <EmailAddressInput value={email} onChange={setEmail} error={isInvalid('email')} />
          <PlainPasswordInput
            label={t('Password')}
            placeholder={t('Create a password')}
            description={MESSAGES.PASSWORD_HINT}
            descriptionBelow
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={isInvalid('password')}
          />
          <PlainCheckbox
            checked={consent}
            onChange={(event) => setConsent(event.currentTarget.checked)}
            error={isInvalid('consent')}
            required
            label={
              <>
                {CONSENT_TEXTS.CHECKBOX}{' '}
                <TextLink href="/privacy" target="_blank" rel="noopener" underline="always">
                  {CONSENT_TEXTS.READ_NOTICE}
                </TextLink>
              </>
            }
          />
          <FormError id={errorId} message={problem?.message ?? null} />
          <BusyButton busy={busy} label={t('Create Your Account')} busyLabel={t('Creating Account...')} />
        </CredentialsForm>
        <SwitchAccountLink question={t('Already have an account?')} to="/" label={t('Sign in')} />
        <TermsFooter />
      </PartsInTurns>
    </div>
  );
};
