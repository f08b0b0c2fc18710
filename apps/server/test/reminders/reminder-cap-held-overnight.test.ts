import { afterEach, describe, expect, it, vi } from 'vitest';
import { istDay, MESSAGES_PER_FOUNDER_PER_DAY } from '@portal/shared/reminders/reminder-schedule';
import { TEST_DIALECTS } from '../support/helper.ts';
import { founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { handDrivenTestApp, suiteSetup } from '../support/hand-driven-app.ts';
import { closeCohortIn, deliverReminders } from '../support/reminder-kit.ts';
import { confirmMobile } from '../support/team-message-kit.ts';
import { jobsDb } from '../../src/jobs/jobs-table.ts';
import { CHANNEL_JOB } from '../../src/modules/messages/channel-delivery.ts';
import { runReminderRound } from '../../src/modules/reminders/reminder-round.ts';
import { remindersDb } from '../../src/modules/reminders/reminder-tables.ts';

const HOUR = 3_600_000;
/** 22:00 IST on the day after the test runs: the clock the fake timers set (only Date is faked: the database's I/O runs). */
const nightAfterToday = (): Date => {
  const tomorrow = istDay(new Date(Date.now() + 24 * HOUR));
  return new Date(`${tomorrow}T22:00:00+05:30`);
};

/**
 * A reminder decided at 22:00 to a founder who reads SMS only reaches them at 08:00 the next morning: the daily cap
 * (MESSAGES_PER_FOUNDER_PER_DAY) holds it back when that morning's day is full, not when the evening's is. Its job
 * decides by the clock (fake timers here), before anything is counted.
 */
describe.each(TEST_DIALECTS)('the reminder daily cap on the day an SMS arrives, on %s', (dialect) => {
  const app = suiteSetup(
    () => handDrivenTestApp(dialect),
    (t) => t.close(),
  );
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A founder with an unfinished application who chose SMS alone, and their reminder of `night`, its job run then. */
  const remindBySmsAt = async (night: Date, counts: (today: string, tomorrow: string) => Record<string, number>) => {
    const t = app();
    const db = remindersDb(t.app.database.db);
    const founder = await founderWithApplication(t.app);
    await confirmMobile(t.app, founder.userId, `+9198765${String(Date.now()).slice(-5)}`);
    expect(
      (await runOperation(t.app, 'UpdatePreferences', { input: { channels: ['sms'] } }, founder.cookie)).errors,
    ).toBeUndefined();
    const today = istDay(night);
    const tomorrow = istDay(new Date(night.getTime() + 12 * HOUR));
    const sent = counts(today, tomorrow);
    if (Object.keys(sent).length > 0)
      await db
        .insertInto('reminder_day_counts')
        .values(Object.entries(sent).map(([day, n]) => ({ user_id: founder.userId, day, sent: n })))
        .execute();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(night);
    await closeCohortIn(t.app, 120, [180]);
    await runReminderRound(db);
    // No clock given: the job reads the (fake) time itself.
    await deliverReminders(t.app, { userId: founder.userId });
    vi.useRealTimers();

    const reminder = await db
      .selectFrom('reminder_sends')
      .select(['id', 'outcome'])
      .where('user_id', '=', founder.userId)
      .executeTakeFirstOrThrow();
    const sms = await jobsDb(t.app.database.db)
      .selectFrom('jobs')
      .select('next_attempt_at')
      .where('kind', '=', CHANNEL_JOB)
      .where('id', '=', `${reminder.id}:sms`)
      .execute();
    const after = Object.fromEntries(
      (await db.selectFrom('reminder_day_counts').select(['day', 'sent']).where('user_id', '=', founder.userId).execute()).map(
        (row) => [row.day, Number(row.sent)],
      ),
    );
    return { outcome: reminder.outcome, sms: sms.map((job) => job.next_attempt_at), counts: after, today, tomorrow };
  };

  it("goes when the evening's day is full: the SMS arrives the next morning, a day with room", async () => {
    const night = nightAfterToday();
    const result = await remindBySmsAt(night, (today) => ({ [today]: MESSAGES_PER_FOUNDER_PER_DAY }));
    expect(result.outcome).toBe('sent');
    // Held until 08:00 IST the next morning, and counted on that day.
    expect(result.sms).toEqual([new Date(`${result.tomorrow}T08:00:00+05:30`).toISOString()]);
    expect(result.counts).toEqual({ [result.today]: MESSAGES_PER_FOUNDER_PER_DAY, [result.tomorrow]: 1 });
  });

  it("is held back when the next morning's day is full, though the evening's has room", async () => {
    const night = nightAfterToday();
    const result = await remindBySmsAt(night, (_today, tomorrow) => ({ [tomorrow]: MESSAGES_PER_FOUNDER_PER_DAY }));
    expect(result.outcome).toBe('daily-cap');
    expect(result.sms).toEqual([]);
    expect(result.counts).toEqual({ [result.tomorrow]: MESSAGES_PER_FOUNDER_PER_DAY });
  });
});
