import {
  EMAIL_CODE_TTL_SECONDS,
  MAGIC_LINK_TTL_SECONDS,
  RESET_LINK_TTL_SECONDS,
  SMS_CODE_TTL_SECONDS,
  VERIFY_EMAIL_TTL_SECONDS,
} from '../../account/account-security.ts';
import type { AccountTexts, CodePurpose } from '../../account/account-emails.ts';
import type { IndianState, RevenueRange, SectorValue } from '../../application/options.ts';
import { istDateTime } from '../../format/ist-time.ts';
import { groupIndian } from '../../format/rupees.ts';
import type { DataRightsEmails } from '../../privacy/data-rights-emails.ts';
import type { ReminderEmail, ReminderEmailInput } from '../../reminders/reminder-emails.ts';
import type { Decision } from '../../review/review.ts';
import { INVITATION_TTL_DAYS } from '../../review/staff-invitations.ts';
import type { DecisionDetails, EmailContent, ReceiptDetails } from '../../texts/email-templates.ts';
import type { TeamEmailTexts } from '../../texts/team-emails.ts';
import { BN_REVENUE_LABELS, BN_SECTOR_LABELS, BN_STATE_NAMES } from './options.ts';
import { BN_DECISION_TEXTS } from './review.ts';
import { BN_STEP_LABELS } from './steps.ts';

/**
 * The emails and SMS in Bengali: each shared `Record<Locale, …>` table takes its `bn` line from here
 * (account-emails.ts, team-emails.ts, email-templates.ts, data-rights-emails.ts, reminder-emails.ts).
 */
const minutes = (seconds: number): number => Math.round(seconds / 60);
const hours = (seconds: number): number => Math.round(seconds / 3600);
const signature = (productName: string) => `\n\n— ${productName}\nআপনি এটি না চেয়ে থাকলে এই বার্তাটি উপেক্ষা করুন; কিছুই বদলাবে না।`;
const PURPOSE: Record<CodePurpose, string> = {
  'sign-in': 'সাইন ইন করার',
  'email-verification': 'আপনার ইমেল ঠিকানা যাচাই করার',
  'forget-password': 'আপনার পাসওয়ার্ড নতুন করে তৈরি করার',
  'change-email': 'আপনার নতুন ইমেল ঠিকানা নিশ্চিত করার',
};

export const BN_ACCOUNT_TEXTS: AccountTexts = {
  verifyEmail: (productName, link) => ({
    subject: `${productName}-এর জন্য আপনার ইমেল যাচাই করুন`,
    text: `অনুগ্রহ করে নিচের লিঙ্কটি খুলে এই ইমেল ঠিকানাটি নিশ্চিত করুন (এটি ${hours(VERIFY_EMAIL_TTL_SECONDS)} ঘণ্টা কাজ করবে):\n\n${link}${signature(productName)}`,
  }),
  resetPassword: (productName, link) => ({
    subject: `আপনার ${productName} পাসওয়ার্ড নতুন করে তৈরি করুন`,
    text: `কেউ এই অ্যাকাউন্টের পাসওয়ার্ড নতুন করার অনুরোধ করেছেন। নতুন পাসওয়ার্ড বেছে নিতে নিচের লিঙ্কটি খুলুন। এটি একবারই, ${minutes(RESET_LINK_TTL_SECONDS)} মিনিটের মধ্যে কাজ করবে:\n\n${link}${signature(productName)}`,
  }),
  emailCode: (productName, code, purpose) => ({
    subject: `আপনার ${productName} কোড: ${code}`,
    text: `${PURPOSE[purpose]} জন্য আপনার কোড: ${code}\n\nএটি একবারই, ${minutes(EMAIL_CODE_TTL_SECONDS)} মিনিটের মধ্যে কাজ করবে।${signature(productName)}`,
  }),
  magicLink: (productName, link) => ({
    subject: `আপনার ${productName} সাইন ইন লিঙ্ক`,
    text: `সাইন ইন করতে এই লিঙ্কটি খুলুন। এটি একবারই, ${minutes(MAGIC_LINK_TTL_SECONDS)} মিনিটের মধ্যে কাজ করবে:\n\n${link}${signature(productName)}`,
  }),
  smsCode: (productName, code) =>
    `${code} আপনার ${productName} কোড। ${minutes(SMS_CODE_TTL_SECONDS)} মিনিট চলবে। কাউকে জানাবেন না।`,
};

const ROLE: Record<'applicant' | 'reviewer' | 'admin', string> = {
  applicant: 'আবেদনকারী',
  reviewer: 'পর্যালোচক',
  admin: 'অ্যাডমিন',
};

export const BN_TEAM_EMAILS: TeamEmailTexts = {
  invitation: ({ productName, role, inviter, link }) => ({
    subject: `${productName}-এ পর্যালোচনার জন্য আপনাকে আমন্ত্রণ`,
    text:
      `${inviter} আপনাকে ${productName}-এর প্রোগ্রাম দলে ${ROLE[role]} হিসেবে যোগ দিতে আমন্ত্রণ জানাচ্ছেন।\n\n` +
      `গ্রহণ করতে এই লিঙ্কটি খুলুন। এটি একবারই, ${INVITATION_TTL_DAYS} দিন পর্যন্ত কাজ করবে; এই ইমেল ঠিকানা দিয়েই সাইন আপ (বা সাইন ইন) করুন:\n\n${link}\n\n` +
      `— ${productName}\nআপনি এটি আশা না করে থাকলে এই বার্তাটি উপেক্ষা করুন; কিছুই বদলাবে না।`,
  }),
  roleChanged: ({ productName, role, consoleLink }) => ({
    subject: `${productName}-এ আপনার ভূমিকা বদলেছে`,
    text:
      role === 'applicant'
        ? `${productName}-এর একজন অ্যাডমিন আপনাকে প্রোগ্রাম দল থেকে সরিয়ে দিয়েছেন: আপনার কাছে আর কনসোল নেই। আপনার নিজের আবেদনগুলি যেমন ছিল তেমনই থাকবে।\n\n— ${productName}`
        : `${productName}-এর একজন অ্যাডমিন আপনাকে প্রোগ্রাম দলের ${ROLE[role]} করেছেন। সাইন ইন করে কনসোল খুলুন:\n\n${consoleLink}\n\n— ${productName}`,
  }),
  assigned: ({ productName, count, stageName, queueLink }) => ({
    subject: `${productName}-এ পর্যালোচনার জন্য ${count}টি আবেদন`,
    text: `পর্যায় “${stageName}”-এর ${count}টি আবেদন এখন আপনাকে দেওয়া হয়েছে। আগে স্বার্থের সংঘাত থাকলে জানান, তারপর নম্বর দিন। আপনার তালিকা:\n\n${queueLink}\n\n— ${productName}`,
  }),
};

const sectorText = (sector: string | null): string => (!sector ? '—' : (BN_SECTOR_LABELS[sector as SectorValue] ?? sector));
const revenueText = (revenue: string | null): string =>
  !revenue ? '—' : (BN_REVENUE_LABELS[revenue as RevenueRange] ?? revenue);
const stateText = (state: string | null): string | null => (state ? (BN_STATE_NAMES[state as IndianState] ?? state) : state);

export const bnReceipt = (d: ReceiptDetails): EmailContent => ({
  subject: `${d.productName}: আমরা আপনার আবেদন পেয়েছি (${d.companyName})`,
  text: [
    `প্রিয় ${d.founderName},`,
    '',
    `${d.productName} ${d.cohortName}-এ আবেদন করার জন্য ধন্যবাদ। আমরা আপনার আবেদন পেয়েছি।`,
    '',
    `আবেদনের পরিচয় (ID): ${d.applicationId}`,
    `জমা দেওয়া হয়েছে: ${istDateTime(d.submittedAt, 'bn')}`,
    `কোম্পানি: ${d.companyName}`,
    `স্থান: ${[d.city, stateText(d.state)].filter(Boolean).join(', ') || '—'}`,
    `ক্ষেত্র: ${sectorText(d.sector)}`,
    `আয়ের সীমা: ${revenueText(d.revenue)}`,
    `এখন পর্যন্ত মোট ফান্ডিং: ₹${groupIndian(d.totalFundingRupees)}`,
    '',
    'আমাদের দল আপনার আবেদন পর্যালোচনা করার সময় এটি বদলানো যাবে না। আপনি যেকোনো সময় ড্যাশবোর্ডে এর অবস্থা দেখতে পারেন:',
    `${d.baseUrl}/dashboard`,
    '',
    `— ${d.productName} দল`,
  ].join('\n'),
});

export const bnDecision = (d: DecisionDetails): EmailContent => {
  const texts = BN_DECISION_TEXTS[d.decision as Decision];
  return {
    subject: `${d.productName} ${d.cohortName}: ${texts.title}`,
    text: [
      `প্রিয় ${d.founderName},`,
      '',
      `${texts.title} (${d.companyName})।`,
      '',
      texts.text,
      '',
      `আপনার ড্যাশবোর্ডে দেখুন: ${d.baseUrl}/dashboard`,
      '',
      `— ${d.productName} দল`,
    ].join('\n'),
  };
};

export const BN_DATA_RIGHTS_EMAILS: DataRightsEmails = {
  EXPORT_READY_SUBJECT: 'আপনার তথ্য ডাউনলোডের জন্য তৈরি',
  EXPORT_READY_BODY:
    'নমস্কার {name},\n\nআপনি আপনার তথ্যের যে কপি চেয়েছিলেন, সেটি তৈরি। ডাউনলোড করতে সাইন ইন করে অ্যাকাউন্ট, গোপনীয়তা ও সুরক্ষা খুলুন: {link}\n\nএটি 7 দিন পর্যন্ত ডাউনলোড করা যাবে।',
  DELETE_CODE_SUBJECT: 'আপনার অ্যাকাউন্ট মোছার কোড',
  DELETE_CODE_BODY:
    'আপনার অ্যাকাউন্ট মোছার কোড {code}। এটি 10 মিনিট কাজ করবে। আপনি এটি না চেয়ে থাকলে, সাইন ইন করে পাসওয়ার্ড বদলে নিন।',
  RETENTION_NOTICE_SUBJECT: 'আপনার আবেদনের তথ্য 48 ঘণ্টার মধ্যে মুছে ফেলা হবে',
  RETENTION_NOTICE_BODY:
    'নমস্কার {name},\n\n{cohort} বন্ধ হয়ে গেছে এবং আপনার আবেদন গৃহীত হয়নি। আমাদের গোপনীয়তা বিজ্ঞপ্তিতে যেমন লেখা আছে, আপনার আবেদন ও তার ফাইলগুলি {date} তারিখে মুছে ফেলা হবে। এগুলির কপি রাখতে চাইলে তার আগে সাইন ইন করে "আমার তথ্য ডাউনলোড করুন" ব্যবহার করুন: {link}',
  CORRECTION_DONE_SUBJECT: 'আমরা আপনার আবেদন সংশোধন করেছি',
  CORRECTION_DONE_BODY:
    'নমস্কার {name},\n\nআপনার অনুরোধে প্রোগ্রাম দল আপনার জমা দেওয়া আবেদনে এই সংশোধন করেছে:\n\n{changes}\n\nআপনি এটি আপনার আবেদনে এবং অ্যাকাউন্ট, গোপনীয়তা ও সুরক্ষায় দেখতে পারেন: {link}',
};
/** The words a corrected answer is shown with in the email. */
export const BN_FIELD_WORDS = { yes: 'হ্যাঁ', no: 'না', blank: '(খালি)' } as const;

export const bnMissingSteps = (missing: ReminderEmailInput['missing']): string => {
  if (missing.length === 0) return 'সব ধাপ পূরণ করা হয়েছে: শুধু দেখে নিয়ে জমা দেওয়া বাকি';
  const names = missing.map((id) => BN_STEP_LABELS[id]);
  const list = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ও ${names[names.length - 1]}`;
  return `${list} এখনও শেষ হয়নি`;
};

export const bnReminderEmail = (input: ReminderEmailInput): ReminderEmail => ({
  subject: `${input.cohortName} বন্ধ হবে ${istDateTime(input.closesAt, 'bn')}: আপনার আবেদন শেষ করুন`,
  text:
    `${input.cohortName}-এ আপনার আবেদন এখনও জমা হয়নি। ${bnMissingSteps(input.missing)}।\n\n` +
    `আবেদন বন্ধ হবে ${istDateTime(input.closesAt, 'bn')}। যেখানে বাকি আছে সেখান থেকে এগিয়ে যান:\n\n${input.stepLink}\n\n` +
    `— ${input.productName}\n\nএই মনে করানো ইমেল চান না? একবার ছুঁয়ে বন্ধ করুন (সাইন ইন লাগবে না):\n${input.stopLink}`,
});
