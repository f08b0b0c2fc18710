import type { Config } from '../config.ts';
import type { EmailMessage } from '../notifications/mailer.ts';
import { ACCOUNT_TEXTS, type CodePurpose } from '@portal/shared/account/account-emails';
import type { Locale } from '@portal/shared/locales';

/** Every email and SMS the account service sends, in the account's language (texts: packages/shared/src/account/account-emails.ts). */
const linkTo = (config: Config, page: string, token: string) => `${config.baseUrl}/${page}?token=${encodeURIComponent(token)}`;

export const verifyEmailMessage = (config: Config, to: string, token: string, locale: Locale = 'en'): EmailMessage => ({
  to,
  ...ACCOUNT_TEXTS[locale].verifyEmail(config.productName, linkTo(config, 'verify-email', token)),
});

export const resetPasswordMessage = (config: Config, to: string, token: string, locale: Locale = 'en'): EmailMessage => ({
  to,
  ...ACCOUNT_TEXTS[locale].resetPassword(config.productName, linkTo(config, 'reset-password', token)),
});

export const emailCodeMessage = (
  config: Config,
  to: string,
  otp: string,
  purpose: CodePurpose,
  locale: Locale = 'en',
): EmailMessage => ({
  to,
  ...ACCOUNT_TEXTS[locale].emailCode(config.productName, otp, purpose),
});

export const magicLinkMessage = (config: Config, to: string, token: string, locale: Locale = 'en'): EmailMessage => ({
  to,
  ...ACCOUNT_TEXTS[locale].magicLink(config.productName, linkTo(config, 'magic-link', token)),
});

export const smsCodeText = (config: Config, code: string, locale: Locale = 'en'): string =>
  ACCOUNT_TEXTS[locale].smsCode(config.productName, code);
