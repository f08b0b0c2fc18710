import { useState, type FormEvent } from 'react';
import { PasswordInput, SimpleGrid } from '@mantine/core';
import { MESSAGES } from '@portal/shared/texts/messages';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { newPasswordSchema, firstIssueMessage } from '@portal/shared/schemas/auth';
import { changePassword } from '../api/security-api.ts';
import { securityErrorMessage } from '../api/security-error.ts';
import { SectionFrame } from './section-frame.tsx';
import { t } from '../../../lib/i18n.ts';
import { SectionForm } from './section-form.tsx';

/** Change password: the other sessions are signed out by the server. */
export const ChangePasswordSection = () => {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    if (!current || !next) return setError(MESSAGES.REQUIRED_FIELDS_AUTH);
    const parsed = newPasswordSchema.safeParse(next);
    if (!parsed.success) return setError(firstIssueMessage(parsed.error));
    setBusy(true);
    setError(null);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setNotice(ACCOUNT_MESSAGES.PASSWORD_CHANGED);
    } catch (failure) {
      setError(securityErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SectionFrame
      title={t('Password')}
      intro={t('Changing your password signs out every other device.')}
      error={error}
      notice={notice}
    >
      <SectionForm onSubmit={submit} busy={busy} submitLabel={t('Change password')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PasswordInput
            label={t('Current password')}
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('New password')}
            description={MESSAGES.PASSWORD_HINT}
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
          />
        </SimpleGrid>
      </SectionForm>
    </SectionFrame>
  );
};
