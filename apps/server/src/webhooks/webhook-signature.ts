import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers of every webhook delivery. */
export const WEBHOOK_HEADERS = {
  event: 'x-portal-event',
  delivery: 'x-portal-delivery',
  timestamp: 'x-portal-timestamp',
  signature: 'x-portal-signature',
} as const;

/**
 * `sha256=` + hex HMAC-SHA256 of `${timestamp}.${body}` with WEBHOOK_SECRET. The timestamp (Unix seconds) is
 * signed too, so a receiver can refuse old replays.
 */
export const signWebhook = (secret: string, timestamp: number, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** What a receiver does: recompute and compare in constant time. */
export const verifyWebhook = (secret: string, timestamp: string, body: string, signature: string): boolean => {
  const expected = Buffer.from(signWebhook(secret, Number(timestamp), body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
