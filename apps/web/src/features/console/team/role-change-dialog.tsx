import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { isRole, ROLE_LABELS, type Role } from '@portal/shared/review/review';
import { TEAM_TEXTS as T } from '@portal/shared/review/staff-invitations';

export interface PendingRoleChange {
  userId: string;
  who: string;
  from: string;
  to: Role;
}

/** Before a role changes: who goes from what to what, what that lets them do, and that they are emailed. */
export const RoleChangeDialog = ({
  change,
  saving,
  onCancel,
  onConfirm,
}: {
  change: PendingRoleChange | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (change: PendingRoleChange) => void;
}) => (
  <Modal opened={change !== null} onClose={onCancel} title={T.confirmTitle} centered>
    {change ? (
      <Stack gap="sm" data-testid="role-change-confirm">
        <Text>
          {T.confirmBody(change.who, isRole(change.from) ? ROLE_LABELS[change.from] : change.from, ROLE_LABELS[change.to])}
        </Text>
        <Text size="sm">{T.roleEffect[change.to]}</Text>
        <Text size="sm" c="dimmed">
          {T.confirmEmail}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {T.cancel}
          </Button>
          <Button onClick={() => onConfirm(change)} loading={saving}>
            {T.confirm}
          </Button>
        </Group>
      </Stack>
    ) : null}
  </Modal>
);
