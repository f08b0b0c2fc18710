import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { createGraphQLTestApp, founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';
import { stopSubjectIn } from '../support/reminder-kit.ts';
import { jobsDb } from '../../src/jobs/jobs-table.ts';
import { CHANNEL_JOB, channelJobHandler, type ChannelPayload } from '../../src/modules/messages/channel-delivery.ts';
import { messagesDb } from '../../src/modules/messages/message-tables.ts';
import { stopMessages } from '../../src/modules/messages/recipient.ts';
import { teamMessageJobHandler } from '../../src/modules/team-messages/team-message-delivery.ts';
import { TEAM_MESSAGE_JOB, teamMessagesDb } from '../../src/modules/team-messages/team-message-tables.ts';
import { listCohorts } from '../../src/modules/cohorts/cohort-repository.ts';
import { remindersDb } from '../../src/modules/reminders/reminder-tables.ts';

const MOBILE = '+919876543210';
/** 12:00 IST and 22:00 IST on one day: outside and inside the quiet hours. */
const NOON_IST = new Date('2026-12-03T06:30:00.000Z');
const NIGHT_IST = new Date('2026-12-03T16:30:00.000Z');
const TEXTS = {
  en: { subject: 'Your video pitch', body: 'Please upload your video pitch before the close.' },
  hi: { subject: 'आपका वीडियो पिच', body: 'कृपया बंद होने से पहले अपना वीडियो पिच अपलोड करें।' },
};

type Audience = {
  founders: number;
  email: number;
  sms: number;
  whatsapp: number;
  stopped: number;
  english: number;
  hindi: number;
  other: number;
};
type Delivery = { channel: string; status: string };

/**
 * Team messages: an admin writes to a group of a cohort's founders (by status, by what is missing, hand-picked), sees
 * who it reaches on which channel, and sends it once; each recipient's job sends it in their text on their channels,
 * honouring stops of team messages, the daily cap shared with reminders and the quiet hours; the console reads each
 * recipient's delivery state, and the application's history lists it.
 */
describe.each(TEST_DIALECTS)('team messages on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let reviewer: string;
  let cohortId: string;
  let submittedId: string;

  beforeAll(async () => {
    t = await createGraphQLTestApp(dialect, CONSOLE_ENV);
    // Delivery is driven by hand (with a fixed clock): the app's queue and scheduler stay still.
    await t.app.reminders.stop();
    await t.app.jobs.stop();
    admin = (await accountWithRole(t.app, 'admin')).cookie;
    reviewer = (await accountWithRole(t.app, 'reviewer')).cookie;
    cohortId = (await listCohorts(t.app.database.db))[0]!.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const preview = (segment: Record<string, unknown>, texts = TEXTS, cookie = admin) =>
    runOperation<{ teamMessagePreview: Audience }>(t.app, 'TeamMessagePreview', { input: { cohortId, segment, texts } }, cookie);
  const send = (id: string, segment: Record<string, unknown>, texts = TEXTS, cookie = admin) =>
    runOperation<{ sendTeamMessage: { id: string; recipientCount: number } }>(
      t.app,
      'SendTeamMessage',
      { input: { id, cohortId, segment, texts } },
      cookie,
    );
  const teamJobs = async (messageId: string) =>
    (await jobsDb(t.app.database.db).selectFrom('jobs').select(['id', 'payload']).where('kind', '=', TEAM_MESSAGE_JOB).execute())
      .filter((job) => job.id.startsWith(`team:${messageId}:`))
      .map((job) => JSON.parse(job.payload) as unknown);
  const channelJobs = async (messageId: string) =>
    (
      await jobsDb(t.app.database.db)
        .selectFrom('jobs')
        .select(['id', 'payload', 'next_attempt_at'])
        .where('kind', '=', CHANNEL_JOB)
        .execute()
    )
      .filter((job) => job.id.startsWith(`team:${messageId}:`))
      .map((job) => ({ ...job, payload: JSON.parse(job.payload) as ChannelPayload }));
  const runTeamJobs = async (messageId: string, now = NOON_IST) => {
    const handler = teamMessageJobHandler({ db: () => teamMessagesDb(t.app.database.db), config: t.config, now: () => now });
    for (const payload of await teamJobs(messageId)) await handler.deliver(payload);
  };
  const deliverChannels = async (messageId: string, now = NOON_IST) => {
    const emails: { to: string; subject: string; text: string }[] = [];
    const handler = channelJobHandler({
      db: () => messagesDb(t.app.database.db),
      config: t.config,
      log: t.app.log,
      sendEmail: async (mail) => void emails.push(mail),
      now: () => now,
    });
    for (const job of await channelJobs(messageId)) if (job.payload.channel === 'email') await handler.deliver(job.payload);
    return emails;
  };
  const recipientsOf = async (id: string) =>
    (
      await runOperation<{ teamMessage: { recipients: { applicationId: string; deliveries: Delivery[] }[] } }>(
        t.app,
        'TeamMessage',
        { id },
        reviewer,
      )
    ).data!.teamMessage.recipients;

  it('picks the group by status, by what is missing and by hand, and counts who it reaches on each channel', async () => {
    const hindi = await founderWithApplication(t.app);
    expect((await runOperation(t.app, 'SetLanguage', { language: 'hi' }, hindi.cookie)).errors).toBeUndefined();
    const marathi = await founderWithApplication(t.app);
    expect((await runOperation(t.app, 'SetLanguage', { language: 'mr' }, marathi.cookie)).errors).toBeUndefined();
    const withPhone = await founderWithApplication(t.app);
    await sql`update "user" set "phoneNumber" = ${MOBILE}, "phoneNumberVerified" = ${sql.lit(true)} where id = ${withPhone.userId}`.execute(
      t.app.database.db,
    );
    expect(
      (await runOperation(t.app, 'UpdatePreferences', { input: { channels: ['email', 'sms', 'whatsapp'] } }, withPhone.cookie))
        .errors,
    ).toBeUndefined();
    const submitted = await submittedThroughApi(t.app);
    submittedId = submitted.applicationId;

    const drafts = (await preview({ by: 'status', status: 'draft' })).data!.teamMessagePreview;
    // Three drafts here (and none submitted among them); earlier tests of this file add none.
    expect(drafts).toEqual({
      founders: 3,
      email: 3,
      sms: 1,
      whatsapp: 1,
      stopped: 0,
      dailyCap: 0,
      english: 1,
      hindi: 2,
      other: 0,
    });
    expect((await preview({ by: 'status', status: 'submitted' })).data!.teamMessagePreview.founders).toBe(1);
    expect((await preview({ by: 'missing', step: 'video' })).data!.teamMessagePreview.founders).toBe(3);
    expect((await preview({ by: 'missing', step: 'personal' })).data!.teamMessagePreview.founders).toBe(0);
    const picked = await preview({ by: 'picked', applicationIds: [submitted.applicationId, hindi.applicationId] });
    expect(picked.data!.teamMessagePreview).toMatchObject({ founders: 2, email: 2, english: 1, hindi: 1 });

    // A founder who stopped team messages by email is counted as stopped (email is their only channel).
    await stopMessages(messagesDb(t.app.database.db), marathi.userId, 'team', 'email');
    expect((await preview({ by: 'status', status: 'draft' })).data!.teamMessagePreview).toMatchObject({ email: 2, stopped: 1 });
  });

  it('refuses missing Hindi, texts with a sign-in code, reviewers, and a group nobody is in', async () => {
    const noHindi = await preview({ by: 'status', status: 'draft' }, { ...TEXTS, hi: { subject: '', body: '' } });
    expect(noHindi.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const withCode = await send(
      randomUUID(),
      { by: 'status', status: 'draft' },
      {
        ...TEXTS,
        en: { subject: 'Hello', body: 'Your code is 123456' },
      },
    );
    expect(withCode.errors?.[0]?.extensions?.code).toBe('TEAM_MESSAGE_CARRIES_SIGN_IN');
    const signInLink = await preview(
      { by: 'status', status: 'draft' },
      {
        ...TEXTS,
        hi: { subject: 'नमस्ते', body: 'यहाँ जाएँ http://localhost:3000/api/auth/magic-link/verify?token=x' },
      },
    );
    expect(signInLink.errors?.[0]?.extensions?.code).toBe('TEAM_MESSAGE_CARRIES_SIGN_IN');
    expect((await send(randomUUID(), { by: 'status', status: 'draft' }, TEXTS, reviewer)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await send(randomUUID(), { by: 'missing', step: 'personal' })).errors?.[0]?.extensions?.code).toBe(
      'TEAM_MESSAGE_NO_RECIPIENTS',
    );
  });

  it('sends once per recipient, in their text, with a link to their first missing step; the stop and the day are honoured', async () => {
    const id = randomUUID();
    const first = await send(id, { by: 'missing', step: 'video' });
    expect(first.errors).toBeUndefined();
    expect(first.data!.sendTeamMessage.recipientCount).toBe(3);
    // A second confirm of the same message stores and sends nothing more.
    expect((await send(id, { by: 'missing', step: 'video' })).data!.sendTeamMessage.recipientCount).toBe(3);
    expect(await teamJobs(id)).toHaveLength(3);
    expect((await recipientsOf(id)).every((r) => r.deliveries.length === 0)).toBe(true);

    await runTeamJobs(id);
    await runTeamJobs(id); // a job that runs again sends nothing twice
    const jobs = await channelJobs(id);
    // Two founders by email (one stopped team messages by email); the one with a mobile also by SMS and WhatsApp.
    expect(jobs.map((j) => j.payload.channel).sort()).toEqual(['email', 'email', 'sms', 'whatsapp']);
    const emails = await deliverChannels(id);
    const hindiMail = emails.find((mail) => mail.subject === TEXTS.hi.subject)!;
    expect(hindiMail.text).toContain(TEXTS.hi.body);
    expect(hindiMail.text).toContain(`${t.config.baseUrl}/application/company`);
    expect(stopSubjectIn(hindiMail.text)).toMatch(/\|team\|email$/);
    // Each stop link names the language of its message, so its page speaks it.
    expect(hindiMail.text).toMatch(/\/api\/messages\/stop\?token=[\w.-]+&lang=hi(\s|$)/);
    expect(emails.find((mail) => mail.subject === TEXTS.en.subject)?.text).toContain(TEXTS.en.body);
    const sms = jobs.find((j) => j.payload.channel === 'sms')!.payload.sms!;
    expect(sms.text).toContain(TEXTS.en.body);
    expect(sms.text).toMatch(/\/api\/messages\/stop\?token=[\w.-]+&lang=en$/);
    const whatsapp = jobs.find((j) => j.payload.channel === 'whatsapp')!.payload.whatsapp!;
    expect(whatsapp.parameters.at(-1)).toMatch(/\/api\/messages\/stop\?token=[\w.-]+&lang=en$/);

    const states = (await recipientsOf(id)).flatMap((r) => r.deliveries.map((d) => `${d.channel}:${d.status}`)).sort();
    expect(states).toEqual(['email:sent', 'email:sent', 'email:stopped', 'sms:queued', 'whatsapp:queued']);
  });

  it('holds SMS and WhatsApp through the night and counts against the daily cap shared with reminders', async () => {
    const night = randomUUID();
    expect((await send(night, { by: 'status', status: 'draft' })).errors).toBeUndefined();
    await runTeamJobs(night, NIGHT_IST);
    const held = (await channelJobs(night)).filter((j) => j.payload.channel !== 'email');
    expect(held).toHaveLength(2);
    // 22:00 IST: not before 08:00 IST the next morning.
    for (const job of held) expect(job.next_attempt_at >= '2026-12-04T02:30:00.000Z').toBe(true);

    // The founders' day is made full (reminders and team messages share it): the next message is not sent.
    const day = '2026-12-03';
    const db = remindersDb(t.app.database.db);
    await db.updateTable('reminder_day_counts').set({ sent: 3 }).where('day', '=', day).execute();
    const capped = randomUUID();
    expect((await send(capped, { by: 'status', status: 'draft' })).errors).toBeUndefined();
    await runTeamJobs(capped, NIGHT_IST);
    expect(await channelJobs(capped)).toEqual([]);
    const states = (await recipientsOf(capped)).flatMap((r) => r.deliveries.map((d) => d.status)).sort();
    expect(states).toEqual(['daily-cap', 'daily-cap', 'stopped']);
  });

  it("shows a message in the submitted application's history with its delivery state; to a reviewer a draft's id answers like an unknown one", async () => {
    const id = randomUUID();
    expect((await send(id, { by: 'picked', applicationIds: [submittedId] })).errors).toBeUndefined();
    await runTeamJobs(id, NOON_IST);
    const history = async () =>
      (
        await runOperation<{ applicationTeamMessages: { id: string; subject: string; deliveries: Delivery[] }[] }>(
          t.app,
          'ApplicationTeamMessages',
          { applicationId: submittedId },
          reviewer,
        )
      ).data!.applicationTeamMessages;
    // The day (12:00 IST) has room: queued by email, then sent.
    expect(await history()).toMatchObject([
      { id, subject: TEXTS.en.subject, deliveries: [{ channel: 'email', status: 'queued' }] },
    ]);
    await deliverChannels(id);
    expect((await history())[0]!.deliveries).toMatchObject([{ channel: 'email', status: 'sent' }]);
    const draftId = (
      await recipientsOf(
        (
          await runOperation<{ teamMessages: { id: string }[] }>(t.app, 'TeamMessages', { cohortId }, reviewer)
        ).data!.teamMessages.at(-1)!.id,
      )
    )[0]!.applicationId;
    const draft = await runOperation(t.app, 'ApplicationTeamMessages', { applicationId: draftId }, reviewer);
    expect(draft.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("lists a cohort's messages for staff, and nothing to a founder", async () => {
    const list = await runOperation<{ teamMessages: { subjectEn: string }[] }>(t.app, 'TeamMessages', { cohortId }, reviewer);
    expect(list.data!.teamMessages.length).toBe(4);
    const founder = await founderWithApplication(t.app);
    const refused = await runOperation(t.app, 'TeamMessages', { cohortId }, founder.cookie);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
