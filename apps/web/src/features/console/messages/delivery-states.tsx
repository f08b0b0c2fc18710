import { Badge, Group, Text } from '@mantine/core';

const LOOK: Record<string, { label: string; color: string }> = {
  queued: { label: 'queued', color: 'blue' },
  sent: { label: 'sent', color: 'teal' },
  delivered: { label: 'delivered', color: 'green' },
  failed: { label: 'failed', color: 'red' },
  stopped: { label: 'stopped by the founder', color: 'gray' },
  'daily-cap': { label: 'not sent: daily limit', color: 'orange' },
};

/** A recipient's state on each channel (with whose it is, where several members got it); none yet: its job has not run (waiting). */
export const DeliveryStates = ({
  deliveries,
}: {
  deliveries: readonly { channel: string; status: string; recipientName?: string | null }[];
}) =>
  deliveries.length === 0 ? (
    <Text size="sm" c="dimmed">
      waiting
    </Text>
  ) : (
    <Group gap={4} wrap="wrap">
      {deliveries.map((d) => {
        const look = LOOK[d.status] ?? { label: d.status, color: 'gray' };
        return (
          <Badge
            key={`${d.recipientName ?? ''}-${d.channel}`}
            color={look.color}
            variant="light"
            data-testid={`delivery-${d.channel}`}
          >
            {d.recipientName ? `${d.recipientName} · ` : ''}
            {d.channel === 'sms' ? 'SMS' : d.channel === 'whatsapp' ? 'WhatsApp' : 'Email'}: {look.label}
          </Badge>
        );
      })}
    </Group>
  );
