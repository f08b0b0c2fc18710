import { FOUNDING_YEAR_MIN, PHONE_DIGITS, currentYear } from '../limits.ts';
import { asciiDigits } from '../format/digits.ts';

/*
 * Checks and clean-ups of typed text that need no schema library: the forms use them as the founder types (and the
 * schemas in schemas/ build on them), so a page that only shows a form does not load zod.
 */

/** A simple address pattern: anything stricter turns real addresses away. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/**
 * Keeps digits only (Devanagari ones read as ASCII), at most 10 — what the phone input does as the founder types. A
 * number pasted whole with India's code (+91 98765 43210) or the trunk 0 (098765 43210) keeps its own ten digits:
 * the field already shows +91 in front.
 */
export const normalizePhoneInput = (value: string): string => {
  const digits = asciiDigits(value).replace(/\D/g, '');
  const national =
    digits.length === PHONE_DIGITS + 2 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === PHONE_DIGITS + 1 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return national.slice(0, PHONE_DIGITS);
};
export const isValidPhone = (value: string): boolean => new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(asciiDigits(value));

/** A field with nothing in it: null, undefined, or text that is only white space (0 is an answer). */
export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A founding year: four digits (Devanagari ones read as ASCII), from FOUNDING_YEAR_MIN to this year. */
export const isValidFoundingYear = (value: string | number, now: Date = new Date()): boolean => {
  const text = asciiDigits(String(value)).trim();
  if (!/^\d{4}$/.test(text)) return false;
  const year = Number(text);
  return year >= FOUNDING_YEAR_MIN && year <= currentYear(now);
};

/** A DPIIT certificate number as stored and compared: without spaces, in capitals. */
export const normaliseDpiitNumber = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, '').toUpperCase();
