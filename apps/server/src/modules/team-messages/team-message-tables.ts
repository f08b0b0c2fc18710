import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { TeamOtherText } from '@portal/shared/messages/team-message';
import type { Database } from '../../db/types.ts';
import type { MessageTables } from '../messages/message-tables.ts';
import type { ReminderTables } from '../reminders/reminder-tables.ts';

/** A message an admin wrote to a group of a cohort's founders (migration 020). */
export type TeamMessagesTable = {
  id: string;
  cohort_id: string;
  /** The group, as teamSegmentSchema (JSON). */
  segment: string;
  subject_en: string;
  body_en: string;
  subject_hi: string;
  body_hi: string;
  /** The texts in the other languages, JSON `[{ language, subject, body }]` (migration 025); null: none. */
  texts_other: string | null;
  sent_by_id: string | null;
  sent_by_name: string;
  recipients: number;
  created_at: string;
};

/** One application a team message went to, and its founder then. */
export type TeamMessageRecipientsTable = { message_id: string; application_id: string; user_id: string; created_at: string };

export type TeamMessageTables = { team_messages: TeamMessagesTable; team_message_recipients: TeamMessageRecipientsTable };

export type TeamMessagesDb = Kysely<Database & TeamMessageTables & MessageTables & ReminderTables>;

export const teamMessagesDb = (db: Kysely<Database>): TeamMessagesDb =>
  db.withTables<TeamMessageTables>().withTables<MessageTables>().withTables<ReminderTables>();

/** The job of one recipient of a team message (its id: `team:<message>:<application>`). */
export const TEAM_MESSAGE_JOB = 'team-message';

/** The id of one recipient's message: its job, and the message id of its deliveries on each channel. */
export const recipientMessageId = (messageId: string, applicationId: string): string => `team:${messageId}:${applicationId}`;

/**
 * The message id of one member's deliveries: the application's founder (the recipient row's) keeps the recipient's
 * id, each co-founder (application_members) has it followed by their account id, so every member's message is
 * decided, capped, stopped and shown on its own.
 */
export const memberMessageId = (messageId: string, applicationId: string, userId: string, founderId: string): string =>
  userId === founderId
    ? recipientMessageId(messageId, applicationId)
    : `${recipientMessageId(messageId, applicationId)}:${userId}`;

const storedOtherTexts = z.array(z.object({ language: z.string(), subject: z.string(), body: z.string() }));

/** The stored texts in the other languages read back; null (a message from before them) or unreadable: none. */
export const readOtherTexts = (stored: string | null | undefined): TeamOtherText[] => {
  if (!stored) return [];
  try {
    const parsed = storedOtherTexts.safeParse(JSON.parse(stored));
    return parsed.success ? (parsed.data as TeamOtherText[]) : [];
  } catch {
    return [];
  }
};
