import { describe, expect, it } from 'vitest';
import { croreLabel, formatCrore, progressPercent, totalFundingRupees } from './calc.ts';
import {
  DOCUMENT_MAX_BYTES,
  FOUNDERS_MIN_SAVED,
  FOUNDING_YEAR_MIN,
  PHONE_DIGITS,
  RUPEES_PER_CRORE,
  VIDEO_MAX_BYTES,
  retryDelayMs,
} from '../limits.ts';
import { WIZARD_STEPS, stepIndex } from './steps.ts';

describe('progressPercent (spec §2, §9: step index / 7, rounded)', () => {
  it.each([
    [0, 0],
    [1, 14],
    [2, 29],
    [3, 43],
    [4, 57],
    [5, 71],
    [6, 86],
    [7, 100],
  ])('step %i is %i%%', (index, percent) => {
    expect(progressPercent(index)).toBe(percent);
  });

  it('runs over the eight steps in spec order', () => {
    expect(WIZARD_STEPS.map((s) => s.id)).toEqual([
      'personal',
      'company',
      'business',
      'funding',
      'video',
      'financial',
      'pitch_deck',
      'review',
    ]);
    expect(WIZARD_STEPS.filter((s) => s.optional).map((s) => s.id)).toEqual(['financial', 'pitch_deck']);
    expect(progressPercent(stepIndex('review'))).toBe(100);
  });
});

describe('funding in crore (spec §2, §9: (equity + debt + grant) / 10,000,000, one decimal)', () => {
  it.each([
    [0, '0.0'],
    [10_000_000, '1.0'],
    [15_000_000, '1.5'],
    [5_000_000, '0.5'],
    [12_345_678, '1.2'],
    [250_000_000, '25.0'],
    [999_999, '0.1'],
    [100_000, '0.0'],
    [1_500_000, '0.2'],
    [1_449_999, '0.1'],
  ])('%i rupees show as %s', (rupees, shown) => {
    expect(formatCrore(rupees)).toBe(shown);
    expect(croreLabel(rupees)).toBe(`₹${shown} Cr`);
  });

  it('adds the three kinds, missing ones as 0', () => {
    expect(totalFundingRupees({ equity: 10_000_000, debt: 4_000_000, grant: 1_000_000 })).toBe(15_000_000);
    expect(totalFundingRupees({ equity: 1, debt: null })).toBe(1);
    expect(totalFundingRupees({})).toBe(0);
    expect(formatCrore(totalFundingRupees({ equity: 10_000_000, debt: 4_000_000, grant: 1_000_000 }))).toBe('1.5');
  });
});

describe('constants of spec §9', () => {
  it('match the spec', () => {
    expect(RUPEES_PER_CRORE).toBe(10_000_000);
    expect(VIDEO_MAX_BYTES).toBe(1024 ** 3);
    expect(DOCUMENT_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(PHONE_DIGITS).toBe(10);
    expect(FOUNDING_YEAR_MIN).toBe(1900);
    expect(FOUNDERS_MIN_SAVED).toBe(1);
  });

  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [4, 40_000],
  ])('retry %i waits %i ms (5 s × 2^(attempts-1))', (attempt, ms) => {
    expect(retryDelayMs(attempt)).toBe(ms);
  });
});
