import type { VIDEO_MESSAGES } from '../../uploads/video-messages.ts';
import type { Translation } from '../texts.ts';

/** formatWait and formatClip's English ("about 2 minutes", "1 min 34 s") said in Tamil. */
export const tamilDuration = (text: string): string =>
  text
    .replace('an unknown time', 'தெரியாத நேரம்')
    .replace('under a minute', 'ஒரு நிமிடத்துக்குள்')
    .replace(/^about /, 'சுமார் ')
    .replace(/(\d+) hours?/, '$1 மணி நேரம்')
    .replace(/(\d+) minutes?/, '$1 நிமிடம்')
    .replace(/(\d+) min/, '$1 நிமிடம்')
    .replace(/(\d+) s\b/, '$1 விநாடி');

const where = (source: string) => (source === 'assumed' ? 'மெதுவான (2G) இணைப்பில்' : 'உங்கள் இணைப்பில்');

export const TA_VIDEO_MESSAGES: Translation<typeof VIDEO_MESSAGES> = {
  beforeChoosing: (size, wait, source) =>
    `இங்கே சிறிதாக்கப்பட்ட 1.5 நிமிட அறிமுகம் சுமார் ${size} இருக்கும்: ${where(source)} ${tamilDuration(wait)}. வீடியோவைத் தேர்ந்தெடுத்ததும் அதன் அளவையும் நேரத்தையும் சொல்வோம்.`,
  READING: 'உங்கள் வீடியோ படிக்கப்படுகிறது…',
  facts: (size, duration, resolution, wait, source) =>
    `${size} · ${tamilDuration(duration)} · ${resolution}: ${where(source)} ${tamilDuration(wait)}.`,
  factsUnreadable: (size, wait) => `${size}: உங்கள் இணைப்பில் ${tamilDuration(wait)}.`,
  MAKE_SMALLER: 'இதைச் சிறிதாக்கு',
  smallerResult: (size, wait) => `சுமார் ${size}, தயாரித்து அனுப்ப ${tamilDuration(wait)}.`,
  SEND_ORIGINAL: 'இருப்பதைப் போலவே அனுப்பு',
  QUALITY_LABEL: 'படத்தின் அளவு',
  qualityOption: (height) => (height <= 480 ? `${height}p (மிகச் சிறியது)` : `${height}p (தெளிவானது)`),
  CONVERTING: 'இந்தத் தொலைபேசியிலேயே உங்கள் வீடியோ சிறிதாக்கப்படுகிறது…',
  convertingLeft: (percent, wait) => `${percent}% முடிந்தது, ${tamilDuration(wait)} மீதம்`,
  CONVERT_CANCEL: 'ரத்து செய்',
  CONVERT_CANCELLED: 'நிறுத்தப்பட்டது. உங்கள் வீடியோ மாறவில்லை; அனுப்ப அதை மீண்டும் தேர்ந்தெடுங்கள்.',
  converted: (before, after) => `சிறிதாக்கப்பட்டது: ${before} → ${after}. இப்போது அனுப்பப்படுகிறது.`,
  NO_ENCODER: 'இந்த உலாவியால் வீடியோவைச் சிறிதாக்க முடியாது, அதனால் உங்கள் வீடியோ இருப்பதைப் போலவே அனுப்பப்படுகிறது.',
  CONVERT_FAILED: 'உங்கள் வீடியோவைச் சிறிதாக்க முடியவில்லை, அதனால் அது இருப்பதைப் போலவே அனுப்பப்படுகிறது.',
  NO_ROOM_TO_CONVERT: 'உங்கள் வீடியோவைச் சிறிதாக்க இந்தத் தொலைபேசியில் இடம் இல்லை, அதனால் அது இருப்பதைப் போலவே அனுப்பப்படுகிறது.',
  RESUMING_KEPT: 'இந்தத் தொலைபேசியில் வைத்திருக்கும் சிறிய நகல் தொடர்ந்து அனுப்பப்படுகிறது.',
  tooShort: (duration) =>
    `உங்கள் அறிமுகம் ${tamilDuration(duration)} நீளம். சுமார் 1.5 நிமிட அறிமுகத்தைக் கேட்கிறோம்: இதையே அனுப்பலாம், அல்லது நீளமான ஒன்றைப் பதிவுசெய்யலாம்.`,
  tooLong: (duration) =>
    `உங்கள் அறிமுகம் ${tamilDuration(duration)} நீளம். சுமார் 1.5 நிமிட அறிமுகத்தைக் கேட்கிறோம்: இதையே அனுப்பலாம், அல்லது சுருக்கமான ஒன்றைப் பதிவுசெய்யலாம்.`,
  UNREADABLE_NOTE: 'இந்தக் கோப்பிலிருந்து வீடியோவின் நீளத்தையும் தெளிவையும் படிக்க முடியவில்லை.',
  storedFacts: (duration, resolution) => `சேமிக்கப்பட்டது: ${tamilDuration(duration)} · ${resolution}`,
  consoleLength: (warning) => (warning === 'short' ? '30 விநாடிகளுக்குக் குறைவு' : '3 நிமிடங்களுக்கு மேல்'),
};
