import type { TextPattern } from '../texts.ts';
import { TA_MONTHS } from './months.ts';

/**
 * Texts the shared code builds from parts while a schema is made (so they stay English there), said in Tamil
 * where they are shown: messages.ts (requiredMessage, invalidFundingMessage, tooManyUnfinishedUploadsMessage),
 * schemas/fields.ts and schemas/application.ts, account-messages.ts (tokenExpiryTooLongMessage).
 */
const FUNDING_KIND: Record<string, string> = { equity: 'பங்கு முதலீட்டுத்', debt: 'கடன் நிதித்', grant: 'மானிய நிதித்' };

export const TA_PATTERNS: TextPattern[] = [
  // calc.ts croreLabel: '₹1.25 Cr'
  { pattern: /^₹([\d.,]+) Cr$/, say: (m) => `₹${m[1]} கோடி` },
  // istDate / istDateTime: '23 Nov 2026' and '23 Nov 2026, 02:49 IST (UTC+05:30)'
  {
    pattern: /^(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})(.*)$/,
    say: (m) => `${m[1]} ${TA_MONTHS[m[2] ?? ''] ?? m[2]} ${m[3]}${m[4]}`,
  },
  { pattern: /^(.+) is required$/, say: (m, t) => `${t(m[1] ?? '')} தேவை` },
  { pattern: /^(.+) is too large$/, say: (m, t) => `${t(m[1] ?? '')} மிகப் பெரியது` },
  { pattern: /^Please use at most (\d+) characters$/, say: (m) => `அதிகபட்சம் ${m[1]} எழுத்துகள் மட்டும் எழுதுங்கள்` },
  {
    pattern: /^Please enter a valid (equity|debt|grant) funding amount$/,
    say: (m) => `சரியான ${FUNDING_KIND[m[1] ?? ''] ?? ''} தொகையை எழுதுங்கள்`,
  },
  { pattern: /^Please enter a valid number of founders$/, say: () => 'நிறுவனர்களின் சரியான எண்ணிக்கையை எழுதுங்கள்' },
  { pattern: /^Please enter a valid team size$/, say: () => 'குழுவின் சரியான அளவை எழுதுங்கள்' },
  {
    pattern: /^Please fill in the following required fields:(.*)$/,
    say: (m, t) =>
      `இந்தத் தேவையான விவரங்களை நிரப்புங்கள்: ${(m[1] ?? '')
        .split(',')
        .map((part) => t(part.trim()))
        .join(', ')}`,
  },
  {
    pattern: /^You already have (?:an upload|(\d+) uploads) in progress\./,
    say: (m) =>
      m[1]
        ? `உங்கள் ${m[1]} பதிவேற்றங்கள் ஏற்கெனவே நடந்துகொண்டிருக்கின்றன. புதியதைத் தொடங்கும் முன் ஒன்று முடியட்டும், அல்லது ஒன்றை ரத்து செய்யுங்கள்.`
        : 'உங்கள் ஒரு பதிவேற்றம் ஏற்கெனவே நடந்துகொண்டிருக்கிறது. புதியதைத் தொடங்கும் முன் அது முடியட்டும், அல்லது அதை ரத்து செய்யுங்கள்.',
  },
  {
    pattern: /^A token can last at most (\d+) days\./,
    say: (m) => `ஒரு சாவி அதிகபட்சம் ${m[1]} நாட்கள் மட்டுமே செல்லும். குறைந்த காலத்தைத் தேர்ந்தெடுங்கள்.`,
  },
  {
    pattern: /^Corrected: (.+)$/,
    say: (m, t) =>
      `திருத்தப்பட்டது: ${(m[1] ?? '')
        .split(', ')
        .map((label) => t(label))
        .join(', ')}`,
  },
  { pattern: /^Couldn't save: (.+)$/, say: (m, t) => `சேமிக்க முடியவில்லை: ${t(m[1] ?? '')}` },
];
