import {
  EMAIL_CODE_TTL_SECONDS,
  MAGIC_LINK_TTL_SECONDS,
  RESET_LINK_TTL_SECONDS,
  SMS_CODE_TTL_SECONDS,
  VERIFY_EMAIL_TTL_SECONDS,
} from '../../account/account-security.ts';
import type { AccountTexts, CodePurpose } from '../../account/account-emails.ts';

/** The account service's emails and SMS in Marathi (account/account-emails.ts). */
const minutes = (seconds: number): number => Math.round(seconds / 60);
const hours = (seconds: number): number => Math.round(seconds / 3600);

const signature = (productName: string) => `\n\n— ${productName}\nतुम्ही हे मागितले नसल्यास या संदेशाकडे दुर्लक्ष करा; काहीही बदलणार नाही.`;
const PURPOSE: Record<CodePurpose, string> = {
  'sign-in': 'साइन इन करण्यासाठी',
  'email-verification': 'तुमच्या ईमेल पत्त्याची खात्री करण्यासाठी',
  'forget-password': 'तुमचा पासवर्ड नव्याने तयार करण्यासाठी',
  'change-email': 'तुमच्या नवीन ईमेल पत्त्याची खात्री करण्यासाठी',
};

export const MR_ACCOUNT_TEXTS: AccountTexts = {
  verifyEmail: (productName, link) => ({
    subject: `${productName} साठी तुमच्या ईमेलची खात्री करा`,
    text: `कृपया खाली दिलेली लिंक उघडून या ईमेल पत्त्याची खात्री करा (ती ${hours(VERIFY_EMAIL_TTL_SECONDS)} तास चालेल):\n\n${link}${signature(productName)}`,
  }),
  resetPassword: (productName, link) => ({
    subject: `तुमचा ${productName} पासवर्ड नव्याने तयार करा`,
    text: `कोणीतरी या खात्याचा पासवर्ड नव्याने तयार करण्याची विनंती केली आहे. नवीन पासवर्ड निवडण्यासाठी खाली दिलेली लिंक उघडा. ती एकदाच, ${minutes(RESET_LINK_TTL_SECONDS)} मिनिटांच्या आत चालेल:\n\n${link}${signature(productName)}`,
  }),
  emailCode: (productName, code, purpose) => ({
    subject: `तुमचा ${productName} कोड: ${code}`,
    text: `${PURPOSE[purpose]} तुमचा कोड आहे: ${code}\n\nतो एकदाच, ${minutes(EMAIL_CODE_TTL_SECONDS)} मिनिटांच्या आत चालेल.${signature(productName)}`,
  }),
  magicLink: (productName, link) => ({
    subject: `तुमची ${productName} साइन इन लिंक`,
    text: `साइन इन करण्यासाठी ही लिंक उघडा. ती एकदाच, ${minutes(MAGIC_LINK_TTL_SECONDS)} मिनिटांच्या आत चालेल:\n\n${link}${signature(productName)}`,
  }),
  smsCode: (productName, code) =>
    `${code} हा तुमचा ${productName} कोड आहे. ${minutes(SMS_CODE_TTL_SECONDS)} मिनिटे चालेल. कोणालाही सांगू नका.`,
};
