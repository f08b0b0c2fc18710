import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../support/helper.ts';
import { founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { accountWithRole } from '../support/fixtures/console-fixtures.ts';
import { closeCohortIn, deliverReminders } from '../support/reminder-kit.ts';
import {
  confirmMobile,
  runTeamJobs,
  sendToApplications,
  teamMessageHistory,
  teamMessageSuite,
  type HistoryDelivery,
} from '../support/team-message-kit.ts';
import { runReminderRound } from '../../src/modules/reminders/reminder-round.ts';
import { remindersDb } from '../../src/modules/reminders/reminder-tables.ts';

/** 22:00 IST on a day still to come (the handlers' clock): its SMS waits for 08:00 IST the next morning. */
const NIGHT_IST = new Date('2036-12-03T16:30:00.000Z');
const NEXT_MORNING_IST = '2036-12-04T02:30:00.000Z';
const TEXTS = {
  en: { subject: 'Your video pitch', body: 'Please upload your video pitch before the close.' },
  hi: { subject: 'आपका वीडियो पिच', body: 'कृपया बंद होने से पहले अपना वीडियो पिच अपलोड करें।' },
};

/**
 * A draft's history (docs/reminders.md): reminders and team messages go to founders who have not submitted, so an
 * admin reads a draft application's history as a submitted one's: each reminder and team message with its delivery
 * state on each channel, an SMS held through the night with the morning it goes at. A reviewer asking for a draft,
 * and anyone asking for an unknown id, get NOT_FOUND.
 */
describe.each(TEST_DIALECTS)("a draft application's history of reminders and messages on %s", (dialect) => {
  const suite = teamMessageSuite(dialect);

  it('shows an admin each reminder and team message of a draft with its states, the SMS held until the morning', async () => {
    const setup = suite();
    const { t, admin } = setup;
    const founder = await founderWithApplication(t.app);
    await confirmMobile(t.app, founder.userId, '+919876512345');
    expect(
      (await runOperation(t.app, 'UpdatePreferences', { input: { channels: ['email', 'sms'] } }, founder.cookie)).errors,
    ).toBeUndefined();

    const messageId = await sendToApplications(setup, [founder.applicationId], TEXTS);
    await runTeamJobs(t, messageId, NIGHT_IST);
    const db = remindersDb(t.app.database.db);
    await closeCohortIn(t.app, 120, [180], NIGHT_IST);
    await runReminderRound(db, NIGHT_IST);
    await deliverReminders(t.app, { userId: founder.userId, now: () => NIGHT_IST });

    const byChannel = (deliveries: HistoryDelivery[]) =>
      Object.fromEntries(deliveries.map((d) => [d.channel, { status: d.status, heldUntil: d.heldUntil }]));
    const messages = await teamMessageHistory(setup, founder.applicationId);
    expect(messages.map((m) => m.id)).toEqual([messageId]);
    expect(byChannel(messages[0]!.deliveries)).toEqual({
      email: { status: 'queued', heldUntil: null },
      sms: { status: 'queued', heldUntil: NEXT_MORNING_IST },
    });

    const reminders = await runOperation<{ applicationReminders: { outcome: string; deliveries: HistoryDelivery[] }[] }>(
      t.app,
      'ApplicationReminders',
      { applicationId: founder.applicationId },
      admin,
    );
    expect(reminders.errors).toBeUndefined();
    expect(reminders.data!.applicationReminders.map((r) => r.outcome)).toEqual(['sent']);
    expect(byChannel(reminders.data!.applicationReminders[0]!.deliveries)).toEqual({
      email: { status: 'sent', heldUntil: null },
      sms: { status: 'queued', heldUntil: NEXT_MORNING_IST },
    });

    // A reviewer reads submitted applications only: a draft's id answers like an unknown one, as it does for anyone.
    const reviewer = (await accountWithRole(t.app, 'reviewer')).cookie;
    for (const operation of ['ApplicationTeamMessages', 'ApplicationReminders'] as const) {
      const refused = await runOperation(t.app, operation, { applicationId: founder.applicationId }, reviewer);
      expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const unknown = await runOperation(t.app, operation, { applicationId: 'no-such-application' }, admin);
      expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const own = await runOperation(t.app, operation, { applicationId: founder.applicationId }, founder.cookie);
      expect(own.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});
