import { istDateTime } from '../../format/ist-time.ts';
import type { MessageChannel, MessageKind } from '../../messages/channels.ts';
import type { ReminderShortInput, TeamShortInput } from '../../messages/message-texts.ts';

/** The message channels' texts in Bengali (messages/message-texts.ts takes each as its `bn` line). */
export const BN_CHANNEL_NAMES: Record<MessageChannel, string> = { email: 'ইমেল', sms: 'SMS', whatsapp: 'WhatsApp' };

export const BN_KIND_NAMES: Record<MessageKind, string> = {
  reminder: 'শেষ তারিখের আগে মনে করিয়ে দেওয়া',
  team: 'প্রোগ্রাম দলের বার্তা',
};

export const BN_REMINDER_SMS = (i: ReminderShortInput): string =>
  `${i.productName}: ${i.cohortName} বন্ধ হবে ${istDateTime(i.closesAt, 'bn')}। ${i.missing}। এগিয়ে যান: ${i.stepLink} এই SMS বন্ধ করুন: ${i.stopLink}`;

export const BN_TEAM_SMS = (i: TeamShortInput): string => `${i.productName}: ${i.text} ${i.link} এই SMS বন্ধ করুন: ${i.stopLink}`;

export const BN_TEAM_EMAIL = (i: TeamShortInput): { subject: string; text: string } => ({
  subject: `${i.productName} দলের একটি বার্তা`,
  text: `${i.text}\n\n${i.link}\n\n— ${i.productName}\n\nদলের বার্তা ইমেলে চান না? একবার ছুঁয়ে বন্ধ করুন (সাইন ইন লাগবে না):\n${i.stopLink}`,
});

/** The page the stop link opens (it replaces the old reminders-stopped page). */
export const BN_STOP_PAGE = {
  confirmTitle: (kind: string, channel: string) => `${channel}-এ “${kind}” বন্ধ করবেন?`,
  button: 'এই বার্তাগুলি বন্ধ করুন',
  stoppedTitle: 'বন্ধ হয়েছে',
  stoppedBody:
    'এই মাধ্যমে আপনি আর এই বার্তাগুলি পাবেন না। আপনার আবেদনের ইমেল (রসিদ ও সিদ্ধান্ত) আর আপনার চাওয়া সাইন ইন কোড আসতে থাকবে।',
  preferences: 'আপনার অ্যাকাউন্টের পাতায় এটি বদলান',
};
