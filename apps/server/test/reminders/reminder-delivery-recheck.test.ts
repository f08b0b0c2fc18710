import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { istDay, MESSAGES_PER_FOUNDER_PER_DAY } from '@portal/shared/reminders/reminder-schedule';
import { TEST_DIALECTS } from '../support/helper.ts';
import { founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { handDrivenTestApp, suiteSetup } from '../support/hand-driven-app.ts';
import { closeCohortIn } from '../support/reminder-kit.ts';
import type { EmailMessage } from '../../src/notifications/mailer.ts';
import { reminderJobHandler } from '../../src/modules/reminders/reminder-delivery.ts';
import { runReminderRound } from '../../src/modules/reminders/reminder-round.ts';
import { remindersDb } from '../../src/modules/reminders/reminder-tables.ts';

/**
 * A stored reminder decides again when its job runs: a founder who submitted, switched reminders off or already had
 * the day's reminders in the meantime gets nothing (the job finishes without storing an email), and a reminder whose
 * time was overtaken by a later one before it ran is not sent either.
 */
describe.each(TEST_DIALECTS)('a reminder decides again when it is delivered on %s', (dialect) => {
  // Delivery is driven by hand here: the queue and the scheduler of the app stay still.
  const app = suiteSetup(
    () => handDrivenTestApp(dialect),
    (t) => t.close(),
  );

  it('sends to the founder still due, and to nobody who submitted, opted out, is capped or was overtaken', async () => {
    const t = app();
    const db = remindersDb(t.app.database.db);
    const [due, submits, optsOut, capped] = await Promise.all([1, 2, 3, 4].map(() => founderWithApplication(t.app)));
    await closeCohortIn(t.app, 120);
    expect(await runReminderRound(db)).toBe(4);

    await sql`update applications set application_status = 'submitted', submitted_at = ${new Date().toISOString()} where user_id = ${submits!.userId}`.execute(
      t.app.database.db,
    );
    await runOperation(t.app, 'UpdatePreferences', { input: { reminders: false } }, optsOut!.cookie);
    await db
      .insertInto('reminder_day_counts')
      .values({ user_id: capped!.userId, day: istDay(new Date()), sent: MESSAGES_PER_FOUNDER_PER_DAY })
      .execute();

    const sent: EmailMessage[] = [];
    let failNext = true;
    const handler = reminderJobHandler({
      db: () => db,
      config: t.config,
      sendEmail: async (message) => {
        if (failNext) {
          failNext = false;
          throw new Error('mail server down');
        }
        sent.push(message);
      },
    });
    const reminders = await db.selectFrom('reminder_sends').select(['id', 'user_id']).execute();
    const dueReminder = reminders.find((r) => r.user_id === due!.userId)!;
    // The first send fails: the job would retry it, and the place of the day is given back.
    await expect(handler.deliver({ reminderId: dueReminder.id })).rejects.toThrow('mail server down');
    expect(
      await db.selectFrom('reminder_day_counts').select('sent').where('user_id', '=', due!.userId).executeTakeFirst(),
    ).toEqual({
      sent: 0,
    });
    for (const reminder of reminders) await handler.deliver({ reminderId: reminder.id });
    // Delivered twice (a retry after a crash): nothing more.
    for (const reminder of reminders) await handler.deliver({ reminderId: reminder.id });

    const outcomes = Object.fromEntries(
      (await db.selectFrom('reminder_sends').select(['user_id', 'outcome']).execute()).map((r) => [r.user_id, r.outcome]),
    );
    expect(outcomes).toEqual({
      [due!.userId]: 'sent',
      [submits!.userId]: 'submitted',
      [optsOut!.userId]: 'opted-out',
      [capped!.userId]: 'daily-cap',
    });
    const viewer = await runOperation<{ viewer: { email: string } }>(t.app, 'Viewer', undefined, due!.cookie);
    expect(sent.map((m) => m.to)).toEqual([viewer.data!.viewer.email]);
    expect(
      await db.selectFrom('reminder_day_counts').select('sent').where('user_id', '=', due!.userId).executeTakeFirst(),
    ).toEqual({
      sent: 1,
    });

    // The close moves nearer before the next reminder runs: the 1-hour one is due now, the 3-hour one is overtaken.
    const late = await founderWithApplication(t.app);
    await closeCohortIn(t.app, 170, [180]);
    await runReminderRound(db);
    await closeCohortIn(t.app, 50, [180, 60]);
    const lateReminder = await db
      .selectFrom('reminder_sends')
      .select('id')
      .where('user_id', '=', late.userId)
      .executeTakeFirstOrThrow();
    await handler.deliver({ reminderId: lateReminder.id });
    const lateOutcome = await db
      .selectFrom('reminder_sends')
      .select('outcome')
      .where('id', '=', lateReminder.id)
      .executeTakeFirstOrThrow();
    expect(lateOutcome.outcome).toBe('superseded');
  });
});
