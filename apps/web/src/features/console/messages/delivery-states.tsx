import { Badge, Group, Text } from '@mantine/core';
import { CONSOLE_CHANNEL_NAMES, DELIVERY_STATE_LABELS, heldUntilLabel } from '@portal/shared/messages/console-message-texts';
import type { MessageChannel } from '@portal/shared/messages/channels';

const COLOR: Record<string, string> = {
  held: 'indigo',
  queued: 'blue',
  sent: 'teal',
  delivered: 'green',
  failed: 'red',
  stopped: 'gray',
  'daily-cap': 'orange',
};

/**
 * A recipient's state on each channel (with whose it is, where several members got it): queued, held until the
 * morning (an SMS or WhatsApp message waiting out the quiet hours), sent, delivered, failed, or why it did not go;
 * none yet: its job has not run (waiting).
 */
export const DeliveryStates = ({
  deliveries,
}: {
  deliveries: readonly { channel: string; status: string; heldUntil?: string | null; recipientName?: string | null }[];
}) =>
  deliveries.length === 0 ? (
    <Text size="sm" c="dimmed">
      {DELIVERY_STATE_LABELS.waiting}
    </Text>
  ) : (
    <Group gap={4} wrap="wrap">
      {deliveries.map((d) => (
        <Badge
          key={`${d.recipientName ?? ''}-${d.channel}`}
          color={COLOR[d.heldUntil ? 'held' : d.status] ?? 'gray'}
          variant="light"
          data-testid={`delivery-${d.channel}`}
        >
          {d.recipientName ? `${d.recipientName} · ` : ''}
          {CONSOLE_CHANNEL_NAMES[d.channel as MessageChannel] ?? d.channel}:{' '}
          {d.heldUntil ? heldUntilLabel(d.heldUntil) : (DELIVERY_STATE_LABELS[d.status] ?? d.status)}
        </Badge>
      ))}
    </Group>
  );
