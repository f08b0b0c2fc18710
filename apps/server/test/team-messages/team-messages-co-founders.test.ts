import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_PER_FOUNDER_PER_DAY, istDay } from '@portal/shared/reminders/reminder-schedule';
import { signUp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { founderWithApplication, runOperation } from '../support/graphql-client.ts';
import {
  confirmMobile,
  runTeamJobs,
  sendToApplications,
  teamMessageHistory,
  teamMessageSuite,
} from '../support/team-message-kit.ts';
import { jobsDb } from '../../src/jobs/jobs-table.ts';
import { CHANNEL_JOB, channelJobHandler, type ChannelPayload } from '../../src/modules/messages/channel-delivery.ts';
import { messagesDb } from '../../src/modules/messages/message-tables.ts';
import { stopMessages } from '../../src/modules/messages/recipient.ts';
import { addMember } from '../../src/modules/application/members-repository.ts';
import { remindersDb } from '../../src/modules/reminders/reminder-tables.ts';

const MOBILE = '+919812345678';
/** 12:00 IST: outside the quiet hours. */
const NOON_IST = new Date('2026-12-03T06:30:00.000Z');
const TEXTS = {
  en: { subject: 'Your video pitch', body: 'Please upload your video pitch before the close.' },
  hi: { subject: 'आपका वीडियो पिच', body: 'कृपया बंद होने से पहले अपना वीडियो पिच अपलोड करें।' },
};
type Delivery = { channel: string; status: string; recipientName?: string | null };
type Recipient = { applicationId: string; userId: string; name: string; founder: boolean; deliveries: Delivery[] };

/**
 * A team message to an application reaches every member of it (application_members): the founder and each co-founder,
 * each in their own language, on their own channels, with their own stops and their own daily cap; the console lists
 * one row per member with its deliveries, and the application's history names whose each delivery is.
 */
describe.each(TEST_DIALECTS)('team messages to co-founders on %s', (dialect) => {
  const suite = teamMessageSuite(dialect);
  let t: TestApp;
  let admin: string;
  let cohortId: string;
  beforeAll(() => {
    ({ t, admin, cohortId } = suite());
  });

  const channelJobs = async (messageId: string) =>
    (await jobsDb(t.app.database.db).selectFrom('jobs').select(['id', 'payload']).where('kind', '=', CHANNEL_JOB).execute())
      .filter((job) => job.id.startsWith(`team:${messageId}:`))
      .map((job) => JSON.parse(job.payload) as ChannelPayload);
  const deliverEmails = async (messageId: string) => {
    const emails: { to: string; subject: string; text: string }[] = [];
    const handler = channelJobHandler({
      db: () => messagesDb(t.app.database.db),
      config: t.config,
      log: t.app.log,
      sendEmail: async (mail) => void emails.push(mail),
      now: () => NOON_IST,
    });
    for (const payload of await channelJobs(messageId)) if (payload.channel === 'email') await handler.deliver(payload);
    return emails;
  };
  const emailOf = async (userId: string) =>
    (await t.app.database.db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

  it('goes to the founder and every co-founder, each in their language, on their channels, with their stops and cap', async () => {
    const founder = await founderWithApplication(t.app);
    const hindiCoFounder = await signUp(t.app);
    expect((await runOperation(t.app, 'SetLanguage', { language: 'hi' }, hindiCoFounder.cookie)).errors).toBeUndefined();
    const phoneCoFounder = await signUp(t.app);
    await confirmMobile(t.app, phoneCoFounder.userId, MOBILE);
    expect(
      (await runOperation(t.app, 'UpdatePreferences', { input: { channels: ['email', 'whatsapp'] } }, phoneCoFounder.cookie))
        .errors,
    ).toBeUndefined();
    const stoppedCoFounder = await signUp(t.app);
    await stopMessages(messagesDb(t.app.database.db), stoppedCoFounder.userId, 'team', 'email');
    const cappedCoFounder = await signUp(t.app);
    // Full on the day the jobs run (noon IST) and on today's, when the preview is asked for.
    await remindersDb(t.app.database.db)
      .insertInto('reminder_day_counts')
      .values(
        [...new Set([istDay(NOON_IST), istDay(new Date())])].map((day) => ({
          user_id: cappedCoFounder.userId,
          day,
          sent: MESSAGES_PER_FOUNDER_PER_DAY,
        })),
      )
      .execute();
    for (const member of [hindiCoFounder, phoneCoFounder, stoppedCoFounder, cappedCoFounder])
      expect(await addMember(t.app.database.db, { applicationId: founder.applicationId, userId: member.userId, cohortId })).toBe(
        true,
      );

    const segment = { by: 'picked', applicationIds: [founder.applicationId] };
    const preview = await runOperation<{
      teamMessagePreview: { founders: number; email: number; whatsapp: number; stopped: number; hindi: number };
    }>(t.app, 'TeamMessagePreview', { input: { cohortId, segment, texts: TEXTS } }, admin);
    expect(preview.errors).toBeUndefined();
    // Five members: the founder and four co-founders; one stopped team messages on email, its one channel; one has
    // had the day's messages, so it reaches them on no channel.
    expect(preview.data!.teamMessagePreview).toMatchObject({
      founders: 5,
      email: 3,
      whatsapp: 1,
      stopped: 1,
      dailyCap: 1,
      hindi: 1,
    });

    const id = randomUUID();
    const sent = await runOperation<{ sendTeamMessage: { recipientCount: number } }>(
      t.app,
      'SendTeamMessage',
      { input: { id, cohortId, segment, texts: TEXTS } },
      admin,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendTeamMessage.recipientCount).toBe(1);
    await runTeamJobs(t, id, NOON_IST);
    // A second run of the job (a retry, another instance) sends nothing twice.
    await runTeamJobs(t, id, NOON_IST);
    const emails = await deliverEmails(id);
    const to = emails.map((e) => e.to).sort();
    expect(to).toEqual(
      [await emailOf(founder.userId), await emailOf(hindiCoFounder.userId), await emailOf(phoneCoFounder.userId)].sort(),
    );
    expect(emails.find((e) => e.subject === TEXTS.hi.subject)?.to).toBe(await emailOf(hindiCoFounder.userId));
    const founderEmail = await emailOf(founder.userId);
    expect(emails.find((e) => e.to === founderEmail)?.subject).toBe(TEXTS.en.subject);
    // The co-founder's WhatsApp message is queued on their own mobile, in English (their language).
    const whatsapp = (await channelJobs(id)).filter((p) => p.channel === 'whatsapp');
    expect(whatsapp).toHaveLength(1);
    expect(JSON.stringify(whatsapp[0])).toContain(MOBILE);

    const message = await runOperation<{ teamMessage: { recipients: Recipient[] } }>(t.app, 'TeamMessage', { id }, admin);
    expect(message.errors).toBeUndefined();
    const rows = message.data!.teamMessage.recipients;
    expect(rows).toHaveLength(5);
    const row = (userId: string) => rows.find((r) => r.userId === userId)!;
    expect(row(founder.userId)).toMatchObject({ applicationId: founder.applicationId, founder: true });
    expect(row(founder.userId).deliveries).toEqual([expect.objectContaining({ channel: 'email', status: 'sent' })]);
    expect(row(hindiCoFounder.userId)).toMatchObject({ founder: false });
    expect(row(hindiCoFounder.userId).deliveries).toEqual([expect.objectContaining({ channel: 'email', status: 'sent' })]);
    expect(
      row(phoneCoFounder.userId)
        .deliveries.map((d) => `${d.channel}:${d.status}`)
        .sort(),
    ).toEqual(['email:sent', 'whatsapp:queued']);
    expect(row(stoppedCoFounder.userId).deliveries.map((d) => d.status)).toEqual(['stopped']);
    expect(row(cappedCoFounder.userId).deliveries.map((d) => d.status)).toEqual(['daily-cap']);
  });

  it("lists the members' deliveries in the application's history, each with whose it is", async () => {
    const founder = await founderWithApplication(t.app);
    const coFounder = await signUp(t.app);
    expect(await addMember(t.app.database.db, { applicationId: founder.applicationId, userId: coFounder.userId, cohortId })).toBe(
      true,
    );
    const id = await sendToApplications(suite(), [founder.applicationId], TEXTS);
    // Before the job ran: a row per member, waiting.
    const before = await runOperation<{ teamMessage: { recipients: Recipient[] } }>(t.app, 'TeamMessage', { id }, admin);
    expect(before.data!.teamMessage.recipients.map((r) => [r.founder, r.deliveries.length]).sort()).toEqual([
      [false, 0],
      [true, 0],
    ]);
    await runTeamJobs(t, id, NOON_IST);
    await deliverEmails(id);
    // The history is read on a submitted application's console page (staff only): the application is submitted here.
    await t.app.database.db
      .updateTable('applications')
      .set({ submitted_at: new Date().toISOString() })
      .where('id', '=', founder.applicationId)
      .execute();
    const history = await teamMessageHistory(suite(), founder.applicationId);
    const names = await t.app.database.db
      .selectFrom('user')
      .select(['id', 'name'])
      .where('id', 'in', [founder.userId, coFounder.userId])
      .execute();
    expect(
      history
        .find((m) => m.id === id)!
        .deliveries.map((d) => d.recipientName)
        .sort(),
    ).toEqual(names.map((n) => n.name).sort());
  });
});
