import { istDateTime } from '../../format/ist-time.ts';
import type { CHANNEL_NAMES, KIND_NAMES, ReminderShortInput, STOP_PAGE, TeamShortInput } from '../../messages/message-texts.ts';

/** The message channels' texts in Kannada (a channel is a ಮಾರ್ಗ). */
export const KN_CHANNEL_NAMES: (typeof CHANNEL_NAMES)['en'] = { email: 'ಇಮೇಲ್', sms: 'SMS', whatsapp: 'WhatsApp' };

export const KN_KIND_NAMES: (typeof KIND_NAMES)['en'] = {
  reminder: 'ಕೊನೆಯ ದಿನಾಂಕದ ಮೊದಲು ಜ್ಞಾಪನೆಗಳು',
  team: 'ಪ್ರೋಗ್ರಾಮ್ ತಂಡದ ಸಂದೇಶಗಳು',
};

export const KN_REMINDER_SMS = (i: ReminderShortInput): string =>
  `${i.productName}: ${i.cohortName} ${istDateTime(i.closesAt, 'kn')} ರಂದು ಮುಚ್ಚುತ್ತದೆ. ${i.missing}. ಮುಂದುವರಿಸಿ: ${i.stepLink} ಈ SMS ನಿಲ್ಲಿಸಿ: ${i.stopLink}`;

export const KN_TEAM_SMS = (i: TeamShortInput): string => `${i.productName}: ${i.text} ${i.link} ಈ SMS ನಿಲ್ಲಿಸಿ: ${i.stopLink}`;

export const KN_TEAM_EMAIL = (i: TeamShortInput): { subject: string; text: string } => ({
  subject: `${i.productName} ತಂಡದಿಂದ ಒಂದು ಸಂದೇಶ`,
  text: `${i.text}\n\n${i.link}\n\n— ${i.productName}\n\nತಂಡದ ಸಂದೇಶಗಳು ಇಮೇಲ್‌ನಲ್ಲಿ ಬೇಡವೇ? ಒಂದೇ ಸ್ಪರ್ಶದಲ್ಲಿ ನಿಲ್ಲಿಸಿ (ಸೈನ್ ಇನ್ ಬೇಕಿಲ್ಲ):\n${i.stopLink}`,
});

export const KN_STOP_PAGE: (typeof STOP_PAGE)['en'] = {
  confirmTitle: (kind, channel) => `${channel} ಮೂಲಕ ಬರುವ “${kind}” ನಿಲ್ಲಿಸಬೇಕೇ?`,
  button: 'ಈ ಸಂದೇಶಗಳನ್ನು ನಿಲ್ಲಿಸಿ',
  stoppedTitle: 'ನಿಲ್ಲಿಸಲಾಗಿದೆ',
  stoppedBody:
    'ಈ ಮಾರ್ಗದಲ್ಲಿ ಇನ್ನು ಈ ಸಂದೇಶಗಳು ಬರುವುದಿಲ್ಲ. ನಿಮ್ಮ ಅರ್ಜಿಯ ಬಗ್ಗೆ ಇಮೇಲ್‌ಗಳು (ರಸೀದಿ ಮತ್ತು ನಿರ್ಧಾರ) ಮತ್ತು ನೀವು ಕೇಳುವ ಸೈನ್ ಇನ್ ಕೋಡ್‌ಗಳು ಬರುತ್ತಲೇ ಇರುತ್ತವೆ.',
  preferences: 'ನಿಮ್ಮ ಖಾತೆಯ ಪುಟದಲ್ಲಿ ಇದನ್ನು ಬದಲಿಸಿ',
};
