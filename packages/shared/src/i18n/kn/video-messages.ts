import type { VIDEO_MESSAGES } from '../../uploads/video-messages.ts';
import type { Translation } from '../texts.ts';

/** formatWait and formatClip's English ("about 2 minutes", "1 min 34 s") said in Kannada. */
export const kannadaDuration = (text: string): string =>
  text
    .replace('an unknown time', 'ಗೊತ್ತಿಲ್ಲದ ಸಮಯ')
    .replace('under a minute', 'ಒಂದು ನಿಮಿಷದೊಳಗೆ')
    .replace(/^about /, 'ಸುಮಾರು ')
    .replace(/(\d+) hours?/, '$1 ಗಂಟೆ')
    .replace(/(\d+) minutes?/, '$1 ನಿಮಿಷ')
    .replace(/(\d+) min/, '$1 ನಿಮಿಷ')
    .replace(/(\d+) s\b/, '$1 ಸೆಕೆಂಡ್');

const where = (source: string) => (source === 'assumed' ? 'ನಿಧಾನ (2G) ಸಂಪರ್ಕದಲ್ಲಿ' : 'ನಿಮ್ಮ ಸಂಪರ್ಕದಲ್ಲಿ');

export const KN_VIDEO_MESSAGES: Translation<typeof VIDEO_MESSAGES> = {
  beforeChoosing: (size, wait, source) =>
    `ಇಲ್ಲಿ ಚಿಕ್ಕದು ಮಾಡಿದ 1.5 ನಿಮಿಷದ ಪಿಚ್ ಸುಮಾರು ${size} ಇರುತ್ತದೆ: ${where(source)} ${kannadaDuration(wait)}. ವೀಡಿಯೊ ಆರಿಸಿದಾಗ ಅದರ ಗಾತ್ರ ಮತ್ತು ಸಮಯ ಹೇಳುತ್ತೇವೆ.`,
  READING: 'ನಿಮ್ಮ ವೀಡಿಯೊ ಓದಲಾಗುತ್ತಿದೆ…',
  facts: (size, duration, resolution, wait, source) =>
    `${size} · ${kannadaDuration(duration)} · ${resolution}: ${where(source)} ${kannadaDuration(wait)}.`,
  factsUnreadable: (size, wait) => `${size}: ನಿಮ್ಮ ಸಂಪರ್ಕದಲ್ಲಿ ${kannadaDuration(wait)}.`,
  MAKE_SMALLER: 'ಇದನ್ನು ಚಿಕ್ಕದು ಮಾಡಿ',
  smallerResult: (size, wait) => `ಸುಮಾರು ${size}, ಸಿದ್ಧಪಡಿಸಿ ಕಳುಹಿಸಲು ${kannadaDuration(wait)}.`,
  SEND_ORIGINAL: 'ಇದ್ದಂತೆಯೇ ಕಳುಹಿಸಿ',
  QUALITY_LABEL: 'ಚಿತ್ರದ ಗಾತ್ರ',
  qualityOption: (height) => (height <= 480 ? `${height}p (ಅತಿ ಚಿಕ್ಕದು)` : `${height}p (ಹೆಚ್ಚು ಸ್ಪಷ್ಟ)`),
  CONVERTING: 'ಈ ಫೋನ್‌ನಲ್ಲೇ ನಿಮ್ಮ ವೀಡಿಯೊ ಚಿಕ್ಕದು ಮಾಡಲಾಗುತ್ತಿದೆ…',
  convertingLeft: (percent, wait) => `${percent}% ಆಗಿದೆ, ${kannadaDuration(wait)} ಉಳಿದಿದೆ`,
  CONVERT_CANCEL: 'ರದ್ದುಮಾಡಿ',
  CONVERT_CANCELLED: 'ನಿಲ್ಲಿಸಲಾಗಿದೆ. ನಿಮ್ಮ ವೀಡಿಯೊ ಬದಲಾಗಿಲ್ಲ; ಕಳುಹಿಸಲು ಅದನ್ನು ಮತ್ತೆ ಆರಿಸಿ.',
  converted: (before, after) => `ಚಿಕ್ಕದು ಮಾಡಲಾಗಿದೆ: ${before} → ${after}. ಈಗ ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ.`,
  NO_ENCODER: 'ಈ ಬ್ರೌಸರ್ ವೀಡಿಯೊವನ್ನು ಚಿಕ್ಕದು ಮಾಡಲು ಆಗದು, ಹಾಗಾಗಿ ನಿಮ್ಮ ವೀಡಿಯೊ ಇದ್ದಂತೆಯೇ ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ.',
  CONVERT_FAILED: 'ನಿಮ್ಮ ವೀಡಿಯೊವನ್ನು ಚಿಕ್ಕದು ಮಾಡಲು ಆಗಲಿಲ್ಲ, ಹಾಗಾಗಿ ಅದು ಇದ್ದಂತೆಯೇ ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ.',
  NO_ROOM_TO_CONVERT: 'ನಿಮ್ಮ ವೀಡಿಯೊವನ್ನು ಚಿಕ್ಕದು ಮಾಡಲು ಈ ಫೋನ್‌ನಲ್ಲಿ ಜಾಗ ಉಳಿದಿಲ್ಲ, ಹಾಗಾಗಿ ಅದು ಇದ್ದಂತೆಯೇ ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ.',
  RESUMING_KEPT: 'ಈ ಫೋನ್‌ನಲ್ಲಿ ಇಟ್ಟ ಚಿಕ್ಕ ಪ್ರತಿಯನ್ನು ಕಳುಹಿಸುವುದು ಮುಂದುವರಿಯುತ್ತಿದೆ.',
  tooShort: (duration) =>
    `ನಿಮ್ಮ ಪಿಚ್ ${kannadaDuration(duration)} ಇದೆ. ನಾವು ಸುಮಾರು 1.5 ನಿಮಿಷದ ಪಿಚ್ ಕೇಳುತ್ತೇವೆ: ಇದನ್ನೇ ಕಳುಹಿಸಬಹುದು, ಅಥವಾ ಉದ್ದದ್ದನ್ನು ರೆಕಾರ್ಡ್ ಮಾಡಬಹುದು.`,
  tooLong: (duration) =>
    `ನಿಮ್ಮ ಪಿಚ್ ${kannadaDuration(duration)} ಇದೆ. ನಾವು ಸುಮಾರು 1.5 ನಿಮಿಷದ ಪಿಚ್ ಕೇಳುತ್ತೇವೆ: ಇದನ್ನೇ ಕಳುಹಿಸಬಹುದು, ಅಥವಾ ಚಿಕ್ಕದನ್ನು ರೆಕಾರ್ಡ್ ಮಾಡಬಹುದು.`,
  UNREADABLE_NOTE: 'ಈ ಫೈಲ್‌ನಿಂದ ವೀಡಿಯೊದ ಅವಧಿ ಮತ್ತು ಸ್ಪಷ್ಟತೆ ಓದಲು ಆಗಲಿಲ್ಲ.',
  storedFacts: (duration, resolution) => `ಉಳಿಸಲಾಗಿದೆ: ${kannadaDuration(duration)} · ${resolution}`,
  consoleLength: (warning) => (warning === 'short' ? '30 ಸೆಕೆಂಡ್‌ಗಿಂತ ಕಡಿಮೆ' : '3 ನಿಮಿಷಕ್ಕಿಂತ ಹೆಚ್ಚು'),
};
