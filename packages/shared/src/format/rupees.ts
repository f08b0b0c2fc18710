import { FUNDING_MAX_RUPEES, RUPEES_PER_CRORE } from '../limits.ts';
import { asciiDigits } from './digits.ts';

/** What a founder may type as an amount, and how it is read (docs/decisions/004-amounts-in-whole-rupees.md). */
export const RUPEES_MESSAGES = {
  NOT_WHOLE_RUPEES: 'Enter the amount in whole rupees, like 2,50,000',
  TOO_LARGE: 'Please check this amount: it is larger than we accept',
  HINT: 'Whole rupees, like 2,50,000',
} as const;

export type RupeesReading = { ok: true; rupees: number } | { ok: false; reason: 'negative' | 'not-whole-rupees' | 'too-large' };

const RUPEE_SIGN = /^(?:₹|rs\.?|inr)/i;
/** Plain digits; Indian grouping (2,50,000 · 1,00,00,000); international grouping (2,500,000). */
const PLAIN = /^\d+$/;
const INDIAN = /^\d{1,2}(?:,\d{2})*,\d{3}$/;
const INTERNATIONAL = /^\d{1,3}(?:,\d{3})+$/;
const ZERO_PAISE = /\.0+$/;

/**
 * Reads an amount as typed: whole rupees with Indian or international grouping, an optional ₹ sign and spaces.
 * A blank is 0. Paise other than ".00", words, stray commas and negatives are refused, never guessed.
 */
export const readRupees = (value: unknown): RupeesReading => {
  if (value === null || value === undefined) return { ok: true, rupees: 0 };
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || !Number.isInteger(value)) return { ok: false, reason: 'not-whole-rupees' };
    if (value < 0) return { ok: false, reason: 'negative' };
    return value > FUNDING_MAX_RUPEES ? { ok: false, reason: 'too-large' } : { ok: true, rupees: value };
  }
  if (typeof value !== 'string') return { ok: false, reason: 'not-whole-rupees' };
  let text = asciiDigits(value).replace(/\s+/g, '');
  if (text === '') return { ok: true, rupees: 0 };
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  text = text.replace(RUPEE_SIGN, '').replace(ZERO_PAISE, '');
  if (!(PLAIN.test(text) || INDIAN.test(text) || INTERNATIONAL.test(text))) return { ok: false, reason: 'not-whole-rupees' };
  const rupees = Number(text.replaceAll(',', ''));
  if (negative && rupees > 0) return { ok: false, reason: 'negative' };
  return rupees > FUNDING_MAX_RUPEES ? { ok: false, reason: 'too-large' } : { ok: true, rupees };
};

/** Whole rupees with Indian grouping: 250000 → "2,50,000". */
export const groupIndian = (rupees: number): string => {
  const digits = String(Math.trunc(Math.abs(rupees)));
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
};

/** An amount for display with Indian grouping, "₹2,50,000"; an amount not given (null) is "—". */
export const formatRupees = (rupees: number | null | undefined): string =>
  rupees === null || rupees === undefined ? '—' : `₹${groupIndian(rupees)}`;

const LAKH = 100_000;
const THOUSAND = 1_000;
/** Down to two decimals, trailing zeros dropped: an amount in words never reads larger than it is. */
const shortNumber = (value: number): string => String(Math.floor(value * 100 + 1e-9) / 100);

/** The amount in words as Indians say it: 250000 → "₹2.5 lakh", 12000000 → "₹1.2 crore", 25000 → "₹25 thousand". */
export const rupeesInWords = (rupees: number): string => {
  if (rupees >= RUPEES_PER_CRORE) return `₹${shortNumber(rupees / RUPEES_PER_CRORE)} crore`;
  if (rupees >= LAKH) return `₹${shortNumber(rupees / LAKH)} lakh`;
  if (rupees >= THOUSAND) return `₹${shortNumber(rupees / THOUSAND)} thousand`;
  return `₹${rupees}`;
};
