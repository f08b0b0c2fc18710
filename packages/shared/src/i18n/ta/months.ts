/** The months in Tamil, January first (ist-time.ts names an IST date with them). */
export const TA_MONTH_NAMES = [
  'ஜனவரி',
  'பிப்ரவரி',
  'மார்ச்',
  'ஏப்ரல்',
  'மே',
  'ஜூன்',
  'ஜூலை',
  'ஆகஸ்ட்',
  'செப்டம்பர்',
  'அக்டோபர்',
  'நவம்பர்',
  'டிசம்பர்',
] as const;

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** ist-time.ts's English month abbreviations in Tamil (the patterns say an English date again in Tamil). */
export const TA_MONTHS: Record<string, string> = Object.fromEntries(
  ENGLISH_MONTHS.map((month, i) => [month, TA_MONTH_NAMES[i]!]),
);
