import { isLocale, type Locale } from '@portal/shared/locales';

/**
 * The portal language a browser's Accept-Language prefers most ("hi-IN,hi;q=0.9,en;q=0.8" → hi), by each range's
 * primary subtag and q-value; undefined when it names none of them (or no header). For a page of the server's own
 * shown before anyone is known (the refused stop link's).
 */
export const localeOfAcceptLanguage = (header: string | undefined): Locale | undefined => {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find((value) => value !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((range) => range.weight > 0 && isLocale(range.primary))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  const first = ranges[0]?.primary;
  return isLocale(first) ? first : undefined;
};
