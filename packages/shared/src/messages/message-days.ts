import { istDay, MESSAGES_PER_FOUNDER_PER_DAY } from '../reminders/reminder-schedule.ts';
import { MESSAGE_CHANNELS, PHONE_CHANNELS, phoneMessageTime, type MessageChannel } from './channels.ts';

/**
 * The IST days a message reaches the founder on, each counted against MESSAGES_PER_FOUNDER_PER_DAY: today when it
 * goes by email (at once), and the day its SMS and WhatsApp go (held through the quiet hours until 08:00, so a message
 * decided at 22:00 reaches the phone the next day). A message decided at night on email and a phone channel is
 * counted on both days, so neither day can bring a founder more than the cap; by day, it is one day.
 */
export const messageDays = (channels: readonly MessageChannel[], now: Date): string[] => {
  const days = new Set<string>();
  if (channels.includes('email')) days.add(istDay(now));
  if (channels.some((channel) => PHONE_CHANNELS.includes(channel))) days.add(istDay(phoneMessageTime(now)));
  return [...days];
};

/** Every day a message decided at `now` can reach a founder on, whatever its channels: the days whose counts to read. */
export const capDays = (now: Date): string[] => messageDays(MESSAGE_CHANNELS, now);

/**
 * Whether a message on these channels, decided at `now`, would go over the daily cap: a day it reaches the founder on
 * (messageDays, the day of arrival) already brings them MESSAGES_PER_FOUNDER_PER_DAY. `sentOn`: the founder's count on
 * each IST day ('2026-12-04' → 3), a day not in it had none. Reminders decide on this before they go, and the team's
 * preview counts founders by it.
 */
export const overDailyCap = (channels: readonly MessageChannel[], sentOn: Readonly<Record<string, number>>, now: Date): boolean =>
  messageDays(channels, now).some((day) => (sentOn[day] ?? 0) >= MESSAGES_PER_FOUNDER_PER_DAY);
