import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { phoneMessageTime } from '@portal/shared/messages/channels';
import { MESSAGES_PER_FOUNDER_PER_DAY, istDay } from '@portal/shared/reminders/reminder-schedule';
import { signUp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { createGraphQLTestApp, founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { closeCohortIn, reminderMails, remindersSettled } from '../support/reminder-kit.ts';
import { jobsDb } from '../../src/jobs/jobs-table.ts';
import { addMember } from '../../src/modules/application/members-repository.ts';
import { listCohorts } from '../../src/modules/cohorts/cohort-repository.ts';
import { CHANNEL_JOB } from '../../src/modules/messages/channel-delivery.ts';
import { messagesDb } from '../../src/modules/messages/message-tables.ts';
import { stopMessages } from '../../src/modules/messages/recipient.ts';
import { remindersDb } from '../../src/modules/reminders/reminder-tables.ts';

const MOBILE = '+919812345670';

/**
 * A due reminder reaches every member of an unfinished application (application_members), each on their own: the
 * founder and each co-founder in their language, on their channels (SMS and WhatsApp held through the quiet hours),
 * with their own switch, stops and daily cap; exactly once each, however many rounds run. The application's history
 * on the console lists each member's reminder with its state on each channel.
 */
type HistoryReminder = {
  minutesBefore: number;
  recipientName: string;
  founder: boolean;
  outcome: string | null;
  deliveries: { channel: string; status: string }[];
};
describe.each(TEST_DIALECTS)('reminders to co-founders on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createGraphQLTestApp(dialect, CONSOLE_ENV);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const mailsTo = (email: string) => reminderMails(t.dataDir).filter((mail) => mail.to === email);
  const emailOf = async (userId: string) =>
    (await t.app.database.db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

  it('goes once to the founder and every co-founder, in their language, on their channels, with their stops and cap', async () => {
    const founder = await founderWithApplication(t.app);
    const hindi = await signUp(t.app, { name: 'Meera Hindi' });
    expect((await runOperation(t.app, 'SetLanguage', { language: 'hi' }, hindi.cookie)).errors).toBeUndefined();
    const phone = await signUp(t.app, { name: 'Ravi Phone' });
    await sql`update "user" set "phoneNumber" = ${MOBILE}, "phoneNumberVerified" = ${sql.lit(true)} where id = ${phone.userId}`.execute(
      t.app.database.db,
    );
    expect(
      (await runOperation(t.app, 'UpdatePreferences', { input: { channels: ['email', 'whatsapp'] } }, phone.cookie)).errors,
    ).toBeUndefined();
    const switchedOff = await signUp(t.app, { name: 'Off Switch' });
    expect(
      (await runOperation(t.app, 'UpdatePreferences', { input: { reminders: false } }, switchedOff.cookie)).errors,
    ).toBeUndefined();
    const stoppedEmail = await signUp(t.app, { name: 'Stopped Email' });
    await stopMessages(messagesDb(t.app.database.db), stoppedEmail.userId, 'reminder', 'email');
    const capped = await signUp(t.app, { name: 'Full Day' });
    await remindersDb(t.app.database.db)
      .insertInto('reminder_day_counts')
      .values({ user_id: capped.userId, day: istDay(new Date()), sent: MESSAGES_PER_FOUNDER_PER_DAY })
      .execute();
    const cohortId = (await listCohorts(t.app.database.db))[0]!.id;
    for (const member of [hindi, phone, switchedOff, stoppedEmail, capped])
      expect(await addMember(t.app.database.db, { applicationId: founder.applicationId, userId: member.userId, cohortId })).toBe(
        true,
      );

    // Closes in two hours: the 3-hour reminder is due. Rounds at once (several instances) and again (a restart).
    await closeCohortIn(t.app, 120);
    const roundAt = new Date();
    await Promise.all([t.app.reminders.runNow(), t.app.reminders.runNow()]);
    await remindersSettled([t.app]);
    await t.app.reminders.runNow();
    await remindersSettled([t.app]);

    const founderMails = mailsTo(await emailOf(founder.userId));
    expect(founderMails).toHaveLength(1);
    expect(founderMails[0]!.text).toContain(`/application/`);
    const hindiMails = mailsTo(hindi.email);
    expect(hindiMails).toHaveLength(1);
    expect(hindiMails[0]!.subject).toContain('अपना आवेदन पूरा करें');
    expect(mailsTo(phone.email)).toHaveLength(1);
    for (const member of [switchedOff, stoppedEmail, capped]) expect(mailsTo(member.email)).toEqual([]);

    // One reminder row per member reached, each with its own id; the founder's keeps the id of before co-founders.
    const sends = await remindersDb(t.app.database.db)
      .selectFrom('reminder_sends')
      .select(['id', 'user_id', 'outcome'])
      .where('application_id', '=', founder.applicationId)
      .execute();
    const outcome = (userId: string) => sends.filter((s) => s.user_id === userId).map((s) => s.outcome);
    expect(outcome(founder.userId)).toEqual(['sent']);
    expect(outcome(hindi.userId)).toEqual(['sent']);
    expect(outcome(phone.userId)).toEqual(['sent']);
    expect(outcome(switchedOff.userId)).toEqual([]);
    expect(outcome(stoppedEmail.userId)).toEqual(['opted-out']);
    expect(outcome(capped.userId)).toEqual(['daily-cap']);
    expect(sends.find((s) => s.user_id === founder.userId)!.id).toBe(`reminder:${cohortId}:180:${founder.applicationId}`);
    expect(sends.find((s) => s.user_id === hindi.userId)!.id).toBe(
      `reminder:${cohortId}:180:${founder.applicationId}:${hindi.userId}`,
    );

    // The co-founder's WhatsApp message is their own, never in the quiet hours.
    const whatsapp = (
      await jobsDb(t.app.database.db)
        .selectFrom('jobs')
        .select(['id', 'payload', 'next_attempt_at', 'created_at'])
        .where('kind', '=', CHANNEL_JOB)
        .execute()
    ).filter((job) => job.id.includes(founder.applicationId) && job.id.endsWith(':whatsapp'));
    expect(whatsapp.map((job) => job.id)).toEqual([`reminder:${cohortId}:180:${founder.applicationId}:${phone.userId}:whatsapp`]);
    const delivery = await messagesDb(t.app.database.db)
      .selectFrom('message_deliveries')
      .select(['user_id', 'status'])
      .where('id', '=', whatsapp[0]!.id)
      .executeTakeFirstOrThrow();
    expect(delivery.user_id).toBe(phone.userId);

    // The application's history on the console (a submitted application's page; staff only): each member's reminder.
    await t.app.database.db
      .updateTable('applications')
      .set({ submitted_at: new Date().toISOString() })
      .where('id', '=', founder.applicationId)
      .execute();
    const reviewer = (await accountWithRole(t.app, 'reviewer')).cookie;
    const history = await runOperation<{ applicationReminders: HistoryReminder[] }>(
      t.app,
      'ApplicationReminders',
      { applicationId: founder.applicationId },
      reviewer,
    );
    expect(history.errors).toBeUndefined();
    const shown = (name: string) => history.data!.applicationReminders.filter((r) => r.recipientName === name);
    const founderName = (
      await t.app.database.db.selectFrom('user').select('name').where('id', '=', founder.userId).executeTakeFirstOrThrow()
    ).name;
    expect(shown(founderName)).toMatchObject([
      {
        minutesBefore: 180,
        recipientName: founderName,
        founder: true,
        outcome: 'sent',
        deliveries: [{ channel: 'email', status: 'sent' }],
      },
    ]);
    expect(shown('Meera Hindi')).toMatchObject([
      { founder: false, outcome: 'sent', deliveries: [{ channel: 'email', status: 'sent' }] },
    ]);
    expect(
      shown('Ravi Phone')[0]!
        .deliveries.map((d) => d.channel)
        .sort(),
    ).toEqual(['email', 'whatsapp']);
    expect(shown('Stopped Email')).toMatchObject([{ outcome: 'opted-out', deliveries: [] }]);
    expect(shown('Full Day')).toMatchObject([{ outcome: 'daily-cap', deliveries: [] }]);
    expect(shown('Off Switch')).toEqual([]);
    // A founder's own session is refused.
    expect(
      (await runOperation(t.app, 'ApplicationReminders', { applicationId: founder.applicationId }, founder.cookie)).errors,
    ).toBeDefined();
    expect(new Date(whatsapp[0]!.next_attempt_at).getTime()).toBeGreaterThanOrEqual(phoneMessageTime(roundAt).getTime() - 1000);
  }, 60_000);
});
