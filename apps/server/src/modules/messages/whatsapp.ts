import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { DeliveryError } from '../../jobs/delivery-error.ts';
import { writeToOutbox } from '../../notifications/outbox.ts';

export interface WhatsAppTemplateMessage {
  /** E.164 (+91…); the API takes it without the plus. */
  to: string;
  template: string;
  /** The language the template was approved in ('en', 'hi'). */
  language: string;
  /** The template body's {{1}}, {{2}}, … in order. */
  parameters: string[];
}

const answerSchema = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });

/**
 * Sends an approved template through the WhatsApp Business Cloud API: POST {apiUrl}/{phone number id}/messages with
 * the access token as a bearer header; answers WhatsApp's message id (its status webhooks name it). Without
 * WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN the message goes to the outbox and the id is the file's.
 */
export const whatsappTransport = (
  config: Pick<Config, 'whatsapp' | 'dataDir' | 'channelTimeoutMs'>,
  log: FastifyBaseLogger,
): ((message: WhatsAppTemplateMessage) => Promise<string>) => {
  const api = config.whatsapp;
  if (api) {
    return async (message) => {
      const response = await fetch(`${api.apiUrl}/${encodeURIComponent(api.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${api.accessToken}` },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language, policy: 'deterministic' },
            components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
          },
        }),
        signal: AbortSignal.timeout(config.channelTimeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new DeliveryError(`WhatsApp API answered ${response.status}`);
      }
      const answer = answerSchema.safeParse(await response.json().catch(() => undefined));
      if (!answer.success) throw new DeliveryError('WhatsApp API answered without a message id');
      return answer.data.messages[0]!.id;
    };
  }
  return async (message) => {
    const file = await writeToOutbox(
      config.dataDir,
      'whatsapp',
      { To: message.to, Template: message.template, Language: message.language, Date: new Date().toUTCString() },
      message.parameters.map((text, i) => `{{${i + 1}}} ${text}`).join('\n'),
    );
    log.info({ to: message.to, file }, 'WhatsApp message written to the outbox (no WHATSAPP_PHONE_NUMBER_ID set)');
    return `outbox:${file.split('/').pop()}`;
  };
};
