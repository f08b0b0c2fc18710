import { KN_CO_FOUNDER_INVITE_TEXTS } from '../i18n/kn/co-founder-texts.ts';
import { TA_CO_FOUNDER_INVITE_TEXTS } from '../i18n/ta/co-founder-texts.ts';
import { TE_CO_FOUNDER_INVITE_TEXTS } from '../i18n/te/co-founder-texts.ts';
import type { Locale } from '../locales.ts';
import { CO_FOUNDER_INVITE_TTL_DAYS } from './co-founders.ts';
import { MR_CO_FOUNDER_INVITE_TEXTS } from '../i18n/mr/co-founder-texts.ts';
import { GU_CO_FOUNDER_INVITE_TEXTS } from '../i18n/gu/co-founder-texts.ts';
import { BN_CO_FOUNDER_INVITE } from '../i18n/bn/co-founder-texts.ts';
import { UR_CO_FOUNDER_INVITE } from '../i18n/ur/co-founder-texts.ts';

/**
 * The invite a founder sends a co-founder, by email or SMS, in the invitee's language (their account's, or the
 * inviter's for an address with no account yet). It says whose application it is.
 */
export interface CoFounderInviteInput {
  productName: string;
  inviter: string;
  /** The startup's name, or null before the founder typed it. */
  startup: string | null;
  link: string;
}

export interface CoFounderInviteTexts {
  email: (input: CoFounderInviteInput) => { subject: string; text: string };
  sms: (input: CoFounderInviteInput) => string;
}

const ENGLISH: CoFounderInviteTexts = {
  email: ({ productName, inviter, startup, link }) => ({
    subject: `${inviter} invites you to apply together to ${productName}`,
    text:
      `${inviter} invites you to join their application${startup ? ` for ${startup}` : ''} to ${productName} as a co-founder. ` +
      `You will each use your own account and can both edit it.\n\n` +
      `Open this link to join. It works once, for ${CO_FOUNDER_INVITE_TTL_DAYS} days, with this email address:\n\n${link}\n\n` +
      `— ${productName}\nIf you did not expect this, ignore this message; nothing changes.`,
  }),
  sms: ({ productName, inviter, startup, link }) =>
    `${productName}: ${inviter} invites you to join their application${startup ? ` for ${startup}` : ''} as a co-founder. Link (${CO_FOUNDER_INVITE_TTL_DAYS} days, once): ${link}`,
};

const HINDI: CoFounderInviteTexts = {
  email: ({ productName, inviter, startup, link }) => ({
    subject: `${inviter} आपको ${productName} में साथ मिलकर आवेदन करने के लिए आमंत्रित कर रहे हैं`,
    text:
      `${inviter} आपको ${productName} में अपने आवेदन${startup ? ` (${startup})` : ''} में सह-संस्थापक के रूप में जुड़ने के लिए आमंत्रित कर रहे हैं। ` +
      `आप दोनों अपने-अपने खाते से इसे भर सकेंगे।\n\n` +
      `जुड़ने के लिए यह लिंक खोलें। यह ${CO_FOUNDER_INVITE_TTL_DAYS} दिन तक, एक बार, इसी ईमेल पते से चलेगा:\n\n${link}\n\n` +
      `— ${productName}\nअगर आपको इसकी उम्मीद नहीं थी, तो इस संदेश को अनदेखा करें; कुछ नहीं बदलेगा।`,
  }),
  sms: ({ productName, inviter, startup, link }) =>
    `${productName}: ${inviter} आपको अपने आवेदन${startup ? ` (${startup})` : ''} में सह-संस्थापक बनने का आमंत्रण दे रहे हैं। लिंक (${CO_FOUNDER_INVITE_TTL_DAYS} दिन, एक बार): ${link}`,
};

export const CO_FOUNDER_INVITE_TEXTS: Record<Locale, CoFounderInviteTexts> = {
  en: ENGLISH,
  hi: HINDI,
  mr: MR_CO_FOUNDER_INVITE_TEXTS,
  gu: GU_CO_FOUNDER_INVITE_TEXTS,
  ta: TA_CO_FOUNDER_INVITE_TEXTS,
  te: TE_CO_FOUNDER_INVITE_TEXTS,
  kn: KN_CO_FOUNDER_INVITE_TEXTS,
  bn: BN_CO_FOUNDER_INVITE,
  ur: UR_CO_FOUNDER_INVITE,
};
