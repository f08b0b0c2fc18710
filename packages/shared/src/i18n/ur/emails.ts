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
import { UR_REVENUE_LABELS, UR_SECTOR_LABELS, UR_STATE_NAMES } from './options.ts';
import { UR_DECISION_TEXTS } from './review.ts';
import { UR_STEP_LABELS } from './steps.ts';

/**
 * The emails and SMS in Urdu: each shared `Record<Locale, …>` table takes its `ur` line from here
 * (account-emails.ts, team-emails.ts, email-templates.ts, data-rights-emails.ts, reminder-emails.ts).
 */
const minutes = (seconds: number): number => Math.round(seconds / 60);
const hours = (seconds: number): number => Math.round(seconds / 3600);
const signature = (productName: string) =>
  `\n\n— ${productName}\nاگر آپ نے یہ نہیں مانگا تھا، تو اس پیغام کو نظر انداز کر دیں؛ کچھ نہیں بدلے گا۔`;
const PURPOSE: Record<CodePurpose, string> = {
  'sign-in': 'سائن اِن کرنے',
  'email-verification': 'اپنے ای میل پتے کی تصدیق کرنے',
  'forget-password': 'اپنا پاس ورڈ نیا بنانے',
  'change-email': 'اپنے نئے ای میل پتے کی تصدیق کرنے',
};

export const UR_ACCOUNT_TEXTS: AccountTexts = {
  verifyEmail: (productName, link) => ({
    subject: `${productName} کے لیے اپنی ای میل کی تصدیق کریں`,
    text: `براہِ کرم نیچے دیا گیا لنک کھول کر اس ای میل پتے کی تصدیق کریں (یہ ${hours(VERIFY_EMAIL_TTL_SECONDS)} گھنٹے تک کام کرے گا):\n\n${link}${signature(productName)}`,
  }),
  resetPassword: (productName, link) => ({
    subject: `اپنا ${productName} پاس ورڈ نیا بنائیں`,
    text: `کسی نے اس اکاؤنٹ کا پاس ورڈ نیا بنانے کی درخواست کی ہے۔ نیا پاس ورڈ چننے کے لیے نیچے دیا گیا لنک کھولیں۔ یہ ایک ہی بار، ${minutes(RESET_LINK_TTL_SECONDS)} منٹ کے اندر کام کرے گا:\n\n${link}${signature(productName)}`,
  }),
  emailCode: (productName, code, purpose) => ({
    subject: `آپ کا ${productName} کوڈ: ${code}`,
    text: `${PURPOSE[purpose]} کے لیے آپ کا کوڈ ہے: ${code}\n\nیہ ایک ہی بار، ${minutes(EMAIL_CODE_TTL_SECONDS)} منٹ کے اندر کام کرے گا۔${signature(productName)}`,
  }),
  magicLink: (productName, link) => ({
    subject: `آپ کا ${productName} سائن اِن لنک`,
    text: `سائن اِن کرنے کے لیے یہ لنک کھولیں۔ یہ ایک ہی بار، ${minutes(MAGIC_LINK_TTL_SECONDS)} منٹ کے اندر کام کرے گا:\n\n${link}${signature(productName)}`,
  }),
  smsCode: (productName, code) =>
    `${code} آپ کا ${productName} کوڈ ہے۔ ${minutes(SMS_CODE_TTL_SECONDS)} منٹ چلے گا۔ کسی کو نہ بتائیں۔`,
};

const ROLE: Record<'applicant' | 'reviewer' | 'admin', string> = {
  applicant: 'درخواست گزار',
  reviewer: 'جائزہ کار',
  admin: 'ایڈمن',
};

export const UR_TEAM_EMAILS: TeamEmailTexts = {
  invitation: ({ productName, role, inviter, link }) => ({
    subject: `${productName} میں جائزے کے لیے آپ کو دعوت`,
    text:
      `${inviter} آپ کو ${productName} کی پروگرام ٹیم میں ${ROLE[role]} کی حیثیت سے شامل ہونے کی دعوت دیتے ہیں۔\n\n` +
      `قبول کرنے کے لیے یہ لنک کھولیں۔ یہ ایک ہی بار، ${INVITATION_TTL_DAYS} دن تک کام کرے گا؛ اسی ای میل پتے سے سائن اَپ (یا سائن اِن) کریں:\n\n${link}\n\n` +
      `— ${productName}\nاگر آپ کو اس کی امید نہیں تھی، تو اس پیغام کو نظر انداز کر دیں؛ کچھ نہیں بدلے گا۔`,
  }),
  roleChanged: ({ productName, role, consoleLink }) => ({
    subject: `${productName} میں آپ کا کردار بدل گیا ہے`,
    text:
      role === 'applicant'
        ? `${productName} کے ایک ایڈمن نے آپ کو پروگرام ٹیم سے ہٹا دیا ہے: اب آپ کے پاس کنسول نہیں ہے۔ آپ کی اپنی درخواستیں جیسی تھیں ویسی ہی رہیں گی۔\n\n— ${productName}`
        : `${productName} کے ایک ایڈمن نے آپ کو پروگرام ٹیم میں ${ROLE[role]} بنایا ہے۔ سائن اِن کر کے کنسول کھولیں:\n\n${consoleLink}\n\n— ${productName}`,
  }),
  assigned: ({ productName, count, stageName, queueLink }) => ({
    subject: `${productName} میں جائزے کے لیے ${count} درخواستیں`,
    text: `مرحلے “${stageName}” کی ${count} درخواستیں اب آپ کو سونپی گئی ہیں۔ پہلے مفادات کے ٹکراؤ کی معلومات دیں، پھر نمبر دیں۔ آپ کی فہرست:\n\n${queueLink}\n\n— ${productName}`,
  }),
};

const sectorText = (sector: string | null): string => (!sector ? '—' : (UR_SECTOR_LABELS[sector as SectorValue] ?? sector));
const revenueText = (revenue: string | null): string =>
  !revenue ? '—' : (UR_REVENUE_LABELS[revenue as RevenueRange] ?? revenue);
const stateText = (state: string | null): string | null => (state ? (UR_STATE_NAMES[state as IndianState] ?? state) : state);

export const urReceipt = (d: ReceiptDetails): EmailContent => ({
  subject: `${d.productName}: ہمیں آپ کی درخواست مل گئی ہے (${d.companyName})`,
  text: [
    `محترم ${d.founderName}،`,
    '',
    `${d.productName} ${d.cohortName} کے لیے درخواست دینے کا شکریہ۔ ہمیں آپ کی درخواست مل گئی ہے۔`,
    '',
    `درخواست کی شناخت (ID): ${d.applicationId}`,
    `جمع کی گئی: ${istDateTime(d.submittedAt, 'ur')}`,
    `کمپنی: ${d.companyName}`,
    `مقام: ${[d.city, stateText(d.state)].filter(Boolean).join('، ') || '—'}`,
    `شعبہ: ${sectorText(d.sector)}`,
    `آمدنی کی حد: ${revenueText(d.revenue)}`,
    `اب تک جمع کی گئی کل فنڈنگ: ₹${groupIndian(d.totalFundingRupees)}`,
    '',
    'جب تک ہماری ٹیم آپ کی درخواست کا جائزہ لے رہی ہے، اس میں تبدیلی نہیں ہو سکتی۔ آپ اس کی صورتِ حال کبھی بھی اپنے ڈیش بورڈ پر دیکھ سکتے ہیں:',
    `${d.baseUrl}/dashboard`,
    '',
    `— ${d.productName} ٹیم`,
  ].join('\n'),
});

export const urDecision = (d: DecisionDetails): EmailContent => {
  const texts = UR_DECISION_TEXTS[d.decision as Decision];
  return {
    subject: `${d.productName} ${d.cohortName}: ${texts.title}`,
    text: [
      `محترم ${d.founderName}،`,
      '',
      `${texts.title} (${d.companyName})۔`,
      '',
      texts.text,
      '',
      `اسے اپنے ڈیش بورڈ پر دیکھیں: ${d.baseUrl}/dashboard`,
      '',
      `— ${d.productName} ٹیم`,
    ].join('\n'),
  };
};

export const UR_DATA_RIGHTS_EMAILS: DataRightsEmails = {
  EXPORT_READY_SUBJECT: 'آپ کا ڈیٹا ڈاؤن لوڈ کے لیے تیار ہے',
  EXPORT_READY_BODY:
    'آداب {name}،\n\nآپ نے اپنے ڈیٹا کی جو نقل مانگی تھی، وہ تیار ہے۔ اسے ڈاؤن لوڈ کرنے کے لیے سائن اِن کریں اور اکاؤنٹ، رازداری اور حفاظت کھولیں: {link}\n\nاسے 7 دن تک ڈاؤن لوڈ کیا جا سکتا ہے۔',
  DELETE_CODE_SUBJECT: 'اپنا اکاؤنٹ مٹانے کے لیے آپ کا کوڈ',
  DELETE_CODE_BODY:
    'اپنا اکاؤنٹ مٹانے کے لیے آپ کا کوڈ {code} ہے۔ یہ 10 منٹ تک کام کرے گا۔ اگر آپ نے یہ نہیں مانگا تھا، تو سائن اِن کر کے اپنا پاس ورڈ بدل لیں۔',
  RETENTION_NOTICE_SUBJECT: 'آپ کی درخواست کا ڈیٹا 48 گھنٹے میں مٹا دیا جائے گا',
  RETENTION_NOTICE_BODY:
    'آداب {name}،\n\n{cohort} بند ہو چکا ہے اور آپ کی درخواست منظور نہیں ہوئی۔ جیسا ہمارے رازداری کے نوٹس میں لکھا ہے، آپ کی درخواست اور اس کی فائلیں {date} کو مٹا دی جائیں گی۔ اگر آپ ان کی نقل رکھنا چاہتے ہیں، تو اس سے پہلے سائن اِن کر کے "میرا ڈیٹا ڈاؤن لوڈ کریں" استعمال کریں: {link}',
  CORRECTION_DONE_SUBJECT: 'ہم نے آپ کی درخواست درست کر دی ہے',
  CORRECTION_DONE_BODY:
    'آداب {name}،\n\nآپ کی گزارش پر پروگرام ٹیم نے آپ کی جمع کی گئی درخواست میں یہ درستی کی ہے:\n\n{changes}\n\nآپ اسے اپنی درخواست میں اور اکاؤنٹ، رازداری اور حفاظت میں دیکھ سکتے ہیں: {link}',
};
/** The words a corrected answer is shown with in the email. */
export const UR_FIELD_WORDS = { yes: 'ہاں', no: 'نہیں', blank: '(خالی)' } as const;

export const urMissingSteps = (missing: ReminderEmailInput['missing']): string => {
  if (missing.length === 0) return 'تمام مراحل بھرے ہوئے ہیں: بس جانچ کر جمع کرنا باقی ہے';
  const names = missing.map((id) => UR_STEP_LABELS[id]);
  const list = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join('، ')} اور ${names[names.length - 1]}`;
  return `${list} ابھی مکمل نہیں ہوا`;
};

export const urReminderEmail = (input: ReminderEmailInput): ReminderEmail => ({
  subject: `${input.cohortName} ${istDateTime(input.closesAt, 'ur')} کو بند ہوگا: اپنی درخواست مکمل کریں`,
  text:
    `${input.cohortName} کے لیے آپ کی درخواست ابھی جمع نہیں ہوئی۔ ${urMissingSteps(input.missing)}۔\n\n` +
    `درخواستیں ${istDateTime(input.closesAt, 'ur')} کو بند ہوں گی۔ جو باقی ہے، وہیں سے آگے بڑھیں:\n\n${input.stepLink}\n\n` +
    `— ${input.productName}\n\nیہ یاد دہانیاں نہیں چاہییں؟ ایک بار چھو کر بند کریں (سائن اِن کی ضرورت نہیں):\n${input.stopLink}`,
});
