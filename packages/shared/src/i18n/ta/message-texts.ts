import type { CO_FOUNDER_MESSAGES } from '../../co-founders/co-founder-rules.ts';
import { CO_FOUNDER_INVITE_TTL_DAYS, MAX_CO_FOUNDERS } from '../../co-founders/co-founder-limits.ts';
import type { CoFounderInviteTexts } from '../../co-founders/co-founder-invite-texts.ts';
import { istDateTime } from '../../format/ist-time.ts';
import type { CHANNEL_NAMES, KIND_NAMES, ReminderShortInput, STOP_PAGE, TeamShortInput } from '../../messages/message-texts.ts';

/** The message channels' and co-founders' texts in Tamil (a channel is a வழி, a co-founder an இணை நிறுவனர்). */
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

export const TA_CO_FOUNDER_MESSAGES: Record<keyof typeof CO_FOUNDER_MESSAGES, string> = {
  ADDRESS_REQUIRED: 'மின்னஞ்சல் முகவரியை அல்லது 10 இலக்கக் கைபேசி எண்ணை எழுதுங்கள்.',
  ADDRESS_INVALID: 'சரியான மின்னஞ்சல் முகவரியை அல்லது 10 இலக்கக் கைபேசி எண்ணை எழுதுங்கள்.',
  TEAM_FULL: `உங்கள் குழு நிரம்பிவிட்டது: ஒரு விண்ணப்பத்தில் அதிகபட்சம் ${MAX_CO_FOUNDERS} இணை நிறுவனர்கள் சேரலாம்.`,
  INVITE_NOT_FOUND: 'இந்த அழைப்பு இணைப்பு சரியில்லை. முழு இணைப்பையும் திறந்தீர்களா என்று சரிபாருங்கள்.',
  INVITE_USED: 'இந்த அழைப்பு இணைப்பு ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது.',
  INVITE_EXPIRED: 'இந்த அழைப்பு இணைப்பின் காலம் முடிந்துவிட்டது. புதிய இணைப்பை அனுப்பும்படி உங்கள் இணை நிறுவனரிடம் கேளுங்கள்.',
  INVITE_REVOKED: 'இந்த அழைப்பு திரும்பப் பெறப்பட்டது. புதிய இணைப்பை அனுப்பும்படி உங்கள் இணை நிறுவனரிடம் கேளுங்கள்.',
  INVITE_OTHER_ADDRESS: 'இந்த அழைப்பு வேறொரு மின்னஞ்சல் முகவரிக்கு அல்லது கைபேசி எண்ணுக்கு அனுப்பப்பட்டது. அது அனுப்பப்பட்ட கணக்கில் உள்நுழையுங்கள்.',
  ALREADY_MEMBER: 'நீங்கள் ஏற்கெனவே இந்த விண்ணப்பத்தில் உள்ளீர்கள்.',
  OWN_APPLICATION_IN_COHORT:
    'இந்தச் சுற்றில் உங்களுக்கு ஏற்கெனவே ஒரு விண்ணப்பம் உள்ளது. சேர்வதால் அது நகராது, ஒன்றாகச் சேராது: முதலில் அதிலிருந்து விலகுங்கள், அல்லது அதை வைத்துக்கொண்டு இதில் சேர வேண்டாம்.',
  LAST_MEMBER: 'இந்த விண்ணப்பத்தில் நீங்கள் மட்டுமே உள்ளீர்கள்: விலகுவதற்குப் பதிலாக அதை நீக்குங்கள்.',
  INVITE_SELF: 'உங்களை நீங்களே அழைக்க முடியாது.',
  TOO_MANY_INVITES: 'குறுகிய நேரத்தில் பல அழைப்புகளை அனுப்பியுள்ளீர்கள். ஒரு மணி நேரம் காத்திருந்து மீண்டும் முயலுங்கள்.',
  SIGN_OFF_MISSING: 'சமர்ப்பிக்கும் முன் ஒவ்வொரு இணை நிறுவனரும் "முழு விண்ணப்பத்தையும் படித்துவிட்டேன்" என்று உறுதிசெய்ய வேண்டும்.',
  REPLACE_UNSEEN_FILE:
    'நீங்கள் பார்த்த பிறகு ஒரு இணை நிறுவனர் இங்கே வேறொரு கோப்பை வைத்துள்ளார். உங்கள் கோப்பு வைக்கப்படவில்லை: அவருடைய கோப்புக்குப் பதிலாக உங்களுடையதை வைக்கவா என்பதைத் தேர்ந்தெடுங்கள்.',
};

export const TA_CO_FOUNDER_INVITE_TEXTS: CoFounderInviteTexts = {
  email: ({ productName, inviter, startup, link }) => ({
    subject: `${inviter} உங்களை ${productName} திட்டத்துக்குச் சேர்ந்து விண்ணப்பிக்க அழைக்கிறார்`,
    text:
      `${inviter} ${productName} திட்டத்துக்கான தன் விண்ணப்பத்தில்${startup ? ` (${startup})` : ''} இணை நிறுவனராகச் சேர உங்களை அழைக்கிறார். ` +
      `நீங்கள் இருவரும் அவரவர் கணக்கிலிருந்து அதைத் திருத்தலாம்.\n\n` +
      `சேர இந்த இணைப்பைத் திறங்கள். இது ${CO_FOUNDER_INVITE_TTL_DAYS} நாட்களுக்கு, ஒரு முறை மட்டும், இந்த மின்னஞ்சல் முகவரியுடன் வேலை செய்யும்:\n\n${link}\n\n` +
      `— ${productName}\nஇதை நீங்கள் எதிர்பார்க்கவில்லை என்றால், இந்தச் செய்தியைப் புறக்கணியுங்கள்; எதுவும் மாறாது.`,
  }),
  sms: ({ productName, inviter, startup, link }) =>
    `${productName}: ${inviter} தன் விண்ணப்பத்தில்${startup ? ` (${startup})` : ''} இணை நிறுவனராகச் சேர உங்களை அழைக்கிறார். இணைப்பு (${CO_FOUNDER_INVITE_TTL_DAYS} நாள், ஒரு முறை): ${link}`,
};
