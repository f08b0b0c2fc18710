import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { MESSAGES } from '@portal/shared/texts/messages';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { PHONE_PREFIX } from '@portal/shared/limits';
import { toIndianMobile } from '@portal/shared/account/account-security';
import { confirmPhone, fetchPhoneNumber, sendPhoneCode } from '../api/security-api.ts';
import { SectionFrame } from './section-frame.tsx';
import { IsolatedText } from '../../../components/isolated-text.tsx';
import { t } from '../../../lib/i18n.ts';
import { useSecurityAction } from '../hooks/use-security-action.ts';
import { typedDigits } from '@portal/shared/format/digits';
import { normalizePhoneInput } from '@portal/shared/application/field-checks';

/** The mobile number for sign-in by SMS code: enter it, then confirm it with the code sent to it. */
export const PhoneSection = () => {
  const queryClient = useQueryClient();
  const phone = useQuery({ queryKey: ['phone-number'], queryFn: ({ signal }) => fetchPhoneNumber(signal) });
  const [value, setValue] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const { busy, error, setError, notice, setNotice, run } = useSecurityAction();

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = toIndianMobile(value);
    if (!number) return setError(ACCOUNT_MESSAGES.PHONE_INCORRECTLY_FORMATTED);
    void run(async () => {
      await sendPhoneCode(number);
      setPending(number);
      setNotice(ACCOUNT_MESSAGES.PHONE_CODE_SENT);
    });
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) return;
    if (!code.trim()) return setError(ACCOUNT_MESSAGES.CODE_REQUIRED);
    void run(async () => {
      await confirmPhone(pending, code);
      setPending(null);
      setCode('');
      setValue('');
      await queryClient.invalidateQueries({ queryKey: ['phone-number'] });
    });
  };

  return (
    <SectionFrame
      title={t('Mobile number')}
      intro={t('Sign in with a code sent by SMS to this number.')}
      error={error}
      notice={notice}
    >
      <Text size="sm">
        {phone.data ? (
          <IsolatedText text={t('Confirmed: {phone}', { phone: phone.data })} values={[phone.data]} />
        ) : phone.isError ? (
          MESSAGES.SOMETHING_WENT_WRONG
        ) : (
          t('No number yet.')
        )}
      </Text>
      {pending ? (
        <form onSubmit={confirm} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('Code from the SMS')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(typedDigits(e.currentTarget.value))}
              style={{ flex: '1 1 10rem' }}
            />
            <Button type="submit" loading={busy}>
              {t('Confirm number')}
            </Button>
          </Group>
        </form>
      ) : (
        <form onSubmit={send} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('Phone Number')}
              type="tel"
              leftSection={<Text size="sm">{PHONE_PREFIX}</Text>}
              placeholder={t('10-digit mobile number')}
              value={value}
              onChange={(e) => setValue(normalizePhoneInput(e.currentTarget.value))}
              style={{ flex: '1 1 12rem' }}
            />
            <Button type="submit" loading={busy}>
              {t('Send code')}
            </Button>
          </Group>
        </form>
      )}
    </SectionFrame>
  );
};
