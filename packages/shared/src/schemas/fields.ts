import { z } from 'zod';
import { MESSAGES } from '../texts/messages.ts';
import { TEXT_MAX } from '../limits.ts';
import { asciiDigits } from '../format/digits.ts';
import { isValidEmail, isValidPhone } from '../application/field-checks.ts';

/** Text that must be present (after trimming) and not absurdly long. */
export const requiredText = (max: number, requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, `Please use at most ${max} characters`);

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
