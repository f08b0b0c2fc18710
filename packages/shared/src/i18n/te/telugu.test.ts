import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../../account/account-emails.ts';
import { INDIAN_STATES } from '../../application/options.ts';
import { ERROR_CODES, messageFor } from '../../error-codes.ts';
import { LOCALES } from '../../locales.ts';
import { correctionDoneEmail, DATA_RIGHTS_EMAIL_TEXTS } from '../../privacy/data-rights-emails.ts';
import { CO_FOUNDER_INVITE_TEXTS } from '../../co-founders/co-founder-invite-texts.ts';
import {
  CHANNEL_NAMES,
  KIND_NAMES,
  REMINDER_SMS,
  STOP_PAGE,
  TEAM_EMAILS as TEAM_MESSAGE_EMAILS,
  TEAM_SMS,
} from '../../messages/message-texts.ts';
import { REMINDER_EMAILS } from '../../reminders/reminder-emails.ts';
import { decisionEmail, receiptEmail } from '../../texts/email-templates.ts';
import { TEAM_EMAILS } from '../../texts/team-emails.ts';
import { TELUGU } from './index.ts';
import { TE_STATE_NAMES } from './options.ts';

/**
 * Telugu on the founder's side: every text in Telugu script. Latin is left only for names, abbreviations and formats
 * (DPIIT, PDF, SMS…), placeholders, email and web addresses and the language codes; no Devanagari at all.
 */
const LATIN_ALLOWED = new Set(
  'WHY WhatsApp club DPIIT DIPP NBFC PDF PowerPoint MP MOV WebM AVI GB MB ZIP JSON SMS QR PIN HTTPS localhost Upload Metadata Length video financial statement pitch deck NUL Authorization Bearer GraphQL POST application json Content Tus Resumable IST UTC https www dpb gov in dashboard'.split(
    ' ',
  ),
);
const TELUGU_SCRIPT = /[\u0C00-\u0C7F]/;

const strings = (value: unknown, path: string, out: [string, string][] = []): [string, string][] => {
  if (typeof value === 'string') out.push([path, value]);
  else if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) strings(inner, `${path}.${key}`, out);
  return out;
};

const foreignWords = (text: string): string[] => {
  const bare = text
    .replace(/\{\w+\}/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ');
  const latin = (bare.match(/[A-Za-z]{2,}/g) ?? []).filter(
    (word) => !LATIN_ALLOWED.has(word) && !(LOCALES as readonly string[]).includes(word),
  );
  const devanagari = bare.match(/[\u0900-\u097F]+/g) ?? [];
  return [...latin, ...devanagari];
};

const SAMPLE = {
  productName: 'WHY club',
  cohortName: 'Cohort 2026',
  link: 'https://portal.example/verify?token=abc',
};

/** A team message: its text is the team's own, so a Telugu sample. */
const short = { productName: SAMPLE.productName, text: 'కళ', link: SAMPLE.link, stopLink: SAMPLE.link };

/** Every email and SMS in Telugu, filled with sample values. */
const emails = (): [string, string][] => {
  const account = ACCOUNT_TEXTS.te;
  const team = TEAM_EMAILS.te;
  const mails = [
    account.verifyEmail(SAMPLE.productName, SAMPLE.link),
    account.resetPassword(SAMPLE.productName, SAMPLE.link),
    account.emailCode(SAMPLE.productName, '123456', 'sign-in'),
    account.magicLink(SAMPLE.productName, SAMPLE.link),
    { subject: 'సందేశం', text: account.smsCode(SAMPLE.productName, '123456') },
    team.invitation({ productName: SAMPLE.productName, role: 'reviewer', inviter: 'a@b.in', link: SAMPLE.link }),
    team.roleChanged({ productName: SAMPLE.productName, role: 'applicant', consoleLink: SAMPLE.link }),
    team.assigned({ productName: SAMPLE.productName, count: 3, stageName: 'మొదటి స్థాయి', queueLink: SAMPLE.link }),
    receiptEmail(
      {
        productName: SAMPLE.productName,
        cohortName: SAMPLE.cohortName,
        baseUrl: 'https://portal.example',
        applicationId: '7f3e-1029',
        founderName: 'కళ',
        companyName: 'గ్రామ వెలుగు',
        city: 'వరంగల్',
        state: 'Telangana',
        sector: 'agriculture',
        revenue: '<25L',
        totalFundingRupees: 250000,
        submittedAt: '2026-11-23T02:49:37+05:30',
      },
      'te',
    ),
    decisionEmail(
      {
        productName: SAMPLE.productName,
        cohortName: SAMPLE.cohortName,
        baseUrl: 'https://portal.example',
        founderName: 'కళ',
        companyName: 'గ్రామ వెలుగు',
        decision: 'waitlisted',
      },
      'te',
    ),
    correctionDoneEmail('te', {
      name: 'కళ',
      fields: ['city', 'hasDpiitCertification'],
      values: { city: '', hasDpiitCertification: true },
      link: SAMPLE.link,
    }),
    REMINDER_EMAILS.te({
      productName: SAMPLE.productName,
      cohortName: SAMPLE.cohortName,
      closesAt: '2026-11-23T18:30:00Z',
      missing: ['video', 'funding'],
      stepLink: SAMPLE.link,
      stopLink: SAMPLE.link,
    }),
  ];
  return [
    ...mails.flatMap((mail, i): [string, string][] => [
      [`email ${i} subject`, mail.subject.replace(SAMPLE.cohortName, '')],
      [`email ${i} text`, mail.text.replace(SAMPLE.cohortName, '')],
    ]),
    ...strings(DATA_RIGHTS_EMAIL_TEXTS.te, 'DATA_RIGHTS_EMAIL_TEXTS'),
    ...strings(STOP_PAGE.te, 'STOP_PAGE'),
    ...strings(CHANNEL_NAMES.te, 'CHANNEL_NAMES').filter(([, name]) => name !== 'SMS' && name !== 'WhatsApp'),
    ...strings(KIND_NAMES.te, 'KIND_NAMES'),
    ['STOP_PAGE.confirmTitle', STOP_PAGE.te.confirmTitle(KIND_NAMES.te.team, CHANNEL_NAMES.te.email)],
    [
      'REMINDER_SMS',
      REMINDER_SMS.te({
        ...short,
        missing: KIND_NAMES.te.reminder,
        closesAt: '2026-11-23T18:30:00Z',
        cohortName: '',
        stepLink: SAMPLE.link,
      }),
    ],
    ['TEAM_SMS', TEAM_SMS.te(short)],
    ...Object.entries(TEAM_MESSAGE_EMAILS.te(short)).map(([key, text]): [string, string] => [`TEAM_EMAILS ${key}`, text]),
    ...[null, 'గ్రామ వెలుగు'].flatMap((startup): [string, string][] => {
      const invite = { productName: SAMPLE.productName, inviter: 'కళ', startup, link: SAMPLE.link };
      const email = CO_FOUNDER_INVITE_TEXTS.te.email(invite);
      return [
        ['invite subject', email.subject],
        ['invite text', email.text],
        ['invite SMS', CO_FOUNDER_INVITE_TEXTS.te.sms(invite)],
      ];
    }),
  ];
};

describe('Telugu', () => {
  it('names every option of every list, and every state, in Telugu', () => {
    for (const { options, labels } of TELUGU.labels)
      for (const option of options) expect(labels[option.value ?? option.id ?? ''], option.label).toMatch(TELUGU_SCRIPT);
    for (const state of INDIAN_STATES) expect(TE_STATE_NAMES[state], state).toMatch(TELUGU_SCRIPT);
  });

  it('is Telugu: no English or Hindi words in the pages, messages and labels', () => {
    const all = [
      ...TELUGU.tables.flatMap((table) => strings(table.translated, 'table')),
      ...strings(TELUGU.texts, 'texts'),
    ].filter(([path]) => !path.endsWith('.color'));
    expect(all.length).toBeGreaterThan(400);
    for (const [path, text] of all) expect(foreignWords(text), `${path}: ${text}`).toEqual([]);
  });

  it('is Telugu in every error code, email and SMS', () => {
    const errors = ERROR_CODES.map((code): [string, string] => [
      code,
      messageFor(code, 'te', { kind: 'video', max: 2, steps: 'company,video', invited: 'a@b.in', current: 'c@d.in' }),
    ]);
    for (const [path, text] of [...errors, ...emails()]) {
      expect(text, path).toMatch(TELUGU_SCRIPT);
      expect(foreignWords(text), `${path}: ${text}`).toEqual([]);
    }
  });

  it('names the step, the month and the state in Telugu where the emails build them', () => {
    const [, reminder] = emails().find(([path]) => path === 'email 11 text')!;
    expect(reminder).toContain('వీడియో పిచ్, నిధుల వివరాలు');
    expect(reminder).toContain('24 నవంబర్ 2026');
    const [, receipt] = emails().find(([path]) => path === 'email 8 text')!;
    expect(receipt).toContain('వరంగల్, తెలంగాణ');
    expect(receipt).toContain('₹2,50,000');
  });

  it('says the messages that shared schemas build from parts in Telugu', () => {
    const say = (text: string) => {
      for (const { pattern, say: sayIt } of TELUGU.patterns) {
        const match = text.match(pattern);
        if (match) return sayIt(match, (part) => (part === 'Company Name' ? 'కంపెనీ పేరు' : part));
      }
      return text;
    };
    expect(say('Company Name is required')).toBe('కంపెనీ పేరు అవసరం');
    expect(say('Please use at most 200 characters')).toBe('దయచేసి గరిష్ఠంగా 200 అక్షరాలు మాత్రమే రాయండి');
    expect(say('23 Nov 2026, 02:49 IST (UTC+05:30)')).toBe('23 నవంబర్ 2026, 02:49 IST (UTC+05:30)');
  });
});
