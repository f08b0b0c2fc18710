import { describe, expect, it } from 'vitest';
import { phoneMessageTime } from '@portal/shared/messages/channels';
import { istDay, MESSAGES_PER_FOUNDER_PER_DAY } from '@portal/shared/reminders/reminder-schedule';
import { TEST_DIALECTS } from '../support/helper.ts';
import { founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { confirmMobile, runTeamJobs, sendToApplications, teamMessageSuite } from '../support/team-message-kit.ts';
import { jobsDb } from '../../src/jobs/jobs-table.ts';
import { CHANNEL_JOB } from '../../src/modules/messages/channel-delivery.ts';
import { messagesDb } from '../../src/modules/messages/message-tables.ts';
import { remindersDb } from '../../src/modules/reminders/reminder-tables.ts';

/** 22:00 IST on 3 December, then 12:00 IST on 4 December (the handlers' clock). */
const NIGHT_IST = new Date('2026-12-03T16:30:00.000Z');
const NEXT_NOON_IST = new Date('2026-12-04T06:30:00.000Z');
const TEXTS = {
  en: { subject: 'A note', body: 'Please finish your application.' },
  hi: { subject: 'एक सूचना', body: 'कृपया अपना आवेदन पूरा करें।' },
};

/**
 * The daily cap (MESSAGES_PER_FOUNDER_PER_DAY) counts a message on the IST day it reaches the founder: an SMS decided
 * at 22:00 is held until 08:00 and counts on the next day, so that day brings at most 3, not 4. A message that goes
 * by email at night and by SMS in the morning counts on both days. The preview counts a founder whose day of arrival
 * is full as one it would not reach.
 */
describe.each(TEST_DIALECTS)('the daily cap and messages held overnight on %s', (dialect) => {
  const suite = teamMessageSuite(dialect);

  const founderOn = async (channels: string[], mobile: string) => {
    const founder = await founderWithApplication(suite().t.app);
    await confirmMobile(suite().t.app, founder.userId, mobile);
    expect(
      (await runOperation(suite().t.app, 'UpdatePreferences', { input: { channels } }, founder.cookie)).errors,
    ).toBeUndefined();
    return founder;
  };
  /** Sends a message to the application and runs its recipient's job at `now`. */
  const sendAt = async (applicationId: string, now: Date): Promise<string> => {
    const id = await sendToApplications(suite(), [applicationId], TEXTS);
    await runTeamJobs(suite().t, id, now);
    return id;
  };
  const statesOf = async (messageId: string) =>
    (
      await messagesDb(suite().t.app.database.db)
        .selectFrom('message_deliveries')
        .select(['channel', 'status'])
        .where('message_id', 'like', `team:${messageId}:%`)
        .execute()
    ).map((d) => `${d.channel}:${d.status}`);
  const countsOf = async (userId: string) =>
    Object.fromEntries(
      (
        await remindersDb(suite().t.app.database.db)
          .selectFrom('reminder_day_counts')
          .select(['day', 'sent'])
          .where('user_id', '=', userId)
          .execute()
      ).map((row) => [row.day, Number(row.sent)]),
    );

  it('counts an SMS held from 22:00 on the morning it goes: that day brings 3, the fourth is capped', async () => {
    const founder = await founderOn(['sms'], '+919876543210');
    const night = await sendAt(founder.applicationId, NIGHT_IST);
    const held = await jobsDb(suite().t.app.database.db)
      .selectFrom('jobs')
      .select('next_attempt_at')
      .where('kind', '=', CHANNEL_JOB)
      .where('id', 'like', `team:${night}:%`)
      .execute();
    expect(held.map((job) => job.next_attempt_at >= '2026-12-04T02:30:00.000Z')).toEqual([true]);
    expect(await countsOf(founder.userId)).toEqual({ '2026-12-04': 1 });

    const next = [];
    for (let i = 0; i < 3; i += 1) next.push(await sendAt(founder.applicationId, NEXT_NOON_IST));
    expect(await statesOf(next[0]!)).toEqual(['sms:queued']);
    expect(await statesOf(next[1]!)).toEqual(['sms:queued']);
    // The held one arrives at 08:00 on the 4th: with two more that day makes three, so the third is not sent.
    expect(await statesOf(next[2]!)).toEqual(['email:daily-cap']);
    expect(await countsOf(founder.userId)).toEqual({ '2026-12-04': 3 });
  });

  it('counts a message that goes by email at 22:00 and by SMS at 08:00 on both days', async () => {
    const founder = await founderOn(['email', 'sms'], '+919876543211');
    const night = await sendAt(founder.applicationId, NIGHT_IST);
    expect((await statesOf(night)).sort()).toEqual(['email:queued', 'sms:queued']);
    expect(await countsOf(founder.userId)).toEqual({ '2026-12-03': 1, '2026-12-04': 1 });

    // A day already full on the morning after: a message at 22:00 by email and SMS goes on neither, and the evening's
    // place is given back.
    await remindersDb(suite().t.app.database.db)
      .updateTable('reminder_day_counts')
      .set({ sent: 3 })
      .where('user_id', '=', founder.userId)
      .where('day', '=', '2026-12-04')
      .execute();
    const capped = await sendAt(founder.applicationId, NIGHT_IST);
    expect(await statesOf(capped)).toEqual(['email:daily-cap']);
    expect(await countsOf(founder.userId)).toEqual({ '2026-12-03': 1, '2026-12-04': 3 });
  });

  it('previews a founder whose day of arrival is full on no channel: today for email, the day an SMS goes', async () => {
    const now = new Date();
    const full = async (userId: string, at: Date) =>
      remindersDb(suite().t.app.database.db)
        .insertInto('reminder_day_counts')
        .values({ user_id: userId, day: istDay(at), sent: MESSAGES_PER_FOUNDER_PER_DAY })
        .execute();
    const byEmail = await founderWithApplication(suite().t.app);
    await full(byEmail.userId, now);
    const bySms = await founderOn(['sms'], '+919876543212');
    // The day its SMS would reach the phone: today, or tomorrow when it is held through the night.
    await full(bySms.userId, phoneMessageTime(now));
    const free = await founderOn(['sms'], '+919876543213');
    const preview = await runOperation<{ teamMessagePreview: Record<string, number> }>(
      suite().t.app,
      'TeamMessagePreview',
      {
        input: {
          cohortId: suite().cohortId,
          segment: { by: 'picked', applicationIds: [byEmail, bySms, free].map((f) => f.applicationId) },
          texts: TEXTS,
        },
      },
      suite().admin,
    );
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.teamMessagePreview).toMatchObject({ founders: 3, email: 0, sms: 1, stopped: 0, dailyCap: 2 });
  });
});
