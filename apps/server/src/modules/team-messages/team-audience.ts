import type { MessageChannel } from '@portal/shared/messages/channels';
import { capDays, overDailyCap } from '@portal/shared/messages/message-days';
import { teamTextFor, type TeamMessageTexts } from '@portal/shared/messages/team-message';
import { localeOf } from '../../auth/account-language.ts';
import type { Config } from '../../config.ts';
import { availableChannels, channelsFor, findRecipient } from '../messages/recipient.ts';
import { messagesSentOn } from '../reminders/reminder-repository.ts';
import type { SegmentMember } from './team-segment.ts';
import type { TeamMessagesDb } from './team-message-tables.ts';

export interface Audience {
  /** Founders in the group: every member (founder and co-founders) of each application. */
  founders: number;
  /** How many get it on each channel, after their choices, their stops of team messages and the daily cap. */
  email: number;
  sms: number;
  whatsapp: number;
  /** Founders who stopped team messages on every channel they could get them on. */
  stopped: number;
  /** Founders it would not reach now: a day it would arrive on already has the cap of messages (overDailyCap). */
  dailyCap: number;
  /** How many get the English text, how many the Hindi one, and how many a text the team wrote in their own other language. */
  english: number;
  hindi: number;
  other: number;
}

const CHUNK = 50;

/** Each application's founder and its co-founders (application_members), each once. */
const everyMember = async (db: TeamMessagesDb, applications: readonly SegmentMember[]): Promise<{ userId: string }[]> => {
  const keys = new Set<string>();
  const members: { userId: string }[] = [];
  const add = (applicationId: string, userId: string) => {
    const key = `${applicationId} ${userId}`;
    if (keys.has(key)) return;
    keys.add(key);
    members.push({ userId });
  };
  for (const application of applications) add(application.applicationId, application.userId);
  for (let start = 0; start < applications.length; start += 500) {
    const ids = applications.slice(start, start + 500).map((a) => a.applicationId);
    for (const row of await db
      .selectFrom('application_members')
      .select(['application_id', 'user_id'])
      .where('application_id', 'in', ids)
      .orderBy('joined_at')
      .execute())
      add(row.application_id, row.user_id);
  }
  return members;
};

/**
 * Who a message to these members reaches, on which channels and in which text (the preview before the confirm), if
 * it went at `now`: a founder whose day of arrival is full counts as `dailyCap`, on no channel, as its job would.
 */
export const audienceOf = async (
  db: TeamMessagesDb,
  config: Pick<Config, 'isProduction' | 'smsWebhook' | 'whatsapp'>,
  applications: readonly SegmentMember[],
  texts: TeamMessageTexts,
  now: Date = new Date(),
): Promise<Audience> => {
  const members = await everyMember(db, applications);
  const audience: Audience = {
    founders: members.length,
    email: 0,
    sms: 0,
    whatsapp: 0,
    stopped: 0,
    dailyCap: 0,
    english: 0,
    hindi: 0,
    other: 0,
  };
  const available = availableChannels(config);
  const userIds = [...new Set(members.map((member) => member.userId))];
  const sentOn = await messagesSentOn(db, userIds, capDays(now));
  const languages = new Map<string, string | null>();
  for (let start = 0; start < userIds.length; start += 500) {
    const chunk = userIds.slice(start, start + 500);
    for (const row of await db.selectFrom('user').select(['id', 'language']).where('id', 'in', chunk).execute())
      languages.set(row.id, row.language);
  }
  for (let start = 0; start < members.length; start += CHUNK) {
    const chunk = members.slice(start, start + CHUNK);
    const channels = await Promise.all(
      chunk.map(async (member) => channelsFor(await findRecipient(db, member.userId), 'team', available)),
    );
    chunk.forEach((member, index) => {
      const on: MessageChannel[] = channels[index]!;
      if (on.length === 0) audience.stopped += 1;
      else if (overDailyCap(on, sentOn.get(member.userId) ?? {}, now)) audience.dailyCap += 1;
      else for (const channel of on) audience[channel] += 1;
      const language = teamTextFor(texts, localeOf(languages.get(member.userId) ?? null)).language;
      if (language === 'en') audience.english += 1;
      else if (language === 'hi') audience.hindi += 1;
      else audience.other += 1;
    });
  }
  return audience;
};
