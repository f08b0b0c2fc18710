import { istDateTime } from '../../format/ist-time.ts';
import type { CHANNEL_NAMES, KIND_NAMES, ReminderShortInput, STOP_PAGE, TeamShortInput } from '../../messages/message-texts.ts';

/** The message channels' texts in Telugu (a channel is a మార్గం). */
export const TE_CHANNEL_NAMES: (typeof CHANNEL_NAMES)['en'] = { email: 'ఈమెయిల్', sms: 'SMS', whatsapp: 'WhatsApp' };

export const TE_KIND_NAMES: (typeof KIND_NAMES)['en'] = {
  reminder: 'చివరి తేదీకి ముందు రిమైండర్‌లు',
  team: 'ప్రోగ్రామ్ బృందం నుంచి సందేశాలు',
};

export const TE_REMINDER_SMS = (i: ReminderShortInput): string =>
  `${i.productName}: ${i.cohortName} ${istDateTime(i.closesAt, 'te')} న ముగుస్తుంది. ${i.missing}. కొనసాగించండి: ${i.stepLink} ఈ SMS లు ఆపండి: ${i.stopLink}`;

export const TE_TEAM_SMS = (i: TeamShortInput): string => `${i.productName}: ${i.text} ${i.link} ఈ SMS లు ఆపండి: ${i.stopLink}`;

export const TE_TEAM_EMAIL = (i: TeamShortInput): { subject: string; text: string } => ({
  subject: `${i.productName} బృందం నుంచి ఒక సందేశం`,
  text: `${i.text}\n\n${i.link}\n\n— ${i.productName}\n\nబృందం సందేశాలు ఈమెయిల్‌లో వద్దా? ఒక్క తాకుతో ఆపండి (సైన్ ఇన్ అవసరం లేదు):\n${i.stopLink}`,
});

export const TE_STOP_PAGE: (typeof STOP_PAGE)['en'] = {
  confirmTitle: (kind, channel) => `${channel} లో “${kind}” ఆపాలా?`,
  button: 'ఈ సందేశాలను ఆపండి',
  stoppedTitle: 'ఆపబడింది',
  stoppedBody: 'ఈ మార్గంలో ఇక ఈ సందేశాలు రావు. మీ దరఖాస్తు గురించిన ఈమెయిల్‌లు (రసీదు, నిర్ణయం), మీరు అడిగే సైన్ ఇన్ కోడ్‌లు వస్తూనే ఉంటాయి.',
  preferences: 'మీ ఖాతా పేజీలో దీన్ని మార్చండి',
};
