import { ENGLISH_MONTHS, monthNames } from '../../format/ist-time.ts';

/** ist-time.ts's English month abbreviations in Telugu, as Intl names them (the patterns say an English date again in Telugu). */
export const TE_MONTHS: Record<string, string> = Object.fromEntries(
  ENGLISH_MONTHS.map((month, i) => [month, monthNames('te')[i]!]),
);
