import type { VIDEO_MESSAGES } from '../../uploads/video-messages.ts';
import type { Translation } from '../texts.ts';

/** formatWait and formatClip's English ("about 2 minutes", "1 min 34 s", "3 h") said in Marathi. */
export const marathiDuration = (text: string): string =>
  text
    .replace('an unknown time', 'किती वेळ ते माहीत नाही')
    .replace('under a minute', 'एका मिनिटापेक्षा कमी')
    .replace(/^about /, 'सुमारे ')
    .replace(/(\d+) hours?/, '$1 तास')
    .replace(/(\d+) h\b/, '$1 तास')
    .replace(/(\d+) minutes?/, '$1 मिनिटे')
    .replace(/(\d+) min/, '$1 मिनिटे')
    .replace(/(\d+) s\b/, '$1 सेकंद');

const onConnection = (source: string): string => (source === 'assumed' ? 'मंद (2G) जोडणीवर' : 'तुमच्या जोडणीवर');

export const MR_VIDEO_MESSAGES: Translation<typeof VIDEO_MESSAGES> = {
  beforeChoosing: (size, wait, source) =>
    `इथे लहान केलेली 1.5 मिनिटांची पिच सुमारे ${size} ची असते: ${onConnection(source)} ${marathiDuration(wait)}. व्हिडिओ निवडल्यावर आम्ही त्याचा स्वतःचा आकार आणि वेळ सांगू.`,
  READING: 'तुमचा व्हिडिओ वाचला जात आहे…',
  facts: (size, duration, resolution, wait, source) =>
    `${size} · ${marathiDuration(duration)} · ${resolution}: ${onConnection(source)} ${marathiDuration(wait)}.`,
  factsUnreadable: (size, wait) => `${size}: तुमच्या जोडणीवर ${marathiDuration(wait)}.`,
  MAKE_SMALLER: 'हा लहान करा',
  smallerResult: (size, wait) => `सुमारे ${size}, तयार करण्यास आणि पाठवण्यास ${marathiDuration(wait)}.`,
  SEND_ORIGINAL: 'जसा आहे तसा पाठवा',
  QUALITY_LABEL: 'चित्राचा आकार',
  qualityOption: (height) => (height <= 480 ? `${height}p (सर्वात लहान)` : `${height}p (जास्त स्पष्ट)`),
  CONVERTING: 'याच फोनवर तुमचा व्हिडिओ लहान केला जात आहे…',
  convertingLeft: (percent, wait) => `${percent}% झाले, ${marathiDuration(wait)} बाकी`,
  CONVERT_CANCEL: 'रद्द करा',
  CONVERT_CANCELLED: 'थांबवले. तुमचा व्हिडिओ बदललेला नाही; पाठवण्यासाठी तो पुन्हा निवडा.',
  converted: (before, after) => `लहान केला: ${before} → ${after}. आता पाठवला जात आहे.`,
  NO_ENCODER: 'हा ब्राउझर व्हिडिओ लहान करू शकत नाही, म्हणून तुमचा व्हिडिओ जसा आहे तसा पाठवला जात आहे.',
  CONVERT_FAILED: 'तुमचा व्हिडिओ लहान होऊ शकला नाही, म्हणून तो जसा आहे तसा पाठवला जात आहे.',
  NO_ROOM_TO_CONVERT: 'या फोनमध्ये तुमचा व्हिडिओ लहान करायला जागा उरलेली नाही, म्हणून तो जसा आहे तसा पाठवला जात आहे.',
  RESUMING_KEPT: 'या फोनवर ठेवलेली लहान प्रत पुढे पाठवली जात आहे.',
  tooShort: (duration) =>
    `तुमची पिच ${marathiDuration(duration)} ची आहे. आम्ही सुमारे 1.5 मिनिटांची पिच मागतो: तुम्ही ही पाठवू शकता, किंवा मोठी पिच रेकॉर्ड करू शकता.`,
  tooLong: (duration) =>
    `तुमची पिच ${marathiDuration(duration)} ची आहे. आम्ही सुमारे 1.5 मिनिटांची पिच मागतो: तुम्ही ही पाठवू शकता, किंवा लहान पिच रेकॉर्ड करू शकता.`,
  UNREADABLE_NOTE: 'या फाइलमधून व्हिडिओची लांबी आणि रिझोल्यूशन वाचता आले नाही.',
  storedFacts: (duration, resolution) => `जतन केले: ${marathiDuration(duration)} · ${resolution}`,
  consoleLength: (warning) => (warning === 'short' ? '30 सेकंदांपेक्षा लहान' : '3 मिनिटांपेक्षा मोठी'),
};
