import type { Kysely, Selectable } from 'kysely';
import { DEFAULT_CHANNELS, readChannels, type MessageChannel } from '@portal/shared/messages/channels';
import { nowIso, toBool, type Database, type UserPreferencesTable } from '../../db/types.ts';

export interface Preferences {
  notifications: boolean;
  darkMode: boolean;
  emailUpdates: boolean;
  /** Reminders before a cohort closes (docs/reminders.md); the one-tap link in each reminder switches them off. */
  reminders: boolean;
  /** The channels the founder chose for reminders and team messages (docs/reminders.md). */
  channels: MessageChannel[];
  /** Whether the choice of channels was offered (once, after the first save). */
  channelsOffered: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  notifications: true,
  darkMode: false,
  emailUpdates: true,
  reminders: true,
  channels: [...DEFAULT_CHANNELS],
  channelsOffered: false,
};

const toPreferences = (row: Selectable<UserPreferencesTable>): Preferences => ({
  notifications: toBool(row.notifications),
  darkMode: toBool(row.dark_mode),
  emailUpdates: toBool(row.email_updates),
  reminders: toBool(row.reminders),
  channels: readChannels(row.message_channels),
  channelsOffered: toBool(row.channels_offered),
});

// SQLite cannot bind booleans; PostgreSQL reads '1'/'0' as boolean, so 0/1 suits both.
const bit = (value: boolean): number => (value ? 1 : 0);

export const getPreferences = async (db: Kysely<Database>, userId: string): Promise<Preferences> => {
  const row = await db.selectFrom('user_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? toPreferences(row) : DEFAULT_PREFERENCES;
};

/** Sets the given preferences and keeps the others (defaults on first save). */
export const updatePreferences = async (
  db: Kysely<Database>,
  userId: string,
  changes: Partial<Preferences>,
): Promise<Preferences> => {
  const now = nowIso();
  const columns = {
    ...(changes.notifications !== undefined ? { notifications: bit(changes.notifications) } : {}),
    ...(changes.darkMode !== undefined ? { dark_mode: bit(changes.darkMode) } : {}),
    ...(changes.emailUpdates !== undefined ? { email_updates: bit(changes.emailUpdates) } : {}),
    ...(changes.reminders !== undefined ? { reminders: bit(changes.reminders) } : {}),
    ...(changes.channels !== undefined ? { message_channels: JSON.stringify(changes.channels) } : {}),
    ...(changes.channelsOffered !== undefined ? { channels_offered: bit(changes.channelsOffered) } : {}),
  };
  const row = await db
    .insertInto('user_preferences')
    .values({
      user_id: userId,
      notifications: bit(DEFAULT_PREFERENCES.notifications),
      dark_mode: bit(DEFAULT_PREFERENCES.darkMode),
      email_updates: bit(DEFAULT_PREFERENCES.emailUpdates),
      reminders: bit(DEFAULT_PREFERENCES.reminders),
      message_channels: null,
      channels_offered: bit(DEFAULT_PREFERENCES.channelsOffered),
      ...columns,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...columns, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPreferences(row);
};

/** Signing up from an anonymous session: the preferences move to the new account, unless it has its own. */
export const movePreferencesToUser = async (db: Kysely<Database>, fromUserId: string, toUserId: string): Promise<void> => {
  const existing = await db.selectFrom('user_preferences').select('user_id').where('user_id', '=', toUserId).executeTakeFirst();
  if (!existing) await db.updateTable('user_preferences').set({ user_id: toUserId }).where('user_id', '=', fromUserId).execute();
};
