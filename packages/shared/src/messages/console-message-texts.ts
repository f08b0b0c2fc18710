import { istDateTime } from '../format/ist-time.ts';
import { MESSAGES_PER_FOUNDER_PER_DAY, type ReminderOutcome } from '../reminders/reminder-schedule.ts';
import { QUIET_HOURS_IST, type MessageChannel } from './channels.ts';

/**
 * What the console (English, for the program team) says about reminders and team messages: the channels, the
 * delivery states, why a reminder did not go, and the timing rules, made from the rules themselves.
 */

export const CONSOLE_CHANNEL_NAMES: Record<MessageChannel, string> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };

/** A delivery's state on a channel (message_deliveries.status; TEAM_DELIVERY_STATES). */
export const DELIVERY_STATE_LABELS: Record<string, string> = {
  waiting: 'waiting',
  queued: 'queued',
  sent: 'sent',
  delivered: 'delivered',
  failed: 'failed',
  stopped: 'stopped by the founder',
  'daily-cap': 'not sent: daily limit',
};

/** A queued SMS or WhatsApp message waiting out the quiet hours: until when (the delivery's heldUntil). */
export const heldUntilLabel = (heldUntil: string): string => `held until ${istDateTime(heldUntil, 'en')}`;

/** The page of a draft's reminders and team messages (admins; linked from the in-progress view). */
export const DRAFT_HISTORY_TEXTS = {
  link: 'Reminders and messages',
  back: 'Applications in progress',
  title: 'Reminders and messages',
  intro:
    'An application not submitted yet: each reminder and team message that went to its founder and co-founders, with its state on each channel.',
  none: 'No reminder or team message has gone to this application yet.',
} as const;

/** Why a reminder did not go (reminder_sends.outcome). */
export const REMINDER_NOT_SENT_LABELS: Record<Exclude<ReminderOutcome, 'send'> | 'gone', string> = {
  submitted: 'not sent: the application was submitted',
  'opted-out': 'not sent: reminders stopped',
  superseded: 'not sent: a later reminder was due',
  'daily-cap': 'not sent: daily limit',
  gone: 'not sent: no longer a member',
};

/** An hour of the IST day as the console writes it: 08:00. */
const hour = (h: number): string => `${String(h).padStart(2, '0')}:00`;

/** The quiet hours as the console writes them: 21:00–08:00. */
export const QUIET_HOURS_LABEL = `${hour(QUIET_HOURS_IST.from)}–${hour(QUIET_HOURS_IST.until)}`;

/** Under the team message's preview: when SMS and WhatsApp go, and the daily cap. */
export const TEAM_MESSAGE_TIMING_NOTE =
  `SMS and WhatsApp wait until ${hour(QUIET_HOURS_IST.until)} IST when it is night (${QUIET_HOURS_LABEL}); a founder ` +
  `who already has ${MESSAGES_PER_FOUNDER_PER_DAY} messages and reminders that day does not get this one (one held ` +
  'overnight counts on the morning it goes).';

/** The preview's row of founders the message would not reach today: their day of arrival already has the cap. */
export const PREVIEW_DAILY_CAP_LABEL = `Already ${MESSAGES_PER_FOUNDER_PER_DAY} messages that day: not sent`;

/** The cohort form's hint under the reminder times. */
export const REMINDER_TIMES_HINT =
  'Founders whose application is not submitted get a reminder this long before the close, on the channels they chose (email, SMS, WhatsApp): days (d), hours (h) or minutes (m), separated by commas. Leave empty for no reminders.';
