import { useId, useState, type FormEvent } from 'react';
import { Anchor, Stack, Text, TextInput, Title } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { codeErrorMessage } from '../../api/code-error-message.ts';
import { verifySecondFactor } from '../../api/other-sign-in.ts';
import { BusyButton } from '../busy-button.tsx';
import { FormError } from '../form-error.tsx';
import { t } from '../../../../lib/i18n.ts';
import { asciiDigits } from '@portal/shared/format/digits';

/** The second step of a password sign-in when two-factor authentication is on (the sign-in answered needsMfa). */
const TwoFactorStep = ({ onSignedIn, onBack }: { onSignedIn: () => Promise<void>; onBack: () => void }) => {
  const errorId = useId();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') return setError(ACCOUNT_MESSAGES.CODE_REQUIRED);
    setBusy(true);
    setError(null);
    try {
      await verifySecondFactor(kind, code);
      await onSignedIn();
    } catch (failure) {
      setError(codeErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? errorId : undefined}>
      <Stack gap="md">
        <Title order={2} size="h3" ta="center">
          {t('Two-factor authentication')}
        </Title>
        <Text size="sm">
          {kind === 'totp'
            ? t('Enter the 6-digit code from your authenticator app.')
            : t('Enter one of the backup codes you saved when you turned on two-factor authentication.')}
        </Text>
        <TextInput
          label={kind === 'totp' ? t('Authentication code') : t('Backup code')}
          placeholder={kind === 'totp' ? t('6-digit code') : t('Backup code')}
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(asciiDigits(event.currentTarget.value))}
        />
        <FormError id={errorId} message={error} />
        <BusyButton busy={busy} label={t('Verify')} />
        <Anchor
          component="button"
          type="button"
          size="sm"
          mih={44}
          onClick={() => (setKind(kind === 'totp' ? 'backup' : 'totp'), setCode(''), setError(null))}
        >
          {kind === 'totp' ? t('Use a backup code instead') : t('Use the authenticator app instead')}
        </Anchor>
        <Anchor component="button" type="button" size="sm" mih={44} onClick={onBack}>
          {t('Back to sign in')}
        </Anchor>
      </Stack>
    </form>
  );
};

export default TwoFactorStep;
