import type { VIDEO_MESSAGES } from '../../uploads/video-messages.ts';
import type { Translation } from '../texts.ts';

/** formatWait and formatClip's English ("about 2 minutes", "1 min 34 s") said in Telugu. */
export const teluguDuration = (text: string): string =>
  text
    .replace('an unknown time', 'తెలియని సమయం')
    .replace('under a minute', 'ఒక నిమిషం లోపు')
    .replace(/^about /, 'సుమారు ')
    .replace(/(\d+) hours?/, '$1 గంటలు')
    .replace(/(\d+) minutes?/, '$1 నిమిషాలు')
    .replace(/(\d+) min/, '$1 నిమిషాలు')
    .replace(/(\d+) s\b/, '$1 సెకన్లు');

const where = (source: string) => (source === 'assumed' ? 'నెమ్మది (2G) కనెక్షన్‌లో' : 'మీ కనెక్షన్‌లో');

export const TE_VIDEO_MESSAGES: Translation<typeof VIDEO_MESSAGES> = {
  beforeChoosing: (size, wait, source) =>
    `ఇక్కడ చిన్నదిగా చేసిన 1.5 నిమిషాల పిచ్ సుమారు ${size} ఉంటుంది: ${where(source)} ${teluguDuration(wait)}. వీడియో ఎంచుకోగానే దాని పరిమాణం, సమయం చెబుతాము.`,
  READING: 'మీ వీడియో చదువుతోంది…',
  facts: (size, duration, resolution, wait, source) =>
    `${size} · ${teluguDuration(duration)} · ${resolution}: ${where(source)} ${teluguDuration(wait)}.`,
  factsUnreadable: (size, wait) => `${size}: మీ కనెక్షన్‌లో ${teluguDuration(wait)}.`,
  MAKE_SMALLER: 'దీన్ని చిన్నదిగా చేయండి',
  smallerResult: (size, wait) => `సుమారు ${size}, సిద్ధం చేసి పంపడానికి ${teluguDuration(wait)}.`,
  SEND_ORIGINAL: 'ఉన్నది ఉన్నట్టు పంపండి',
  QUALITY_LABEL: 'చిత్రం పరిమాణం',
  qualityOption: (height) => (height <= 480 ? `${height}p (అతి చిన్నది)` : `${height}p (స్పష్టమైనది)`),
  CONVERTING: 'ఈ ఫోన్‌లోనే మీ వీడియో చిన్నదిగా చేయబడుతోంది…',
  convertingLeft: (percent, wait) => `${percent}% పూర్తయింది, ${teluguDuration(wait)} మిగిలి ఉంది`,
  CONVERT_CANCEL: 'రద్దు చేయండి',
  CONVERT_CANCELLED: 'ఆపబడింది. మీ వీడియో మారలేదు; పంపడానికి దాన్ని మళ్లీ ఎంచుకోండి.',
  converted: (before, after) => `చిన్నదిగా చేయబడింది: ${before} → ${after}. ఇప్పుడు పంపబడుతోంది.`,
  NO_ENCODER: 'ఈ బ్రౌజర్ వీడియోను చిన్నదిగా చేయలేదు, అందుకే మీ వీడియో ఉన్నది ఉన్నట్టు పంపబడుతోంది.',
  CONVERT_FAILED: 'మీ వీడియోను చిన్నదిగా చేయలేకపోయాము, అందుకే అది ఉన్నది ఉన్నట్టు పంపబడుతోంది.',
  NO_ROOM_TO_CONVERT: 'మీ వీడియోను చిన్నదిగా చేయడానికి ఈ ఫోన్‌లో స్థలం లేదు, అందుకే అది ఉన్నది ఉన్నట్టు పంపబడుతోంది.',
  RESUMING_KEPT: 'ఈ ఫోన్‌లో ఉంచిన చిన్న కాపీ పంపడం కొనసాగుతోంది.',
  tooShort: (duration) =>
    `మీ పిచ్ ${teluguDuration(duration)} ఉంది. మేము సుమారు 1.5 నిమిషాల పిచ్ అడుగుతాము: దీన్నే పంపవచ్చు, లేదా పొడవైనది రికార్డ్ చేయవచ్చు.`,
  tooLong: (duration) =>
    `మీ పిచ్ ${teluguDuration(duration)} ఉంది. మేము సుమారు 1.5 నిమిషాల పిచ్ అడుగుతాము: దీన్నే పంపవచ్చు, లేదా చిన్నది రికార్డ్ చేయవచ్చు.`,
  UNREADABLE_NOTE: 'ఈ ఫైల్ నుంచి వీడియో నిడివి, స్పష్టత చదవలేకపోయాము.',
  storedFacts: (duration, resolution) => `భద్రపరచబడింది: ${teluguDuration(duration)} · ${resolution}`,
  consoleLength: (warning) => (warning === 'short' ? '30 సెకన్ల కంటే తక్కువ' : '3 నిమిషాల కంటే ఎక్కువ'),
};
