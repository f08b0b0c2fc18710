import type { TextPattern } from '../texts.ts';
import { TE_MONTHS } from './months.ts';

/**
 * Texts the shared code builds from parts while a schema is made (so they stay English there), said in Telugu
 * where they are shown: messages.ts (requiredMessage, invalidFundingMessage, tooManyUnfinishedUploadsMessage),
 * schemas/fields.ts and schemas/application.ts, account-messages.ts (tokenExpiryTooLongMessage).
 */
const FUNDING_KIND: Record<string, string> = { equity: 'వాటా పెట్టుబడి', debt: 'అప్పు నిధుల', grant: 'గ్రాంట్ నిధుల' };

export const TE_PATTERNS: TextPattern[] = [
  // calc.ts croreLabel: '₹1.25 Cr'
  { pattern: /^₹([\d.,]+) Cr$/, say: (m) => `₹${m[1]} కోట్లు` },
  // istDate / istDateTime: '23 Nov 2026' and '23 Nov 2026, 02:49 IST (UTC+05:30)'
  {
    pattern: /^(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})(.*)$/,
    say: (m) => `${m[1]} ${TE_MONTHS[m[2] ?? ''] ?? m[2]} ${m[3]}${m[4]}`,
  },
  { pattern: /^(.+) is required$/, say: (m, t) => `${t(m[1] ?? '')} అవసరం` },
  { pattern: /^(.+) is too large$/, say: (m, t) => `${t(m[1] ?? '')} చాలా పెద్దది` },
  { pattern: /^Please use at most (\d+) characters$/, say: (m) => `దయచేసి గరిష్ఠంగా ${m[1]} అక్షరాలు మాత్రమే రాయండి` },
  {
    pattern: /^Please enter a valid (equity|debt|grant) funding amount$/,
    say: (m) => `దయచేసి సరైన ${FUNDING_KIND[m[1] ?? ''] ?? ''} మొత్తం రాయండి`,
  },
  { pattern: /^Please enter a valid number of founders$/, say: () => 'దయచేసి సరైన వ్యవస్థాపకుల సంఖ్య రాయండి' },
  { pattern: /^Please enter a valid team size$/, say: () => 'దయచేసి సరైన బృందం పరిమాణం రాయండి' },
  {
    pattern: /^Please fill in the following required fields:(.*)$/,
    say: (m, t) =>
      `దయచేసి ఈ అవసరమైన వివరాలు నింపండి: ${(m[1] ?? '')
        .split(',')
        .map((part) => t(part.trim()))
        .join(', ')}`,
  },
  {
    pattern: /^You already have (?:an upload|(\d+) uploads) in progress\./,
    say: (m) =>
      m[1]
        ? `మీ ${m[1]} అప్‌లోడ్‌లు ఇప్పటికే జరుగుతున్నాయి. కొత్తది మొదలుపెట్టే ముందు ఒకటి పూర్తి కానివ్వండి, లేదా ఒకటి రద్దు చేయండి.`
        : 'మీ ఒక అప్‌లోడ్ ఇప్పటికే జరుగుతోంది. కొత్తది మొదలుపెట్టే ముందు అది పూర్తి కానివ్వండి, లేదా దాన్ని రద్దు చేయండి.',
  },
  {
    pattern: /^A token can last at most (\d+) days\./,
    say: (m) => `ఒక కీ గరిష్ఠంగా ${m[1]} రోజులు మాత్రమే పనిచేస్తుంది. దయచేసి తక్కువ గడువు ఎంచుకోండి.`,
  },
  {
    pattern: /^Corrected: (.+)$/,
    say: (m, t) =>
      `సరిచేయబడింది: ${(m[1] ?? '')
        .split(', ')
        .map((label) => t(label))
        .join(', ')}`,
  },
  { pattern: /^Couldn't save: (.+)$/, say: (m, t) => `భద్రపరచలేకపోయాము: ${t(m[1] ?? '')}` },
];
