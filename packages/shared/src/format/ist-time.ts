/**
 * Times for the program team and the founder are shown in India Standard Time with the offset written out,
 * so a time read from the console, the CSV export or an email means the same minute to everyone.
 * IST has no daylight saving: a fixed +05:30 needs no time-zone database.
 */

export const IST_OFFSET = '+05:30';
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** The English abbreviations, in order ('Jan' … 'Dec'): what a language pack's patterns read in an English date. */
export const ENGLISH_MONTHS: readonly string[] = MONTHS;
const monthsByLocale = new Map<string, readonly string[]>();
/**
 * The twelve month names as a language writes them, from the runtime's Intl (full ICU in Node and the browsers):
 * 'hi' जनवरी…, 'ur' جنوری…, 'bn' জানুয়ারি…; English keeps its abbreviations. Digits stay ASCII, as in Indian print
 * and SMS.
 */
export const monthNames = (locale: string): readonly string[] => {
  if (locale === 'en') return MONTHS;
  let names = monthsByLocale.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    names = MONTHS.map((_, month) => format.format(Date.UTC(2000, month, 1)));
    monthsByLocale.set(locale, names);
  }
  return names;
};
const monthName = (month: number, locale: string): string => monthNames(locale)[month]!;
const two = (n: number): string => String(n).padStart(2, '0');

/** The wall-clock parts of an instant in IST, or null for a missing or unreadable value. */
const istParts = (value: string | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return null;
  const d = new Date(time + IST_OFFSET_MS);
  return {
    y: d.getUTCFullYear(),
    mo: d.getUTCMonth(),
    d: d.getUTCDate(),
    h: d.getUTCHours(),
    mi: d.getUTCMinutes(),
    s: d.getUTCSeconds(),
  };
};

/** '2026-11-23T02:49:37+05:30' (for CSV cells and machine-readable text); '' when missing. */
export const istIso = (value: string | Date | null | undefined): string => {
  const p = istParts(value);
  return p ? `${p.y}-${two(p.mo + 1)}-${two(p.d)}T${two(p.h)}:${two(p.mi)}:${two(p.s)}${IST_OFFSET}` : '';
};

/** '23 Nov 2026, 02:49 IST (UTC+05:30)' for people ('23 नवंबर 2026, …' in Hindi, any language's month name); '—' when missing. */
export const istDateTime = (value: string | Date | null | undefined, locale: string = 'en'): string => {
  const p = istParts(value);
  return p ? `${p.d} ${monthName(p.mo, locale)} ${p.y}, ${two(p.h)}:${two(p.mi)} IST (UTC${IST_OFFSET})` : '—';
};

/** '23 Nov 2026' (the IST calendar day; '23 नवंबर 2026' in Hindi); '—' when missing. */
export const istDate = (value: string | Date | null | undefined, locale: string = 'en'): string => {
  const p = istParts(value);
  return p ? `${p.d} ${monthName(p.mo, locale)} ${p.y}` : '—';
};

/** An instant as a datetime-local input's value in IST ('2026-06-30T23:59'); '' when missing. */
export const istInputValue = (value: string | Date | null | undefined): string => istIso(value).slice(0, 16);

/** A datetime-local input's value read as IST ('2026-06-30T23:59' → '2026-06-30T23:59:00+05:30'); anything else as typed. */
export const fromIstInputValue = (value: string): string =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00${IST_OFFSET}` : value;
