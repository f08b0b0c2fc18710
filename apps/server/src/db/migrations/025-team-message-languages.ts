import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';

/**
 * Team messages in the languages beyond English and Hindi (docs/reminders.md, "Team messages"): `team_messages.
 * texts_other` is JSON, a list of `{ language, subject, body }`; null means none, and a founder in those languages
 * gets the English or (Devanagari) the Hindi text. Every message stored before reads as one without them.
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema.alterTable('team_messages').addColumn('texts_other', 'text').execute();
};
