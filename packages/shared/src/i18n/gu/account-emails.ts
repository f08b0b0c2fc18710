import {
  EMAIL_CODE_TTL_SECONDS,
  MAGIC_LINK_TTL_SECONDS,
  RESET_LINK_TTL_SECONDS,
  SMS_CODE_TTL_SECONDS,
  VERIFY_EMAIL_TTL_SECONDS,
} from '../../account/account-security.ts';
import type { AccountTexts, CodePurpose } from '../../account/account-emails.ts';

/** The account service's emails and SMS in Gujarati (account/account-emails.ts). */
const minutes = (seconds: number): number => Math.round(seconds / 60);
const hours = (seconds: number): number => Math.round(seconds / 3600);

const signature = (productName: string) => `\n\n— ${productName}\nજો તમે આ માંગ્યું ન હોય, તો આ સંદેશ અવગણો; કશું બદલાશે નહીં.`;
const PURPOSE: Record<CodePurpose, string> = {
  'sign-in': 'સાઇન ઇન કરવા માટે',
  'email-verification': 'તમારા ઈમેલ સરનામાની ખાતરી કરવા માટે',
  'forget-password': 'તમારો પાસવર્ડ નવો બનાવવા માટે',
  'change-email': 'તમારા નવા ઈમેલ સરનામાની ખાતરી કરવા માટે',
};

export const GU_ACCOUNT_TEXTS: AccountTexts = {
  verifyEmail: (productName, link) => ({
    subject: `${productName} માટે તમારા ઈમેલની ખાતરી કરો`,
    text: `કૃપા કરીને નીચે આપેલી લિંક ખોલીને આ ઈમેલ સરનામાની ખાતરી કરો (તે ${hours(VERIFY_EMAIL_TTL_SECONDS)} કલાક ચાલશે):\n\n${link}${signature(productName)}`,
  }),
  resetPassword: (productName, link) => ({
    subject: `તમારો ${productName} પાસવર્ડ નવો બનાવો`,
    text: `કોઈએ આ ખાતાનો પાસવર્ડ નવો બનાવવાની વિનંતી કરી છે. નવો પાસવર્ડ પસંદ કરવા માટે નીચે આપેલી લિંક ખોલો. તે એક જ વાર, ${minutes(RESET_LINK_TTL_SECONDS)} મિનિટની અંદર ચાલશે:\n\n${link}${signature(productName)}`,
  }),
  emailCode: (productName, code, purpose) => ({
    subject: `તમારો ${productName} કોડ: ${code}`,
    text: `${PURPOSE[purpose]} તમારો કોડ છે: ${code}\n\nતે એક જ વાર, ${minutes(EMAIL_CODE_TTL_SECONDS)} મિનિટની અંદર ચાલશે.${signature(productName)}`,
  }),
  magicLink: (productName, link) => ({
    subject: `તમારી ${productName} સાઇન ઇન લિંક`,
    text: `સાઇન ઇન કરવા માટે આ લિંક ખોલો. તે એક જ વાર, ${minutes(MAGIC_LINK_TTL_SECONDS)} મિનિટની અંદર ચાલશે:\n\n${link}${signature(productName)}`,
  }),
  smsCode: (productName, code) =>
    `${code} તમારો ${productName} કોડ છે. ${minutes(SMS_CODE_TTL_SECONDS)} મિનિટ ચાલશે. કોઈને કહેશો નહીં.`,
};
