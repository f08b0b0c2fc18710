import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { istDateTime } from '@portal/shared/format/ist-time';
import { REMINDER_NOT_SENT_LABELS } from '@portal/shared/messages/console-message-texts';
import { formatReminderTime } from '@portal/shared/reminders/reminder-schedule';
import { DeliveryStates } from './delivery-states.tsx';
import { useApplicationReminders } from './messages-api.ts';

/** The reminders in an application's history: one per member it went to, with its state on each channel. */
export const ApplicationRemindersPanel = ({ applicationId }: { applicationId: string }) => {
  const reminders = useApplicationReminders(applicationId);
  if (!reminders.data || reminders.data.length === 0) return null;
  return (
    <Paper withBorder p="md" data-testid="application-reminders">
      <Title order={4} mb="xs">
        Reminders before the deadline
      </Title>
      <Stack gap="sm">
        {reminders.data.map((r) => (
          <Stack key={r.id} gap={2} data-testid="application-reminder">
            <Text size="sm" fw={600}>
              {formatReminderTime(r.minutesBefore)} before the close · {r.recipientName}
              {r.founder ? '' : ' (co-founder)'}
            </Text>
            <Text size="xs" c="dimmed">
              {istDateTime(r.createdAt, 'en')}
            </Text>
            {r.outcome && r.outcome !== 'sent' ? (
              <Badge color="gray" variant="light" data-testid="reminder-not-sent">
                {REMINDER_NOT_SENT_LABELS[r.outcome as keyof typeof REMINDER_NOT_SENT_LABELS] ?? r.outcome}
              </Badge>
            ) : (
              <DeliveryStates deliveries={r.deliveries} />
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
};
