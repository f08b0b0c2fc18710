/** The months in Kannada, January first (ist-time.ts names an IST date with them). */
export const KN_MONTH_NAMES = [
  'ಜನವರಿ',
  'ಫೆಬ್ರವರಿ',
  'ಮಾರ್ಚ್',
  'ಏಪ್ರಿಲ್',
  'ಮೇ',
  'ಜೂನ್',
  'ಜುಲೈ',
  'ಆಗಸ್ಟ್',
  'ಸೆಪ್ಟೆಂಬರ್',
  'ಅಕ್ಟೋಬರ್',
  'ನವೆಂಬರ್',
  'ಡಿಸೆಂಬರ್',
] as const;

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** ist-time.ts's English month abbreviations in Kannada (the patterns say an English date again in Kannada). */
export const KN_MONTHS: Record<string, string> = Object.fromEntries(
  ENGLISH_MONTHS.map((month, i) => [month, KN_MONTH_NAMES[i]!]),
);
