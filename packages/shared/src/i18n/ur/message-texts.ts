import { istDateTime } from '../../format/ist-time.ts';
import type { MessageChannel, MessageKind } from '../../messages/channels.ts';
import type { ReminderShortInput, TeamShortInput } from '../../messages/message-texts.ts';

/** The message channels' texts in Urdu (messages/message-texts.ts takes each as its `ur` line). */
export const UR_CHANNEL_NAMES: Record<MessageChannel, string> = { email: 'ای میل', sms: 'SMS', whatsapp: 'WhatsApp' };

export const UR_KIND_NAMES: Record<MessageKind, string> = {
  reminder: 'آخری تاریخ سے پہلے یاد دہانیاں',
  team: 'پروگرام ٹیم کے پیغامات',
};

export const UR_REMINDER_SMS = (i: ReminderShortInput): string =>
  `${i.productName}: ${i.cohortName} ${istDateTime(i.closesAt, 'ur')} کو بند ہوگا۔ ${i.missing}۔ آگے بڑھیں: ${i.stepLink} یہ SMS بند کریں: ${i.stopLink}`;

export const UR_TEAM_SMS = (i: TeamShortInput): string => `${i.productName}: ${i.text} ${i.link} یہ SMS بند کریں: ${i.stopLink}`;

export const UR_TEAM_EMAIL = (i: TeamShortInput): { subject: string; text: string } => ({
  subject: `${i.productName} ٹیم کا پیغام`,
  text: `${i.text}\n\n${i.link}\n\n— ${i.productName}\n\nٹیم کے پیغامات ای میل پر نہیں چاہییں؟ ایک بار چھو کر بند کریں (سائن اِن کی ضرورت نہیں):\n${i.stopLink}`,
});

/** The page the stop link opens (it replaces the old reminders-stopped page). */
export const UR_STOP_PAGE = {
  confirmTitle: (kind: string, channel: string) => `${channel} پر “${kind}” بند کریں؟`,
  button: 'یہ پیغامات بند کریں',
  stoppedTitle: 'بند ہو گئے',
  stoppedBody:
    'اس ذریعے پر اب یہ پیغامات نہیں آئیں گے۔ آپ کی درخواست کی ای میلیں (رسید اور فیصلہ) اور آپ کے مانگے ہوئے سائن اِن کوڈ آتے رہیں گے۔',
  preferences: 'اپنے اکاؤنٹ کے صفحے پر اسے بدلیں',
};
