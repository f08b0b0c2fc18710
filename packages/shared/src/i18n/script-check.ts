import { ACCOUNT_TEXTS, type CodePurpose } from '../account/account-emails.ts';
import { ERROR_CODES, messageFor } from '../error-codes.ts';
import { LOCALES, type Locale } from '../locales.ts';
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
import { WHATSAPP_TEMPLATE_BODIES } from '../messages/whatsapp-templates.ts';
import { DECISIONS } from '../review/review.ts';
import { decisionEmail, receiptEmail, type ReceiptDetails } from '../texts/email-templates.ts';
import { TEAM_EMAILS } from '../texts/team-emails.ts';
import type { LanguagePack, Translation } from './texts.ts';
import { channelList, type EMAIL_PREFERENCE_TEXTS } from '../account/email-preferences.ts';

/**
 * For a language's "written in its own script" test (ur/urdu.test.ts, bn/bengali.test.ts): every text a founder
 * meets in that language — the pack, the web texts, every error code's text, every email and SMS — as [where, text],
 * and the words of a text that are in Latin letters or in another script.
 */
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
const LINK = 'https://apply.whyclub.in/x?token=t';
const shortReminder = (locale: Locale) => ({
  productName: 'WHY Club',
  cohortName: 'Winter 2025 Cohort',
  closesAt: '2026-12-20T18:29:00.000Z',
  missing: missingStepsSentence(['funding', 'video'], locale),
  stepLink: LINK,
  stopLink: LINK,
});
const SHORT_TEAM = { productName: 'WHY Club', text: '', link: LINK, stopLink: LINK };
const INVITE = { productName: 'WHY Club', inviter: 'Asha', startup: 'Gram Urja', link: LINK };

/** Every string in a value, however deep, as [its path, the string]. */
export const strings = (value: unknown, path: string, out: [string, string][] = []): [string, string][] => {
  if (typeof value === 'string') out.push([path, value]);
  else if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) strings(inner, `${path}.${key}`, out);
  return out;
};

/** The channel texts that name the portal's phone channels, as a portal with both, one with WhatsApp only and one with email only says them. */
export const channelTexts = (pack: LanguagePack, locale: Locale): [string, string][] => {
  const texts = pack.tables.find((table) => table.name === 'EMAIL_PREFERENCE_TEXTS')!.translated as Translation<
    typeof EMAIL_PREFERENCE_TEXTS
  >;
  const both = [texts.channelNames.sms, texts.channelNames.whatsapp];
  return [
    ['channels intro (email only)', texts.channelsIntro()],
    ...[both, [texts.channelNames.whatsapp]].flatMap((names): [string, string][] => [
      [`channels intro (${names.length})`, texts.channelsIntro(channelList(names, locale, 'disjunction'))],
      [`offer title (${names.length})`, texts.offerTitle(channelList(names, locale, 'disjunction'))],
      [`offer intro (${names.length})`, texts.offerIntro(channelList(names, locale, 'disjunction'))],
      [`needs a mobile (${names.length})`, texts.needsMobile(channelList(names, locale, 'conjunction'))],
    ]),
  ];
};

/** The pack's texts (colours are not text), the web's texts keyed by their English, and the channel texts filled in. */
export const packStrings = (pack: LanguagePack, locale: Locale): [string, string][] => [
  ...[
    ...pack.tables.flatMap((table) => strings(table.translated, table.name)),
    ...pack.labels.flatMap((list) => strings(list.labels, list.name)),
    ...strings(pack.texts, 'WEB_TEXTS'),
  ].filter(([path]) => !path.endsWith('.color')),
  ...channelTexts(pack, locale),
];

/** Every error code's text, every email and SMS the server sends in the language, filled with sample values. */
export const serverStrings = (locale: Locale): [string, string][] => {
  const join = (e: { subject: string; text: string }) => `${e.subject}\n${e.text}`;
  const account = ACCOUNT_TEXTS[locale];
  const team = TEAM_EMAILS[locale];
  return [
    ...ERROR_CODES.map((code): [string, string] => [
      `error ${code}`,
      messageFor(code, locale, { kind: 'video', max: 3, steps: 'company,funding', invited: 'a@b.in', current: 'c@d.in' }),
    ]),
    ['verify email', join(account.verifyEmail('WHY Club', LINK))],
    ['reset password', join(account.resetPassword('WHY Club', LINK))],
    ...PURPOSES.map((purpose): [string, string] => [
      `email code (${purpose})`,
      join(account.emailCode('WHY Club', '123456', purpose)),
    ]),
    ['magic link', join(account.magicLink('WHY Club', LINK))],
    ['SMS code', account.smsCode('WHY Club', '123456')],
    ['receipt', join(receiptEmail(RECEIPT, locale))],
    ...DECISIONS.map((decision): [string, string] => [
      `decision ${decision}`,
      join(decisionEmail({ ...RECEIPT, decision }, locale)),
    ]),
    ...Object.entries(DATA_RIGHTS_EMAIL_TEXTS[locale]).map(([key, text]): [string, string] => [key, text]),
    [
      'correction done',
      join(
        correctionDoneEmail(locale, {
          name: 'Sita Devi',
          fields: ['companyName', 'hasDpiitCertification', 'city'],
          values: { companyName: 'Gram Urja', hasDpiitCertification: true, city: '' },
          link: LINK,
        }),
      ),
    ],
    ...[[], ['funding' as const, 'video' as const]].map((missing): [string, string] => [
      `reminder (${missing.length} missing)`,
      join(
        REMINDER_EMAILS[locale]({
          productName: 'WHY Club',
          cohortName: 'Winter 2025 Cohort',
          closesAt: '2026-11-23T05:30:00.000Z',
          missing,
          stepLink: LINK,
          stopLink: LINK,
        }),
      ),
    ]),
    ...strings(STOP_PAGE[locale], 'stop page'),
    ['stop page title', STOP_PAGE[locale].confirmTitle(KIND_NAMES[locale].reminder, CHANNEL_NAMES[locale].sms)],
    ...strings(CHANNEL_NAMES[locale], 'channel names'),
    ...strings(KIND_NAMES[locale], 'kind names'),
    ['reminder SMS', REMINDER_SMS[locale](shortReminder(locale))],
    ['team SMS', TEAM_SMS[locale](SHORT_TEAM)],
    ['team message email', join(TEAM_MESSAGE_EMAILS[locale](SHORT_TEAM))],
    ['WhatsApp reminder template', WHATSAPP_TEMPLATE_BODIES[locale].reminder],
    ['WhatsApp team message template', WHATSAPP_TEMPLATE_BODIES[locale].team],
    ['co-founder invite', join(CO_FOUNDER_INVITE_TEXTS[locale].email(INVITE))],
    ['co-founder invite (no startup)', join(CO_FOUNDER_INVITE_TEXTS[locale].email({ ...INVITE, startup: null }))],
    ['co-founder invite SMS', CO_FOUNDER_INVITE_TEXTS[locale].sms(INVITE)],
    ['invitation', join(team.invitation({ productName: 'WHY Club', role: 'reviewer', inviter: 'Asha', link: LINK }))],
    ['role changed', join(team.roleChanged({ productName: 'WHY Club', role: 'admin', consoleLink: LINK }))],
    ['role removed', join(team.roleChanged({ productName: 'WHY Club', role: 'applicant', consoleLink: LINK }))],
    ['assigned', join(team.assigned({ productName: 'WHY Club', count: 2, stageName: 'Screening', queueLink: LINK }))],
  ];
};

/**
 * Words a text may keep in Latin letters, and nothing else: the product's names and "DPIIT", abbreviations and units,
 * file formats, the protocol words a developer types as they are (headers, methods, media types) and the language codes
 * an API client sends (LANGUAGE_INVALID lists them). An English word beside its translation is not among them.
 */
export const LATIN_ALLOWED = new Set([
  ...LOCALES,
  ...'WHY Club WhatsApp PowerPoint DPIIT DIPP NBFC SMS PDF PPT PPTX MP MOV WebM WEBM AVI ZIP JSON GB MB KB QR PIN ID IST UTC'.split(
    ' ',
  ),
  ...'HTTPS HttpOnly localhost Upload Metadata Length Content Tus Resumable NUL Authorization Bearer API GraphQL POST application json'.split(
    ' ',
  ),
]);
/**
 * The sample values serverStrings fills in, the links, addresses and placeholders, and the upload kinds an API client
 * sends (UPLOAD_KIND_INVALID): not the language's words.
 */
const SAMPLES =
  /https?:\/\/\S+|\S+@\S+|\{\w+\}|WHY [Cc]lub|Winter 2025 Cohort|Sita Devi|Gram Urja|Jaipur|Screening|Asha|app-1|\\u0000|\d+[dhm]\b|\bvideo(?=[,،] financial_statement)|financial_statement|pitch_deck/g;

/** The words of a text in Latin letters (beyond the allowed ones) and its letters of the scripts it must not use. */
export const foreignWords = (text: string, otherScripts: RegExp): string[] => {
  const bare = text.replace(SAMPLES, ' ');
  const latin = (bare.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word));
  const other = bare.match(otherScripts) ?? [];
  return [...latin, ...other];
};

/** Whether a text has letters of its own beyond the allowed Latin words and the samples ("WHY" alone has none). */
export const hasOwnWords = (text: string): boolean =>
  /\p{L}/u.test(
    text.replace(SAMPLES, ' ').replace(/[A-Za-z]+/g, (word) => (LATIN_ALLOWED.has(word) || word.length < 2 ? ' ' : word)),
  );
