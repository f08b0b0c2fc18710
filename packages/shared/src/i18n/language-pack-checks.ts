import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS, type CodePurpose } from '../account/account-emails.ts';
import { INDIAN_STATES, type IndianState } from '../application/options.ts';
import { ERROR_CODES, messageFor } from '../error-codes.ts';
import { LOCALES, type TranslatedLocale } from '../locales.ts';
import { correctionDoneEmail, DATA_RIGHTS_EMAIL_TEXTS } from '../privacy/data-rights-emails.ts';
import { CO_FOUNDER_INVITE_TEXTS } from '../co-founders/co-founder-invite-texts.ts';
import {
  CHANNEL_NAMES,
  KIND_NAMES,
  REMINDER_SMS,
  STOP_PAGE,
  TEAM_EMAILS as TEAM_MESSAGE_EMAILS,
  TEAM_SMS,
} from '../messages/message-texts.ts';
import { missingStepsSentence, REMINDER_EMAILS } from '../reminders/reminder-emails.ts';
import { DECISIONS } from '../review/review.ts';
import { decisionEmail, receiptEmail, type ReceiptDetails } from '../texts/email-templates.ts';
import { TEAM_EMAILS } from '../texts/team-emails.ts';
import { channelTexts, foreignWords, hasOwnWords, packStrings, serverStrings, strings } from './script-check.ts';
import type { LanguagePack } from './texts.ts';

/**
 * The checks every language's test (bn, gu, hi, kn, mr, ta, te, ur) makes the same way, each registered for one
 * language from what is its own: its pack, its script, its state names, its sample words and the texts it must say.
 * A language's test file calls these and keeps only the checks that are its alone.
 */

/** One language as its checks see it. */
export interface PackLanguage {
  /** The language's English name, as the tests' titles say it ("Kannada"). */
  name: string;
  locale: TranslatedLocale;
  pack: LanguagePack;
  stateNames: Record<IndianState, string>;
  /** A letter of the language's script. */
  script: RegExp;
}

/** Every option of every list labelled (matching `optionLabel`) and every state named in the language's script. */
export const expectEveryOptionAndState = (language: PackLanguage, optionLabel: RegExp = language.script): void => {
  for (const { options, labels } of language.pack.labels)
    for (const option of options) expect(labels[option.value ?? option.id ?? ''], option.label).toMatch(optionLabel);
  for (const state of INDIAN_STATES) expect(language.stateNames[state], state).toMatch(language.script);
};

export const itNamesEveryOptionAndState = (language: PackLanguage, optionLabel: RegExp = language.script): void => {
  it(`names every option of every list, and every state, in ${language.name}`, () => {
    expectEveryOptionAndState(language, optionLabel);
  });
};

/**
 * The language's patterns say the messages shared schemas build from parts: each [English, said] pair, with
 * "Company Name" said as `companyName`.
 */
export const itSaysSchemaMessages = (
  language: Pick<PackLanguage, 'name' | 'pack'>,
  companyName: string,
  cases: readonly (readonly [english: string, said: string])[],
): void => {
  it(`says the messages that shared schemas build from parts in ${language.name}`, () => {
    const say = (text: string) => {
      for (const { pattern, say: sayIt } of language.pack.patterns) {
        const match = text.match(pattern);
        if (match) return sayIt(match, (part) => (part === 'Company Name' ? companyName : part));
      }
      return text;
    };
    for (const [english, said] of cases) expect(say(english), english).toBe(said);
  });
};

// ---------------------------------------------------------------------------------------------------------------
// Bengali and Urdu: every text (script-check.ts) is in the language's script, with no foreign words.

export interface ScriptCheckedLanguage extends PackLanguage {
  /** The letters of the scripts the language must not use (global, for foreignWords). */
  otherScripts: RegExp;
  /** Texts in the language with an English word, with a Hindi word, and with only allowed Latin. */
  mixed: { english: string; hindi: string; clean: string };
}

export const describeScriptCheckedLanguage = (language: ScriptCheckedLanguage): void => {
  const { name, locale, pack, script, otherScripts, mixed } = language;
  describe(name, () => {
    itNamesEveryOptionAndState(language);

    it.each([...packStrings(pack, locale), ...serverStrings(locale)])(
      `%s is ${name}: no English or Hindi words beyond names, abbreviations and formats`,
      (_where, text) => {
        expect(foreignWords(text, otherScripts)).toEqual([]);
        if (hasOwnWords(text)) expect(text).toMatch(script);
      },
    );

    it('finds an English word and a Hindi one mixed into a text', () => {
      expect(foreignWords(mixed.english, otherScripts)).toEqual(['password']);
      expect(foreignWords(mixed.hindi, otherScripts).length).toBeGreaterThan(0);
      expect(foreignWords(mixed.clean, otherScripts)).toEqual([]);
    });
  });
};

// ---------------------------------------------------------------------------------------------------------------
// Kannada, Tamil and Telugu: the pack, every error code, email and SMS filled with the language's own sample words.

/**
 * Latin is left only for names, abbreviations and formats (DPIIT, PDF, SMS…), placeholders, email and web addresses
 * and the language codes; no Devanagari at all.
 */
const OWN_SAMPLES_LATIN = new Set(
  'WHY WhatsApp club DPIIT DIPP NBFC PDF PowerPoint MP MOV WebM AVI GB MB ZIP JSON SMS QR PIN HTTPS localhost Upload Metadata Length video financial statement pitch deck NUL Authorization Bearer GraphQL POST application json Content Tus Resumable IST UTC https www dpb gov in dashboard'.split(
    ' ',
  ),
);

const ownSamplesForeignWords = (text: string): string[] => {
  const bare = text
    .replace(/\{\w+\}/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ');
  const latin = (bare.match(/[A-Za-z]{2,}/g) ?? []).filter(
    (word) => !OWN_SAMPLES_LATIN.has(word) && !(LOCALES as readonly string[]).includes(word),
  );
  const devanagari = bare.match(/[\u0900-\u097F]+/g) ?? [];
  return [...latin, ...devanagari];
};

const SAMPLE = {
  productName: 'WHY club',
  cohortName: 'Cohort 2026',
  link: 'https://portal.example/verify?token=abc',
};

export interface OwnSamplesLanguage extends PackLanguage {
  /** Sample values in the language: a person's name, a company, a city (in `state`), an SMS's subject, a stage. */
  samples: { person: string; company: string; city: string; state: IndianState; smsSubject: string; stageName: string };
  /** What the reminder email says of the missing steps and the closing date, and the receipt of the city and state. */
  reminderSays: readonly string[];
  receiptSays: readonly string[];
  /** "Company Name" in the language, and the [English, said] messages its patterns build. */
  companyName: string;
  schemaMessages: readonly (readonly [english: string, said: string])[];
}

/** Every email and SMS in the language, filled with sample values. */
const ownSampleEmails = ({ locale, samples }: OwnSamplesLanguage): [string, string][] => {
  /** A team message: its text is the team's own, so a sample in the language. */
  const short = { productName: SAMPLE.productName, text: samples.person, link: SAMPLE.link, stopLink: SAMPLE.link };
  const account = ACCOUNT_TEXTS[locale];
  const team = TEAM_EMAILS[locale];
  const mails = [
    account.verifyEmail(SAMPLE.productName, SAMPLE.link),
    account.resetPassword(SAMPLE.productName, SAMPLE.link),
    account.emailCode(SAMPLE.productName, '123456', 'sign-in'),
    account.magicLink(SAMPLE.productName, SAMPLE.link),
    { subject: samples.smsSubject, text: account.smsCode(SAMPLE.productName, '123456') },
    team.invitation({ productName: SAMPLE.productName, role: 'reviewer', inviter: 'a@b.in', link: SAMPLE.link }),
    team.roleChanged({ productName: SAMPLE.productName, role: 'applicant', consoleLink: SAMPLE.link }),
    team.assigned({ productName: SAMPLE.productName, count: 3, stageName: samples.stageName, queueLink: SAMPLE.link }),
    receiptEmail(
      {
        productName: SAMPLE.productName,
        cohortName: SAMPLE.cohortName,
        baseUrl: 'https://portal.example',
        applicationId: '7f3e-1029',
        founderName: samples.person,
        companyName: samples.company,
        city: samples.city,
        state: samples.state,
        sector: 'agriculture',
        revenue: '<25L',
        totalFundingRupees: 250000,
        submittedAt: '2026-11-23T02:49:37+05:30',
      },
      locale,
    ),
    decisionEmail(
      {
        productName: SAMPLE.productName,
        cohortName: SAMPLE.cohortName,
        baseUrl: 'https://portal.example',
        founderName: samples.person,
        companyName: samples.company,
        decision: 'waitlisted',
      },
      locale,
    ),
    correctionDoneEmail(locale, {
      name: samples.person,
      fields: ['city', 'hasDpiitCertification'],
      values: { city: '', hasDpiitCertification: true },
      link: SAMPLE.link,
    }),
    REMINDER_EMAILS[locale]({
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
    ...strings(DATA_RIGHTS_EMAIL_TEXTS[locale], 'DATA_RIGHTS_EMAIL_TEXTS'),
    ...strings(STOP_PAGE[locale], 'STOP_PAGE'),
    ...strings(CHANNEL_NAMES[locale], 'CHANNEL_NAMES').filter(([, name]) => name !== 'SMS' && name !== 'WhatsApp'),
    ...strings(KIND_NAMES[locale], 'KIND_NAMES'),
    ['STOP_PAGE.confirmTitle', STOP_PAGE[locale].confirmTitle(KIND_NAMES[locale].team, CHANNEL_NAMES[locale].email)],
    [
      'REMINDER_SMS',
      REMINDER_SMS[locale]({
        ...short,
        missing: KIND_NAMES[locale].reminder,
        closesAt: '2026-11-23T18:30:00Z',
        cohortName: '',
        stepLink: SAMPLE.link,
      }),
    ],
    ['TEAM_SMS', TEAM_SMS[locale](short)],
    ...Object.entries(TEAM_MESSAGE_EMAILS[locale](short)).map(([key, text]): [string, string] => [`TEAM_EMAILS ${key}`, text]),
    ...[null, samples.company].flatMap((startup): [string, string][] => {
      const invite = { productName: SAMPLE.productName, inviter: samples.person, startup, link: SAMPLE.link };
      const email = CO_FOUNDER_INVITE_TEXTS[locale].email(invite);
      return [
        ['invite subject', email.subject],
        ['invite text', email.text],
        ['invite SMS', CO_FOUNDER_INVITE_TEXTS[locale].sms(invite)],
      ];
    }),
  ];
};

/** The language on the founder's side: every text in its script, with no English or Hindi words. */
export const describeOwnSamplesLanguage = (language: OwnSamplesLanguage): void => {
  const { name, locale, pack, script } = language;
  const emails = () => ownSampleEmails(language);
  describe(name, () => {
    itNamesEveryOptionAndState(language);

    it(`is ${name}: no English or Hindi words in the pages, messages and labels`, () => {
      const all = [...pack.tables.flatMap((table) => strings(table.translated, 'table')), ...strings(pack.texts, 'texts')].filter(
        ([path]) => !path.endsWith('.color'),
      );
      expect(all.length).toBeGreaterThan(400);
      for (const [path, text] of all) expect(ownSamplesForeignWords(text), `${path}: ${text}`).toEqual([]);
    });

    it(`is ${name} in every error code, email and SMS`, () => {
      const errors = ERROR_CODES.map((code): [string, string] => [
        code,
        messageFor(code, locale, { kind: 'video', max: 2, steps: 'company,video', invited: 'a@b.in', current: 'c@d.in' }),
      ]);
      for (const [path, text] of [...errors, ...emails()]) {
        expect(text, path).toMatch(script);
        expect(ownSamplesForeignWords(text), `${path}: ${text}`).toEqual([]);
      }
    });

    it(`names the step, the month and the state in ${name} where the emails build them`, () => {
      const [, reminder] = emails().find(([path]) => path === 'email 11 text')!;
      for (const said of language.reminderSays) expect(reminder).toContain(said);
      const [, receipt] = emails().find(([path]) => path === 'email 8 text')!;
      for (const said of language.receiptSays) expect(receipt).toContain(said);
      expect(receipt).toContain('₹2,50,000');
    });

    itSaysSchemaMessages(language, language.companyName, language.schemaMessages);
  });
};

// ---------------------------------------------------------------------------------------------------------------
// Gujarati and Marathi (issue 53): every text a founder or a team member can meet, filled with Latin sample names.

/** Words a text may keep in Latin letters: names, abbreviations, formats and technical names ("DPIIT" is kept). */
const EVERY_TEXT_LATIN = new Set(
  'WHY club Club DPIIT DIPP NBFC PDF PowerPoint MP MOV WebM AVI GB MB ZIP JSON SMS WhatsApp QR PIN ID HTTPS localhost Upload Metadata Length video financial statement pitch deck NUL Authorization Bearer https www dpb gov in IST UTC GraphQL POST application json Content Tus Resumable'.split(
    ' ',
  ),
);

const PURPOSES: CodePurpose[] = ['sign-in', 'email-verification', 'forget-password', 'change-email'];
const SHORT_TEAM = { productName: 'WHY Club', text: '', link: 'https://x/dashboard', stopLink: 'https://x/messages/stop?t=1' };
const INVITE = { productName: 'WHY Club', inviter: 'Asha', startup: 'Gram', link: 'https://x/join?t=1' };

export interface EveryTextLanguage extends PackLanguage {
  /** How the first test's title names the script ("Gujarati script", "Devanagari"). */
  scriptName: string;
  /** The receipt's sample cohort, and its city (in the language) and state. */
  cohortName: string;
  city: string;
  state: IndianState;
  /** Words the language's texts say somewhere, and its "Sign In". */
  commonWords: readonly string[];
  signIn: string;
  /** How the receipt says its sample date and time (2026-11-23T05:30Z). */
  receiptSays: string;
  companyName: string;
  schemaMessages: readonly (readonly [english: string, said: string])[];
  /** The language's own checks, registered after the script check, over every text and with the words of a text. */
  ownChecks: (all: [string, string][], words: (text: string) => string[]) => void;
}

const receiptFor = ({ cohortName, city, state }: EveryTextLanguage): ReceiptDetails => ({
  productName: 'WHY Club',
  cohortName,
  baseUrl: 'https://apply.whyclub.in',
  applicationId: '1234',
  founderName: 'Sita',
  companyName: 'Gram',
  city,
  state,
  sector: 'agriculture',
  revenue: '25-50L',
  totalFundingRupees: 12_50_000,
  submittedAt: '2026-11-23T05:30:00.000Z',
});

/** Every text of the language a founder (or a team member) can meet, with the function-valued ones called: [where, text]. */
const everyText = (language: EveryTextLanguage): [string, string][] => {
  const { locale, pack, cohortName } = language;
  const RECEIPT = receiptFor(language);
  const SHORT_REMINDER = {
    productName: 'WHY Club',
    cohortName,
    closesAt: '2026-12-20T18:29:00.000Z',
    missing: missingStepsSentence(['funding', 'video'], locale),
    stepLink: 'https://x/application/funding',
    stopLink: 'https://x/messages/stop?t=1',
  };
  const account = ACCOUNT_TEXTS[locale];
  const join = (e: { subject: string; text: string }) => `${e.subject}\n${e.text}`;
  const reminder = REMINDER_EMAILS[locale]({
    productName: 'WHY Club',
    cohortName,
    closesAt: '2026-12-20T18:29:00.000Z',
    missing: ['funding', 'video'],
    stepLink: 'https://x/application/funding',
    stopLink: 'https://x/reminders/stop?t=1',
  });
  return [
    ...pack.tables.flatMap((table) => strings(table.translated, table.name)).filter(([path]) => !path.endsWith('.color')),
    ...strings(pack.texts, 'WEB_TEXTS'),
    ...pack.labels.flatMap((list) => strings(list.labels, list.name)),
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
    ...strings(DATA_RIGHTS_EMAIL_TEXTS[locale], 'DATA_RIGHTS_EMAILS'),
    [
      'correction done',
      join(
        correctionDoneEmail(locale, {
          name: 'Sita',
          fields: ['hasDpiitCertification', 'city'],
          values: { hasDpiitCertification: true },
          link: 'https://x',
        }),
      ),
    ],
    ['reminder', join(reminder)],
    ...strings(STOP_PAGE[locale], 'STOP_PAGE'),
    ['stop page title', STOP_PAGE[locale].confirmTitle(KIND_NAMES[locale].reminder, CHANNEL_NAMES[locale].sms)],
    ...strings(CHANNEL_NAMES[locale], 'CHANNEL_NAMES'),
    ...channelTexts(pack, locale),
    ...strings(KIND_NAMES[locale], 'KIND_NAMES'),
    ['reminder SMS', REMINDER_SMS[locale](SHORT_REMINDER)],
    ['team SMS', TEAM_SMS[locale](SHORT_TEAM)],
    ['team message email', join(TEAM_MESSAGE_EMAILS[locale](SHORT_TEAM))],
    ['co-founder invite', join(CO_FOUNDER_INVITE_TEXTS[locale].email(INVITE))],
    ['co-founder invite (no startup)', join(CO_FOUNDER_INVITE_TEXTS[locale].email({ ...INVITE, startup: null }))],
    ['co-founder invite SMS', CO_FOUNDER_INVITE_TEXTS[locale].sms(INVITE)],
    [
      'team invitation',
      join(TEAM_EMAILS[locale].invitation({ productName: 'WHY Club', role: 'reviewer', inviter: 'Asha', link: 'https://x' })),
    ],
    ['team role', join(TEAM_EMAILS[locale].roleChanged({ productName: 'WHY Club', role: 'admin', consoleLink: 'https://x' }))],
    [
      'team role off',
      join(TEAM_EMAILS[locale].roleChanged({ productName: 'WHY Club', role: 'applicant', consoleLink: 'https://x' })),
    ],
    [
      'team assigned',
      join(TEAM_EMAILS[locale].assigned({ productName: 'WHY Club', count: 2, stageName: 'Round 1', queueLink: 'https://x' })),
    ],
    ...ERROR_CODES.map((code): [string, string] => [
      `error ${code}`,
      messageFor(code, locale, { kind: 'video', max: 2, steps: 'funding,video', invited: 'a@x.in', current: 'b@x.in' }),
    ]),
  ];
};

/** The words of a text once placeholders, links, email addresses and the test's own names are taken out. */
const wordsBut =
  (cohortName: string) =>
  (text: string): string[] =>
    text
      .replace(/https?:\/\/\S+|\S+@\S+|\{\w+\}|\\u[0-9a-f]{4}/g, ' ')
      .replace(new RegExp(`WHY Club|${cohortName}|Sita|Gram|Asha|Round 1`, 'g'), ' ')
      // the console's reminder times (7d, 3h, 15m) and the language codes LANGUAGE_INVALID lists
      .replace(/\b\d+[dhm]\b/g, ' ')
      .replace(new RegExp(`\\b(${LOCALES.join('|')})\\b`, 'g'), ' ')
      .split(/[^\p{L}\p{M}]+/u)
      .filter(Boolean);

export const describeEveryTextLanguage = (language: EveryTextLanguage): void => {
  const { name, locale, pack, script } = language;
  const words = wordsBut(language.cohortName);
  describe(`${name} (issue 53)`, () => {
    const all = everyText(language);

    it(`writes every text in ${language.scriptName}, with no English words beyond names, abbreviations and formats`, () => {
      const problems = all.flatMap(([where, text]) => {
        const english = words(text).filter((word) => /[A-Za-z]/.test(word) && !EVERY_TEXT_LATIN.has(word));
        const inScript = words(text).every((word) => EVERY_TEXT_LATIN.has(word)) || script.test(text);
        return english.length > 0 || !inScript ? [`${where}: ${english.join(' ')} in ${text}`] : [];
      });
      expect(problems).toEqual([]);
    });

    language.ownChecks(all, words);

    it(`says the common words the ${name} way`, () => {
      const joined = all.map(([, text]) => text).join('\n');
      for (const word of language.commonWords) expect(joined).toContain(word);
      expect(pack.texts['Sign In']).toBe(language.signIn);
    });

    it(`names every option and every state in ${name}, and dates with ${name} months`, () => {
      expectEveryOptionAndState(language);
      const receipt = receiptFor(language);
      expect(receiptEmail(receipt, locale).text).toContain(language.receiptSays);
      expect(receiptEmail(receipt, locale).text).toContain('₹12,50,000');
    });

    itSaysSchemaMessages(language, language.companyName, language.schemaMessages);
  });
};
