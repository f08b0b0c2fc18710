import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { carriesSignIn } from '@portal/shared/messages/channels';
import { WHATSAPP_WEBHOOK_PATH } from '@portal/shared/web/server-paths';
import { TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { closeCohortIn, deliverReminders } from '../support/reminder-kit.ts';
import type { StandIn } from '../support/channel-stand-ins.ts';
import { channelHandlerAt, channelTestApp } from '../support/channel-test-app.ts';
import { suiteSetup } from '../support/hand-driven-app.ts';
import { confirmMobile as confirmMobileOf } from '../support/team-message-kit.ts';
import type { EmailMessage } from '../../src/notifications/mailer.ts';
import { HoldUntil } from '../../src/jobs/delivery-error.ts';
import { createJobQueue } from '../../src/jobs/job-queue.ts';
import { jobsDb } from '../../src/jobs/jobs-table.ts';
import { CHANNEL_JOB, channelJobHandler, type ChannelPayload } from '../../src/modules/messages/channel-delivery.ts';
import { messagesDb } from '../../src/modules/messages/message-tables.ts';
import { queueChannels } from '../../src/modules/messages/queue-channels.ts';
import { runReminderRound } from '../../src/modules/reminders/reminder-round.ts';
import { remindersDb } from '../../src/modules/reminders/reminder-tables.ts';
import { updateCohort } from '../../src/modules/cohorts/cohort-repository.ts';

const MOBILE = '+919876543210';
/** 12:00 IST and 22:00 IST on one day: outside and inside the quiet hours. */
const NOON_IST = new Date('2026-12-03T06:30:00.000Z');
const NIGHT_IST = new Date('2026-12-03T16:30:00.000Z');
const APP_SECRET = 'whatsapp-app-secret-for-tests';

const confirmMobile = (t: TestApp, userId: string, mobile = MOBILE) => confirmMobileOf(t.app, userId, mobile);

/**
 * SMS and WhatsApp as channels, against local stand-ins of the SMS gateway and the WhatsApp Cloud API: the founder's
 * choice (a phone channel needs a confirmed +91 mobile), the reminder as an approved template in their language and
 * as an SMS with its DLT ids, never at night, WhatsApp's status webhook, retries then 'failed', and a hanging
 * WhatsApp API that does not hold up email.
 */
describe.each(TEST_DIALECTS)('message channels on %s', (dialect) => {
  let t: TestApp;
  let whatsapp: StandIn & { token: string };
  let sms: StandIn & { token: string };

  // Delivery is driven by hand: the queue and the scheduler of the app stay still.
  const suite = suiteSetup(
    () =>
      channelTestApp(dialect, {
        WHATSAPP_APP_SECRET: APP_SECRET,
        SMS_DLT_ENTITY_ID: '1101234567890',
        SMS_DLT_TEMPLATE_REMINDER: '1107000000000000001',
        CHANNEL_TIMEOUT_SECONDS: '0.5',
        MESSAGE_MAX_ATTEMPTS: '2',
        MESSAGE_RETRY_BASE_SECONDS: '0.05',
      }),
    (setup) => setup.close(),
  );
  beforeAll(() => {
    ({ t, whatsapp, sms } = suite());
  });

  const channelJobs = async () =>
    (
      await jobsDb(t.app.database.db)
        .selectFrom('jobs')
        .select(['id', 'payload', 'next_attempt_at', 'status'])
        .where('kind', '=', CHANNEL_JOB)
        .execute()
    ).map((job) => ({ ...job, payload: JSON.parse(job.payload) as ChannelPayload }));
  const deliveries = () => messagesDb(t.app.database.db).selectFrom('message_deliveries').selectAll().execute();

  it('sends the reminder on the channels the founder chose: email now, SMS and WhatsApp by day, in Hindi', async () => {
    const founder = await founderWithApplication(t.app);
    const noPhone = await founderWithApplication(t.app);
    expect((await runOperation(t.app, 'SetLanguage', { language: 'hi' }, founder.cookie)).errors).toBeUndefined();

    const refused = await runOperation(t.app, 'UpdatePreferences', { input: { channels: ['whatsapp'] } }, noPhone.cookie);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CHANNEL_NEEDS_MOBILE');

    await confirmMobile(t, founder.userId);
    const chosen = await runOperation<{ updatePreferences: { channels: string[]; usableChannels: string[] } }>(
      t.app,
      'UpdatePreferences',
      { input: { channels: ['whatsapp', 'email', 'sms'] } },
      founder.cookie,
    );
    expect(chosen.data?.updatePreferences).toMatchObject({
      channels: ['email', 'sms', 'whatsapp'],
      usableChannels: ['email', 'sms', 'whatsapp'],
    });

    // Six digits in the cohort's name are not a sign-in code: the reminder still goes on every channel.
    const cohortId = await closeCohortIn(t.app, 120);
    await updateCohort(t.app.database.db, cohortId, { nameEn: 'Batch 202612', nameHi: 'बैच 202612' });
    t.app.cohorts.changed();
    const db = remindersDb(t.app.database.db);
    expect(await runReminderRound(db)).toBe(2);
    const emails = await deliverReminders(t.app);
    // Both get the email; only the founder with a confirmed mobile gets the phone channels.
    expect(emails).toHaveLength(2);
    const jobs = await channelJobs();
    expect(jobs.map((j) => j.payload.channel).sort()).toEqual(['sms', 'whatsapp']);
    expect(jobs.every((j) => j.payload.userId === founder.userId)).toBe(true);

    // At night the handler holds them until 08:00 IST and sends nothing.
    const atNight = channelHandlerAt(t, NIGHT_IST);
    const held = await atNight.deliver(jobs[0]!.payload).catch((error: unknown) => error);
    expect(held).toBeInstanceOf(HoldUntil);
    expect((held as HoldUntil).until.toISOString()).toBe('2026-12-04T02:30:00.000Z');
    expect(whatsapp.received.length + sms.received.length).toBe(0);

    const byDay = channelHandlerAt(t, NOON_IST);
    for (const job of jobs) await byDay.deliver(job.payload);

    expect(whatsapp.received).toHaveLength(1);
    const sent = whatsapp.received[0]!;
    expect(sent.path).toBe('/1098765/messages');
    expect(sent.authorization).toBe(`Bearer ${whatsapp.token}`);
    const template = sent.body.template as {
      name: string;
      language: { code: string };
      components: { parameters: { text: string }[] }[];
    };
    expect(sent.body).toMatchObject({ messaging_product: 'whatsapp', to: '919876543210', type: 'template' });
    expect(template.name).toBe('application_reminder');
    expect(template.language.code).toBe('hi');
    const parameters = template.components[0]!.parameters.map((p) => p.text);
    expect(parameters).toHaveLength(5);
    expect(parameters[0]).toBe('बैच 202612');
    expect(parameters[2]).toContain('अभी पूरा नहीं हुआ है');
    expect(parameters[3]).toMatch(/\/application\/company$/);
    expect(parameters[4]).toMatch(/\/api\/messages\/stop\?token=/);

    expect(sms.received).toHaveLength(1);
    expect(sms.received[0]!.body).toMatchObject({
      to: MOBILE,
      dltEntityId: '1101234567890',
      dltTemplateId: '1107000000000000001',
    });
    expect(String(sms.received[0]!.body.text)).toContain('अभी पूरा नहीं हुआ है');
    for (const text of [...parameters, String(sms.received[0]!.body.text)]) expect(carriesSignIn(text)).toBe(false);

    const rows = (await deliveries()).filter((row) => row.user_id === founder.userId);
    expect(rows.map((row) => [row.channel, row.status]).sort()).toEqual([
      ['email', 'sent'],
      ['sms', 'sent'],
      ['whatsapp', 'sent'],
    ]);
    expect(rows.find((row) => row.channel === 'whatsapp')!.provider_id).toBe('wamid.test-1');
  });

  it("moves a WhatsApp message to delivered on WhatsApp's signed status webhook, and refuses an unsigned one", async () => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        { id: 'waba', changes: [{ field: 'messages', value: { statuses: [{ id: 'wamid.test-1', status: 'delivered' }] } }] },
      ],
    });
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: WHATSAPP_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        payload: body,
      });
    expect((await post('sha256=00')).statusCode).toBe(401);
    expect((await deliveries()).find((row) => row.provider_id === 'wamid.test-1')!.status).toBe('sent');
    const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
    expect((await post(signature)).statusCode).toBe(200);
    expect((await deliveries()).find((row) => row.provider_id === 'wamid.test-1')!.status).toBe('delivered');
  });

  it('a hanging WhatsApp API holds up no email; each channel is retried and then marked failed', async () => {
    whatsapp.mode = 'hang';
    sms.mode = 'fail';
    const founder = await founderWithApplication(t.app);
    await confirmMobile(t, founder.userId, '+919876543211');
    const viewer = await runOperation<{ viewer: { email: string } }>(t.app, 'Viewer', undefined, founder.cookie);
    const messages = messagesDb(t.app.database.db);
    const emails: EmailMessage[] = [];
    const queue = createJobQueue({
      db: t.app.database.db,
      log: t.app.log,
      handlers: {
        [CHANNEL_JOB]: channelJobHandler({
          db: () => messages,
          config: t.config,
          log: t.app.log,
          sendEmail: async (m) => void emails.push(m),
          now: () => NOON_IST,
        }),
      },
    });
    const text = 'Please upload your pitch video.';
    await queueChannels(
      messages,
      {
        messageId: 'test-message',
        kind: 'team',
        userId: founder.userId,
        applicationId: founder.applicationId,
        channels: [
          {
            channel: 'whatsapp',
            content: { whatsapp: { to: MOBILE, template: 'team_message', language: 'en', parameters: [text] } },
          },
          { channel: 'sms', content: { sms: { to: MOBILE, text } } },
          { channel: 'email', content: { email: { to: viewer.data!.viewer.email, subject: 'A message', text } } },
        ],
      },
      // A midday already past, so the queue (on the real clock) finds the SMS and WhatsApp jobs due.
      new Date('2026-01-05T06:30:00.000Z'),
    );
    // Only this test's jobs: the earlier tests delivered theirs by hand, and by day in India they are due.
    await jobsDb(t.app.database.db)
      .deleteFrom('jobs')
      .where('kind', '=', CHANNEL_JOB)
      .where('payload', 'not like', '%test-message%')
      .execute();
    const whatsappBefore = whatsapp.received.length;
    queue.start();
    const statusOf = async (channel: string) =>
      (
        await messages
          .selectFrom('message_deliveries')
          .select('status')
          .where('id', '=', `test-message:${channel}`)
          .executeTakeFirst()
      )?.status;
    // The email goes while the WhatsApp request is still unanswered.
    for (let i = 0; i < 200 && ((await statusOf('email')) !== 'sent' || whatsapp.received.length === whatsappBefore); i += 1)
      await new Promise((r) => setTimeout(r, 5));
    expect(await statusOf('email')).toBe('sent');
    expect(emails).toHaveLength(1);
    expect(whatsapp.received.length).toBe(whatsappBefore + 1);
    expect(await statusOf('whatsapp')).toBe('queued');

    // Two attempts each (MESSAGE_MAX_ATTEMPTS=2), then failed.
    for (let i = 0; i < 300 && ((await statusOf('whatsapp')) !== 'failed' || (await statusOf('sms')) !== 'failed'); i += 1) {
      void queue.runDue();
      await new Promise((r) => setTimeout(r, 20));
    }
    await queue.stop();
    expect(await statusOf('whatsapp')).toBe('failed');
    expect(await statusOf('sms')).toBe('failed');
    expect(whatsapp.received.length).toBe(whatsappBefore + 2);
    const failure = await messages
      .selectFrom('message_deliveries')
      .select('last_error')
      .where('id', '=', 'test-message:sms')
      .executeTakeFirst();
    expect(failure?.last_error).toBe('SMS gateway answered 503');
    whatsapp.mode = 'ok';
    sms.mode = 'ok';
  });

  it('refuses to queue a message that carries a sign-in code or link', async () => {
    const founder = await founderWithApplication(t.app);
    for (const text of ['Your code is 482913', 'Sign in at http://localhost:3000/api/auth/magic-link/verify?token=x'])
      await expect(
        queueChannels(messagesDb(t.app.database.db), {
          messageId: `bad-${text.length}`,
          kind: 'team',
          userId: founder.userId,
          applicationId: null,
          channels: [{ channel: 'email', content: { email: { to: 'a@example.org', subject: 's', text } } }],
        }),
      ).rejects.toThrow('sign-in');
  });
});
