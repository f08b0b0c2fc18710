import type { VIDEO_MESSAGES } from '../../uploads/video-messages.ts';
import type { Translation } from '../texts.ts';

/** formatWait and formatClip's English ("about 2 minutes", "1 min 34 s") said in Bengali. */
export const bengaliDuration = (text: string): string =>
  text
    .replace('an unknown time', 'কত সময় জানা নেই')
    .replace('under a minute', 'এক মিনিটের কম')
    .replace(/^about /, 'প্রায় ')
    .replace(/(\d+) hours?/, '$1 ঘণ্টা')
    .replace(/(\d+) minutes?/, '$1 মিনিট')
    .replace(/(\d+) min/, '$1 মিনিট')
    .replace(/(\d+) s\b/, '$1 সেকেন্ড')
    .replace(/(\d+) h\b/, '$1 ঘণ্টা');

const on = (source: string): string => (source === 'assumed' ? 'ধীর (2G) সংযোগে' : 'আপনার সংযোগে');

export const BN_VIDEO_MESSAGES: Translation<typeof VIDEO_MESSAGES> = {
  beforeChoosing: (size, wait, source) =>
    `এখানে ছোট করা 1.5 মিনিটের একটি পিচ প্রায় ${size} হয়: ${on(source)} ${bengaliDuration(wait)}। ভিডিও বেছে নিলে আমরা তার নিজের আকার আর সময় জানাব।`,
  READING: 'আপনার ভিডিও পড়া হচ্ছে…',
  facts: (size, duration, resolution, wait, source) =>
    `${size} · ${bengaliDuration(duration)} · ${resolution}: ${on(source)} ${bengaliDuration(wait)}।`,
  factsUnreadable: (size, wait) => `${size}: আপনার সংযোগে ${bengaliDuration(wait)}।`,
  MAKE_SMALLER: 'এটি ছোট করুন',
  smallerResult: (size, wait) => `প্রায় ${size}, তৈরি করে পাঠাতে ${bengaliDuration(wait)}।`,
  SEND_ORIGINAL: 'যেমন আছে তেমনই পাঠান',
  QUALITY_LABEL: 'ছবির আকার',
  qualityOption: (height) => (height <= 480 ? `${height}p (সবচেয়ে ছোট)` : `${height}p (বেশি পরিষ্কার)`),
  CONVERTING: 'এই ফোনেই আপনার ভিডিও ছোট করা হচ্ছে…',
  convertingLeft: (percent, wait) => `${percent}% হয়েছে, ${bengaliDuration(wait)} বাকি`,
  CONVERT_CANCEL: 'বাতিল করুন',
  CONVERT_CANCELLED: 'থামানো হয়েছে। আপনার ভিডিও বদলায়নি; পাঠাতে সেটি আবার বেছে নিন।',
  converted: (before, after) => `ছোট করা হয়েছে: ${before} → ${after}। এখন পাঠানো হচ্ছে।`,
  NO_ENCODER: 'এই ব্রাউজার ভিডিও ছোট করতে পারে না, তাই আপনার ভিডিও যেমন আছে তেমনই পাঠানো হচ্ছে।',
  CONVERT_FAILED: 'আপনার ভিডিও ছোট করা যায়নি, তাই সেটি যেমন আছে তেমনই পাঠানো হচ্ছে।',
  NO_ROOM_TO_CONVERT: 'এই ফোনে আপনার ভিডিও ছোট করার জায়গা আর নেই, তাই সেটি যেমন আছে তেমনই পাঠানো হচ্ছে।',
  RESUMING_KEPT: 'এই ফোনে রাখা ছোট কপিটি আবার পাঠানো হচ্ছে।',
  tooShort: (duration) =>
    `আপনার পিচ ${bengaliDuration(duration)}-এর। আমরা প্রায় 1.5 মিনিটের পিচ চাই: আপনি এটি পাঠাতে পারেন, বা একটি লম্বা পিচ রেকর্ড করতে পারেন।`,
  tooLong: (duration) =>
    `আপনার পিচ ${bengaliDuration(duration)}-এর। আমরা প্রায় 1.5 মিনিটের পিচ চাই: আপনি এটি পাঠাতে পারেন, বা একটি ছোট পিচ রেকর্ড করতে পারেন।`,
  UNREADABLE_NOTE: 'এই ফাইল থেকে ভিডিওর দৈর্ঘ্য আর ছবির আকার পড়া যায়নি।',
  storedFacts: (duration, resolution) => `সংরক্ষিত: ${bengaliDuration(duration)} · ${resolution}`,
  consoleLength: (warning) => (warning === 'short' ? '30 সেকেন্ডের চেয়ে ছোট' : '3 মিনিটের চেয়ে লম্বা'),
};
