import { useState } from 'react';
import { Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { ROLES, ROLE_LABELS, isRole } from '@portal/shared/review/review';
import { TEAM_TEXTS } from '@portal/shared/review/staff-invitations';
import { useConsoleUsers, useSetUserRole } from '../api/console-api.ts';
import type { ConsoleMeta } from '../api/console-types.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { Pager } from '../components/pager.tsx';
import { ScrollTable } from '../components/scroll-table.tsx';
import { InviteForm } from '../team/invite-form.tsx';
import { OpenInvitations } from '../team/open-invitations.tsx';
import { RoleChangeDialog, type PendingRoleChange } from '../team/role-change-dialog.tsx';

/** Admins only: invite reviewers and admins by email; find an account and change its role, after a confirmation. */
export const TeamPage = ({ meta }: { meta: ConsoleMeta }) => {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const users = useConsoleUsers(debounced, page);
  const setRole = useSetUserRole();
  const [pending, setPending] = useState<PendingRoleChange | null>(null);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1} size="h2">
          Team &amp; roles
        </Title>
        <Text c="dimmed">
          Reviewers see and review every submitted application; admins also manage roles. Everyone else is an applicant.
        </Text>
      </div>
      <InviteForm />
      <OpenInvitations />
      <TextInput
        label="Find an account"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      <ErrorAlert error={setRole.error} />
      <Paper withBorder>
        <ScrollTable minWidth={560} verticalSpacing="sm" data-testid="team-table" columns={['Name', 'Email', 'Role']}>
          {(users.data?.items ?? []).map((user) => (
            <Table.Tr key={user.id} data-testid={`user-${user.email}`}>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              <Table.Td w={200}>
                <Select
                  aria-label={`Role of ${user.email}`}
                  data={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
                  value={user.role}
                  disabled={user.id === meta.viewerId || setRole.isPending}
                  description={
                    user.id === meta.viewerId ? TEAM_TEXTS.ownRoleReason : setRole.isPending ? TEAM_TEXTS.busyReason : undefined
                  }
                  allowDeselect={false}
                  onChange={(role) =>
                    role &&
                    role !== user.role &&
                    isRole(role) &&
                    setPending({ userId: user.id, who: user.name || user.email, from: user.role, to: role })
                  }
                  comboboxProps={{ withinPortal: true }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      </Paper>
      <Pager pages={pages} value={page} onChange={setPage} />
      <RoleChangeDialog
        change={pending}
        saving={setRole.isPending}
        onCancel={() => setPending(null)}
        onConfirm={(change) => setRole.mutate({ userId: change.userId, role: change.to }, { onSettled: () => setPending(null) })}
      />
    </Stack>
  );
};
