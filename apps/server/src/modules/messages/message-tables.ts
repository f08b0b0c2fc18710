import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/** A kind of message a founder stopped on one channel (migration 019). */
export type MessageStopsTable = { user_id: string; kind: string; channel: string; created_at: string };

/** One message on one channel (migration 019): what became of it, and the channel's own id of it. */
export type MessageDeliveriesTable = {
  id: string;
  message_id: string;
  kind: string;
  channel: string;
  user_id: string;
  application_id: string | null;
  /** 'queued', 'sent', 'delivered', 'failed', or why it did not go: 'stopped'. */
  status: string;
  provider_id: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
};

export type MessageTables = { message_stops: MessageStopsTable; message_deliveries: MessageDeliveriesTable };

export type MessagesDb = Kysely<Database & MessageTables>;

export const messagesDb = (db: Kysely<Database>): MessagesDb => db.withTables<MessageTables>();

export const DELIVERY_STATUS = {
  queued: 'queued',
  sent: 'sent',
  delivered: 'delivered',
  failed: 'failed',
  stopped: 'stopped',
} as const;
