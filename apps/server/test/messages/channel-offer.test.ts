import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { cookieFrom, GOOD_PASSWORD, signUp, TEST_DIALECTS, TEST_ORIGIN, type TestApp } from '../support/helper.ts';
import { createGraphQLTestApp, firstError, runOperation } from '../support/graphql-client.ts';

type Offer = { channels: string[]; channelsOffered: boolean; configuredChannels: string[]; usableChannels: string[] };

/**
 * The offer of channels once after the first save (docs/reminders.md, "Channels"): the wizard asks `channelOffer`
 * after a save went through; choosing or dismissing marks it offered on the server, so no device shows it again.
 * Only channels this server is set up for are offered; SMS and WhatsApp need a confirmed +91 mobile.
 */
describe.each(TEST_DIALECTS)('the channel offer on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createGraphQLTestApp(dialect);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const offer = async (cookie: string) => {
    const result = await runOperation<{ channelOffer: Offer }>(t.app, 'ChannelOffer', {}, cookie);
    expect(result.errors).toBeUndefined();
    return result.data!.channelOffer;
  };

  it('is not offered yet to a new founder, and a dismiss marks it offered for every session of the account', async () => {
    const founder = await signUp(t.app);
    // Outside production SMS and WhatsApp go to the outbox: all three are set up; without a mobile only email is usable.
    expect(await offer(founder.cookie)).toEqual({
      channels: ['email'],
      channelsOffered: false,
      configuredChannels: ['email', 'sms', 'whatsapp'],
      usableChannels: ['email'],
    });
    const dismissed = await runOperation(t.app, 'UpdatePreferences', { input: { channelsOffered: true } }, founder.cookie);
    expect(dismissed.errors).toBeUndefined();
    // Another device: a new session of the same account finds it offered, the channels unchanged.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: founder.email, password: GOOD_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    const elsewhere = cookieFrom(signedIn);
    expect(elsewhere).not.toBe(founder.cookie);
    expect(await offer(elsewhere)).toMatchObject({ channels: ['email'], channelsOffered: true });
  });

  it('choosing WhatsApp with a confirmed mobile saves the choice and marks it offered; without one it is refused and still due', async () => {
    const founder = await signUp(t.app);
    const refused = await runOperation(
      t.app,
      'UpdatePreferences',
      { input: { channels: ['email', 'whatsapp'], channelsOffered: true } },
      founder.cookie,
    );
    expect(firstError(refused).code).toBe('CHANNEL_NEEDS_MOBILE');
    expect(await offer(founder.cookie)).toMatchObject({ channels: ['email'], channelsOffered: false });

    await sql`update "user" set "phoneNumber" = ${'+919876501234'}, "phoneNumberVerified" = ${sql.lit(true)} where id = ${founder.userId}`.execute(
      t.app.database.db,
    );
    expect((await offer(founder.cookie)).usableChannels).toEqual(['email', 'sms', 'whatsapp']);
    const chosen = await runOperation(
      t.app,
      'UpdatePreferences',
      { input: { channels: ['email', 'whatsapp'], channelsOffered: true } },
      founder.cookie,
    );
    expect(chosen.errors).toBeUndefined();
    expect(await offer(founder.cookie)).toMatchObject({ channels: ['email', 'whatsapp'], channelsOffered: true });
  });

  it('offers only the channels the server is set up for (in production, SMS and WhatsApp need their settings)', async () => {
    const founder = await signUp(t.app);
    const config = t.app.config as { isProduction: boolean };
    const was = config.isProduction;
    config.isProduction = true;
    try {
      expect(await offer(founder.cookie)).toMatchObject({ configuredChannels: ['email'], usableChannels: ['email'] });
    } finally {
      config.isProduction = was;
    }
  });

  it('answers nobody who is not signed in', async () => {
    const result = await runOperation(t.app, 'ChannelOffer', {});
    expect(firstError(result).code).toBe('UNAUTHENTICATED');
  });
});
