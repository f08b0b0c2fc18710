import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS, type CodePurpose } from '../account/account-emails.ts';
import { DATA_RIGHTS_EMAIL_TEXTS } from '../privacy/data-rights-emails.ts';
import { decisionEmail, receiptEmail, type ReceiptDetails } from './email-templates.ts';
import { ERROR_CODES, ERROR_MESSAGES, messageFor } from '../error-codes.ts';
import type { LOCALES } from '../locales.ts';
import { MESSAGES, tooManyUnfinishedUploadsMessage } from './messages.ts';
import { DATA_RIGHTS_EMAILS } from '../privacy/privacy-messages.ts';
import { DECISIONS } from '../review/review.ts';

/** Hindi text: Devanagari in it, and none of the English template's sentences left. */
const DEVANAGARI = /[\u0900-\u097F]/;
const ENGLISH_WORDS = /\b(Dear|Your|your|Please|please|the|The|is|within|minutes|hours|code to|link|Thank)\b/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const RECEIPT: ReceiptDetails = {
  productName: 'WHY Club',
  cohortName: 'Winter 2025 Cohort',
  baseUrl: 'https://apply.whyclub.in',
  applicationId: 'app-1',
  founderName: 'Sita Devi',
  companyName: 'Gram Urja',
  city: 'Jaipur',
  state: 'Rajasthan',
  sector: 'agriculture',
  revenue: '25-50L',
  totalFundingRupees: 12_50_000,
  submittedAt: '2026-11-23T05:30:00.000Z',
};
const PURPOSES: CodePurpose[] = ['sign-in', 'email-verification', 'forget-password', 'change-email'];

/** Every email and SMS a founder can receive, in one language: [name, subject + text]. */
const everyMessage = (locale: (typeof LOCALES)[number]): [string, string][] => {
  const account = ACCOUNT_TEXTS[locale];
  const join = (e: { subject: string; text: string }) => `${e.subject}\n${e.text}`;
  return [
    ['verification', join(account.verifyEmail('WHY Club', 'https://x/verify-email?token=t'))],
    ['password reset', join(account.resetPassword('WHY Club', 'https://x/reset-password?token=t'))],
    ...PURPOSES.map((purpose): [string, string] => [`code (${purpose})`, join(account.emailCode('WHY Club', '123456', purpose))]),
    ['magic link', join(account.magicLink('WHY Club', 'https://x/magic-link?token=t'))],
    ['SMS code', account.smsCode('WHY Club', '123456')],
    ['receipt', join(receiptEmail(RECEIPT, locale))],
    ...DECISIONS.map((decision): [string, string] => [
      `decision (${decision})`,
      join(decisionEmail({ ...RECEIPT, decision }, locale)),
    ]),
    ...Object.entries(DATA_RIGHTS_EMAIL_TEXTS[locale]).map(([key, text]): [string, string] => [key, text]),
  ];
};

describe('every email and SMS exists in Hindi (issue 13)', () => {
  it.each(everyMessage('hi'))('%s is written in Hindi', (_name, text) => {
    expect(text).toMatch(DEVANAGARI);
    expect(
      text
        .replace(/https?:\/\/\S+|\{\w+\}/g, '')
        .replace(/WHY Club|Winter 2025 Cohort|Sita Devi|Gram Urja|Privacy & Security/g, ''),
    ).not.toMatch(ENGLISH_WORDS);
  });

  it('has the same messages, with the same placeholders, in every language', () => {
    expect(everyMessage('hi').map(([name]) => name)).toEqual(everyMessage('en').map(([name]) => name));
    for (const key of Object.keys(DATA_RIGHTS_EMAILS) as (keyof typeof DATA_RIGHTS_EMAILS)[]) {
      expect(placeholders(DATA_RIGHTS_EMAIL_TEXTS.hi[key]), key).toEqual(placeholders(DATA_RIGHTS_EMAILS[key]));
    }
  });

  it('keeps the English texts as they were, and writes Hindi times in IST and amounts in Indian grouping', () => {
    expect(ACCOUNT_TEXTS.en.smsCode('WHY Club', '123456')).toBe(
      '123456 is your WHY Club code. It expires in 5 minutes. Do not share it.',
    );
    expect(ACCOUNT_TEXTS.en.verifyEmail('WHY Club', 'L').text).toContain(
      '(it works for 24 hours):\n\nL\n\n— WHY Club\nIf you did not ask for this',
    );
    expect(receiptEmail(RECEIPT).text).toContain('Submitted: 23 Nov 2026, 11:00 IST (UTC+05:30)');
    const hindi = receiptEmail(RECEIPT, 'hi').text;
    expect(hindi).toContain('23 नवंबर 2026, 11:00 IST (UTC+05:30)');
    expect(hindi).toContain('₹12,50,000');
  });
});

describe('every server error code has its text in every language (issue 13)', () => {
  it.each(ERROR_CODES)('%s has English and Hindi', (code) => {
    const params = { kind: 'video', max: 2 };
    expect(messageFor(code, 'en', params)).not.toBe('');
    expect(messageFor(code, 'hi', params)).toMatch(DEVANAGARI);
    expect(ERROR_MESSAGES.hi[code]).toBeDefined();
  });

  it("gives the spec's English texts, the case's text from params, and a generic text for an unknown code", () => {
    expect(messageFor('APPLICATION_LOCKED', 'en')).toBe(MESSAGES.APPLICATION_LOCKED);
    expect(messageFor('FILE_TOO_LARGE', 'en', { kind: 'video' })).toBe(MESSAGES.VIDEO_TOO_LARGE);
    expect(messageFor('FILE_TOO_LARGE', 'en', { kind: 'pitch_deck' })).toBe(MESSAGES.DOCUMENT_TOO_LARGE);
    expect(messageFor('INVALID_FILE_TYPE', 'hi', { kind: 'financial_statement' })).toContain('PDF');
    expect(messageFor('TOO_MANY_UNFINISHED_UPLOADS', 'en', { max: 3 })).toBe(tooManyUnfinishedUploadsMessage(3));
    expect(messageFor('TOO_MANY_UNFINISHED_UPLOADS', 'hi', { max: 3 })).toContain('3');
    expect(messageFor('SOMETHING_NEW', 'en', {}, 'As the server said')).toBe('As the server said');
    expect(messageFor('SOMETHING_NEW', 'hi', {}, 'As the server said')).toBe(messageFor('INTERNAL', 'hi'));
    expect(messageFor(undefined, 'en')).toBe(MESSAGES.INTERNAL);
  });
});
