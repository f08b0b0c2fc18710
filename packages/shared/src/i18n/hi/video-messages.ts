import type { VIDEO_MESSAGES } from '../../uploads/video-messages.ts';
import type { Translation } from '../texts.ts';

/** formatWait and formatClip's English ("about 2 minutes", "1 min 34 s") said in Hindi. */
export const hindiDuration = (text: string): string =>
  text
    .replace('an unknown time', 'पता नहीं कितना समय')
    .replace('under a minute', 'एक मिनट से कम')
    .replace(/^about /, 'लगभग ')
    .replace(/(\d+) hours?/, '$1 घंटे')
    .replace(/(\d+) minutes?/, '$1 मिनट')
    .replace(/(\d+) min/, '$1 मिनट')
    .replace(/(\d+) s\b/, '$1 सेकंड');

export const HI_VIDEO_MESSAGES: Translation<typeof VIDEO_MESSAGES> = {
  beforeChoosing: (size, wait, source) =>
    `यहाँ छोटी की गई 1.5 मिनट की पिच लगभग ${size} की होती है: ${source === 'assumed' ? 'धीमे (2G) कनेक्शन पर' : 'आपके कनेक्शन पर'} ${hindiDuration(wait)}। वीडियो चुनने पर हम उसका अपना आकार और समय बताएँगे।`,
  READING: 'आपका वीडियो पढ़ा जा रहा है…',
  facts: (size, duration, resolution, wait, source) =>
    `${size} · ${hindiDuration(duration)} · ${resolution}: ${source === 'assumed' ? 'धीमे (2G) कनेक्शन पर' : 'आपके कनेक्शन पर'} ${hindiDuration(wait)}।`,
  factsUnreadable: (size, wait) => `${size}: आपके कनेक्शन पर ${hindiDuration(wait)}।`,
  MAKE_SMALLER: 'इसे छोटा करें',
  smallerResult: (size, wait) => `लगभग ${size}, तैयार करने और भेजने में ${hindiDuration(wait)}।`,
  SEND_ORIGINAL: 'जैसा है वैसा भेजें',
  QUALITY_LABEL: 'तस्वीर का आकार',
  qualityOption: (height) => (height <= 480 ? `${height}p (सबसे छोटा)` : `${height}p (ज़्यादा साफ़)`),
  CONVERTING: 'इसी फ़ोन पर आपका वीडियो छोटा किया जा रहा है…',
  convertingLeft: (percent, wait) => `${percent}% हो गया, ${hindiDuration(wait)} बाकी`,
  CONVERT_CANCEL: 'रद्द करें',
  CONVERT_CANCELLED: 'रोक दिया गया। आपका वीडियो नहीं बदला; भेजने के लिए उसे फिर से चुनें।',
  converted: (before, after) => `छोटा किया गया: ${before} → ${after}। अब भेजा जा रहा है।`,
  NO_ENCODER: 'यह ब्राउज़र वीडियो छोटा नहीं कर सकता, इसलिए आपका वीडियो जैसा है वैसा भेजा जा रहा है।',
  CONVERT_FAILED: 'आपका वीडियो छोटा नहीं हो सका, इसलिए वह जैसा है वैसा भेजा जा रहा है।',
  NO_ROOM_TO_CONVERT: 'इस फ़ोन में आपका वीडियो छोटा करने की जगह नहीं बची है, इसलिए वह जैसा है वैसा भेजा जा रहा है।',
  RESUMING_KEPT: 'इस फ़ोन पर रखी छोटी कॉपी आगे भेजी जा रही है।',
  tooShort: (duration) =>
    `आपकी पिच ${hindiDuration(duration)} की है। हम लगभग 1.5 मिनट की पिच माँगते हैं: आप इसे भेज सकते हैं, या लंबी पिच रिकॉर्ड कर सकते हैं।`,
  tooLong: (duration) =>
    `आपकी पिच ${hindiDuration(duration)} की है। हम लगभग 1.5 मिनट की पिच माँगते हैं: आप इसे भेज सकते हैं, या छोटी पिच रिकॉर्ड कर सकते हैं।`,
  UNREADABLE_NOTE: 'इस फ़ाइल से वीडियो की अवधि और रिज़ॉल्यूशन पढ़े नहीं जा सके।',
  storedFacts: (duration, resolution) => `सहेजा गया: ${hindiDuration(duration)} · ${resolution}`,
  consoleLength: (warning) => (warning === 'short' ? '30 सेकंड से छोटी' : '3 मिनट से लंबी'),
};
