import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { deliveryView, type DeliveryView } from '../messages/delivery-view.ts';
import type { MessageTables } from '../messages/message-tables.ts';
import type { ReminderTables } from './reminder-tables.ts';

export interface ApplicationReminder {
  id: string;
  minutesBefore: number;
  createdAt: string;
  userId: string;
  recipientName: string;
  founder: boolean;
  /** Null while its job waits; then 'sent' or why it did not go ('submitted', 'opted-out', 'superseded', 'daily-cap', 'gone'). */
  outcome: string | null;
  deliveries: DeliveryView[];
}

/**
 * The reminders in an application's history (a draft's as a submitted one's), newest first: one per member it went to
 * (the founder and each co-founder), with what became of it and its delivery state on each channel
 * (message_deliveries; a phone message held through the night says until when).
 */
export const remindersOfApplication = async (
  database: Kysely<Database>,
  applicationId: string,
): Promise<ApplicationReminder[]> => {
  const db = database.withTables<ReminderTables>().withTables<MessageTables>();
  const reminders = await db
    .selectFrom('reminder_sends as s')
    .innerJoin('user as u', 'u.id', 's.user_id')
    .innerJoin('applications as a', 'a.id', 's.application_id')
    .select(['s.id', 's.minutes_before', 's.created_at', 's.user_id', 's.outcome', 'u.name', 'a.user_id as founder_id'])
    .where('s.application_id', '=', applicationId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .execute();
  const deliveries = await db
    .selectFrom('message_deliveries')
    .select(['message_id', 'channel', 'status', 'created_at', 'updated_at'])
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'reminder')
    .orderBy('created_at')
    .execute();
  const now = new Date();
  return reminders.map((r) => ({
    id: r.id,
    minutesBefore: Number(r.minutes_before),
    createdAt: r.created_at,
    userId: r.user_id,
    recipientName: r.name,
    founder: r.user_id === r.founder_id,
    outcome: r.outcome,
    deliveries: deliveries.filter((d) => d.message_id === r.id).map((d) => deliveryView(d, now)),
  }));
};
