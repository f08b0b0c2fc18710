import type { TextPattern } from '../texts.ts';

/**
 * Texts the shared code builds from parts while a schema is made (so they stay English there), said in Marathi
 * where they are shown: messages.ts (requiredMessage, invalidFundingMessage, tooManyUnfinishedUploadsMessage),
 * schemas/fields.ts and schemas/application.ts, account-messages.ts (tokenExpiryTooLongMessage).
 */
/** ist-time.ts's English month abbreviations, as Marathi writes the months. */
export const MR_MONTHS: Record<string, string> = {
  Jan: 'जानेवारी',
  Feb: 'फेब्रुवारी',
  Mar: 'मार्च',
  Apr: 'एप्रिल',
  May: 'मे',
  Jun: 'जून',
  Jul: 'जुलै',
  Aug: 'ऑगस्ट',
  Sep: 'सप्टेंबर',
  Oct: 'ऑक्टोबर',
  Nov: 'नोव्हेंबर',
  Dec: 'डिसेंबर',
};
const FUNDING_KIND: Record<string, string> = { equity: 'भागभांडवल', debt: 'कर्ज', grant: 'अनुदान' };

/** '23 Nov 2026, 02:49 IST (UTC+05:30)' (ist-time.ts, English) with the month said in Marathi. */
export const marathiDate = (english: string): string =>
  english.replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/, (month) => MR_MONTHS[month] ?? month);

export const MR_PATTERNS: TextPattern[] = [
  // calc.ts croreLabel: '₹1.25 Cr'
  { pattern: /^₹([\d.,]+) Cr$/, say: (m) => `₹${m[1]} कोटी` },
  // istDate / istDateTime: '23 Nov 2026' and '23 Nov 2026, 02:49 IST (UTC+05:30)'
  {
    pattern: /^(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})(.*)$/,
    say: (m) => `${m[1]} ${MR_MONTHS[m[2] ?? ''] ?? m[2]} ${m[3]}${m[4]}`,
  },
  { pattern: /^(.+) is required$/, say: (m, t) => `${t(m[1] ?? '')} आवश्यक आहे` },
  { pattern: /^(.+) is too large$/, say: (m, t) => `${t(m[1] ?? '')} खूप मोठे आहे` },
  { pattern: /^Please use at most (\d+) characters$/, say: (m) => `कृपया जास्तीत जास्त ${m[1]} अक्षरे लिहा` },
  {
    pattern: /^Please enter a valid (equity|debt|grant) funding amount$/,
    say: (m) => `कृपया ${FUNDING_KIND[m[1] ?? ''] ?? ''} निधीची योग्य रक्कम लिहा`,
  },
  { pattern: /^Please enter a valid number of founders$/, say: () => 'कृपया संस्थापकांची योग्य संख्या लिहा' },
  { pattern: /^Please enter a valid team size$/, say: () => 'कृपया टीमचा योग्य आकार लिहा' },
  {
    pattern: /^Please fill in the following required fields:(.*)$/,
    say: (m, t) =>
      `कृपया ही आवश्यक माहिती भरा: ${(m[1] ?? '')
        .split(',')
        .map((part) => t(part.trim()))
        .join(', ')}`,
  },
  {
    pattern: /^You already have (?:an upload|(\d+) uploads) in progress\./,
    say: (m) =>
      m[1]
        ? `तुमचे ${m[1]} अपलोड आधीच सुरू आहेत. नवीन अपलोड सुरू करण्यापूर्वी त्यापैकी एक पूर्ण होऊ द्या किंवा रद्द करा.`
        : 'तुमचे एक अपलोड आधीच सुरू आहे. नवीन अपलोड सुरू करण्यापूर्वी ते पूर्ण होऊ द्या किंवा रद्द करा.',
  },
  {
    pattern: /^A token can last at most (\d+) days\./,
    say: (m) => `किल्ली जास्तीत जास्त ${m[1]} दिवस चालू शकते. कृपया कमी कालावधी निवडा.`,
  },
  {
    pattern: /^Corrected: (.+)$/,
    say: (m, t) =>
      `दुरुस्त केले: ${(m[1] ?? '')
        .split(', ')
        .map((label) => t(label))
        .join(', ')}`,
  },
  { pattern: /^Couldn't save: (.+)$/, say: (m, t) => `जतन करता आले नाही: ${t(m[1] ?? '')}` },
];
