import { MESSAGES } from '@portal/shared/texts/messages';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { TEXT_MAX } from '@portal/shared/limits';
import { isValidEmail } from '@portal/shared/application/field-checks';
import { newPasswordSchema, firstIssueMessage, signUpSchema } from '@portal/shared/schemas/auth';
import { toIndianMobile } from '@portal/shared/account/account-security';
import { asciiDigits } from '@portal/shared/format/digits';
import { LANGUAGE_MESSAGES, languageSchema } from '@portal/shared/language';
import { authError } from './auth-error.ts';

const refuse = (message: string): never => {
  throw authError('VALIDATION_FAILED', message);
};

const normaliseEmail = (value: unknown): string => {
  if (typeof value !== 'string' || value.trim() === '') return refuse(MESSAGES.REQUIRED_FIELDS_AUTH);
  const email = value.trim().toLowerCase();
  if (email.length > TEXT_MAX.email || !isValidEmail(email)) refuse(MESSAGES.EMAIL_INCORRECTLY_FORMATTED);
  return email;
};

const checkNewPassword = (value: unknown): void => {
  const parsed = newPasswordSchema.safeParse(value);
  if (!parsed.success) refuse(firstIssueMessage(parsed.error));
};

const normalisePhone = (value: unknown): string => {
  if (typeof value !== 'string' || value.trim() === '') return refuse(ACCOUNT_MESSAGES.PHONE_INCORRECTLY_FORMATTED);
  return toIndianMobile(value) ?? refuse(ACCOUNT_MESSAGES.PHONE_INCORRECTLY_FORMATTED);
};

/** update-user: the name follows the sign-up form's rule (trimmed, required, capped); a picture is a short URL or null. */
const profileChanges = (body: Record<string, unknown>): Record<string, unknown> => {
  const changes: Record<string, unknown> = {};
  if ('name' in body) {
    const parsed = signUpSchema.shape.name.safeParse(body.name);
    changes.name = parsed.success ? parsed.data : refuse(firstIssueMessage(parsed.error));
  }
  if ('language' in body) {
    const parsed = languageSchema.safeParse(body.language);
    changes.language = parsed.success ? parsed.data : refuse(LANGUAGE_MESSAGES.LANGUAGE_INVALID);
  }
  if (
    'image' in body &&
    body.image !== null &&
    (typeof body.image !== 'string' || body.image.length > TEXT_MAX.profileImageUrl)
  ) {
    refuse(ACCOUNT_MESSAGES.PROFILE_IMAGE_INVALID);
  }
  return changes;
};

const EMAIL_FIELD_BY_PATH: Record<string, 'email' | 'newEmail'> = {
  '/request-password-reset': 'email',
  '/send-verification-email': 'email',
  '/email-otp/send-verification-otp': 'email',
  '/sign-in/email-otp': 'email',
  '/sign-in/magic-link': 'email',
  '/change-email': 'newEmail',
};

/**
 * Parses the inputs of the account routes with the shared rules before Better Auth sees them, so every
 * bad input gets a 400 with the form's own message (VALIDATION_FAILED) and emails and phone numbers arrive
 * normalised (lowercased; +91 and 10 digits). A password change always signs the other sessions out.
 */
export const validateAccountInput = (ctx: {
  path: string;
  method?: string;
  body?: unknown;
}): { context: { body: Record<string, unknown> } } | undefined => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (typeof body !== 'object' || Array.isArray(body)) return undefined;
  const changes: Record<string, unknown> = {};
  const emailField = EMAIL_FIELD_BY_PATH[ctx.path];
  if (emailField) changes[emailField] = normaliseEmail(body[emailField]);
  if (ctx.path === '/reset-password' && ctx.method === 'POST') checkNewPassword(body.newPassword);
  if (ctx.path === '/change-password') {
    if (typeof body.currentPassword !== 'string' || body.currentPassword === '') refuse(MESSAGES.REQUIRED_FIELDS_AUTH);
    checkNewPassword(body.newPassword);
    changes.revokeOtherSessions = true;
  }
  if (ctx.path === '/update-user') Object.assign(changes, profileChanges(body));
  if (ctx.path === '/phone-number/send-otp' || ctx.path === '/phone-number/verify')
    changes.phoneNumber = normalisePhone(body.phoneNumber);
  if (
    ['/sign-in/email-otp', '/phone-number/verify', '/two-factor/verify-totp', '/two-factor/verify-backup-code'].includes(ctx.path)
  ) {
    const field = ctx.path === '/sign-in/email-otp' ? 'otp' : 'code';
    if (typeof body[field] !== 'string' || body[field].trim() === '') refuse(ACCOUNT_MESSAGES.CODE_REQUIRED);
    changes[field] = asciiDigits((body[field] as string).trim());
  }
  if (Object.keys(changes).length === 0) return undefined;
  return { context: { body: { ...body, ...changes } } };
};
