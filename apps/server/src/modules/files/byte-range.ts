import type { ByteRange } from './storage/upload-storage.ts';

/** What to send for a Range header: the whole file, one range (206), or 416. */
export type RangeDecision = { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const WHOLE: RangeDecision = { kind: 'whole' };
const UNSATISFIABLE: RangeDecision = { kind: 'unsatisfiable' };
const SINGLE_BYTES_RANGE = /^bytes=(\d*)-(\d*)$/;

const toInt = (digits: string): number | undefined => {
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
};

/**
 * RFC 9110 §14: one `bytes=` range is served (start-end, start-, or -suffix); other units and multiple ranges are
 * ignored (the whole file is sent); a malformed or unsatisfiable bytes range gets 416.
 */
export const decideRange = (header: string | undefined, size: number): RangeDecision => {
  if (header === undefined) return WHOLE;
  const value = header.trim();
  if (!value.toLowerCase().startsWith('bytes=')) return WHOLE;
  if (value.includes(',')) return WHOLE;
  const match = SINGLE_BYTES_RANGE.exec(value.replace(/^bytes=/i, 'bytes=').replace(/\s+/g, ''));
  if (!match) return UNSATISFIABLE;
  const [, first = '', last = ''] = match;
  if (size === 0 || (first === '' && last === '')) return UNSATISFIABLE;
  if (first === '') {
    const suffix = toInt(last);
    if (suffix === undefined || suffix === 0) return UNSATISFIABLE;
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = toInt(first);
  const end = last === '' ? size - 1 : toInt(last);
  if (start === undefined || end === undefined || start >= size || end < start) return UNSATISFIABLE;
  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } };
};
