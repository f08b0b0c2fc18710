import {
  EMAIL_CODE_TTL_SECONDS,
  MAGIC_LINK_TTL_SECONDS,
  RESET_LINK_TTL_SECONDS,
  SMS_CODE_TTL_SECONDS,
  VERIFY_EMAIL_TTL_SECONDS,
} from './account-security.ts';
import type { Locale } from '../locales.ts';
import { MR_ACCOUNT_TEXTS } from '../i18n/mr/account-emails.ts';
import { GU_ACCOUNT_TEXTS } from '../i18n/gu/account-emails.ts';
import { TA_ACCOUNT_TEXTS } from '../i18n/ta/emails.ts';
import { KN_ACCOUNT_TEXTS } from '../i18n/kn/emails.ts';
import { TE_ACCOUNT_TEXTS } from '../i18n/te/emails.ts';
import { BN_ACCOUNT_TEXTS } from '../i18n/bn/emails.ts';
import { UR_ACCOUNT_TEXTS } from '../i18n/ur/emails.ts';

/**
 * The emails and SMS of the account service, in every language: the server picks the
 * account's language (or the sign-up page's). Links point at the web app's own pages; `link` is complete.
 */
export interface AccountEmail {
  subject: string;
  text: string;
}

/** Why an emailed code was sent (Better Auth's email-OTP types). */
export type CodePurpose = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';

export interface AccountTexts {
  verifyEmail: (productName: string, link: string) => AccountEmail;
  resetPassword: (productName: string, link: string) => AccountEmail;
  emailCode: (productName: string, code: string, purpose: CodePurpose) => AccountEmail;
  magicLink: (productName: string, link: string) => AccountEmail;
  smsCode: (productName: string, code: string) => string;
}

const minutes = (seconds: number): number => Math.round(seconds / 60);
const hours = (seconds: number): number => Math.round(seconds / 3600);

const englishSignature = (productName: string) =>
  `\n\n— ${productName}\nIf you did not ask for this, you can ignore this message; nothing changes.`;
const ENGLISH_PURPOSE: Record<CodePurpose, string> = {
  'sign-in': 'sign in',
  'email-verification': 'verify your email address',
  'forget-password': 'reset your password',
  'change-email': 'confirm your new email address',
};

const ENGLISH: AccountTexts = {
  verifyEmail: (productName, link) => ({
    subject: `Verify your email for ${productName}`,
    text: `Please confirm this email address by opening the link below (it works for ${hours(VERIFY_EMAIL_TTL_SECONDS)} hours):\n\n${link}${englishSignature(productName)}`,
  }),
  resetPassword: (productName, link) => ({
    subject: `Reset your ${productName} password`,
    text: `Someone asked to reset the password of this account. To choose a new password, open the link below. It works once, within ${minutes(RESET_LINK_TTL_SECONDS)} minutes:\n\n${link}${englishSignature(productName)}`,
  }),
  emailCode: (productName, code, purpose) => ({
    subject: `Your ${productName} code: ${code}`,
    text: `Your code to ${ENGLISH_PURPOSE[purpose]} is: ${code}\n\nIt works once, within ${minutes(EMAIL_CODE_TTL_SECONDS)} minutes.${englishSignature(productName)}`,
  }),
  magicLink: (productName, link) => ({
    subject: `Your ${productName} sign-in link`,
    text: `Open this link to sign in. It works once, within ${minutes(MAGIC_LINK_TTL_SECONDS)} minutes:\n\n${link}${englishSignature(productName)}`,
  }),
  smsCode: (productName, code) =>
    `${code} is your ${productName} code. It expires in ${minutes(SMS_CODE_TTL_SECONDS)} minutes. Do not share it.`,
};

const hindiSignature = (productName: string) =>
  `\n\n— ${productName}\nअगर आपने यह नहीं माँगा था, तो इस संदेश को अनदेखा कर दें; कुछ नहीं बदलेगा।`;
const HINDI_PURPOSE: Record<CodePurpose, string> = {
  'sign-in': 'साइन इन करने',
  'email-verification': 'अपने ईमेल पते की पुष्टि करने',
  'forget-password': 'अपना पासवर्ड नया बनाने',
  'change-email': 'अपने नए ईमेल पते की पुष्टि करने',
};

const HINDI: AccountTexts = {
  verifyEmail: (productName, link) => ({
    subject: `${productName} के लिए अपने ईमेल की पुष्टि करें`,
    text: `कृपया नीचे दिया गया लिंक खोलकर इस ईमेल पते की पुष्टि करें (यह ${hours(VERIFY_EMAIL_TTL_SECONDS)} घंटे तक काम करेगा):\n\n${link}${hindiSignature(productName)}`,
  }),
  resetPassword: (productName, link) => ({
    subject: `अपना ${productName} पासवर्ड नया बनाएँ`,
    text: `किसी ने इस खाते का पासवर्ड नया बनाने का अनुरोध किया है। नया पासवर्ड चुनने के लिए नीचे दिया गया लिंक खोलें। यह एक ही बार, ${minutes(RESET_LINK_TTL_SECONDS)} मिनट के अंदर काम करेगा:\n\n${link}${hindiSignature(productName)}`,
  }),
  emailCode: (productName, code, purpose) => ({
    subject: `आपका ${productName} कोड: ${code}`,
    text: `${HINDI_PURPOSE[purpose]} के लिए आपका कोड है: ${code}\n\nयह एक ही बार, ${minutes(EMAIL_CODE_TTL_SECONDS)} मिनट के अंदर काम करेगा।${hindiSignature(productName)}`,
  }),
  magicLink: (productName, link) => ({
    subject: `आपका ${productName} साइन-इन लिंक`,
    text: `साइन इन करने के लिए यह लिंक खोलें। यह एक ही बार, ${minutes(MAGIC_LINK_TTL_SECONDS)} मिनट के अंदर काम करेगा:\n\n${link}${hindiSignature(productName)}`,
  }),
  smsCode: (productName, code) =>
    `${code} आपका ${productName} कोड है। ${minutes(SMS_CODE_TTL_SECONDS)} मिनट तक चलेगा। किसी को न बताएँ।`,
};

export const ACCOUNT_TEXTS: Record<Locale, AccountTexts> = {
  en: ENGLISH,
  hi: HINDI,
  mr: MR_ACCOUNT_TEXTS,
  gu: GU_ACCOUNT_TEXTS,
  ta: TA_ACCOUNT_TEXTS,
  kn: KN_ACCOUNT_TEXTS,
  te: TE_ACCOUNT_TEXTS,
  bn: BN_ACCOUNT_TEXTS,
  ur: UR_ACCOUNT_TEXTS,
};
