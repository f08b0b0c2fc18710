import type { Writable } from 'node:stream';
import type { TestApp, TestDialect } from './helper.ts';
import type { EmailMessage } from '../../src/notifications/mailer.ts';
import { channelJobHandler } from '../../src/modules/messages/channel-delivery.ts';
import { messagesDb } from '../../src/modules/messages/message-tables.ts';
import { startSmsStandIn, startWhatsAppStandIn, type StandIn } from './channel-stand-ins.ts';
import { handDrivenTestApp } from './hand-driven-app.ts';

export interface ChannelTest {
  t: TestApp;
  whatsapp: StandIn & { token: string };
  sms: StandIn & { token: string };
  close: () => Promise<void>;
}

/**
 * A hand-driven test app (hand-driven-app.ts) whose SMS gateway and WhatsApp Cloud API are fresh local stand-ins
 * (channel-stand-ins.ts); `env` adds to or overrides the channel settings.
 */
export const channelTestApp = async (
  dialect: TestDialect,
  env: Record<string, string> = {},
  options: { logStream?: Writable; tokens?: { whatsapp?: string; sms?: string } } = {},
): Promise<ChannelTest> => {
  const whatsapp = await startWhatsAppStandIn(options.tokens?.whatsapp);
  const sms = await startSmsStandIn(options.tokens?.sms);
  const t = await handDrivenTestApp(
    dialect,
    {
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_PHONE_NUMBER_ID: '1098765',
      WHATSAPP_ACCESS_TOKEN: whatsapp.token,
      SMS_WEBHOOK_URL: `${sms.url}/send`,
      SMS_WEBHOOK_TOKEN: sms.token,
      ...env,
    },
    options.logStream ? { logStream: options.logStream } : {},
  );
  return {
    t,
    whatsapp,
    sms,
    close: async () => {
      await t.close();
      await whatsapp.close();
      await sms.close();
    },
  };
};

/** The channel jobs' handler of the app with its clock at `now` (emails to `sendEmail`, else dropped). */
export const channelHandlerAt = (t: TestApp, now: Date, sendEmail: (message: EmailMessage) => Promise<void> = async () => {}) =>
  channelJobHandler({ db: () => messagesDb(t.app.database.db), config: t.config, log: t.app.log, sendEmail, now: () => now });
