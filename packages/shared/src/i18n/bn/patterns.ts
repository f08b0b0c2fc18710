import { ENGLISH_MONTHS, monthNames } from '../../format/ist-time.ts';
import type { TextPattern } from '../texts.ts';

/**
 * Texts the shared code builds from parts while a schema is made (so they stay English there), said in Bengali
 * where they are shown: messages.ts (requiredMessage, invalidFundingMessage, tooManyUnfinishedUploadsMessage),
 * schemas/fields.ts and schemas/application.ts, account-messages.ts (tokenExpiryTooLongMessage).
 */
const BENGALI_MONTHS = monthNames('bn');
const month = (english: string): string => BENGALI_MONTHS[ENGLISH_MONTHS.indexOf(english)] ?? english;
const FUNDING_KIND: Record<string, string> = { equity: 'ইকুইটি', debt: 'ঋণ', grant: 'অনুদান' };
const list = (parts: string, t: (part: string) => string): string =>
  parts
    .split(',')
    .map((part) => t(part.trim()))
    .join(', ');

export const BN_PATTERNS: TextPattern[] = [
  // calc.ts croreLabel: '₹1.25 Cr'
  { pattern: /^₹([\d.,]+) Cr$/, say: (m) => `₹${m[1]} কোটি` },
  // istDate / istDateTime: '23 Nov 2026' and '23 Nov 2026, 02:49 IST (UTC+05:30)'
  {
    pattern: /^(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})(.*)$/,
    say: (m) => `${m[1]} ${month(m[2] ?? '')} ${m[3]}${m[4]}`,
  },
  { pattern: /^(.+) is required$/, say: (m, t) => `${t(m[1] ?? '')} দরকার` },
  { pattern: /^(.+) is too large$/, say: (m, t) => `${t(m[1] ?? '')} খুব বড়` },
  { pattern: /^Please use at most (\d+) characters$/, say: (m) => `অনুগ্রহ করে বড়জোর ${m[1]}টি অক্ষর লিখুন` },
  {
    pattern: /^Please enter a valid (equity|debt|grant) funding amount$/,
    say: (m) => `অনুগ্রহ করে ${FUNDING_KIND[m[1] ?? ''] ?? ''} ফান্ডিংয়ের সঠিক অঙ্ক লিখুন`,
  },
  { pattern: /^Please enter a valid number of founders$/, say: () => 'অনুগ্রহ করে প্রতিষ্ঠাতার সঠিক সংখ্যা লিখুন' },
  { pattern: /^Please enter a valid team size$/, say: () => 'অনুগ্রহ করে দলের সঠিক আকার লিখুন' },
  {
    pattern: /^Please fill in the following required fields:(.*)$/,
    say: (m, t) => `অনুগ্রহ করে এই দরকারি ঘরগুলি পূরণ করুন: ${list(m[1] ?? '', t)}`,
  },
  {
    pattern: /^You already have (?:an upload|(\d+) uploads) in progress\./,
    say: (m) =>
      m[1]
        ? `আপনার ${m[1]}টি আপলোড আগে থেকেই চলছে। নতুন আপলোড শুরু করার আগে একটি শেষ হতে দিন বা বাতিল করুন।`
        : 'আপনার একটি আপলোড আগে থেকেই চলছে। নতুন আপলোড শুরু করার আগে সেটি শেষ হতে দিন বা বাতিল করুন।',
  },
  {
    pattern: /^A token can last at most (\d+) days\./,
    say: (m) => `চাবি বড়জোর ${m[1]} দিন চলতে পারে। অনুগ্রহ করে কম সময় বেছে নিন।`,
  },
  {
    pattern: /^Corrected: (.+)$/,
    say: (m, t) =>
      `সংশোধন করা হয়েছে: ${(m[1] ?? '')
        .split(', ')
        .map((label) => t(label))
        .join(', ')}`,
  },
  { pattern: /^Couldn't save: (.+)$/, say: (m, t) => `সংরক্ষণ করা যায়নি: ${t(m[1] ?? '')}` },
];
