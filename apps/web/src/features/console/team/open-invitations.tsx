import { useState } from 'react';
import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { istDateTime } from '@portal/shared/format/ist-time';
import { TEAM_TEXTS as T, roleLabelOf } from '@portal/shared/review/staff-invitations';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ScrollTable } from '../components/scroll-table.tsx';
import { useOpenInvitations, useRevokeInvitation } from './team-api.ts';

/** The invitations still waiting, each with its expiry and a way to withdraw it. */
export const OpenInvitations = () => {
  const invitations = useOpenInvitations();
  const revoke = useRevokeInvitation();
  const [revoked, setRevoked] = useState<string | null>(null);
  const items = invitations.data ?? [];
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.openInvitations}
        </Title>
        {revoked ? (
          <Alert color="gray" role="status">
            {T.revoked(revoked)}
          </Alert>
        ) : null}
        <ErrorAlert error={invitations.error ?? revoke.error} />
        {invitations.data && items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.noOpenInvitations}
          </Text>
        ) : (
          <ScrollTable
            minWidth={560}
            verticalSpacing="xs"
            data-testid="invitations-table"
            columns={['Email', 'Role', T.expires, T.revoke]}
          >
            {items.map((invitation) => (
              <Table.Tr key={invitation.id} data-testid={`invitation-${invitation.email}`}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{invitation.email}</Table.Td>
                <Table.Td>{roleLabelOf(invitation.role)}</Table.Td>
                <Table.Td>{istDateTime(invitation.expiresAt)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={revoke.isPending && revoke.variables === invitation.id}
                    aria-label={`${T.revoke}: ${invitation.email}`}
                    onClick={() => revoke.mutate(invitation.id, { onSuccess: (done) => setRevoked(done.email) })}
                  >
                    {T.revoke}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </ScrollTable>
        )}
      </Stack>
    </Paper>
  );
};
