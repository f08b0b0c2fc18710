import type { MessageChannel, MessageKind } from '@portal/shared/messages/channels';
import type { MessagesDb } from './message-tables.ts';

/**
 * The one writer of `message_deliveries` (db/table-owners.ts): a message's row on each channel, queued, then sent,
 * delivered or failed as its job and the channel report, or why it did not go. Reminders, team messages, the channel
 * jobs and WhatsApp's status webhook all write through here.
 */

/** A message on one channel, as it is first recorded. */
export interface NewDelivery {
  id: string;
  messageId: string;
  kind: MessageKind;
  channel: MessageChannel;
  userId: string;
  applicationId: string | null;
  status: string;
}

/** Records deliveries once each: a row already there (a job run twice, two instances) is left as it is. */
export const insertDeliveries = async (db: MessagesDb, rows: readonly NewDelivery[], at: Date = new Date()): Promise<void> => {
  if (rows.length === 0) return;
  const stamp = at.toISOString();
  await db
    .insertInto('message_deliveries')
    .values(
      rows.map((row) => ({
        id: row.id,
        message_id: row.messageId,
        kind: row.kind,
        channel: row.channel,
        user_id: row.userId,
        application_id: row.applicationId,
        status: row.status,
        provider_id: null,
        last_error: null,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
};

/** What became of a delivery when its job ran: sent (with the channel's id of it), stopped, or failed (with why). */
export const setDeliveryStatus = async (
  db: MessagesDb,
  id: string,
  status: string,
  more: { providerId?: string; lastError?: string } = {},
): Promise<void> => {
  await db
    .updateTable('message_deliveries')
    .set({
      status,
      updated_at: new Date().toISOString(),
      ...(more.providerId !== undefined ? { provider_id: more.providerId } : {}),
      ...(more.lastError !== undefined ? { last_error: more.lastError } : {}),
    })
    .where('id', '=', id)
    .execute();
};

/** A WhatsApp status report: the message WhatsApp names moves to `to`, only from one of the states `from`. */
export const moveWhatsAppDelivery = async (
  db: MessagesDb,
  providerId: string,
  transition: { to: string; from: readonly string[] },
): Promise<void> => {
  await db
    .updateTable('message_deliveries')
    .set({ status: transition.to, updated_at: new Date().toISOString() })
    .where('provider_id', '=', providerId)
    .where('channel', '=', 'whatsapp')
    .where('status', 'in', [...transition.from])
    .execute();
};
