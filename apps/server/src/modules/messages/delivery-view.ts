import { heldUntil, type MessageChannel } from '@portal/shared/messages/channels';
import { DELIVERY_STATUS } from './message-tables.ts';

/** A message on one channel as the console shows it (an application's history, a team message's recipients). */
export interface DeliveryView {
  channel: string;
  /** message_deliveries.status: queued, sent, delivered, failed, or why it did not go. */
  status: string;
  updatedAt: string;
  /** A queued SMS or WhatsApp message held through the quiet hours: the 08:00 IST it goes at; otherwise null. */
  heldUntil: string | null;
}

/** A `message_deliveries` row for the console, with until when it is held, seen at `now`. */
export const deliveryView = (
  row: { channel: string; status: string; created_at: string; updated_at: string },
  now: Date = new Date(),
): DeliveryView => {
  const held =
    row.status === DELIVERY_STATUS.queued ? heldUntil(row.channel as MessageChannel, new Date(row.created_at), now) : undefined;
  return { channel: row.channel, status: row.status, updatedAt: row.updated_at, heldUntil: held?.toISOString() ?? null };
};
