import { istDateTime } from '../../format/ist-time.ts';
import { marathiDate } from './patterns.ts';
import type { MessageChannel, MessageKind } from '../../messages/channels.ts';
import type { ReminderShortInput, TeamShortInput } from '../../messages/message-texts.ts';

/** The message channels' texts in Marathi (messages/message-texts.ts): no sign-in link or code in any of them. */
export const MR_CHANNEL_NAMES: Record<MessageChannel, string> = { email: 'ईमेल', sms: 'SMS', whatsapp: 'WhatsApp' };

export const MR_KIND_NAMES: Record<MessageKind, string> = {
  reminder: 'शेवटच्या तारखेपूर्वी आठवण',
  team: 'प्रोग्राम टीमचे संदेश',
};

export const mrReminderSms = (i: ReminderShortInput): string =>
  `${i.productName}: ${i.cohortName} ${marathiDate(istDateTime(i.closesAt))} रोजी बंद होईल. ${i.missing}. पुढे चला: ${i.stepLink} हे SMS बंद करा: ${i.stopLink}`;

export const mrTeamSms = (i: TeamShortInput): string => `${i.productName}: ${i.text} ${i.link} हे SMS बंद करा: ${i.stopLink}`;

export const mrTeamEmail = (i: TeamShortInput): { subject: string; text: string } => ({
  subject: `${i.productName} टीमकडून संदेश`,
  text: `${i.text}\n\n${i.link}\n\n— ${i.productName}\n\nटीमचे संदेश ईमेलवर नको आहेत? एका स्पर्शात बंद करा (साइन इनची गरज नाही):\n${i.stopLink}`,
});

export const MR_STOP_PAGE = {
  confirmTitle: (kind: string, channel: string) => `${channel} वर “${kind}” बंद करायचे?`,
  button: 'हे संदेश बंद करा',
  stoppedTitle: 'बंद झाले',
  stoppedBody: 'या माध्यमावर आता हे संदेश येणार नाहीत. तुमच्या अर्जाचे ईमेल (पावती आणि निर्णय) आणि तुम्ही मागितलेले साइन इन कोड येत राहतील.',
  preferences: 'तुमच्या खात्याच्या पानावर हे बदला',
};
