/**
 * How long an SMS may be (docs/reminders.md, "SMS length"). A text in GSM 03.38 letters (English, ASCII) goes as GSM-7:
 * 160 characters in one part, 153 per part once split. Any other letter (every Indic script, Urdu, an emoji) makes
 * the whole text UCS-2: 70 in one part, 67 per part. A text split into parts costs one SMS per part, and each kind of
 * SMS the server sends has its own most parts; the test renders every kind in every language against it
 * (sms-length.test.ts), and the console's team message preview counts the parts with it.
 */
import type { Locale } from '../locales.ts';
import { MESSAGES_STOP_PATH } from '../web/server-paths.ts';

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The GSM extension table: each takes two characters' room (an escape and the character). */
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

export const SMS_ENCODINGS = {
  gsm7: { single: 160, perPart: 153 },
  ucs2: { single: 70, perPart: 67 },
} as const;
export type SmsEncoding = keyof typeof SMS_ENCODINGS;

/** The kinds of SMS the server sends: sign-in codes, co-founder invites, reminders and the team's messages. */
export const SMS_KINDS = ['signInCode', 'coFounderInvite', 'reminder', 'team'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/**
 * The most parts each kind may take, in every language, with the longest realistic values (an 80-letter cohort name,
 * the signed stop link with its `&lang=`). A team message's parts grow with what the admin writes: its limit is for
 * the words and links around an empty message, and the console shows the parts of the whole.
 */
export const SMS_MAX_PARTS: Record<SmsKind, number> = {
  signInCode: 1,
  coFounderInvite: 4,
  reminder: 8,
  team: 4,
};

export interface SmsLength {
  encoding: SmsEncoding;
  /** Characters as the encoding counts them (an extension character is two in GSM-7, an emoji two in UCS-2). */
  units: number;
  parts: number;
}

const isGsm = (text: string): boolean => [...text].every((char) => GSM_BASIC.has(char) || GSM_EXTENSION.has(char));

/** The encoding a text goes in, its length as that encoding counts it, and the parts it is sent in. */
export const smsLength = (text: string): SmsLength => {
  const encoding: SmsEncoding = isGsm(text) ? 'gsm7' : 'ucs2';
  const units = encoding === 'gsm7' ? [...text].reduce((sum, char) => sum + (GSM_EXTENSION.has(char) ? 2 : 1), 0) : text.length;
  const { single, perPart } = SMS_ENCODINGS[encoding];
  return { encoding, units, parts: units <= single ? 1 : Math.ceil(units / perPart) };
};

/**
 * The length of an SMS's stop token (apps/server/src/modules/messages/stop-link.ts): a 32-letter account id, "reminder"
 * and "sms" in base64url (60), a dot and the HMAC (43).
 */
export const SMS_STOP_TOKEN_LENGTH = 104;

/** A stop link as long as a real SMS's, to count parts before a message is sent. */
export const sampleStopLink = (baseUrl: string, locale: Locale): string =>
  `${baseUrl}${MESSAGES_STOP_PATH}?token=${'x'.repeat(SMS_STOP_TOKEN_LENGTH)}&lang=${locale}`;
