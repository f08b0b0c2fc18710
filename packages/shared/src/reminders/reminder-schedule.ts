import { istIso } from '../format/ist-time.ts';

/**
 * Automatic reminders before a cohort closes (docs/reminders.md): the times, the rule of which one is due, and the
 * daily cap. The server's scheduler and delivery and the console's cohort form all read them from here.
 */

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When a cohort sends its reminders, in minutes before it closes, unless an admin sets other times. */
export const DEFAULT_REMINDER_OFFSETS: readonly number[] = [7 * DAY, 2 * DAY, 1 * DAY, 3 * HOUR];

export const REMINDER_LIMITS = {
  /** A cohort has at most this many reminder times. */
  maxTimes: 8,
  /** The earliest reminder: 60 days before the close. */
  maxMinutesBefore: 60 * DAY,
  /** The latest: 15 minutes before the close. */
  minMinutesBefore: 15,
} as const;

/** At most this many reminders and messages reach one founder in one IST calendar day. */
export const MESSAGES_PER_FOUNDER_PER_DAY = 3;

export const REMINDER_MESSAGES = {
  TIMES_INVALID: `Enter up to ${REMINDER_LIMITS.maxTimes} reminder times such as 7d, 2d, 1d, 3h (days or hours before the close, from 15m to 60d), separated by commas.`,
  LINK_INVALID:
    'This link to stop messages is not valid. Copy the whole link from the message, or stop them on your account page.',
  CHANNEL_NEEDS_MOBILE:
    'SMS and WhatsApp need a confirmed Indian mobile number (+91). Add and confirm it on your account page first.',
} as const;

export const REMINDER_MESSAGES_HI: Record<keyof typeof REMINDER_MESSAGES, string> = {
  TIMES_INVALID: `बंद होने से पहले रिमाइंडर के ज़्यादा से ज़्यादा ${REMINDER_LIMITS.maxTimes} समय लिखें, जैसे 7d, 2d, 1d, 3h (दिन या घंटे, 15m से 60d तक), कॉमा से अलग करके।`,
  LINK_INVALID: 'संदेश बंद करने का यह लिंक सही नहीं है। संदेश से पूरा लिंक कॉपी करें, या अपने खाते के पेज पर इन्हें बंद करें।',
  CHANNEL_NEEDS_MOBILE:
    'SMS और WhatsApp के लिए पक्का किया हुआ भारतीय मोबाइल नंबर (+91) चाहिए। पहले अपने खाते के पेज पर उसे जोड़ें और पक्का करें।',
};

/** A cohort's reminder times, latest first (the smallest number of minutes before the close last), without repeats. */
export const normalizeReminderOffsets = (offsets: readonly number[]): number[] => [...new Set(offsets)].sort((a, b) => b - a);

/** Whether the times are ones an admin may set: whole minutes within the limits, at most `maxTimes` of them. */
export const validReminderOffsets = (offsets: readonly number[]): boolean =>
  offsets.length <= REMINDER_LIMITS.maxTimes &&
  offsets.every((m) => Number.isInteger(m) && m >= REMINDER_LIMITS.minMinutesBefore && m <= REMINDER_LIMITS.maxMinutesBefore);

const UNIT_MINUTES = { d: DAY, h: HOUR, m: MINUTE } as const;

/** '7d, 2d, 1d, 3h' → minutes before the close, latest first; null when any part cannot be read. '' is no reminders. */
export const parseReminderTimes = (text: string): number[] | null => {
  const parts = text
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const minutes: number[] = [];
  for (const part of parts) {
    const match = /^(\d{1,4})\s*([dhm])$/.exec(part);
    if (!match) return null;
    minutes.push(Number(match[1]) * UNIT_MINUTES[match[2] as keyof typeof UNIT_MINUTES]);
  }
  return normalizeReminderOffsets(minutes);
};

/** Minutes before the close as the form writes them: 10080 → '7d', 180 → '3h', 90 → '90m'. */
export const formatReminderTime = (minutes: number): string =>
  minutes % DAY === 0 ? `${minutes / DAY}d` : minutes % HOUR === 0 ? `${minutes / HOUR}h` : `${minutes}m`;

export const formatReminderTimes = (offsets: readonly number[]): string =>
  normalizeReminderOffsets(offsets).map(formatReminderTime).join(', ');

/** When the reminder `minutesBefore` the close is due. */
export const reminderDueAt = (closesAt: string, minutesBefore: number): Date =>
  new Date(Date.parse(closesAt) - minutesBefore * 60_000);

/**
 * The one reminder of a cohort to send now: the latest of those whose time has come, while the cohort is still open.
 * Reminders whose time passed before a later one came due are never sent (a server down for the 7-day reminder sends
 * only the 1-day one once it is back). Undefined when none is due, or the cohort has closed or is archived.
 */
export const latestDueReminder = (
  cohort: { closesAt: string | null; archivedAt?: string | null },
  offsets: readonly number[],
  now: Date = new Date(),
): number | undefined => {
  if (!cohort.closesAt || cohort.archivedAt) return undefined;
  if (now.getTime() >= Date.parse(cohort.closesAt)) return undefined;
  const due = offsets.filter((minutes) => reminderDueAt(cohort.closesAt!, minutes).getTime() <= now.getTime());
  return due.length > 0 ? Math.min(...due) : undefined;
};

/**
 * When the next of a cohort's reminder times comes, after `now` and before the close (undefined: none left, or the
 * cohort is archived): each instance's scheduler runs a round then, so a reminder goes as it comes due, not at the
 * next minute's round.
 */
export const nextReminderDueAt = (
  cohort: { closesAt: string | null; archivedAt?: string | null },
  offsets: readonly number[],
  now: Date = new Date(),
): Date | undefined => {
  if (!cohort.closesAt || cohort.archivedAt) return undefined;
  const ahead = offsets
    .map((minutes) => reminderDueAt(cohort.closesAt!, minutes).getTime())
    .filter((at) => at > now.getTime() && at < Date.parse(cohort.closesAt!));
  return ahead.length > 0 ? new Date(Math.min(...ahead)) : undefined;
};

/** The IST calendar day of an instant ('2026-12-02'): the day the daily cap counts in. */
export const istDay = (at: Date): string => istIso(at).slice(0, 10);

export type ReminderOutcome = 'send' | 'submitted' | 'opted-out' | 'superseded' | 'daily-cap';

/**
 * What becomes of a stored reminder when its job runs: it is sent only while the application is unfinished, the
 * founder has not stopped reminders and it is still the cohort's latest due reminder. One that would go is then held
 * to the daily cap on each day it reaches the founder (messages/message-days.ts, overDailyCap: 'daily-cap'), once its
 * channels are known.
 */
export const reminderOutcome = (input: {
  minutesBefore: number;
  cohort: { closesAt: string | null; archivedAt?: string | null };
  offsets: readonly number[];
  submitted: boolean;
  optedOut: boolean;
  now?: Date;
}): Exclude<ReminderOutcome, 'daily-cap'> => {
  if (input.submitted) return 'submitted';
  if (input.optedOut) return 'opted-out';
  if (latestDueReminder(input.cohort, input.offsets, input.now) !== input.minutesBefore) return 'superseded';
  return 'send';
};
