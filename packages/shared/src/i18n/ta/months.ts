import { ENGLISH_MONTHS, monthNames } from '../../format/ist-time.ts';

/** ist-time.ts's English month abbreviations in Tamil, as Intl names them (the patterns say an English date again in Tamil). */
export const TA_MONTHS: Record<string, string> = Object.fromEntries(
  ENGLISH_MONTHS.map((month, i) => [month, monthNames('ta')[i]!]),
);
