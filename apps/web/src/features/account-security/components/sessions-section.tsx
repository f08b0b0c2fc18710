import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { listActiveSessions } from '../../../lib/auth-client.ts';
import { fetchSessionToken, revokeOtherSessions, revokeSession } from '../api/security-api.ts';
import { SectionFrame } from './section-frame.tsx';
import { t } from '../../../lib/i18n.ts';
import { istDateTime } from '@portal/shared/format/ist-time';
import { useSecurityAction } from '../hooks/use-security-action.ts';

const describeAgent = (agent: string | null | undefined): string => {
  if (!agent) return t('Unknown device');
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Chrome\//.test(agent)
      ? 'Chrome'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Safari\//.test(agent)
          ? 'Safari'
          : t('Browser');
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : '';
  return system ? t('{browser} on {system}', { browser, system }) : browser;
};

const when = (value: string) => t(istDateTime(value));

/** Active sessions: where the account is signed in; sign one out, or every other one. */
export const SessionsSection = () => {
  const sessions = useQuery({ queryKey: ['active-sessions-list'], queryFn: ({ signal }) => listActiveSessions(signal) });
  const current = useQuery({ queryKey: ['current-session-token'], queryFn: ({ signal }) => fetchSessionToken(signal) });
  const { busy, error, notice, run } = useSecurityAction(['active-sessions-list'], ['active-sessions']);

  const list = [...(sessions.data ?? [])].sort((a, b) =>
    a.token === current.data ? -1 : b.token === current.data ? 1 : b.updatedAt.localeCompare(a.updatedAt),
  );
  return (
    <SectionFrame
      title={t('Signed-in devices')}
      intro={t('Devices where your account is signed in.')}
      error={error}
      notice={notice}
    >
      <Stack gap="xs">
        {list.map((session) => (
          <Group key={session.id} justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm" fw={600}>
                {describeAgent(session.userAgent)}{' '}
                {session.token === current.data ? (
                  <Badge size="xs" variant="light" color="teal">
                    {t('This device')}
                  </Badge>
                ) : null}
              </Text>
              <Text size="xs" c="dimmed">
                {t('Signed in {when}', { when: when(session.createdAt) })}
              </Text>
            </div>
            {session.token === current.data ? null : (
              <Button
                size="xs"
                variant="light"
                color="red"
                disabled={busy}
                onClick={() => void run(() => revokeSession(session.token), ACCOUNT_MESSAGES.SESSION_REVOKED)}
              >
                {t('Sign out')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      <Group>
        <Button
          variant="light"
          color="red"
          loading={busy}
          disabled={list.length < 2}
          onClick={() => void run(revokeOtherSessions, ACCOUNT_MESSAGES.OTHER_SESSIONS_REVOKED)}
        >
          {t('Sign out all other sessions')}
        </Button>
      </Group>
    </SectionFrame>
  );
};
