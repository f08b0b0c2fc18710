import { istDay } from '../reminders/reminder-schedule.ts';
import { PHONE_CHANNELS, phoneMessageTime, type MessageChannel } from './channels.ts';

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
