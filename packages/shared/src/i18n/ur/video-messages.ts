import type { VIDEO_MESSAGES } from '../../uploads/video-messages.ts';
import type { Translation } from '../texts.ts';

/** formatWait and formatClip's English ("about 2 minutes", "1 min 34 s") said in Urdu. */
export const urduDuration = (text: string): string =>
  text
    .replace('an unknown time', 'نہ جانے کتنا وقت')
    .replace('under a minute', 'ایک منٹ سے کم')
    .replace(/^about /, 'تقریباً ')
    .replace(/(\d+) hours?/, '$1 گھنٹے')
    .replace(/(\d+) minutes?/, '$1 منٹ')
    .replace(/(\d+) min/, '$1 منٹ')
    .replace(/(\d+) s\b/, '$1 سیکنڈ')
    .replace(/(\d+) h\b/, '$1 گھنٹے');

const on = (source: string): string => (source === 'assumed' ? 'سست (2G) کنکشن پر' : 'آپ کے کنکشن پر');

export const UR_VIDEO_MESSAGES: Translation<typeof VIDEO_MESSAGES> = {
  beforeChoosing: (size, wait, source) =>
    `یہاں چھوٹی کی گئی 1.5 منٹ کی پچ تقریباً ${size} کی ہوتی ہے: ${on(source)} ${urduDuration(wait)}۔ ویڈیو چننے پر ہم اس کا اپنا سائز اور وقت بتائیں گے۔`,
  READING: 'آپ کی ویڈیو پڑھی جا رہی ہے…',
  facts: (size, duration, resolution, wait, source) =>
    `${size} · ${urduDuration(duration)} · ${resolution}: ${on(source)} ${urduDuration(wait)}۔`,
  factsUnreadable: (size, wait) => `${size}: آپ کے کنکشن پر ${urduDuration(wait)}۔`,
  MAKE_SMALLER: 'اسے چھوٹا کریں',
  smallerResult: (size, wait) => `تقریباً ${size}، تیار کرنے اور بھیجنے میں ${urduDuration(wait)}۔`,
  SEND_ORIGINAL: 'جیسی ہے ویسی بھیجیں',
  QUALITY_LABEL: 'تصویر کا سائز',
  qualityOption: (height) => (height <= 480 ? `${height}p (سب سے چھوٹا)` : `${height}p (زیادہ صاف)`),
  CONVERTING: 'اسی فون پر آپ کی ویڈیو چھوٹی کی جا رہی ہے…',
  convertingLeft: (percent, wait) => `${percent}% ہو گیا، ${urduDuration(wait)} باقی`,
  CONVERT_CANCEL: 'منسوخ کریں',
  CONVERT_CANCELLED: 'روک دیا گیا۔ آپ کی ویڈیو نہیں بدلی؛ بھیجنے کے لیے اسے دوبارہ چنیں۔',
  converted: (before, after) => `چھوٹی کی گئی: ${before} ← ${after}۔ اب بھیجی جا رہی ہے۔`,
  NO_ENCODER: 'یہ براؤزر ویڈیو چھوٹی نہیں کر سکتا، اس لیے آپ کی ویڈیو جیسی ہے ویسی بھیجی جا رہی ہے۔',
  CONVERT_FAILED: 'آپ کی ویڈیو چھوٹی نہیں ہو سکی، اس لیے وہ جیسی ہے ویسی بھیجی جا رہی ہے۔',
  NO_ROOM_TO_CONVERT: 'اس فون میں آپ کی ویڈیو چھوٹی کرنے کی جگہ نہیں بچی، اس لیے وہ جیسی ہے ویسی بھیجی جا رہی ہے۔',
  RESUMING_KEPT: 'اس فون پر رکھی چھوٹی نقل آگے بھیجی جا رہی ہے۔',
  tooShort: (duration) =>
    `آپ کی پچ ${urduDuration(duration)} کی ہے۔ ہم تقریباً 1.5 منٹ کی پچ مانگتے ہیں: آپ اسے بھیج سکتے ہیں، یا لمبی پچ ریکارڈ کر سکتے ہیں۔`,
  tooLong: (duration) =>
    `آپ کی پچ ${urduDuration(duration)} کی ہے۔ ہم تقریباً 1.5 منٹ کی پچ مانگتے ہیں: آپ اسے بھیج سکتے ہیں، یا چھوٹی پچ ریکارڈ کر سکتے ہیں۔`,
  UNREADABLE_NOTE: 'اس فائل سے ویڈیو کی مدت اور تصویر کا سائز پڑھے نہیں جا سکے۔',
  storedFacts: (duration, resolution) => `محفوظ ہوا: ${urduDuration(duration)} · ${resolution}`,
  consoleLength: (warning) => (warning === 'short' ? '30 سیکنڈ سے چھوٹی' : '3 منٹ سے لمبی'),
};
