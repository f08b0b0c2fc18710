import { describe, expect, it } from 'vitest';
import { fromIstInputValue, istDate, istDateTime, istInputValue, istIso } from './ist-time.ts';

describe('times in IST with the offset', () => {
  it('moves UTC to India Standard Time, across midnight', () => {
    expect(istIso('2026-11-22T21:19:37.958Z')).toBe('2026-11-23T02:49:37+05:30');
    expect(istDateTime('2026-11-22T21:19:37.958Z')).toBe('23 Nov 2026, 02:49 IST (UTC+05:30)');
    expect(istDate('2026-11-22T21:19:37.958Z')).toBe('23 Nov 2026');
  });
  it('shows a dash (or nothing in CSV) for missing values', () => {
    expect(istDateTime(null)).toBe('—');
    expect(istIso(undefined)).toBe('');
    expect(istIso('not a date')).toBe('');
  });
});

describe('datetime-local inputs in IST', () => {
  it('shows an instant as its IST wall clock and reads the input back as IST', () => {
    expect(istInputValue('2026-06-30T18:29:00Z')).toBe('2026-06-30T23:59');
    expect(fromIstInputValue('2026-06-30T23:59')).toBe('2026-06-30T23:59:00+05:30');
    expect(Date.parse(fromIstInputValue(istInputValue('2026-06-30T18:29:00Z')))).toBe(Date.parse('2026-06-30T18:29:00Z'));
    expect(istInputValue(null)).toBe('');
    expect(fromIstInputValue('')).toBe('');
  });
});
