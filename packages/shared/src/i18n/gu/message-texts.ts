import { istDateTime } from '../../format/ist-time.ts';
import type { MessageChannel, MessageKind } from '../../messages/channels.ts';
import type { ReminderShortInput, TeamShortInput } from '../../messages/message-texts.ts';

/** The message channels' texts in Gujarati (messages/message-texts.ts): no sign-in link or code in any of them. */
export const GU_CHANNEL_NAMES: Record<MessageChannel, string> = { email: 'ઈમેલ', sms: 'SMS', whatsapp: 'WhatsApp' };

export const GU_KIND_NAMES: Record<MessageKind, string> = {
  reminder: 'છેલ્લી તારીખ પહેલાં યાદ અપાવતા સંદેશ',
  team: 'પ્રોગ્રામ ટીમના સંદેશ',
};

export const guReminderSms = (i: ReminderShortInput): string =>
  `${i.productName}: ${i.cohortName} ${istDateTime(i.closesAt, 'gu')} ના રોજ બંધ થશે. ${i.missing}. આગળ વધો: ${i.stepLink} આ SMS બંધ કરો: ${i.stopLink}`;

export const guTeamSms = (i: TeamShortInput): string => `${i.productName}: ${i.text} ${i.link} આ SMS બંધ કરો: ${i.stopLink}`;

export const guTeamEmail = (i: TeamShortInput): { subject: string; text: string } => ({
  subject: `${i.productName} ટીમ તરફથી સંદેશ`,
  text: `${i.text}\n\n${i.link}\n\n— ${i.productName}\n\nટીમના સંદેશ ઈમેલ પર નથી જોઈતા? એક સ્પર્શમાં બંધ કરો (સાઇન ઇનની જરૂર નથી):\n${i.stopLink}`,
});

export const GU_STOP_PAGE = {
  confirmTitle: (kind: string, channel: string) => `${channel} પર “${kind}” બંધ કરવા છે?`,
  button: 'આ સંદેશ બંધ કરો',
  stoppedTitle: 'બંધ થયા',
  stoppedBody: 'આ માધ્યમ પર હવે આ સંદેશ નહીં આવે. તમારી અરજીના ઈમેલ (પહોંચ અને નિર્ણય) અને તમે માગેલા સાઇન ઇન કોડ આવતા રહેશે.',
  preferences: 'તમારા ખાતાના પાના પર આ બદલો',
};
