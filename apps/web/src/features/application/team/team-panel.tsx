import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { CO_FOUNDER_MESSAGES as CO, MAX_CO_FOUNDERS } from '@portal/shared/co-founders/co-founder-rules';
import { NeedsConnection } from '../../../components/needs-connection.tsx';
import { graphqlRequest } from '../../../lib/graphql.ts';
import { t } from '../../../lib/i18n.ts';
import { MUTED } from '../lib/tones.ts';
import { messageOf, useTeam, useTeamAction, type Team } from './team-api.ts';

type Invite = Team['invites'][number];

/**
 * The team of an application (docs/co-founders.md): its members, the open invites with Revoke, the invite form
 * (an email address or a +91 mobile number) and Leave. Every action here needs the connection and says so offline.
 * On the dashboard and the review step; `readOnly` (a submitted application) shows the members only.
 */
export const TeamPanel = ({ applicationId, readOnly = false }: { applicationId: string; readOnly?: boolean }) => {
  const team = useTeam(applicationId);
  if (!team.data) return null;
  const data = team.data;
  const full = data.members.length - 1 + data.invites.length >= MAX_CO_FOUNDERS;
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-title" data-testid="team-panel">
      <Group gap={8} wrap="nowrap">
        <IconUsers size={20} aria-hidden />
        <Title order={2} size="h4" id="team-title">
          {t('Your team')}
        </Title>
      </Group>
      <List spacing={4} size="sm" data-testid="team-members">
        {data.members.map((member) => (
          <List.Item key={`${member.email}-${member.joinedAt}`}>
            {member.isYou ? t('{name} (you)', { name: member.name }) : member.name}
            {data.signOffRequired && member.readConfirmed ? (
              <Badge ml={6} size="sm" variant="light" color="green">
                {t('Has read it')}
              </Badge>
            ) : null}
          </List.Item>
        ))}
      </List>
      {readOnly ? null : (
        <NeedsConnection>
          {data.invites.length > 0 ? <PendingInvites applicationId={applicationId} invites={data.invites} /> : null}
          {full ? (
            <Text size="sm" c={MUTED}>
              {t('Your team is full: at most {count} co-founders can join one application.', { count: MAX_CO_FOUNDERS })}
            </Text>
          ) : (
            <InviteForm applicationId={applicationId} />
          )}
          <LeaveTeam applicationId={applicationId} alone={data.members.length < 2} />
        </NeedsConnection>
      )}
    </Stack>
  );
};

const PendingInvites = ({ applicationId, invites }: { applicationId: string; invites: readonly Invite[] }) => {
  const act = useTeamAction(applicationId);
  const [error, setError] = useState<string | null>(null);
  const revoke = (inviteId: string) =>
    act(() => graphqlRequest('RevokeCoFounderInvite', { applicationId, inviteId })).then(
      () => setError(null),
      (e: unknown) => setError(messageOf(e)),
    );
  return (
    <Stack gap={4} data-testid="team-invites">
      <Text size="sm" fw={600}>
        {t('Invites waiting for an answer')}
      </Text>
      {invites.map((invite) => (
        <Group key={invite.id} gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {invite.email ?? invite.phone}
          </Text>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => void revoke(invite.id)}>
            {t('Revoke')}
          </Button>
        </Group>
      ))}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
};

const InviteForm = ({ applicationId }: { applicationId: string }) => {
  const act = useTeamAction(applicationId);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The server reads the address (inviteAddressSchema) and answers in the founder's language; zod stays off the page.
    if (!address.trim()) {
      setError(t(CO.ADDRESS_REQUIRED));
      return;
    }
    setBusy(true);
    try {
      await act(() => graphqlRequest('InviteCoFounder', { applicationId, address }));
      setSent(address.trim());
      setAddress('');
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="invite-form">
      <Stack gap="xs">
        <TextInput
          label={t('Invite a co-founder')}
          description={t('Their email address, or their 10-digit mobile number for an SMS.')}
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          error={error}
          autoComplete="off"
          inputMode="email"
        />
        <Button
          type="submit"
          loading={busy}
          leftSection={<IconUserPlus size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('Send invite')}
        </Button>
        {sent ? (
          <Text size="sm" role="status" data-testid="invite-sent">
            {t('Invite sent to {address}. The link works once, for 7 days.', { address: sent })}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
};

const LeaveTeam = ({ applicationId, alone }: { applicationId: string; alone: boolean }) => {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (alone) {
    return (
      <Text size="sm" c={MUTED}>
        {t('You are the only member of this application: to stop, delete it instead of leaving.')}
      </Text>
    );
  }
  const leave = async () => {
    try {
      await graphqlRequest('LeaveApplication', { applicationId });
      // Every answer about "my application" changed: none of them may show the one just left.
      queryClient.removeQueries();
      void navigate('/dashboard', { replace: true });
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return asking ? (
    <Alert color="orange" variant="light" data-testid="leave-confirm">
      <Stack gap="xs">
        <Text size="sm">{t('Leave this application? It stays with your co-founders and you can no longer open it.')}</Text>
        <Group gap="xs">
          <Button color="red" size="compact-md" onClick={() => void leave()}>
            {t('Leave')}
          </Button>
          <Button variant="default" size="compact-md" onClick={() => setAsking(false)}>
            {t('Cancel')}
          </Button>
        </Group>
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  ) : (
    <Button variant="subtle" color="red" size="compact-sm" onClick={() => setAsking(true)} style={{ alignSelf: 'flex-start' }}>
      {t('Leave this application')}
    </Button>
  );
};
