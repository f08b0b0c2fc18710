import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { messagesDb } from '../../src/modules/messages/message-tables.ts';
import { signUp, TEST_ORIGIN } from '../support/helper.ts';
import { founderWithApplication, PERSONAL, runOperation } from '../support/graphql-client.ts';
import { createStore, type Store } from '../support/reliability-kit.ts';
import { closeCohortIn, reminderMails } from '../support/reminder-kit.ts';
import { startSmsStandIn, startWhatsAppStandIn, type StandIn } from '../support/channel-stand-ins.ts';

/**
 * Two portals on one PostgreSQL database, each with its job queue and reminder rounds running, against stand-ins of
 * the WhatsApp Cloud API (hanging) and the SMS gateway (failing): while WhatsApp requests hang, reminder emails still
 * go from either instance, and each SMS and WhatsApp message is tried MESSAGE_MAX_ATTEMPTS times in all (not once per instance)
 * and then marked failed. The clock (Date only) is set to a midday in India, outside the quiet hours.
 */
if (!process.env.TEST_DATABASE_URL)
  console.warn('\nTwo-instance channel tests skipped: they need PostgreSQL (set TEST_DATABASE_URL).\n');

const FOUNDERS = 3;
const MAX_ATTEMPTS = 2;

/** The next 12:00 IST (06:30 UTC) after now. */
const nextMiddayInIndia = (): Date => {
  const at = new Date();
  at.setUTCHours(6, 30, 0, 0);
  if (at.getTime() <= Date.now()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
};

describe.runIf(process.env.TEST_DATABASE_URL)('message channels from two instances on one PostgreSQL database', () => {
  let store: Store;
  let whatsapp: StandIn & { token: string };
  let sms: StandIn & { token: string };
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(nextMiddayInIndia());
    whatsapp = await startWhatsAppStandIn();
    sms = await startSmsStandIn();
    store = await createStore('postgres');
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        BASE_URL: TEST_ORIGIN,
        AUTH_SECRET: 'channels-secret-that-is-long-enough-0123456789',
        LOG_LEVEL: 'silent',
        WHATSAPP_API_URL: whatsapp.url,
        WHATSAPP_PHONE_NUMBER_ID: '1098765',
        WHATSAPP_ACCESS_TOKEN: whatsapp.token,
        SMS_WEBHOOK_URL: `${sms.url}/send`,
        SMS_WEBHOOK_TOKEN: sms.token,
        CHANNEL_TIMEOUT_SECONDS: '10',
        MESSAGE_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
        MESSAGE_RETRY_BASE_SECONDS: '0.05',
        ...store.env,
      },
      { log: () => {} },
    );
    a = await buildApp(config, { logger: false });
    b = await buildApp(config, { logger: false });
    await Promise.all([a.ready(), b.ready()]);
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await whatsapp?.close();
    await sms?.close();
    await store?.drop();
    vi.useRealTimers();
  });

  it('a hanging WhatsApp API holds up no email; SMS and WhatsApp are retried and then marked failed, once in all', async () => {
    whatsapp.mode = 'hang';
    sms.mode = 'fail';
    for (let i = 0; i < FOUNDERS; i += 1) {
      const founder = await founderWithApplication(a);
      await sql`update "user" set "phoneNumber" = ${`+91987654321${i}`}, "phoneNumberVerified" = ${sql.lit(true)} where id = ${founder.userId}`.execute(
        a.database.db,
      );
      const chosen = await runOperation(
        a,
        'UpdatePreferences',
        { input: { channels: ['email', 'sms', 'whatsapp'] } },
        founder.cookie,
      );
      expect(chosen.errors).toBeUndefined();
    }
    // Founders who have signed up but not started yet (signing up takes long: a password hash each).
    const later = [];
    for (let i = 0; i < FOUNDERS; i += 1) later.push(await signUp(b));
    await closeCohortIn(a, 120);
    b.cohorts.changed();
    await Promise.all([a.reminders.runNow(), b.reminders.runNow()]);

    const messages = messagesDb(a.database.db);
    const statuses = async () =>
      Object.fromEntries(
        (await messages.selectFrom('message_deliveries').select(['id', 'channel', 'status']).execute()).map((row) => [
          row.id,
          row.status,
        ]),
      );
    const byChannel = async (channel: string) =>
      Object.entries(await statuses())
        .filter(([id]) => id.endsWith(`:${channel}`))
        .map(([, status]) => status);

    const nudge = async (done: () => Promise<boolean>, ms: number) => {
      const until = Date.now() + ms;
      while (!(await done()) && Date.now() < until) {
        for (const app of [a, b]) void app.jobs.runDue();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    // Every founder's email goes, and then every WhatsApp request hangs (each for CHANNEL_TIMEOUT_SECONDS).
    await nudge(async () => whatsapp.received.length >= FOUNDERS, 30_000);
    expect(await byChannel('email')).toEqual(Array.from({ length: FOUNDERS }, () => 'sent'));
    expect(whatsapp.received).toHaveLength(FOUNDERS);

    // While they hang, founders who start their application now get their reminder emails from either instance.
    for (const { cookie } of later)
      expect((await runOperation(b, 'SavePersonalInfo', { input: PERSONAL }, cookie)).errors).toBeUndefined();
    await Promise.all([a.reminders.runNow(), b.reminders.runNow()]);
    await nudge(
      async () => (await byChannel('email')).length >= 2 * FOUNDERS && !(await byChannel('email')).includes('queued'),
      30_000,
    );
    expect(await byChannel('email')).toEqual(Array.from({ length: 2 * FOUNDERS }, () => 'sent'));
    expect(reminderMails(store.dataDir)).toHaveLength(2 * FOUNDERS);
    // No WhatsApp request was answered or tried again meanwhile.
    expect(whatsapp.received).toHaveLength(FOUNDERS);
    expect(await byChannel('whatsapp')).toEqual(Array.from({ length: FOUNDERS }, () => 'queued'));

    // Then each phone message is tried MAX_ATTEMPTS times and marked failed.
    await nudge(
      async () =>
        [...(await byChannel('sms')), ...(await byChannel('whatsapp'))].filter((s) => s === 'failed').length === 2 * FOUNDERS,
      60_000,
    );
    expect(await byChannel('sms')).toEqual(Array.from({ length: FOUNDERS }, () => 'failed'));
    expect(await byChannel('whatsapp')).toEqual(Array.from({ length: FOUNDERS }, () => 'failed'));
    const tries = (standIn: StandIn) =>
      [...new Set(standIn.received.map((r) => String(r.body.to)))].map(
        (to) => standIn.received.filter((r) => String(r.body.to) === to).length,
      );
    expect(tries(sms)).toEqual(Array.from({ length: FOUNDERS }, () => MAX_ATTEMPTS));
    expect(tries(whatsapp)).toEqual(Array.from({ length: FOUNDERS }, () => MAX_ATTEMPTS));
    // Nothing was sent twice by email either.
    expect(new Set(reminderMails(store.dataDir).map((m) => m.to)).size).toBe(2 * FOUNDERS);
  }, 120_000);
});
