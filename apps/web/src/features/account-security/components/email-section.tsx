import { useState, type FormEvent } from 'react';
import { TextInput } from '@mantine/core';
import { MESSAGES } from '@portal/shared/texts/messages';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { isValidEmail } from '@portal/shared/application/field-checks';
import { useSignedInUser } from '../../../lib/use-session.ts';
import { requestEmailChange } from '../api/security-api.ts';
import { securityErrorMessage } from '../api/security-error.ts';
import { SectionFrame } from './section-frame.tsx';
import { t } from '../../../lib/i18n.ts';
import { SectionForm } from './section-form.tsx';

/** Email change: the new address gets a link, and the account's address changes only once it is opened. */
export const EmailSection = () => {
  const user = useSignedInUser();
  const [next, setNext] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = next.trim().toLowerCase();
    if (email === '') return setError(MESSAGES.REQUIRED_FIELDS_AUTH);
    if (!isValidEmail(email)) return setError(MESSAGES.EMAIL_INCORRECTLY_FORMATTED);
    if (email === user.email.toLowerCase()) return setError(ACCOUNT_MESSAGES.EMAIL_CHANGE_SAME);
    setBusy(true);
    setError(null);
    try {
      await requestEmailChange(email);
      setPending(email);
      setNext('');
    } catch (failure) {
      setError(securityErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionFrame
      title={t('Email address')}
      intro={t('We confirm a new address before it replaces your current one.')}
      error={error}
      notice={pending ? `${ACCOUNT_MESSAGES.EMAIL_CHANGE_SENT} (${pending})` : null}
    >
      <SectionForm onSubmit={submit} busy={busy} submitLabel={t('Change email')}>
        <TextInput
          label={t('New email address')}
          type="email"
          autoComplete="email"
          value={next}
          onChange={(e) => setNext(e.currentTarget.value)}
        />
      </SectionForm>
    </SectionFrame>
  );
};
