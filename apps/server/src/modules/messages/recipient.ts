import { sql } from 'kysely';
import {
  DEFAULT_CHANNELS,
  isIndianMobileE164,
  PHONE_CHANNELS,
  readChannels,
  type MessageChannel,
  type MessageKind,
} from '@portal/shared/messages/channels';
import type { Config } from '../../config.ts';
import type { MessagesDb } from './message-tables.ts';

/** The channels this server can use: email always; SMS and WhatsApp once configured, or anywhere but production (outbox). */
export const availableChannels = (config: Pick<Config, 'isProduction' | 'smsWebhook' | 'whatsapp'>): MessageChannel[] => [
  'email',
  ...(config.smsWebhook || !config.isProduction ? (['sms'] as const) : []),
  ...(config.whatsapp || !config.isProduction ? (['whatsapp'] as const) : []),
];

export interface Recipient {
  chosen: MessageChannel[];
  stops: { kind: MessageKind; channel: MessageChannel }[];
  /** The confirmed Indian mobile, when there is one. */
  phone: string | undefined;
}

/** A founder's chosen channels, the kinds they stopped on each, and their confirmed mobile. */
export const findRecipient = async (db: MessagesDb, userId: string): Promise<Recipient> =>
  (await findRecipients(db, [userId])).get(userId)!;

/** The same for many founders in two queries (a batch of reminders); every id asked for has an entry. */
export const findRecipients = async (db: MessagesDb, userIds: readonly string[]): Promise<Map<string, Recipient>> => {
  const ids = [...new Set(userIds)];
  const [users, stops] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('user as u')
            .leftJoin('user_preferences as p', 'p.user_id', 'u.id')
            .select([
              'u.id',
              sql<string | null>`${sql.ref('u.phoneNumber')}`.as('phone'),
              sql<unknown>`${sql.ref('u.phoneNumberVerified')}`.as('verified'),
              'p.message_channels',
            ])
            .where('u.id', 'in', ids)
            .execute(),
          db.selectFrom('message_stops').select(['user_id', 'kind', 'channel']).where('user_id', 'in', ids).execute(),
        ]);
  const byId = new Map(users.map((user) => [user.id, user]));
  const stopsOf = new Map<string, Recipient['stops']>();
  for (const { user_id, kind, channel } of stops)
    stopsOf.set(user_id, [...(stopsOf.get(user_id) ?? []), { kind, channel } as Recipient['stops'][number]]);
  return new Map(
    ids.map((id) => {
      const user = byId.get(id);
      const verified = user?.verified === true || user?.verified === 1 || user?.verified === '1';
      const recipient: Recipient = {
        chosen: readChannels(user?.message_channels),
        stops: stopsOf.get(id) ?? [],
        phone: verified && isIndianMobileE164(user?.phone) ? user!.phone! : undefined,
      };
      return [id, recipient];
    }),
  );
};

/**
 * The channels a message of `kind` goes on: the founder's chosen ones that are not stopped for that kind and can
 * reach them (a phone channel needs a confirmed +91 mobile and this server able to use it). When none of the chosen
 * ones can reach them, email, unless they stopped that kind by email. Empty: the founder stopped it everywhere.
 */
export const channelsFor = (recipient: Recipient, kind: MessageKind, available: readonly MessageChannel[]): MessageChannel[] => {
  const stopped = (channel: MessageChannel) => recipient.stops.some((s) => s.kind === kind && s.channel === channel);
  const reachable = (channel: MessageChannel) =>
    available.includes(channel) && (!PHONE_CHANNELS.includes(channel) || recipient.phone !== undefined);
  const chosen = recipient.chosen.filter((channel) => reachable(channel) && !stopped(channel));
  if (chosen.length > 0) return chosen;
  const anyChosenOpen = recipient.chosen.some((channel) => !stopped(channel));
  return anyChosenOpen ? DEFAULT_CHANNELS.filter((channel) => !stopped(channel)) : [];
};

/** Stops `kind` on `channel` for the founder (the stop link, the account page); stopping twice is stopping once. */
export const stopMessages = async (db: MessagesDb, userId: string, kind: MessageKind, channel: MessageChannel): Promise<void> => {
  await db
    .insertInto('message_stops')
    .values({ user_id: userId, kind, channel, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'channel']).doNothing())
    .execute();
};

/** Sets exactly these stops for the founder (the account page). */
export const setStops = async (
  db: MessagesDb,
  userId: string,
  stops: readonly { kind: MessageKind; channel: MessageChannel }[],
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('message_stops').where('user_id', '=', userId).execute();
    if (stops.length > 0)
      await trx
        .insertInto('message_stops')
        .values(stops.map((s) => ({ user_id: userId, kind: s.kind, channel: s.channel, created_at: new Date().toISOString() })))
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'channel']).doNothing())
        .execute();
  });
};
