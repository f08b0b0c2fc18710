import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { WHATSAPP_WEBHOOK_PATH } from '@portal/shared/web/server-paths';
import { AppError } from '../../http/errors.ts';
import { moveWhatsAppDelivery } from './delivery-repository.ts';
import { DELIVERY_STATUS, messagesDb } from './message-tables.ts';

const statusesSchema = z.object({
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z.object({
            statuses: z.array(z.object({ id: z.string(), status: z.string() })).optional(),
          }),
        }),
      ),
    }),
  ),
});

/** WhatsApp's status → ours, and the states each may follow (a late 'sent' does not undo 'delivered'). */
const TRANSITIONS: Record<string, { to: string; from: string[] }> = {
  sent: { to: DELIVERY_STATUS.sent, from: [DELIVERY_STATUS.queued] },
  delivered: { to: DELIVERY_STATUS.delivered, from: [DELIVERY_STATUS.queued, DELIVERY_STATUS.sent] },
  read: { to: DELIVERY_STATUS.delivered, from: [DELIVERY_STATUS.queued, DELIVERY_STATUS.sent] },
  failed: { to: DELIVERY_STATUS.failed, from: [DELIVERY_STATUS.queued, DELIVERY_STATUS.sent] },
};

const signed = (secret: string, body: Buffer, header: unknown): boolean => {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * WhatsApp's status webhook (docs/reminders.md): GET answers Meta's verification with WHATSAPP_VERIFY_TOKEN; POSTs
 * signed with the app secret (X-Hub-Signature-256) move each message the portal sent to 'sent', 'delivered' (also on
 * 'read') or 'failed', found by WhatsApp's message id. Not configured (no app secret): 404. Unsigned or badly signed: 401.
 */
export const registerWhatsAppWebhook = (app: FastifyInstance): void => {
  const api = app.config.whatsapp;
  app.get(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (!api?.verifyToken) throw new AppError('NOT_FOUND');
    if (query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== api.verifyToken) throw new AppError('FORBIDDEN');
    return reply.type('text/plain').send(String(query['hub.challenge'] ?? ''));
  });
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
      if (!api?.appSecret) throw new AppError('NOT_FOUND');
      const body = request.body as Buffer;
      if (!Buffer.isBuffer(body) || !signed(api.appSecret, body, request.headers['x-hub-signature-256']))
        throw new AppError('UNAUTHENTICATED');
      let parsed: z.infer<typeof statusesSchema> | undefined;
      try {
        const result = statusesSchema.safeParse(JSON.parse(body.toString('utf8')));
        parsed = result.success ? result.data : undefined;
      } catch {
        parsed = undefined;
      }
      if (!parsed) throw new AppError('BAD_REQUEST');
      const db = messagesDb(app.database.db);
      for (const entry of parsed.entry)
        for (const change of entry.changes)
          for (const status of change.value.statuses ?? []) {
            const transition = TRANSITIONS[status.status];
            if (!transition) continue;
            await moveWhatsAppDelivery(db, status.id, transition);
          }
      return reply.send();
    });
  });
};
