import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_OFFSETS, REMINDER_MESSAGES } from '@portal/shared/reminders/reminder-schedule';
import { createTestApp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { firstError, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';

/** An admin sets a cohort's reminder times (docs/reminders.md); the defaults when none are given; bad ones refused. */
type Answer = { id: string; reminderOffsets: number[] };

describe.each(TEST_DIALECTS)('a cohort’s reminder times (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let admin: string;
  beforeAll(async () => {
    admin = (await accountWithRole(t.app, 'admin')).cookie;
  });
  const input = (extra: Record<string, unknown> = {}) => ({
    nameEn: 'Spring',
    nameHi: 'वसंत',
    opensAt: new Date(Date.now() - 3_600_000).toISOString(),
    closesAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    ...extra,
  });

  it('takes the defaults on create, keeps them on an edit without times, and stores the times an admin sets', async () => {
    const created = await runOperation<{ createCohort: Answer }>(t.app, 'CreateCohort', { input: input() }, admin);
    expect(created.data!.createCohort.reminderOffsets).toEqual(DEFAULT_REMINDER_OFFSETS);
    const id = created.data!.createCohort.id;

    const kept = await runOperation<{ updateCohort: Answer }>(t.app, 'UpdateCohort', { cohortId: id, input: input() }, admin);
    expect(kept.data!.updateCohort.reminderOffsets).toEqual(DEFAULT_REMINDER_OFFSETS);

    const set = await runOperation<{ updateCohort: Answer }>(
      t.app,
      'UpdateCohort',
      { cohortId: id, input: input({ reminderOffsets: [60, 1440, 60] }) },
      admin,
    );
    expect(set.data!.updateCohort.reminderOffsets).toEqual([1440, 60]);
    const listed = await runOperation<{ consoleCohorts: Answer[] }>(t.app, 'ConsoleCohorts', {}, admin);
    expect(listed.data!.consoleCohorts.find((c) => c.id === id)?.reminderOffsets).toEqual([1440, 60]);

    const none = await runOperation<{ updateCohort: Answer }>(
      t.app,
      'UpdateCohort',
      { cohortId: id, input: input({ reminderOffsets: [] }) },
      admin,
    );
    expect(none.data!.updateCohort.reminderOffsets).toEqual([]);
  });

  it('refuses times outside the limits with the message the form shows, and changes nothing', async () => {
    const created = await runOperation<{ createCohort: Answer }>(t.app, 'CreateCohort', { input: input() }, admin);
    const id = created.data!.createCohort.id;
    for (const reminderOffsets of [[5], [61 * 1440], Array.from({ length: 9 }, (_, i) => 60 * (i + 1))]) {
      const refused = await runOperation(t.app, 'UpdateCohort', { cohortId: id, input: input({ reminderOffsets }) }, admin);
      expect(firstError(refused).code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(firstError(refused))).toContain(REMINDER_MESSAGES.TIMES_INVALID);
    }
    const listed = await runOperation<{ consoleCohorts: Answer[] }>(t.app, 'ConsoleCohorts', {}, admin);
    expect(listed.data!.consoleCohorts.find((c) => c.id === id)?.reminderOffsets).toEqual(DEFAULT_REMINDER_OFFSETS);
  });
});
