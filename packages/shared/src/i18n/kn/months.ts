import { ENGLISH_MONTHS, monthNames } from '../../format/ist-time.ts';

/** ist-time.ts's English month abbreviations in Kannada, as Intl names them (the patterns say an English date again in Kannada). */
export const KN_MONTHS: Record<string, string> = Object.fromEntries(
  ENGLISH_MONTHS.map((month, i) => [month, monthNames('kn')[i]!]),
);
