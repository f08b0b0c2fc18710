import type { TextPattern } from '../texts.ts';
import { KN_MONTHS } from './months.ts';

/**
 * Texts the shared code builds from parts while a schema is made (so they stay English there), said in Kannada
 * where they are shown: messages.ts (requiredMessage, invalidFundingMessage, tooManyUnfinishedUploadsMessage),
 * schemas/fields.ts and schemas/application.ts, account-messages.ts (tokenExpiryTooLongMessage).
 */
const FUNDING_KIND: Record<string, string> = { equity: 'ಷೇರು ಹೂಡಿಕೆಯ', debt: 'ಸಾಲದ', grant: 'ಅನುದಾನದ' };

export const KN_PATTERNS: TextPattern[] = [
  // calc.ts croreLabel: '₹1.25 Cr'
  { pattern: /^₹([\d.,]+) Cr$/, say: (m) => `₹${m[1]} ಕೋಟಿ` },
  // istDate / istDateTime: '23 Nov 2026' and '23 Nov 2026, 02:49 IST (UTC+05:30)'
  {
    pattern: /^(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})(.*)$/,
    say: (m) => `${m[1]} ${KN_MONTHS[m[2] ?? ''] ?? m[2]} ${m[3]}${m[4]}`,
  },
  { pattern: /^(.+) is required$/, say: (m, t) => `${t(m[1] ?? '')} ಬೇಕು` },
  { pattern: /^(.+) is too large$/, say: (m, t) => `${t(m[1] ?? '')} ತುಂಬಾ ದೊಡ್ಡದು` },
  { pattern: /^Please use at most (\d+) characters$/, say: (m) => `ದಯವಿಟ್ಟು ಗರಿಷ್ಠ ${m[1]} ಅಕ್ಷರಗಳನ್ನು ಮಾತ್ರ ಬರೆಯಿರಿ` },
  {
    pattern: /^Please enter a valid (equity|debt|grant) funding amount$/,
    say: (m) => `ದಯವಿಟ್ಟು ಸರಿಯಾದ ${FUNDING_KIND[m[1] ?? ''] ?? ''} ಮೊತ್ತ ಬರೆಯಿರಿ`,
  },
  { pattern: /^Please enter a valid number of founders$/, say: () => 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಸ್ಥಾಪಕರ ಸಂಖ್ಯೆ ಬರೆಯಿರಿ' },
  { pattern: /^Please enter a valid team size$/, say: () => 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ತಂಡದ ಗಾತ್ರ ಬರೆಯಿರಿ' },
  {
    pattern: /^Please fill in the following required fields:(.*)$/,
    say: (m, t) =>
      `ದಯವಿಟ್ಟು ಈ ಅಗತ್ಯ ವಿವರಗಳನ್ನು ತುಂಬಿ: ${(m[1] ?? '')
        .split(',')
        .map((part) => t(part.trim()))
        .join(', ')}`,
  },
  {
    pattern: /^You already have (?:an upload|(\d+) uploads) in progress\./,
    say: (m) =>
      m[1]
        ? `ನಿಮ್ಮ ${m[1]} ಅಪ್‌ಲೋಡ್‌ಗಳು ಈಗಾಗಲೇ ನಡೆಯುತ್ತಿವೆ. ಹೊಸದನ್ನು ಶುರು ಮಾಡುವ ಮೊದಲು ಒಂದು ಮುಗಿಯಲಿ, ಅಥವಾ ಒಂದನ್ನು ರದ್ದುಮಾಡಿ.`
        : 'ನಿಮ್ಮ ಒಂದು ಅಪ್‌ಲೋಡ್ ಈಗಾಗಲೇ ನಡೆಯುತ್ತಿದೆ. ಹೊಸದನ್ನು ಶುರು ಮಾಡುವ ಮೊದಲು ಅದು ಮುಗಿಯಲಿ, ಅಥವಾ ಅದನ್ನು ರದ್ದುಮಾಡಿ.',
  },
  {
    pattern: /^A token can last at most (\d+) days\./,
    say: (m) => `ಒಂದು ಕೀ ಗರಿಷ್ಠ ${m[1]} ದಿನ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತದೆ. ದಯವಿಟ್ಟು ಕಡಿಮೆ ಅವಧಿ ಆರಿಸಿ.`,
  },
  {
    pattern: /^Corrected: (.+)$/,
    say: (m, t) =>
      `ಸರಿಪಡಿಸಲಾಗಿದೆ: ${(m[1] ?? '')
        .split(', ')
        .map((label) => t(label))
        .join(', ')}`,
  },
  { pattern: /^Couldn't save: (.+)$/, say: (m, t) => `ಉಳಿಸಲು ಆಗಲಿಲ್ಲ: ${t(m[1] ?? '')}` },
];
