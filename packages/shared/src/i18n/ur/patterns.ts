import { ENGLISH_MONTHS, monthNames } from '../../format/ist-time.ts';
import type { TextPattern } from '../texts.ts';

/**
 * Texts the shared code builds from parts while a schema is made (so they stay English there), said in Urdu
 * where they are shown: messages.ts (requiredMessage, invalidFundingMessage, tooManyUnfinishedUploadsMessage),
 * schemas/fields.ts and schemas/application.ts, account-messages.ts (tokenExpiryTooLongMessage).
 */
const URDU_MONTHS = monthNames('ur');
const month = (english: string): string => URDU_MONTHS[ENGLISH_MONTHS.indexOf(english)] ?? english;
const FUNDING_KIND: Record<string, string> = { equity: 'ایکویٹی', debt: 'قرض کی', grant: 'گرانٹ کی' };
const list = (parts: string, t: (part: string) => string): string =>
  parts
    .split(',')
    .map((part) => t(part.trim()))
    .join('، ');

export const UR_PATTERNS: TextPattern[] = [
  // calc.ts croreLabel: '₹1.25 Cr'
  { pattern: /^₹([\d.,]+) Cr$/, say: (m) => `₹${m[1]} کروڑ` },
  // istDate / istDateTime: '23 Nov 2026' and '23 Nov 2026, 02:49 IST (UTC+05:30)'
  {
    pattern: /^(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})(.*)$/,
    say: (m) => `${m[1]} ${month(m[2] ?? '')} ${m[3]}${m[4]}`,
  },
  { pattern: /^(.+) is required$/, say: (m, t) => `${t(m[1] ?? '')} ضروری ہے` },
  { pattern: /^(.+) is too large$/, say: (m, t) => `${t(m[1] ?? '')} بہت بڑا ہے` },
  { pattern: /^Please use at most (\d+) characters$/, say: (m) => `براہِ کرم زیادہ سے زیادہ ${m[1]} حروف لکھیں` },
  {
    pattern: /^Please enter a valid (equity|debt|grant) funding amount$/,
    say: (m) => `براہِ کرم ${FUNDING_KIND[m[1] ?? ''] ?? ''} فنڈنگ کی درست رقم لکھیں`,
  },
  { pattern: /^Please enter a valid number of founders$/, say: () => 'براہِ کرم بانیوں کی درست تعداد لکھیں' },
  { pattern: /^Please enter a valid team size$/, say: () => 'براہِ کرم ٹیم کا درست سائز لکھیں' },
  {
    pattern: /^Please fill in the following required fields:(.*)$/,
    say: (m, t) => `براہِ کرم یہ ضروری خانے بھریں: ${list(m[1] ?? '', t)}`,
  },
  {
    pattern: /^You already have (?:an upload|(\d+) uploads) in progress\./,
    say: (m) =>
      m[1]
        ? `آپ کے ${m[1]} اپ لوڈ پہلے سے چل رہے ہیں۔ نیا اپ لوڈ شروع کرنے سے پہلے کسی ایک کو مکمل ہونے دیں یا منسوخ کریں۔`
        : 'آپ کا ایک اپ لوڈ پہلے سے چل رہا ہے۔ نیا اپ لوڈ شروع کرنے سے پہلے اسے مکمل ہونے دیں یا منسوخ کریں۔',
  },
  {
    pattern: /^A token can last at most (\d+) days\./,
    say: (m) => `چابی زیادہ سے زیادہ ${m[1]} دن چل سکتی ہے۔ براہِ کرم کم مدت چنیں۔`,
  },
  {
    pattern: /^Corrected: (.+)$/,
    say: (m, t) =>
      `درست کیا گیا: ${(m[1] ?? '')
        .split(', ')
        .map((label) => t(label))
        .join('، ')}`,
  },
  { pattern: /^Couldn't save: (.+)$/, say: (m, t) => `محفوظ نہیں ہو سکا: ${t(m[1] ?? '')}` },
];
