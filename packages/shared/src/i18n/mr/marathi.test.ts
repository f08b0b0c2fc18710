import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS, type CodePurpose } from '../../account/account-emails.ts';
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
import { missingStepsSentence, REMINDER_EMAILS } from '../../reminders/reminder-emails.ts';
import { DECISIONS } from '../../review/review.ts';
import { decisionEmail, receiptEmail, type ReceiptDetails } from '../../texts/email-templates.ts';
import { TEAM_EMAILS } from '../../texts/team-emails.ts';
import { MARATHI } from './index.ts';
import { MR_STATE_NAMES } from './options.ts';

/** Words a Marathi text may keep in Latin letters: names, abbreviations, formats and technical names ("DPIIT" is kept). */
const LATIN_ALLOWED = new Set(
  'WHY club Club DPIIT DIPP NBFC PDF PowerPoint MP MOV WebM AVI GB MB ZIP JSON SMS WhatsApp QR PIN ID HTTPS localhost Upload Metadata Length video financial statement pitch deck NUL Authorization Bearer https www dpb gov in IST UTC GraphQL POST application json Content Tus Resumable'.split(
    ' ',
  ),
);
/** Words that are Hindi, not Marathi: a Hindi sentence left in the pack shows up through them. */
const HINDI_ONLY = [
  'है',
  'हैं',
  'करें',
  'आपका',
  'आपकी',
  'आपके',
  'और',
  'नहीं',
  'में',
  'से',
  'लिए',
  'गया',
  'गई',
  'हुआ',
  'था',
  'हूँ',
  'जाएगा',
  'चाहिए',
];
const DEVANAGARI = /[\u0900-\u097F]/;

const strings = (value: unknown, path: string, out: [string, string][] = []): [string, string][] => {
  if (typeof value === 'string') out.push([path, value]);
  else if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) strings(inner, `${path}.${key}`, out);
  return out;
};

const RECEIPT: ReceiptDetails = {
  productName: 'WHY Club',
  cohortName: 'Pune 2026',
  baseUrl: 'https://apply.whyclub.in',
  applicationId: '1234',
  founderName: 'Sita',
  companyName: 'Gram',
  city: 'पुणे',
  state: 'Maharashtra',
  sector: 'agriculture',
  revenue: '25-50L',
  totalFundingRupees: 12_50_000,
  submittedAt: '2026-11-23T05:30:00.000Z',
};
const SHORT_REMINDER = {
  productName: 'WHY Club',
  cohortName: 'Pune 2026',
  closesAt: '2026-12-20T18:29:00.000Z',
  missing: missingStepsSentence(['funding', 'video'], 'mr'),
  stepLink: 'https://x/application/funding',
  stopLink: 'https://x/messages/stop?t=1',
};
const SHORT_TEAM = { productName: 'WHY Club', text: '', link: 'https://x/dashboard', stopLink: 'https://x/messages/stop?t=1' };
const INVITE = { productName: 'WHY Club', inviter: 'Asha', startup: 'Gram', link: 'https://x/join?t=1' };
const PURPOSES: CodePurpose[] = ['sign-in', 'email-verification', 'forget-password', 'change-email'];

/** Every Marathi text a founder (or a team member) can meet, with the function-valued ones called: [where, text]. */
const everyText = (): [string, string][] => {
  const account = ACCOUNT_TEXTS.mr;
  const join = (e: { subject: string; text: string }) => `${e.subject}\n${e.text}`;
  const reminder = REMINDER_EMAILS.mr({
    productName: 'WHY Club',
    cohortName: 'Pune 2026',
    closesAt: '2026-12-20T18:29:00.000Z',
    missing: ['funding', 'video'],
    stepLink: 'https://x/application/funding',
    stopLink: 'https://x/reminders/stop?t=1',
  });
  return [
    ...MARATHI.tables.flatMap((table) => strings(table.translated, table.name)).filter(([path]) => !path.endsWith('.color')),
    ...strings(MARATHI.texts, 'WEB_TEXTS'),
    ...MARATHI.labels.flatMap((list) => strings(list.labels, list.name)),
    ['verification', join(account.verifyEmail('WHY Club', 'https://x/verify-email?token=t'))],
    ['password reset', join(account.resetPassword('WHY Club', 'https://x/reset-password?token=t'))],
    ...PURPOSES.map((purpose): [string, string] => [`code (${purpose})`, join(account.emailCode('WHY Club', '123456', purpose))]),
    ['magic link', join(account.magicLink('WHY Club', 'https://x/magic-link?token=t'))],
    ['SMS code', account.smsCode('WHY Club', '123456')],
    ['receipt', join(receiptEmail(RECEIPT, 'mr'))],
    ...DECISIONS.map((decision): [string, string] => [
      `decision (${decision})`,
      join(decisionEmail({ ...RECEIPT, decision }, 'mr')),
    ]),
    ...strings(DATA_RIGHTS_EMAIL_TEXTS.mr, 'DATA_RIGHTS_EMAILS'),
    [
      'correction done',
      join(
        correctionDoneEmail('mr', {
          name: 'Sita',
          fields: ['hasDpiitCertification', 'city'],
          values: { hasDpiitCertification: true },
          link: 'https://x',
        }),
      ),
    ],
    ['reminder', join(reminder)],
    ...strings(STOP_PAGE.mr, 'STOP_PAGE'),
    ['stop page title', STOP_PAGE.mr.confirmTitle(KIND_NAMES.mr.reminder, CHANNEL_NAMES.mr.sms)],
    ...strings(CHANNEL_NAMES.mr, 'CHANNEL_NAMES'),
    ...strings(KIND_NAMES.mr, 'KIND_NAMES'),
    ['reminder SMS', REMINDER_SMS.mr(SHORT_REMINDER)],
    ['team SMS', TEAM_SMS.mr(SHORT_TEAM)],
    ['team message email', join(TEAM_MESSAGE_EMAILS.mr(SHORT_TEAM))],
    ['co-founder invite', join(CO_FOUNDER_INVITE_TEXTS.mr.email(INVITE))],
    ['co-founder invite (no startup)', join(CO_FOUNDER_INVITE_TEXTS.mr.email({ ...INVITE, startup: null }))],
    ['co-founder invite SMS', CO_FOUNDER_INVITE_TEXTS.mr.sms(INVITE)],
    [
      'team invitation',
      join(TEAM_EMAILS.mr.invitation({ productName: 'WHY Club', role: 'reviewer', inviter: 'Asha', link: 'https://x' })),
    ],
    ['team role', join(TEAM_EMAILS.mr.roleChanged({ productName: 'WHY Club', role: 'admin', consoleLink: 'https://x' }))],
    ['team role off', join(TEAM_EMAILS.mr.roleChanged({ productName: 'WHY Club', role: 'applicant', consoleLink: 'https://x' }))],
    [
      'team assigned',
      join(TEAM_EMAILS.mr.assigned({ productName: 'WHY Club', count: 2, stageName: 'Round 1', queueLink: 'https://x' })),
    ],
    ...ERROR_CODES.map((code): [string, string] => [
      `error ${code}`,
      messageFor(code, 'mr', { kind: 'video', max: 2, steps: 'funding,video', invited: 'a@x.in', current: 'b@x.in' }),
    ]),
  ];
};

/** The words of a text once placeholders, links, email addresses and the test's own names are taken out. */
const words = (text: string): string[] =>
  text
    .replace(/https?:\/\/\S+|\S+@\S+|\{\w+\}|\\u[0-9a-f]{4}/g, ' ')
    .replace(/WHY Club|Pune 2026|Sita|Gram|Asha|Round 1/g, ' ')
    // the console's reminder times (7d, 3h, 15m) and the language codes LANGUAGE_INVALID lists
    .replace(/\b\d+[dhm]\b/g, ' ')
    .replace(new RegExp(`\\b(${LOCALES.join('|')})\\b`, 'g'), ' ')
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean);

describe('Marathi (issue 53)', () => {
  const all = everyText();

  it('writes every text in Devanagari, with no English words beyond names, abbreviations and formats', () => {
    const problems = all.flatMap(([where, text]) => {
      const english = words(text).filter((word) => /[A-Za-z]/.test(word) && !LATIN_ALLOWED.has(word));
      const script = words(text).every((word) => LATIN_ALLOWED.has(word)) || DEVANAGARI.test(text);
      return english.length > 0 || !script ? [`${where}: ${english.join(' ')} in ${text}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('is Marathi, not Hindi: no Hindi-only words and no nukta', () => {
    const problems = all.flatMap(([where, text]) => {
      const hindi = words(text).filter((word) => HINDI_ONLY.includes(word));
      return hindi.length > 0 || text.includes('\u093C') ? [`${where}: ${hindi.join(' ')} in ${text}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('says the common words the Marathi way', () => {
    const joined = all.map(([, text]) => text).join('\n');
    for (const word of ['आहे', 'करा', 'अर्ज', 'माहिती', 'नाही', 'आणि', 'तुमचा']) expect(joined).toContain(word);
    expect(MARATHI.texts['Sign In']).toBe('साइन इन करा');
  });

  it('names every option and every state in Marathi, and dates with Marathi months', () => {
    for (const { options, labels } of MARATHI.labels)
      for (const option of options) expect(labels[option.value ?? option.id ?? ''], option.label).toMatch(DEVANAGARI);
    for (const state of INDIAN_STATES) expect(MR_STATE_NAMES[state], state).toMatch(DEVANAGARI);
    expect(receiptEmail(RECEIPT, 'mr').text).toContain('23 नोव्हेंबर 2026, 11:00 IST (UTC+05:30)');
    expect(receiptEmail(RECEIPT, 'mr').text).toContain('₹12,50,000');
  });

  it('says the messages that shared schemas build from parts in Marathi', () => {
    const say = (text: string) => {
      for (const { pattern, say: sayIt } of MARATHI.patterns) {
        const match = text.match(pattern);
        if (match) return sayIt(match, (part) => (part === 'Company Name' ? 'कंपनीचे नाव' : part));
      }
      return text;
    };
    expect(say('Company Name is required')).toBe('कंपनीचे नाव आवश्यक आहे');
    expect(say('Please use at most 200 characters')).toBe('कृपया जास्तीत जास्त 200 अक्षरे लिहा');
    expect(say('Please enter a valid equity funding amount')).toBe('कृपया भागभांडवल निधीची योग्य रक्कम लिहा');
    expect(say('23 Nov 2026')).toBe('23 नोव्हेंबर 2026');
  });
});
