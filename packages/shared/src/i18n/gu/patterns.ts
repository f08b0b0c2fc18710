import type { TextPattern } from '../texts.ts';
import { ENGLISH_MONTHS, monthNames } from '../../format/ist-time.ts';

/**
 * Texts the shared code builds from parts while a schema is made (so they stay English there), said in Gujarati
 * where they are shown: messages.ts (requiredMessage, invalidFundingMessage, tooManyUnfinishedUploadsMessage),
 * schemas/fields.ts and schemas/application.ts, account-messages.ts (tokenExpiryTooLongMessage).
 */
const GU_MONTH_NAMES = monthNames('gu');
const month = (english: string): string => GU_MONTH_NAMES[ENGLISH_MONTHS.indexOf(english)] ?? english;
const FUNDING_KIND: Record<string, string> = { equity: 'શેરમૂડી', debt: 'લોન', grant: 'અનુદાન' };

/** '23 Nov 2026, 02:49 IST (UTC+05:30)' (ist-time.ts, English) with the month said in Gujarati. */
export const gujaratiDate = (english: string): string =>
  english.replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/, month);

export const GU_PATTERNS: TextPattern[] = [
  // calc.ts croreLabel: '₹1.25 Cr'
  { pattern: /^₹([\d.,]+) Cr$/, say: (m) => `₹${m[1]} કરોડ` },
  // istDate / istDateTime: '23 Nov 2026' and '23 Nov 2026, 02:49 IST (UTC+05:30)'
  {
    pattern: /^(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})(.*)$/,
    say: (m) => `${m[1]} ${month(m[2] ?? '')} ${m[3]}${m[4]}`,
  },
  { pattern: /^(.+) is required$/, say: (m, t) => `${t(m[1] ?? '')} જરૂરી છે` },
  { pattern: /^(.+) is too large$/, say: (m, t) => `${t(m[1] ?? '')} ખૂબ મોટું છે` },
  { pattern: /^Please use at most (\d+) characters$/, say: (m) => `કૃપા કરીને વધુમાં વધુ ${m[1]} અક્ષર લખો` },
  {
    pattern: /^Please enter a valid (equity|debt|grant) funding amount$/,
    say: (m) => `કૃપા કરીને ${FUNDING_KIND[m[1] ?? ''] ?? ''} ભંડોળની સાચી રકમ લખો`,
  },
  { pattern: /^Please enter a valid number of founders$/, say: () => 'કૃપા કરીને સ્થાપકોની સાચી સંખ્યા લખો' },
  { pattern: /^Please enter a valid team size$/, say: () => 'કૃપા કરીને ટીમનું સાચું કદ લખો' },
  {
    pattern: /^Please fill in the following required fields:(.*)$/,
    say: (m, t) =>
      `કૃપા કરીને આ જરૂરી માહિતી ભરો: ${(m[1] ?? '')
        .split(',')
        .map((part) => t(part.trim()))
        .join(', ')}`,
  },
  {
    pattern: /^You already have (?:an upload|(\d+) uploads) in progress\./,
    say: (m) =>
      m[1]
        ? `તમારા ${m[1]} અપલોડ પહેલેથી ચાલી રહ્યા છે. નવું અપલોડ શરૂ કરતાં પહેલાં તેમાંથી એક પૂરું થવા દો અથવા રદ કરો.`
        : 'તમારું એક અપલોડ પહેલેથી ચાલી રહ્યું છે. નવું અપલોડ શરૂ કરતાં પહેલાં તેને પૂરું થવા દો અથવા રદ કરો.',
  },
  {
    pattern: /^A token can last at most (\d+) days\./,
    say: (m) => `ચાવી વધુમાં વધુ ${m[1]} દિવસ ચાલી શકે. કૃપા કરીને ઓછો સમય પસંદ કરો.`,
  },
  {
    pattern: /^Corrected: (.+)$/,
    say: (m, t) =>
      `સુધાર્યું: ${(m[1] ?? '')
        .split(', ')
        .map((label) => t(label))
        .join(', ')}`,
  },
  { pattern: /^Couldn't save: (.+)$/, say: (m, t) => `સાચવી શકાયું નહીં: ${t(m[1] ?? '')}` },
];
