import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { PHONE_DIGITS, TEXT_MAX } from '../limits.ts';
import { asciiDigits } from '../digits.ts';

/** A simple address pattern: anything stricter turns real addresses away. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** Keeps digits only (Devanagari ones read as ASCII), at most 10 — what the phone input does as the founder types. */
export const normalizePhoneInput = (value: string): string => asciiDigits(value).replace(/\D/g, '').slice(0, PHONE_DIGITS);
export const isValidPhone = (value: string): boolean => new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(asciiDigits(value));

/** A field with nothing in it: null, undefined, or text that is only white space (0 is an answer). */
export const isBlank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');


/** Text that must be present (after trimming) and not absurdly long. */
export const requiredText = (max: number, requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `Please use at most ${max} characters`);

export const emailField = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .max(TEXT_MAX.email, invalidMessage)
    .refine(isValidEmail, invalidMessage);

export const phoneField = z
  .string({ error: MESSAGES.REQUIRED_FIELDS })
  .transform((v) => asciiDigits(v).replace(/\D/g, ''))
  .refine((v) => v.length > 0, MESSAGES.REQUIRED_FIELDS)
  .refine(isValidPhone, MESSAGES.INVALID_PHONE);
