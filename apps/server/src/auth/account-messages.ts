import type { Config } from '../config.ts';
import type { EmailMessage } from '../notifications/mailer.ts';
import {
  EMAIL_CODE_TTL_SECONDS,
  MAGIC_LINK_TTL_SECONDS,
  RESET_LINK_TTL_SECONDS,
  SMS_CODE_TTL_SECONDS,
  VERIFY_EMAIL_TTL_SECONDS,
} from '@portal/shared/account-security';

/** The texts of every email and SMS the account service sends. Links point at the web app's own pages. */
const minutes = (seconds: number) => `${Math.round(seconds / 60)} minutes`;
const hours = (seconds: number) => `${Math.round(seconds / 3600)} hours`;
const signature = (config: Config) => `\n\n— ${config.productName}\nIf you did not ask for this, you can ignore this message; nothing changes.`;

export const verifyEmailMessage = (config: Config, to: string, token: string): EmailMessage => ({
  to,
  subject: `Verify your email for ${config.productName}`,
  text: `Please confirm this email address by opening the link below (it works for ${hours(VERIFY_EMAIL_TTL_SECONDS)}):\n\n${config.baseUrl}/verify-email?token=${encodeURIComponent(token)}${signature(config)}`,
});

export const resetPasswordMessage = (config: Config, to: string, token: string): EmailMessage => ({
  to,
  subject: `Reset your ${config.productName} password`,
  text: `Someone asked to reset the password of this account. To choose a new password, open the link below. It works once, within ${minutes(RESET_LINK_TTL_SECONDS)}:\n\n${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}${signature(config)}`,
});

export const emailCodeMessage = (config: Config, to: string, otp: string, purpose: string): EmailMessage => ({
  to,
  subject: `Your ${config.productName} code: ${otp}`,
  text: `Your code to ${purpose} is: ${otp}\n\nIt works once, within ${minutes(EMAIL_CODE_TTL_SECONDS)}.${signature(config)}`,
});

export const magicLinkMessage = (config: Config, to: string, token: string): EmailMessage => ({
  to,
  subject: `Your ${config.productName} sign-in link`,
  text: `Open this link to sign in. It works once, within ${minutes(MAGIC_LINK_TTL_SECONDS)}:\n\n${config.baseUrl}/magic-link?token=${encodeURIComponent(token)}${signature(config)}`,
});

export const smsCodeText = (config: Config, code: string): string =>
  `${code} is your ${config.productName} code. It expires in ${minutes(SMS_CODE_TTL_SECONDS)}. Do not share it.`;
