import { useState, type FormEvent } from 'react';
import { Anchor, Stack, Text, TextInput, Title } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { PHONE_PREFIX } from '@portal/shared/limits';
import { signInErrorMessage } from '../../api/auth-error-message.ts';
import { codeErrorMessage } from '../../api/code-error-message.ts';
import { checkAddress, sendSignInCode, signInWithCode, type CodeChannel } from '../../api/other-sign-in.ts';
import { useFormRequest } from '../../hooks/use-form-request.ts';
import { BusyButton } from '../busy-button.tsx';
import { FormError } from '../form-error.tsx';
import { EmailAddressInput } from '../email-address-input.tsx';
import { BackToPasswordLink } from './back-to-password-link.tsx';
import { t } from '../../../../lib/i18n.ts';
import { typedDigits } from '@portal/shared/format/digits';
import { normalizePhoneInput } from '@portal/shared/application/field-checks';

/**
 * Sign-in with a one-time code sent by email or SMS (passwordless): ask for the address, send the code,
 * then take the code. The answer is the same whether or not an account exists. With 2FA on, the code step follows.
 */
const CodeSignIn = ({
  channel,
  onSignedIn,
  onTwoFactor,
  onBack,
}: {
  channel: CodeChannel;
  onSignedIn: () => Promise<void>;
  onTwoFactor: () => void;
  onBack: () => void;
}) => {
  const { errorId, error, setError, busy, setBusy, request, describedBy } = useFormRequest();
  const [value, setValue] = useState('');
  const [address, setAddress] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const isEmail = channel === 'email';

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkAddress(channel, value);
    if (!checked.ok) return setError(checked.message);
    await request(async () => {
      await sendSignInCode(channel, checked.address);
      setAddress(checked.address);
    }, signInErrorMessage);
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!address) return;
    if (code.trim() === '') return setError(ACCOUNT_MESSAGES.CODE_REQUIRED);
    setBusy(true);
    setError(null);
    try {
      if ((await signInWithCode(channel, address, code)) === 'two-factor') return onTwoFactor();
      await onSignedIn();
    } catch (failure) {
      setError(codeErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3" ta="center">
        {isEmail ? t('Sign in with an email code') : t('Sign in with a phone code')}
      </Title>
      {address ? (
        <form onSubmit={(event) => void verify(event)} noValidate aria-describedby={describedBy}>
          <Stack gap="md">
            <Text size="sm" role="status">
              {isEmail ? ACCOUNT_MESSAGES.EMAIL_CODE_SENT : ACCOUNT_MESSAGES.SMS_CODE_SENT}
            </Text>
            <TextInput
              label={t('Code')}
              placeholder={t('6-digit code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={code}
              onChange={(event) => setCode(typedDigits(event.currentTarget.value))}
            />
            <FormError id={errorId} message={error} />
            <BusyButton busy={busy} label={t('Sign In')} />
            <Anchor component="button" type="button" size="sm" mih={44} onClick={() => setAddress(null)}>
              {t('Send a new code')}
            </Anchor>
          </Stack>
        </form>
      ) : (
        <form onSubmit={(event) => void send(event)} noValidate aria-describedby={describedBy}>
          <Stack gap="md">
            {isEmail ? (
              <EmailAddressInput value={value} onChange={setValue} />
            ) : (
              <TextInput
                label={t('Phone Number')}
                placeholder={t('10-digit mobile number')}
                type="tel"
                autoComplete="tel-national"
                leftSection={<Text size="sm">{PHONE_PREFIX}</Text>}
                required
                value={value}
                onChange={(e) => setValue(normalizePhoneInput(e.currentTarget.value))}
              />
            )}
            <FormError id={errorId} message={error} />
            <BusyButton busy={busy} label={t('Send code')} />
          </Stack>
        </form>
      )}
      <BackToPasswordLink onBack={onBack} />
    </Stack>
  );
};

export default CodeSignIn;
