import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Code, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import {
  DEFAULT_TOKEN_MAX_DAYS,
  TOKEN_EXPIRY_DAYS,
  TOKEN_NAME_MAX,
  tokenExpiryChoices,
} from '@portal/shared/account/account-security';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { createToken, listTokens, revokeToken } from '../api/security-api.ts';
import { istDate } from '@portal/shared/format/ist-time';
import { SectionFrame } from './section-frame.tsx';
import { useSecurityAction } from '../hooks/use-security-action.ts';
import { t } from '../../../lib/i18n.ts';
import { SectionList } from './section-list.tsx';

const dateOf = (value: string | null) => (value ? t(istDate(value)) : t('never'));

/** Personal access tokens for scripts: create with an expiry (the secret shows once), list, revoke. */
export const TokensSection = () => {
  const tokens = useQuery({ queryKey: ['access-tokens'], queryFn: ({ signal }) => listTokens(signal) });
  const [name, setName] = useState('');
  // Every token expires; the choices stop at the portal's maximum (API_TOKEN_MAX_DAYS).
  const choices = tokenExpiryChoices(usePublicConfig()?.apiTokenMaxDays ?? DEFAULT_TOKEN_MAX_DAYS);
  const [picked, setDays] = useState<string>(String(TOKEN_EXPIRY_DAYS[1]));
  const days = choices.includes(Number(picked)) ? picked : String(choices.at(-1));
  const [created, setCreated] = useState<string | null>(null);
  const { busy, error, setError, notice, setNotice, run } = useSecurityAction(['access-tokens']);

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return setError(ACCOUNT_MESSAGES.TOKEN_NAME_REQUIRED);
    void run(async () => {
      const token = await createToken(name.trim(), Number(days));
      setCreated(token.key);
      setName('');
    });
  };

  return (
    <SectionFrame
      title={t('Personal access tokens')}
      intro={t("For scripts that call the data API: send the token as 'Authorization: Bearer <token>'.")}
      error={error}
      notice={notice}
    >
      {created ? (
        <Alert color="yellow" title={ACCOUNT_MESSAGES.TOKEN_CREATED}>
          <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} aria-label={t('New token')}>
            {created}
          </Code>
          <Button size="xs" mt="xs" variant="default" onClick={() => setCreated(null)}>
            {t('Done')}
          </Button>
        </Alert>
      ) : null}
      <SectionList empty={t('No tokens yet.')} isEmpty={tokens.data?.length === 0}>
        {(tokens.data ?? []).map((token) => (
          <Group key={token.id} justify="space-between" wrap="wrap">
            <div>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {token.name ?? 'Token'} <Code>{token.start}…</Code>
              </Text>
              <Text size="xs" c="dimmed">
                {t('Created {created} · expires {expires}', {
                  created: dateOf(token.createdAt),
                  expires: dateOf(token.expiresAt),
                })}
              </Text>
            </div>
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={busy}
              onClick={() => void run(async () => (await revokeToken(token.id), setNotice(ACCOUNT_MESSAGES.TOKEN_REVOKED)))}
              aria-label={`Revoke token ${token.name ?? ''}`}
            >
              {t('Revoke')}
            </Button>
          </Group>
        ))}
      </SectionList>
      <form onSubmit={create} noValidate>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('Token name')}
            placeholder={t('e.g. export script')}
            maxLength={TOKEN_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ flex: '1 1 12rem' }}
          />
          <NativeSelect
            label={t('Expires after')}
            value={days}
            onChange={(e) => setDays(e.currentTarget.value)}
            data={choices.map((d) => ({ value: String(d), label: d === 1 ? t('1 day') : t('{count} days', { count: d }) }))}
          />
          <Button type="submit" loading={busy}>
            {t('Create token')}
          </Button>
        </Group>
      </form>
    </SectionFrame>
  );
};
