import { createHmac, timingSafeEqual } from 'node:crypto';
import { REMINDERS_STOP_PATH } from '@portal/shared/web/server-paths';

/**
 * The one-tap link that stops a founder's reminders: the account id with an HMAC of it under the server's secret.
 * It opens no session and carries no code; it can do nothing but switch reminders off for that one account.
 */
const PURPOSE = 'reminders-stop:v1:';

const signatureOf = (secret: string, userId: string): string =>
  createHmac('sha256', secret)
    .update(PURPOSE + userId)
    .digest('base64url');

export const stopToken = (secret: string, userId: string): string =>
  `${Buffer.from(userId, 'utf8').toString('base64url')}.${signatureOf(secret, userId)}`;

export const stopLink = (baseUrl: string, secret: string, userId: string): string =>
  `${baseUrl}${REMINDERS_STOP_PATH}?token=${stopToken(secret, userId)}`;

/** The account a stop token was made for; undefined for anything not signed with this secret. */
export const userOfStopToken = (secret: string, token: unknown): string | undefined => {
  if (typeof token !== 'string' || token.length > 400) return undefined;
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return undefined;
  const userId = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!userId) return undefined;
  const expected = Buffer.from(signatureOf(secret, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
};
