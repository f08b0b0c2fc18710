import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { founderWithApplication } from '../support/graphql-client.ts';
import type { StandIn } from '../support/channel-stand-ins.ts';
import { channelTestApp } from '../support/channel-test-app.ts';
import { suiteSetup } from '../support/hand-driven-app.ts';
import { createJobQueue } from '../../src/jobs/job-queue.ts';
import { CHANNEL_JOB, channelJobHandler } from '../../src/modules/messages/channel-delivery.ts';
import { messagesDb } from '../../src/modules/messages/message-tables.ts';
import { queueChannels } from '../../src/modules/messages/queue-channels.ts';

const MOBILE = '+919876543210';
/** 12:00 IST: outside the quiet hours, so the phone channels are tried at once. */
const NOON_IST = new Date('2026-12-03T06:30:00.000Z');

/**
 * The SMS gateway and the WhatsApp Cloud API refuse (401, e.g. a revoked token): each message is tried
 * MESSAGE_MAX_ATTEMPTS times, then marked failed with what the API answered; the queue keeps running (a later email
 * goes), and neither token appears in any log line.
 */
describe.each(TEST_DIALECTS)('channels whose API refuses on %s', (dialect) => {
  let t: TestApp;
  let whatsapp: StandIn & { token: string };
  let sms: StandIn & { token: string };
  const lines: string[] = [];

  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  // Delivery is driven by this test's own queue (with a clock at midday in India).
  const suite = suiteSetup(
    () =>
      channelTestApp(
        dialect,
        { CHANNEL_TIMEOUT_SECONDS: '2', MESSAGE_MAX_ATTEMPTS: '2', MESSAGE_RETRY_BASE_SECONDS: '0.05' },
        { logStream, tokens: { whatsapp: 'whatsapp-secret-token-4f2a9c', sms: 'sms-secret-token-8d1e7b' } },
      ),
    (setup) => setup.close(),
  );
  beforeAll(() => {
    ({ t, whatsapp, sms } = suite());
  });

  it('tries each refused message, marks it failed, keeps delivering the rest, and logs no token', async () => {
    whatsapp.mode = 'refuse';
    sms.mode = 'refuse';
    const founder = await founderWithApplication(t.app);
    const messages = messagesDb(t.app.database.db);
    const emails: string[] = [];
    const queue = createJobQueue({
      db: t.app.database.db,
      log: t.app.log,
      handlers: {
        [CHANNEL_JOB]: channelJobHandler({
          db: () => messages,
          config: t.config,
          log: t.app.log,
          sendEmail: async (mail) => void emails.push(mail.subject),
          now: () => NOON_IST,
        }),
      },
    });
    const text = 'Please upload your pitch video.';
    await queueChannels(
      messages,
      {
        messageId: 'refused',
        kind: 'team',
        userId: founder.userId,
        applicationId: founder.applicationId,
        channels: [
          { channel: 'sms', content: { sms: { to: MOBILE, text } } },
          {
            channel: 'whatsapp',
            content: { whatsapp: { to: MOBILE, template: 'team_message', language: 'en', parameters: [text, 'l', 's'] } },
          },
        ],
      },
      // A midday already past, so the queue (on the real clock) finds the jobs due.
      new Date('2026-01-05T06:30:00.000Z'),
    );
    const statusOf = async (id: string) =>
      (await messages
        .selectFrom('message_deliveries')
        .select(['status', 'last_error'])
        .where('id', '=', id)
        .executeTakeFirst()) ?? { status: undefined, last_error: undefined };
    queue.start();
    try {
      for (
        let i = 0;
        i < 300 &&
        ((await statusOf('refused:sms')).status !== 'failed' || (await statusOf('refused:whatsapp')).status !== 'failed');
        i += 1
      ) {
        void queue.runDue();
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await statusOf('refused:sms')).toEqual({ status: 'failed', last_error: 'SMS gateway answered 401' });
      expect(await statusOf('refused:whatsapp')).toEqual({ status: 'failed', last_error: 'WhatsApp API answered 401' });
      // Sent with the right token each time, refused each time: two attempts each (MESSAGE_MAX_ATTEMPTS=2), no more.
      expect(sms.received.map((r) => r.authorization)).toEqual([`Bearer ${sms.token}`, `Bearer ${sms.token}`]);
      expect(whatsapp.received.map((r) => r.authorization)).toEqual([`Bearer ${whatsapp.token}`, `Bearer ${whatsapp.token}`]);

      // The queue still runs: a message queued after the refusals goes.
      await queueChannels(messages, {
        messageId: 'after',
        kind: 'team',
        userId: founder.userId,
        applicationId: founder.applicationId,
        channels: [{ channel: 'email', content: { email: { to: 'founder@example.org', subject: 'After the refusals', text } } }],
      });
      for (let i = 0; i < 200 && (await statusOf('after:email')).status !== 'sent'; i += 1) {
        void queue.runDue();
        await new Promise((r) => setTimeout(r, 20));
      }
      expect((await statusOf('after:email')).status).toBe('sent');
      expect(emails).toEqual(['After the refusals']);
    } finally {
      await queue.stop();
    }
    const log = lines.join('');
    expect(log).toContain('delivery gave up');
    expect(log).not.toContain(sms.token);
    expect(log).not.toContain(whatsapp.token);
  });
});
