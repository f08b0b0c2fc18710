import { describe, expect, it } from 'vitest';
import { istDate, istDateTime, istIso } from './ist-time.ts';

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
