import type { VIDEO_MESSAGES } from '../../uploads/video-messages.ts';
import type { Translation } from '../texts.ts';

/** formatWait and formatClip's English ("about 2 minutes", "1 min 34 s", "3 h") said in Gujarati. */
export const gujaratiDuration = (text: string): string =>
  text
    .replace('an unknown time', 'કેટલો સમય તે ખબર નથી')
    .replace('under a minute', 'એક મિનિટથી ઓછો')
    .replace(/^about /, 'લગભગ ')
    .replace(/(\d+) hours?/, '$1 કલાક')
    .replace(/(\d+) h\b/, '$1 કલાક')
    .replace(/(\d+) minutes?/, '$1 મિનિટ')
    .replace(/(\d+) min/, '$1 મિનિટ')
    .replace(/(\d+) s\b/, '$1 સેકન્ડ');

const onConnection = (source: string): string => (source === 'assumed' ? 'ધીમા (2G) જોડાણ પર' : 'તમારા જોડાણ પર');

export const GU_VIDEO_MESSAGES: Translation<typeof VIDEO_MESSAGES> = {
  beforeChoosing: (size, wait, source) =>
    `અહીં નાની કરેલી 1.5 મિનિટની પિચ લગભગ ${size} ની હોય છે: ${onConnection(source)} ${gujaratiDuration(wait)}. વિડિયો પસંદ કરશો ત્યારે અમે તેનું પોતાનું કદ અને સમય જણાવીશું.`,
  READING: 'તમારો વિડિયો વંચાઈ રહ્યો છે…',
  facts: (size, duration, resolution, wait, source) =>
    `${size} · ${gujaratiDuration(duration)} · ${resolution}: ${onConnection(source)} ${gujaratiDuration(wait)}.`,
  factsUnreadable: (size, wait) => `${size}: તમારા જોડાણ પર ${gujaratiDuration(wait)}.`,
  MAKE_SMALLER: 'આને નાનો કરો',
  smallerResult: (size, wait) => `લગભગ ${size}, તૈયાર કરવામાં અને મોકલવામાં ${gujaratiDuration(wait)}.`,
  SEND_ORIGINAL: 'જેવો છે તેવો મોકલો',
  QUALITY_LABEL: 'ચિત્રનું કદ',
  qualityOption: (height) => (height <= 480 ? `${height}p (સૌથી નાનું)` : `${height}p (વધુ સ્પષ્ટ)`),
  CONVERTING: 'આ જ ફોન પર તમારો વિડિયો નાનો કરાઈ રહ્યો છે…',
  convertingLeft: (percent, wait) => `${percent}% થયું, ${gujaratiDuration(wait)} બાકી`,
  CONVERT_CANCEL: 'રદ કરો',
  CONVERT_CANCELLED: 'અટકાવ્યું. તમારો વિડિયો બદલાયો નથી; મોકલવા માટે તેને ફરી પસંદ કરો.',
  converted: (before, after) => `નાનો કર્યો: ${before} → ${after}. હવે મોકલાઈ રહ્યો છે.`,
  NO_ENCODER: 'આ બ્રાઉઝર વિડિયો નાનો કરી શકતું નથી, તેથી તમારો વિડિયો જેવો છે તેવો મોકલાઈ રહ્યો છે.',
  CONVERT_FAILED: 'તમારો વિડિયો નાનો થઈ શક્યો નહીં, તેથી તે જેવો છે તેવો મોકલાઈ રહ્યો છે.',
  NO_ROOM_TO_CONVERT: 'આ ફોનમાં તમારો વિડિયો નાનો કરવાની જગ્યા બચી નથી, તેથી તે જેવો છે તેવો મોકલાઈ રહ્યો છે.',
  RESUMING_KEPT: 'આ ફોન પર રાખેલી નાની નકલ આગળ મોકલાઈ રહી છે.',
  tooShort: (duration) =>
    `તમારી પિચ ${gujaratiDuration(duration)} ની છે. અમે લગભગ 1.5 મિનિટની પિચ માંગીએ છીએ: તમે આ મોકલી શકો છો, અથવા લાંબી પિચ રેકોર્ડ કરી શકો છો.`,
  tooLong: (duration) =>
    `તમારી પિચ ${gujaratiDuration(duration)} ની છે. અમે લગભગ 1.5 મિનિટની પિચ માંગીએ છીએ: તમે આ મોકલી શકો છો, અથવા ટૂંકી પિચ રેકોર્ડ કરી શકો છો.`,
  UNREADABLE_NOTE: 'આ ફાઇલમાંથી વિડિયોની લંબાઈ અને રિઝોલ્યુશન વાંચી શકાયાં નહીં.',
  storedFacts: (duration, resolution) => `સાચવ્યું: ${gujaratiDuration(duration)} · ${resolution}`,
  consoleLength: (warning) => (warning === 'short' ? '30 સેકન્ડથી ટૂંકી' : '3 મિનિટથી લાંબી'),
};
