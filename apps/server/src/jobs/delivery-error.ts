/**
 * Not a failure: the job may not go before `until` (an SMS or WhatsApp message in the quiet hours). The queue moves
 * its due time there without counting an attempt.
 */
export class HoldUntil extends Error {
  readonly until: Date;
  constructor(until: Date) {
    super('held');
    this.until = until;
  }
}

/** A failure whose message is safe to log and store (no address, body, link or code in it). */
export class DeliveryError extends Error {}

/**
 * What a failed delivery is recorded as. Only our own DeliveryError messages and error codes are kept: an
 * SMTP server's or library's message may quote the recipient or the message.
 */
export const describeFailure = (error: unknown): string => {
  if (error instanceof DeliveryError) return error.message;
  if (typeof error !== 'object' || error === null) return 'failed';
  const { code, responseCode, cause } = error as { code?: unknown; responseCode?: unknown; cause?: { code?: unknown } };
  const parts = [code, typeof responseCode === 'number' ? `answered ${responseCode}` : undefined, cause?.code].filter(
    (p) => typeof p === 'string' && p.length > 0,
  );
  if (parts.length > 0) return parts.join(' ').slice(0, 200);
  return error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
};
