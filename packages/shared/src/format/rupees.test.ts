import { describe, expect, it } from 'vitest';
import { FUNDING_MAX_RUPEES } from '../limits.ts';
import { formatRupees, groupIndian, readRupees, rupeesInWords } from './rupees.ts';

describe('readRupees: whole rupees the Indian or the international way', () => {
  it.each([
    ['2,50,000', 250_000],
    ['250000', 250_000],
    ['₹ 2,50,000', 250_000],
    ['₹2,50,000', 250_000],
    ['Rs. 2,50,000', 250_000],
    ['2,500,000', 2_500_000],
    ['1,00,00,000', 10_000_000],
    ['10,000', 10_000],
    ['999', 999],
    ['  2 50 000  ', 250_000],
    ['2,50,000.00', 250_000],
    ['२,५०,०००', 250_000],
    ['', 0],
    ['   ', 0],
    ['0', 0],
    ['-0', 0],
    [null, 0],
    [undefined, 0],
    [42, 42],
    [String(FUNDING_MAX_RUPEES), FUNDING_MAX_RUPEES],
  ])('%j is %i rupees', (typed, rupees) => {
    expect(readRupees(typed)).toEqual({ ok: true, rupees });
  });

  it.each([
    ['2,50,000.75', 'not-whole-rupees'],
    ['12.9', 'not-whole-rupees'],
    ['abc', 'not-whole-rupees'],
    ['7 lakh', 'not-whole-rupees'],
    ['2,5,0', 'not-whole-rupees'],
    ['25,00', 'not-whole-rupees'],
    [',250000', 'not-whole-rupees'],
    ['250000,', 'not-whole-rupees'],
    ['2,50,0000', 'not-whole-rupees'],
    ['1e6', 'not-whole-rupees'],
    ['0x10', 'not-whole-rupees'],
    ['₹', 'not-whole-rupees'],
    [12.5, 'not-whole-rupees'],
    [Number.NaN, 'not-whole-rupees'],
    [Number.POSITIVE_INFINITY, 'not-whole-rupees'],
    [true, 'not-whole-rupees'],
    [{}, 'not-whole-rupees'],
    ['-5', 'negative'],
    ['-2,50,000', 'negative'],
    [-1, 'negative'],
    [String(FUNDING_MAX_RUPEES + 1), 'too-large'],
    ['99999999999999999999', 'too-large'],
  ])('%j is refused (%s)', (typed, reason) => {
    expect(readRupees(typed)).toEqual({ ok: false, reason });
  });
});

describe('groupIndian and rupeesInWords', () => {
  it.each([
    [0, '0', '₹0'],
    [999, '999', '₹999'],
    [25_000, '25,000', '₹25 thousand'],
    [250_000, '2,50,000', '₹2.5 lakh'],
    [275_500, '2,75,500', '₹2.75 lakh'],
    [100_000, '1,00,000', '₹1 lakh'],
    [9_999_999, '99,99,999', '₹99.99 lakh'],
    [12_000_000, '1,20,00,000', '₹1.2 crore'],
    [2_500_000_000, '2,50,00,00,000', '₹250 crore'],
  ])('%i reads "%s", in words "%s"', (rupees, grouped, words) => {
    expect(groupIndian(rupees)).toBe(grouped);
    expect(rupeesInWords(rupees)).toBe(words);
  });
});

describe('formatRupees (the review step and the console detail)', () => {
  it('shows an amount with the rupee sign and Indian grouping, and an amount not given as a dash', () => {
    expect(formatRupees(1_500_000)).toBe('₹15,00,000');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(null)).toBe('—');
    expect(formatRupees(undefined)).toBe('—');
  });
});
