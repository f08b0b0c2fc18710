import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, List, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import { listActiveSessions, type SessionUser } from '../../lib/auth-client.ts';
import { AccountPageFrame } from '../../components/account-page-frame.tsx';
import { t } from '../../lib/i18n.ts';
import { TitledCard } from '../../components/titled-card.tsx';
import { NeedsConnection } from '../../components/needs-connection.tsx';

const Fact = ({ label, value }: { label: string; value: string }) => (
  <div>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
  </div>
);

/** Password, two-factor, passkeys, sessions and tokens: a chunk of their own, loaded with this page. */
const SecuritySettings = lazy(() => import('./components/security-settings.tsx'));

const useActiveSessionCount = () =>
  useQuery({
    queryKey: ['active-sessions'],
    queryFn: ({ signal }) => listActiveSessions(signal),
    select: (sessions) => sessions.length,
  });

/** Ends every session of the account after a confirmation step. */
const SignOutEverywhere = ({ onConfirm }: { onConfirm: () => Promise<void> }) => {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t(
          'Lost a phone, or signed in on a shared computer? Sign out everywhere ends every session of this account, on every device, including this one.',
        )}
      </Text>
      {failed ? (
        <Alert color="red" role="alert">
          {t('Could not sign out everywhere. Please check your connection and try again.')}
        </Alert>
      ) : null}
      {confirming ? (
        <Group>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {t('Yes, sign out everywhere')}
          </Button>
          <Button variant="default" disabled={busy} onClick={() => setConfirming(false)}>
            {t('Cancel')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button
            color="red"
            variant="light"
            leftSection={<IconLogout2 size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('Sign out everywhere')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};

/** Privacy & Security: the account, its sessions, how it is protected, and sign-out everywhere. */
export const SecurityPage = ({
  user,
  onSignOutEverywhere,
  dataRights,
}: {
  user: SessionUser;
  onSignOutEverywhere: () => Promise<void>;
  dataRights?: ReactNode;
}) => {
  const sessions = useActiveSessionCount();
  return (
    <AccountPageFrame
      title={t('Privacy & Security')}
      intro={t('Your account, where it is signed in, and how your data is protected.')}
    >
      <TitledCard title={t('Your account')} titleGap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fact label={t('Name')} value={user.name.trim() || t('User')} />
          <Fact label={t('Email')} value={user.email} />
          <Fact
            label={t('Active sessions')}
            value={sessions.data !== undefined ? String(sessions.data) : sessions.isError ? t('Unavailable') : '…'}
          />
        </SimpleGrid>
      </TitledCard>
      <Suspense fallback={<Loader mx="auto" aria-label={t('Loading...')} />}>
        <SecuritySettings />
      </Suspense>
      <TitledCard title={t('How we protect your account')} titleGap="sm">
        <List spacing="xs" size="sm">
          <List.Item>
            {t('Your password is stored only scrambled in a way that cannot be undone; nobody at the program can read it.')}
          </List.Item>
          <List.Item>{t('Your sign-in is kept in a secure cookie that the page itself cannot read.')}</List.Item>
          <List.Item>{t('Repeated failed sign-in attempts are slowed down to stop password guessing.')}</List.Item>
          <List.Item>{t('Your application and its files are only visible to you and the program team.')}</List.Item>
        </List>
      </TitledCard>
      {dataRights}
      <TitledCard title={t('Sign out everywhere')} titleGap="sm">
        <NeedsConnection>
          <SignOutEverywhere onConfirm={onSignOutEverywhere} />
        </NeedsConnection>
      </TitledCard>
    </AccountPageFrame>
  );
};
