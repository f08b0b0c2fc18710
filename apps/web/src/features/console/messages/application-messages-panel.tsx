import { Paper, Stack, Text, Title } from '@mantine/core';
import { istDateTime } from '@portal/shared/format/ist-time';
import { DeliveryStates } from './delivery-states.tsx';
import { useApplicationTeamMessages } from './messages-api.ts';

/** The team messages in an application's history, with each one's delivery state per channel. */
export const ApplicationMessagesPanel = ({ applicationId }: { applicationId: string }) => {
  const messages = useApplicationTeamMessages(applicationId);
  if (!messages.data || messages.data.length === 0) return null;
  return (
    <Paper withBorder p="md" data-testid="application-team-messages">
      <Title order={4} mb="xs">
        Messages from the team
      </Title>
      <Stack gap="sm">
        {messages.data.map((m) => (
          <Stack key={m.id} gap={2}>
            <Text size="sm" fw={600}>
              {m.subject}
            </Text>
            <Text size="xs" c="dimmed">
              {istDateTime(m.createdAt, 'en')} · {m.sentByName}
            </Text>
            <DeliveryStates deliveries={m.deliveries} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
};
