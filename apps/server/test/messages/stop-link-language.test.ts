import { beforeAll, describe, expect, it } from 'vitest';
import { STOP_PAGE } from '@portal/shared/messages/message-texts';
import { TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { closeCohortIn, deliverReminders, stopSubjectIn } from '../support/reminder-kit.ts';
import type { StandIn } from '../support/channel-stand-ins.ts';
import { channelHandlerAt, channelTestApp } from '../support/channel-test-app.ts';
import { suiteSetup } from '../support/hand-driven-app.ts';
import { confirmMobile } from '../support/team-message-kit.ts';
import { jobsDb } from '../../src/jobs/jobs-table.ts';
import { CHANNEL_JOB, type ChannelPayload } from '../../src/modules/messages/channel-delivery.ts';
import { messagesDb } from '../../src/modules/messages/message-tables.ts';
import { runReminderRound } from '../../src/modules/reminders/reminder-round.ts';
import { remindersDb } from '../../src/modules/reminders/reminder-tables.ts';

/** 12:00 IST: outside the quiet hours. */
const NOON_IST = new Date('2026-12-03T06:30:00.000Z');

/** The stop link in a message's text. */
const stopLinkIn = (text: string): string => /https?:\/\/[^\s<>]+\/api\/messages\/stop\?[^\s<>]+/.exec(text)![0];
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/**
 * Issue 53: the one-tap stop link of every channel names the language of the message it is in (`lang`), so the page it
 * opens and the page after its button speak that language, not a guess; the language is not signed (it stops nothing).
 */
describe.each(TEST_DIALECTS)('stop links in the founder’s language on %s', (dialect) => {
  let t: TestApp;
  let whatsapp: StandIn & { token: string };
  let sms: StandIn & { token: string };

  // Delivery is driven by hand: the queue and the scheduler of the app stay still.
  const suite = suiteSetup(
    () => channelTestApp(dialect, { SMS_DLT_ENTITY_ID: '1101234567890', SMS_DLT_TEMPLATE_REMINDER: '1107000000000000001' }),
    (setup) => setup.close(),
  );
  beforeAll(() => {
    ({ t, whatsapp, sms } = suite());
  });

  /** A Tamil founder with a confirmed mobile on every channel gets a reminder: each channel's stop link. */
  const tamilReminderLinks = async (mobile: string) => {
    const founder = await founderWithApplication(t.app);
    expect((await runOperation(t.app, 'SetLanguage', { language: 'ta' }, founder.cookie)).errors).toBeUndefined();
    await confirmMobile(t.app, founder.userId, mobile);
    const chosen = await runOperation(
      t.app,
      'UpdatePreferences',
      { input: { channels: ['email', 'sms', 'whatsapp'] } },
      founder.cookie,
    );
    expect(chosen.errors).toBeUndefined();
    await closeCohortIn(t.app, 120);
    const db = remindersDb(t.app.database.db);
    await runReminderRound(db);
    const emails = await deliverReminders(t.app);
    const jobs = (await jobsDb(t.app.database.db).selectFrom('jobs').select('payload').where('kind', '=', CHANNEL_JOB).execute())
      .map((job) => JSON.parse(job.payload) as ChannelPayload)
      .filter((payload) => payload.userId === founder.userId);
    expect(jobs).toHaveLength(2);
    const byDay = channelHandlerAt(t, NOON_IST);
    for (const job of jobs) await byDay.deliver(job);
    const email = emails.find((mail) => stopSubjectIn(mail.text)?.startsWith(`${founder.userId}|`))!;
    const text = sms.received.find((request) => request.body.to === mobile)!.body.text;
    const template = whatsapp.received.find((request) => request.body.to === mobile.slice(1))!.body.template as {
      components: { parameters: { text: string }[] }[];
    };
    return {
      founder,
      links: {
        email: stopLinkIn(email.text),
        oneClick: email.headers!['List-Unsubscribe']!.replace(/^<|>$/g, ''),
        sms: stopLinkIn(String(text)),
        whatsapp: template.components[0]!.parameters.at(-1)!.text,
      },
    };
  };

  it('every channel’s link names the message’s language; its page and the page after the button speak it', async () => {
    const { founder, links } = await tamilReminderLinks('+919876543218');
    for (const [channel, link] of Object.entries(links)) expect(link, channel).toMatch(/\?token=[\w-]+\.[\w-]+&lang=ta$/);
    expect(links.oneClick).toBe(links.email);

    // The founder chose Hindi on the portal since: each link goes on in the language of the message it came in.
    expect((await runOperation(t.app, 'SetLanguage', { language: 'hi' }, founder.cookie)).errors).toBeUndefined();
    for (const channel of ['email', 'sms', 'whatsapp'] as const) {
      const opened = await t.app.inject({ method: 'GET', url: pathOf(links[channel]) });
      expect(opened.statusCode, channel).toBe(200);
      expect(opened.body, channel).toContain('<html lang="ta" dir="ltr">');
      expect(opened.body, channel).toContain(STOP_PAGE.ta.button);
      const action = /<form method="post" action="([^"]+)">/.exec(opened.body)![1]!;
      expect(action, channel).toMatch(/\?lang=ta$/);
      const token = /name="token" value="([^"]+)"/.exec(opened.body)![1]!;
      const stopped = await t.app.inject({
        method: 'POST',
        url: action,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
      expect(stopped.statusCode, channel).toBe(200);
      expect(stopped.body, channel).toContain('<html lang="ta" dir="ltr">');
      expect(stopped.body, channel).toContain(STOP_PAGE.ta.stoppedTitle);
    }
    const stops = await messagesDb(t.app.database.db)
      .selectFrom('message_stops')
      .select('channel')
      .where('user_id', '=', founder.userId)
      .execute();
    expect(stops.map((s) => s.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
  });

  it('a link from before links named a language opens in the account’s; a changed lang stops the same and nothing more', async () => {
    const { founder, links } = await tamilReminderLinks('+919876543219');
    expect((await runOperation(t.app, 'SetLanguage', { language: 'hi' }, founder.cookie)).errors).toBeUndefined();
    const before = await t.app.inject({ method: 'GET', url: pathOf(links.sms).replace(/&lang=ta$/, '') });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('<html lang="hi" dir="ltr">');

    // The language is not signed: changed, the link still stops only its own kind and channel, in the language named.
    const changed = await t.app.inject({ method: 'POST', url: pathOf(links.sms).replace(/&lang=ta$/, '&lang=ur') });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('<html lang="ur" dir="rtl">');
    expect(changed.body).toContain(STOP_PAGE.ur.stoppedTitle);
    const stops = await messagesDb(t.app.database.db)
      .selectFrom('message_stops')
      .select(['kind', 'channel'])
      .where('user_id', '=', founder.userId)
      .execute();
    expect(stops).toEqual([{ kind: 'reminder', channel: 'sms' }]);
  });
});
