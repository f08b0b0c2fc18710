import { z } from 'zod';
import { SIGN_IN_MESSAGES as MESSAGES } from '../texts/sign-in-messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS, TEXT_MAX } from '../limits.ts';
import { isValidEmail } from '../application/field-checks.ts';
import { languageSchema } from '../language.ts';

const specialCharacter = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`);

/** The password rule, one message per failure, in the order the form names them. */
export const passwordProblems = (password: string): string[] => {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(MESSAGES.PASSWORD_TOO_SHORT);
  if (!/\d/.test(password)) problems.push(MESSAGES.PASSWORD_NEEDS_NUMBER);
  if (!specialCharacter.test(password)) problems.push(MESSAGES.PASSWORD_NEEDS_SPECIAL);
  return problems;
};

const requiredAuthText = (max: number) =>
  z
    .string({ error: MESSAGES.REQUIRED_FIELDS_AUTH })
    .trim()
    .min(1, MESSAGES.REQUIRED_FIELDS_AUTH)
    .max(max, MESSAGES.REQUIRED_FIELDS_AUTH);

const authEmail = z
  .string({ error: MESSAGES.REQUIRED_FIELDS_AUTH })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.REQUIRED_FIELDS_AUTH)
  .max(TEXT_MAX.email, MESSAGES.EMAIL_INCORRECTLY_FORMATTED)
  .refine(isValidEmail, MESSAGES.EMAIL_INCORRECTLY_FORMATTED);

const anyPassword = z
  .string({ error: MESSAGES.REQUIRED_FIELDS_AUTH })
  .min(1, MESSAGES.REQUIRED_FIELDS_AUTH)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.PASSWORD_INCORRECTLY_FORMATTED);

export const signInSchema = z.object({ email: authEmail, password: anyPassword });

export const newPasswordSchema = anyPassword.superRefine((password, ctx) => {
  for (const message of passwordProblems(password)) ctx.addIssue({ code: 'custom', message });
});

export const signUpSchema = z.object({
  name: requiredAuthText(TEXT_MAX.name),
  email: authEmail,
  password: newPasswordSchema,
  /** The language the sign-up page was in: the account's language from the start (emails follow it). */
  language: languageSchema.optional(),
});

/** The first message of a failed parse: the forms show one message at a time. */
export const firstIssueMessage = (error: z.ZodError): string => error.issues[0]?.message ?? MESSAGES.REQUIRED_FIELDS_AUTH;
