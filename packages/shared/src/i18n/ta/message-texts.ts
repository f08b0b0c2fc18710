import { istDateTime } from '../../format/ist-time.ts';
import type { CHANNEL_NAMES, KIND_NAMES, ReminderShortInput, STOP_PAGE, TeamShortInput } from '../../messages/message-texts.ts';

/** The message channels' texts in Tamil (a channel is a வழி). */
export const TA_CHANNEL_NAMES: (typeof CHANNEL_NAMES)['en'] = { email: 'மின்னஞ்சல்', sms: 'SMS', whatsapp: 'WhatsApp' };

export const TA_KIND_NAMES: (typeof KIND_NAMES)['en'] = {
  reminder: 'கடைசி நாளுக்கு முன் நினைவூட்டல்கள்',
  team: 'திட்டக் குழுவின் செய்திகள்',
};

export const TA_REMINDER_SMS = (i: ReminderShortInput): string =>
  `${i.productName}: ${i.cohortName} ${istDateTime(i.closesAt, 'ta')} அன்று மூடப்படும். ${i.missing}. தொடர: ${i.stepLink} இந்த SMS நிறுத்த: ${i.stopLink}`;

export const TA_TEAM_SMS = (i: TeamShortInput): string => `${i.productName}: ${i.text} ${i.link} இந்த SMS நிறுத்த: ${i.stopLink}`;

export const TA_TEAM_EMAIL = (i: TeamShortInput): { subject: string; text: string } => ({
  subject: `${i.productName} குழுவிடமிருந்து ஒரு செய்தி`,
  text: `${i.text}\n\n${i.link}\n\n— ${i.productName}\n\nகுழுவின் செய்திகள் மின்னஞ்சலில் வேண்டாமா? ஒரே தொடுதலில் நிறுத்துங்கள் (உள்நுழைய வேண்டியதில்லை):\n${i.stopLink}`,
});

export const TA_STOP_PAGE: (typeof STOP_PAGE)['en'] = {
  confirmTitle: (kind, channel) => `${channel} வழியாக வரும் “${kind}” நிறுத்தவா?`,
  button: 'இந்தச் செய்திகளை நிறுத்துங்கள்',
  stoppedTitle: 'நிறுத்தப்பட்டது',
  stoppedBody:
    'இந்த வழியில் இனி இந்தச் செய்திகள் வராது. உங்கள் விண்ணப்பம் பற்றிய மின்னஞ்சல்கள் (ரசீதும் முடிவும்) மற்றும் நீங்கள் கேட்கும் உள்நுழைவுக் குறியீடுகள் தொடர்ந்து வரும்.',
  preferences: 'உங்கள் கணக்குப் பக்கத்தில் இதை மாற்றுங்கள்',
};
