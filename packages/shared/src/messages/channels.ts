import { z } from 'zod';
import { IST_OFFSET_MS, istIso } from '../format/ist-time.ts';

/**
 * The channels a founder is reached on besides sign-in (docs/reminders.md): which exist, the founder's default, the
 * kinds of message each can stop, quiet hours and the rule that no message carries a sign-in link or code. The
 * server's delivery and the account page read them from here.
 */

export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS);

/** Email only, until the founder chooses. */
export const DEFAULT_CHANNELS: readonly MessageChannel[] = ['email'];

/** The channels a founder chose: at least one, each once, in MESSAGE_CHANNELS order. */
export const chosenChannelsSchema = z
  .array(messageChannelSchema)
  .min(1)
  .transform((channels) => MESSAGE_CHANNELS.filter((channel) => channels.includes(channel)));

/** The stored form (JSON text, null: the default) read back; anything unreadable is the default. */
export const readChannels = (stored: string | null | undefined): MessageChannel[] => {
  if (!stored) return [...DEFAULT_CHANNELS];
  try {
    const parsed = chosenChannelsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : [...DEFAULT_CHANNELS];
  } catch {
    return [...DEFAULT_CHANNELS];
  }
};

/** The kinds of message a founder can stop, each on each channel: reminders before a close, and the team's messages. */
export const MESSAGE_KINDS = ['reminder', 'team'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const messageKindSchema = z.enum(MESSAGE_KINDS);

/** Channels that reach a phone: they need a confirmed Indian mobile number and keep quiet at night. */
export const PHONE_CHANNELS: readonly MessageChannel[] = ['sms', 'whatsapp'];

/** A confirmed mobile the phone channels may use: an Indian number in E.164 (+91 and ten digits from 6-9). */
export const isIndianMobileE164 = (phone: string | null | undefined): phone is string => /^\+91[6-9]\d{9}$/.test(phone ?? '');

/** No SMS or WhatsApp from 21:00 to 08:00 IST: held until 08:00. */
export const QUIET_HOURS_IST = { from: 21, until: 8 } as const;

/** Whether `at` falls in the quiet hours (IST). */
export const inQuietHours = (at: Date): boolean => {
  const hour = Number(istIso(at).slice(11, 13));
  return hour >= QUIET_HOURS_IST.from || hour < QUIET_HOURS_IST.until;
};

/** When a phone message may go: `at` itself outside quiet hours, otherwise the next 08:00 IST. */
export const phoneMessageTime = (at: Date): Date => {
  if (!inQuietHours(at)) return at;
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const morning = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), QUIET_HOURS_IST.until) - IST_OFFSET_MS;
  return new Date(morning > at.getTime() ? morning : morning + 24 * 3_600_000);
};

/**
 * Until when a message queued at `queuedAt` on `channel` is held through the quiet hours: the 08:00 IST it goes at, while
 * that is still ahead of `now`; undefined for email, for a phone message queued by day, and once the morning has come.
 */
export const heldUntil = (channel: MessageChannel, queuedAt: Date, now: Date): Date | undefined => {
  if (!PHONE_CHANNELS.includes(channel)) return undefined;
  const goes = phoneMessageTime(queuedAt);
  return goes.getTime() > queuedAt.getTime() && goes.getTime() > now.getTime() ? goes : undefined;
};

/**
 * The word our sign-in texts put beside a code, in each language (account-emails.ts and i18n/<code>/emails.ts:
 * "Your code: …", "… is your … code"), and OTP. A postal PIN code is not a sign-in code.
 */
const CODE_WORD = /\b(?:codes?|otp)\b|कोड|ओटीपी|કોડ|কোড|ಕೋಡ್|కోడ్|குறியீடு|کوڈ/i;
const PIN_CODE = /\bpin\s*code\b|\bpincode\b|पिन\s*कोड/gi;
const LINK = /https?:\/\/\S+/g;
const SIGN_IN_LINK = /\/api\/auth\/|\/sign-in|\/verify|magic-link|[?&](otp|code)=/i;
/** A sentence or line ends at a full stop, danda, Urdu full stop, ? or ! before a space, or at a line break. */
const SENTENCE_END = /(?<=[.!?।۔])\s+|\n+/;

/**
 * Whether a text carries what only the sign-in flows may send: a link into sign-in, or a code of six digits in a
 * sentence that calls it a code (as every sign-in text does). Six digits alone are not a code: a cohort named
 * "Batch 202612", a PIN code or a phone number must not stop a reminder, and a signed link may hold digits. Every
 * reminder and team message is checked before it goes.
 */
export const carriesSignIn = (text: string): boolean => {
  if ((text.match(LINK) ?? []).some((link) => SIGN_IN_LINK.test(link))) return true;
  return text
    .replace(LINK, ' ')
    .split(SENTENCE_END)
    .some((sentence) => /(?<!\d)\d{6}(?!\d)/.test(sentence) && CODE_WORD.test(sentence.replace(PIN_CODE, ' ')));
};
