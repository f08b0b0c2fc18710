import { z } from 'zod';
import { PHONE_PREFIX } from '../limits.ts';
import { isValidEmail, normalizePhoneInput, isValidPhone } from '../application/field-checks.ts';
import { CO_FOUNDER_MESSAGES } from './co-founder-rules.ts';

export * from './co-founder-rules.ts';

/** Where an invite goes: an email address, or a +91 mobile number (stored in E.164, +91 and ten digits). */
export type InviteAddress = { email: string; phone: null } | { email: null; phone: string };

/** Reads what the founder typed: an address with @ is an email, anything else a mobile number. */
export const inviteAddressSchema = z
  .string({ error: CO_FOUNDER_MESSAGES.ADDRESS_REQUIRED })
  .trim()
  .min(1, CO_FOUNDER_MESSAGES.ADDRESS_REQUIRED)
  .max(200, CO_FOUNDER_MESSAGES.ADDRESS_INVALID)
  .transform((value, ctx): InviteAddress => {
    if (value.includes('@')) {
      if (isValidEmail(value)) return { email: value.toLowerCase(), phone: null };
    } else {
      const national = normalizePhoneInput(value);
      if (isValidPhone(national) && /^[6-9]/.test(national)) return { email: null, phone: `${PHONE_PREFIX}${national}` };
    }
    ctx.addIssue({ code: 'custom', message: CO_FOUNDER_MESSAGES.ADDRESS_INVALID });
    return z.NEVER;
  });

export const INVITE_STATES = ['open', 'used', 'expired', 'revoked'] as const;
export type InviteState = (typeof INVITE_STATES)[number];
