import { createHmac, timingSafeEqual } from 'node:crypto';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, type MessageChannel, type MessageKind } from '@portal/shared/messages/channels';
import type { Locale } from '@portal/shared/locales';
import { MESSAGES_STOP_PATH } from '@portal/shared/web/server-paths';

/**
 * The one-tap link in every message that stops that kind of message on that channel: the account id, kind and
 * channel with an HMAC of them under the server's secret. It opens no session and carries no code: it can do nothing
 * but stop that one kind on that one channel for that one account. Links in reminder emails sent before channels
 * existed carry the account id alone: they stop reminders by email.
 */
const PURPOSE = 'reminders-stop:v1:';

const signatureOf = (secret: string, subject: string): string =>
  createHmac('sha256', secret)
    .update(PURPOSE + subject)
    .digest('base64url');

export interface StopSubject {
  userId: string;
  kind: MessageKind;
  channel: MessageChannel;
}

export const stopToken = (secret: string, subject: StopSubject): string => {
  const text = `${subject.userId}|${subject.kind}|${subject.channel}`;
  return `${Buffer.from(text, 'utf8').toString('base64url')}.${signatureOf(secret, text)}`;
};

/**
 * The link names the language of the message it is in (`lang`), so its page goes on in that language. The language
 * is not signed: it stops nothing, and a link whose `lang` was changed only shows the page in another language.
 */
export const stopLink = (baseUrl: string, secret: string, subject: StopSubject, locale: Locale): string =>
  `${baseUrl}${MESSAGES_STOP_PATH}?token=${stopToken(secret, subject)}&lang=${locale}`;

/**
 * The headers of RFC 8058 one-click unsubscription on a message's email: a mail app shows its own "Unsubscribe" and
 * POSTs `List-Unsubscribe=One-Click` to the stop link, which stops that kind of message by email (stop-route.ts).
 */
export const oneClickStopHeaders = (link: string): Record<string, string> => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** What a token stops, or undefined when this server did not sign it. */
export const subjectOfStopToken = (secret: string, token: unknown): StopSubject | undefined => {
  if (typeof token !== 'string' || token.length > 600) return undefined;
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return undefined;
  const text = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!text) return undefined;
  const expected = Buffer.from(signatureOf(secret, text));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [userId, kind = 'reminder', channel = 'email', ...more] = text.split('|');
  if (!userId || more.length > 0) return undefined;
  if (!(MESSAGE_KINDS as readonly string[]).includes(kind) || !(MESSAGE_CHANNELS as readonly string[]).includes(channel))
    return undefined;
  return { userId, kind: kind as MessageKind, channel: channel as MessageChannel };
};
