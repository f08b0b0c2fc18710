import {
  KN_CHANNEL_NAMES,
  KN_KIND_NAMES,
  KN_REMINDER_SMS,
  KN_STOP_PAGE,
  KN_TEAM_EMAIL,
  KN_TEAM_SMS,
} from '../i18n/kn/message-texts.ts';
import {
  TA_CHANNEL_NAMES,
  TA_KIND_NAMES,
  TA_REMINDER_SMS,
  TA_STOP_PAGE,
  TA_TEAM_EMAIL,
  TA_TEAM_SMS,
} from '../i18n/ta/message-texts.ts';
import {
  TE_CHANNEL_NAMES,
  TE_KIND_NAMES,
  TE_REMINDER_SMS,
  TE_STOP_PAGE,
  TE_TEAM_EMAIL,
  TE_TEAM_SMS,
} from '../i18n/te/message-texts.ts';
import type { Locale } from '../locales.ts';
import { istDateTime } from '../format/ist-time.ts';
import type { MessageChannel, MessageKind } from './channels.ts';
import {
  MR_CHANNEL_NAMES,
  MR_KIND_NAMES,
  MR_STOP_PAGE,
  mrReminderSms,
  mrTeamEmail,
  mrTeamSms,
} from '../i18n/mr/message-texts.ts';
import {
  GU_CHANNEL_NAMES,
  GU_KIND_NAMES,
  GU_STOP_PAGE,
  guReminderSms,
  guTeamEmail,
  guTeamSms,
} from '../i18n/gu/message-texts.ts';
import {
  BN_CHANNEL_NAMES,
  BN_KIND_NAMES,
  BN_REMINDER_SMS,
  BN_STOP_PAGE,
  BN_TEAM_EMAIL,
  BN_TEAM_SMS,
} from '../i18n/bn/message-texts.ts';
import {
  UR_CHANNEL_NAMES,
  UR_KIND_NAMES,
  UR_REMINDER_SMS,
  UR_STOP_PAGE,
  UR_TEAM_EMAIL,
  UR_TEAM_SMS,
} from '../i18n/ur/message-texts.ts';

/**
 * The founder-facing texts of the message channels (docs/reminders.md), one `Record<Locale, …>` table each so a new
 * language adds one entry per table: the channel and kind names, the short SMS texts, the WhatsApp template
 * parameters and the page the stop link opens. None carries a sign-in link or code.
 */

export const CHANNEL_NAMES: Record<Locale, Record<MessageChannel, string>> = {
  en: { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' },
  hi: { email: 'ईमेल', sms: 'SMS', whatsapp: 'WhatsApp' },
  mr: MR_CHANNEL_NAMES,
  gu: GU_CHANNEL_NAMES,
  ta: TA_CHANNEL_NAMES,
  te: TE_CHANNEL_NAMES,
  kn: KN_CHANNEL_NAMES,
  bn: BN_CHANNEL_NAMES,
  ur: UR_CHANNEL_NAMES,
};

export const KIND_NAMES: Record<Locale, Record<MessageKind, string>> = {
  en: { reminder: 'Reminders before the deadline', team: 'Messages from the program team' },
  hi: { reminder: 'आख़िरी तारीख़ से पहले रिमाइंडर', team: 'प्रोग्राम टीम के संदेश' },
  mr: MR_KIND_NAMES,
  gu: GU_KIND_NAMES,
  ta: TA_KIND_NAMES,
  te: TE_KIND_NAMES,
  kn: KN_KIND_NAMES,
  bn: BN_KIND_NAMES,
  ur: UR_KIND_NAMES,
};

export interface ReminderShortInput {
  productName: string;
  cohortName: string;
  closesAt: string;
  /** missingStepsSentence(...) of reminder-emails.ts. */
  missing: string;
  stepLink: string;
  stopLink: string;
}

/** The reminder as an SMS: short, one link to the step, one to stop. */
export const REMINDER_SMS: Record<Locale, (input: ReminderShortInput) => string> = {
  en: (i) =>
    `${i.productName}: ${i.cohortName} closes ${istDateTime(i.closesAt, 'en')}. ${i.missing}. Continue: ${i.stepLink} Stop these SMS: ${i.stopLink}`,
  hi: (i) =>
    `${i.productName}: ${i.cohortName} ${istDateTime(i.closesAt, 'hi')} को बंद होगा। ${i.missing}। आगे बढ़ें: ${i.stepLink} ये SMS बंद करें: ${i.stopLink}`,
  mr: mrReminderSms,
  gu: guReminderSms,
  ta: TA_REMINDER_SMS,
  te: TE_REMINDER_SMS,
  kn: KN_REMINDER_SMS,
  bn: BN_REMINDER_SMS,
  ur: UR_REMINDER_SMS,
};

export interface TeamShortInput {
  productName: string;
  text: string;
  link: string;
  stopLink: string;
}

/** A team message as an SMS. */
export const TEAM_SMS: Record<Locale, (input: TeamShortInput) => string> = {
  en: (i) => `${i.productName}: ${i.text} ${i.link} Stop these SMS: ${i.stopLink}`,
  hi: (i) => `${i.productName}: ${i.text} ${i.link} ये SMS बंद करें: ${i.stopLink}`,
  mr: mrTeamSms,
  gu: guTeamSms,
  ta: TA_TEAM_SMS,
  te: TE_TEAM_SMS,
  kn: KN_TEAM_SMS,
  bn: BN_TEAM_SMS,
  ur: UR_TEAM_SMS,
};

/** A team message as an email. */
export const TEAM_EMAILS: Record<Locale, (input: TeamShortInput) => { subject: string; text: string }> = {
  en: (i) => ({
    subject: `A message from the ${i.productName} team`,
    text: `${i.text}\n\n${i.link}\n\n— ${i.productName}\n\nDon't want messages from the team by email? Stop them with one tap (no sign-in needed):\n${i.stopLink}`,
  }),
  hi: (i) => ({
    subject: `${i.productName} टीम का संदेश`,
    text: `${i.text}\n\n${i.link}\n\n— ${i.productName}\n\nटीम के संदेश ईमेल पर नहीं चाहिए? एक टैप में बंद करें (साइन इन की ज़रूरत नहीं):\n${i.stopLink}`,
  }),
  mr: mrTeamEmail,
  gu: guTeamEmail,
  ta: TA_TEAM_EMAIL,
  te: TE_TEAM_EMAIL,
  kn: KN_TEAM_EMAIL,
  bn: BN_TEAM_EMAIL,
  ur: UR_TEAM_EMAIL,
};

/** The WhatsApp template language codes the approved templates are registered under. */
export const WHATSAPP_LANGUAGE: Record<Locale, string> = {
  en: 'en',
  hi: 'hi',
  mr: 'mr',
  gu: 'gu',
  ta: 'ta',
  te: 'te',
  kn: 'kn',
  bn: 'bn',
  ur: 'ur',
};

/**
 * The body parameters of the approved WhatsApp templates, in order ({{1}}, {{2}}, …): the template text itself is
 * approved in WhatsApp Manager (docs/reminders.md gives the wording to register).
 */
export const whatsappReminderParameters = (i: ReminderShortInput, locale: Locale): string[] => [
  i.cohortName,
  istDateTime(i.closesAt, locale),
  i.missing,
  i.stepLink,
  i.stopLink,
];
export const whatsappTeamParameters = (i: TeamShortInput): string[] => [i.text, i.link, i.stopLink];

/** The page the stop link opens (one button stops) and the page after it, in the founder's language. */
export const STOP_PAGE: Record<
  Locale,
  {
    confirmTitle: (kind: string, channel: string) => string;
    button: string;
    stoppedTitle: string;
    stoppedBody: string;
    preferences: string;
  }
> = {
  en: {
    confirmTitle: (kind, channel) => `Stop “${kind}” by ${channel}?`,
    button: 'Stop these messages',
    stoppedTitle: 'Stopped',
    stoppedBody:
      'You will get no more of these messages on this channel. Emails about your application itself (the receipt and the decision) and the sign-in codes you ask for still come.',
    preferences: 'Change this on your account page',
  },
  hi: {
    confirmTitle: (kind, channel) => `${channel} पर “${kind}” बंद करें?`,
    button: 'ये संदेश बंद करें',
    stoppedTitle: 'बंद हो गए',
    stoppedBody: 'इस चैनल पर अब ये संदेश नहीं आएँगे। आपके आवेदन के ईमेल (रसीद और फ़ैसला) और आपके माँगे हुए साइन इन कोड आते रहेंगे।',
    preferences: 'अपने खाते के पेज पर इसे बदलें',
  },
  mr: MR_STOP_PAGE,
  gu: GU_STOP_PAGE,
  ta: TA_STOP_PAGE,
  te: TE_STOP_PAGE,
  kn: KN_STOP_PAGE,
  bn: BN_STOP_PAGE,
  ur: UR_STOP_PAGE,
};
