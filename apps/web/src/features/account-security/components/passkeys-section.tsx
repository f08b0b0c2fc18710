import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { deletePasskey, listPasskeys } from '../api/security-api.ts';
import { istDate } from '@portal/shared/format/ist-time';
import { SectionFrame } from './section-frame.tsx';
import { useSecurityAction } from '../hooks/use-security-action.ts';
import { IsolatedText } from '../../../components/isolated-text.tsx';
import { t } from '../../../lib/i18n.ts';
import { SectionList } from './section-list.tsx';

const dateOf = (value: string) => t(istDate(value));

/** Passkeys: add one with this device's authenticator or a security key, list them, remove one. */
export const PasskeysSection = () => {
  const passkeys = useQuery({ queryKey: ['passkeys'], queryFn: ({ signal }) => listPasskeys(signal) });
  const [name, setName] = useState('');
  const { busy, error, notice, run } = useSecurityAction(['passkeys']);

  const add = () =>
    run(async () => {
      const { registerPasskey } = await import('../../../lib/passkey-ceremony.ts');
      await registerPasskey(name.trim() || 'Passkey');
      setName('');
    }, ACCOUNT_MESSAGES.PASSKEY_ADDED);

  return (
    <SectionFrame
      title={t('Passkeys')}
      intro={t('Sign in with your fingerprint, face, screen lock or a security key instead of your password.')}
      error={error}
      notice={notice}
    >
      <SectionList empty={t('No passkeys yet.')} isEmpty={passkeys.data?.length === 0}>
        {(passkeys.data ?? []).map((passkey) => (
          <Group key={passkey.id} justify="space-between" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <IsolatedText
                text={t('{name} · added {date}', { name: passkey.name || t('Passkey'), date: dateOf(passkey.createdAt) })}
                values={[passkey.name ?? '']}
              />
            </Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={busy}
              onClick={() => void run(() => deletePasskey(passkey.id), ACCOUNT_MESSAGES.PASSKEY_REMOVED)}
              aria-label={`Remove passkey ${passkey.name || 'Passkey'}`}
            >
              {t('Remove')}
            </Button>
          </Group>
        ))}
      </SectionList>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('Passkey name')}
          placeholder={t('e.g. My phone')}
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          style={{ flex: '1 1 12rem' }}
        />
        <Button loading={busy} onClick={() => void add()}>
          {t('Add a passkey')}
        </Button>
      </Group>
    </SectionFrame>
  );
};
