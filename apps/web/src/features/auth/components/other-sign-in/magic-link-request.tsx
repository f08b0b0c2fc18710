import { useState, type FormEvent } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { signInErrorMessage } from '../../api/auth-error-message.ts';
import { checkAddress, sendMagicLink } from '../../api/other-sign-in.ts';
import { useFormRequest } from '../../hooks/use-form-request.ts';
import { BusyButton } from '../busy-button.tsx';
import { FormError } from '../form-error.tsx';
import { EmailAddressInput } from '../email-address-input.tsx';
import { BackToPasswordLink } from './back-to-password-link.tsx';
import { t } from '../../../../lib/i18n.ts';

/**
 * Sign-in by an emailed link (passwordless): ask for the address and send the link; the link opens
 * /magic-link, which signs in. The answer is the same whether or not an account exists.
 */
const MagicLinkRequest = ({ onBack }: { onBack: () => void }) => {
  const { errorId, error, setError, busy, request, describedBy } = useFormRequest();
  const [value, setValue] = useState('');
  const [sent, setSent] = useState(false);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkAddress('email', value);
    if (!checked.ok) return setError(checked.message);
    await request(async () => {
      await sendMagicLink(checked.address);
      setSent(true);
    }, signInErrorMessage);
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3" ta="center">
        {t('Sign in with an email link')}
      </Title>
      <form onSubmit={(event) => void send(event)} noValidate aria-describedby={describedBy}>
        <Stack gap="md">
          <EmailAddressInput value={value} onChange={setValue} />
          <FormError id={errorId} message={error} />
          {sent ? (
            <Text size="sm" role="status">
              {ACCOUNT_MESSAGES.MAGIC_LINK_SENT}
            </Text>
          ) : null}
          <BusyButton busy={busy} label={sent ? t('Send another link') : t('Send link')} />
        </Stack>
      </form>
      <BackToPasswordLink onBack={onBack} />
    </Stack>
  );
};

export default MagicLinkRequest;
