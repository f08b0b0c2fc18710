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

/**
 * Personal access tokens for scripts: create with an expiry (the secret shows once), list, revoke. Most founders never
 * need one, so the section says so in plain words and opens only when asked (or when the account has tokens); how a
 * script sends the token is shown beside a new token, where the developer who asked for it reads it.
 */
export const TokensSection = () => {
  const tokens = useQuery({ queryKey: ['access-tokens'], queryFn: ({ signal }) => listTokens(signal) });
  const [name, setName] = useState('');
  // Every token expires; the choices stop at the portal's maximum (API_TOKEN_MAX_DAYS).
  const choices = tokenExpiryChoices(usePublicConfig()?.apiTokenMaxDays ?? DEFAULT_TOKEN_MAX_DAYS);
  const [picked, setDays] = useState<string>(String(TOKEN_EXPIRY_DAYS[1]));
  const days = choices.includes(Number(picked)) ? picked : String(choices.at(-1));
  const [created, setCreated] = useState<string | null>(null);
  const { busy, error, setError, notice, setNotice, run } = useSecurityAction(['access-tokens']);
  const [asked, setAsked] = useState(false);
  const open = asked || (tokens.data?.length ?? 0) > 0 || created !== null;

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
      title={t('Access for a program you use')}
      intro={t(
        'Most founders never need this. Only if you, or a developer you trust, use a program to read your application: it gets a key of its own that works like a password for that program alone, until it expires or you remove it.',
      )}
      error={error}
      notice={notice}
    >
      {open ? null : (
        <Group>
          <Button variant="default" onClick={() => setAsked(true)}>
            {t('Make a key for a program')}
          </Button>
        </Group>
      )}
      {created ? (
        <Alert color="yellow" title={ACCOUNT_MESSAGES.TOKEN_CREATED}>
          <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} aria-label={t('New token')}>
            {created}
          </Code>
          <Text size="xs" mt="xs">
            {t('For the developer: the program sends it in the Authorization header as “Bearer” and the key.')}
          </Text>
          <Button size="xs" mt="xs" variant="default" onClick={() => setCreated(null)}>
            {t('Done')}
          </Button>
        </Alert>
      ) : null}
      {open ? (
        <>
          <SectionList empty={t('No keys yet.')} isEmpty={tokens.data?.length === 0}>
            {(tokens.data ?? []).map((token) => (
              <Group key={token.id} justify="space-between" wrap="wrap">
                <div>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {token.name ?? t('Key')} <Code>{token.start}…</Code>
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
                  aria-label={t('Remove the key {name}', { name: token.name ?? '' })}
                >
                  {t('Remove')}
                </Button>
              </Group>
            ))}
          </SectionList>
          <form onSubmit={create} noValidate>
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t('Name of the program')}
                placeholder={t('e.g. my spreadsheet')}
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
                {t('Make the key')}
              </Button>
            </Group>
          </form>
        </>
      ) : null}
    </SectionFrame>
  );
};
