import type { TextPattern } from '../texts.ts';

/**
 * Texts the shared code builds from parts while a schema is made (so they stay English there), said in Hindi
 * where they are shown: messages.ts (requiredMessage, invalidFundingMessage, tooManyUnfinishedUploadsMessage),
 * schemas/fields.ts and schemas/application.ts, account-messages.ts (tokenExpiryTooLongMessage).
 */
/** ist-time.ts's English month abbreviations. */
const MONTHS: Record<string, string> = {
  Jan: 'जनवरी',
  Feb: 'फ़रवरी',
  Mar: 'मार्च',
  Apr: 'अप्रैल',
  May: 'मई',
  Jun: 'जून',
  Jul: 'जुलाई',
  Aug: 'अगस्त',
  Sep: 'सितंबर',
  Oct: 'अक्टूबर',
  Nov: 'नवंबर',
  Dec: 'दिसंबर',
};
const FUNDING_KIND: Record<string, string> = { equity: 'इक्विटी', debt: 'कर्ज़', grant: 'अनुदान' };

export const HI_PATTERNS: TextPattern[] = [
  // calc.ts croreLabel: '₹1.25 Cr'
  { pattern: /^₹([\d.,]+) Cr$/, say: (m) => `₹${m[1]} करोड़` },
  // istDate / istDateTime: '23 Nov 2026' and '23 Nov 2026, 02:49 IST (UTC+05:30)'
  {
    pattern: /^(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})(.*)$/,
    say: (m) => `${m[1]} ${MONTHS[m[2] ?? ''] ?? m[2]} ${m[3]}${m[4]}`,
  },
  { pattern: /^(.+) is required$/, say: (m, t) => `${t(m[1] ?? '')} ज़रूरी है` },
  { pattern: /^(.+) is too large$/, say: (m, t) => `${t(m[1] ?? '')} बहुत बड़ा है` },
  { pattern: /^Please use at most (\d+) characters$/, say: (m) => `कृपया ज़्यादा से ज़्यादा ${m[1]} अक्षर लिखें` },
  {
    pattern: /^Please enter a valid (equity|debt|grant) funding amount$/,
    say: (m) => `कृपया ${FUNDING_KIND[m[1] ?? ''] ?? ''} फ़ंडिंग की सही रकम लिखें`,
  },
  { pattern: /^Please enter a valid number of founders$/, say: () => 'कृपया संस्थापकों की सही संख्या लिखें' },
  { pattern: /^Please enter a valid team size$/, say: () => 'कृपया टीम का सही आकार लिखें' },
  {
    pattern: /^Please fill in the following required fields:(.*)$/,
    say: (m, t) =>
      `कृपया ये ज़रूरी जानकारी भरें: ${(m[1] ?? '')
        .split(',')
        .map((part) => t(part.trim()))
        .join(', ')}`,
  },
  {
    pattern: /^You already have (?:an upload|(\d+) uploads) in progress\./,
    say: (m) => `आपके ${m[1] ?? 'एक'} अपलोड पहले से चल रहे हैं। नया अपलोड शुरू करने से पहले उसे पूरा होने दें या रद्द करें।`,
  },
  { pattern: /^A token can last at most (\d+) days\./, say: (m) => `टोकन ज़्यादा से ज़्यादा ${m[1]} दिन चल सकता है। कृपया कम समय चुनें।` },
  {
    pattern: /^Corrected: (.+)$/,
    say: (m, t) =>
      `सुधारा गया: ${(m[1] ?? '')
        .split(', ')
        .map((label) => t(label))
        .join(', ')}`,
  },
  { pattern: /^Couldn't save: (.+)$/, say: (m, t) => `सहेजा नहीं जा सका: ${t(m[1] ?? '')}` },
];
