import { beforeAll, describe, expect, it } from 'vitest';
import { DECISION_TEXTS, type Decision } from '@portal/shared/review/review';
import { runOperation } from '../support/graphql-client.ts';
import { createTestApp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { reviewDb } from '../../src/db/review-tables.ts';
import { accountWithRole, CONSOLE_ENV, outboxEmails, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';

/** Every combination of the stored flags a founder may have set (from the API, or on the old Email Preferences page). */
const FOUNDERS: { company: string; preferences?: Record<string, boolean>; decision: Decision }[] = [
  { company: 'Default Co', decision: 'accepted' },
  { company: 'Notifications Off Co', preferences: { notifications: false }, decision: 'accepted' },
  { company: 'Updates Off Co', preferences: { emailUpdates: false }, decision: 'waitlisted' },
  {
    company: 'Everything Off Co',
    preferences: { notifications: false, emailUpdates: false, darkMode: true },
    decision: 'rejected',
  },
];

/** Receipt and decision emails are part of the process: sent whatever the founder's preferences say. */
describe.each(TEST_DIALECTS)('decision and receipt emails reach every founder (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, CONSOLE_ENV));
  let reviewer: string;
  const founders: { company: string; decision: Decision; applicationId: string; email: string }[] = [];

  beforeAll(async () => {
    reviewer = (await accountWithRole(t.app, 'reviewer', 'Ritu Reviewer')).cookie;
    for (const f of FOUNDERS) {
      const founder = await submittedThroughApi(t.app, { companyName: f.company, preferences: f.preferences });
      const account = await reviewDb(t.app.database.db)
        .selectFrom('user')
        .select('email')
        .where('id', '=', founder.userId)
        .executeTakeFirstOrThrow();
      founders.push({ company: f.company, decision: f.decision, applicationId: founder.applicationId, email: account.email });
    }
  });

  const emailsTo = async (email: string) => (await outboxEmails(t)).filter((e) => e.includes(`To: ${email}`));

  it('sends the receipt on submission to every founder, whatever their preferences', async () => {
    for (const f of founders) {
      const received = await emailsTo(f.email);
      expect(
        received.filter((e) => e.includes(`Application ID: ${f.applicationId}`)),
        f.company,
      ).toHaveLength(1);
    }
  });

  it('previews the decision email for every founder and sends it to each on publishing', async () => {
    for (const f of founders) {
      await runOperation(t.app, 'ChangeApplicationStatus', { applicationId: f.applicationId, status: f.decision }, reviewer);
      const preview = await runOperation<{ consoleDecisionPreview: { to: string; subject: string } }>(
        t.app,
        'ConsoleDecisionPreview',
        { applicationId: f.applicationId },
        reviewer,
      );
      expect(preview.errors).toBeUndefined();
      expect(preview.data?.consoleDecisionPreview).toMatchObject({ to: f.email });
      const published = await runOperation(t.app, 'PublishDecision', { applicationId: f.applicationId }, reviewer);
      expect(published.errors).toBeUndefined();
    }
    for (const f of founders) {
      const decisions = (await emailsTo(f.email)).filter((e) => e.includes(DECISION_TEXTS[f.decision].title));
      expect(decisions, f.company).toHaveLength(1);
      expect(decisions[0]).toContain(`(${f.company})`);
      expect(decisions[0]).toContain(DECISION_TEXTS[f.decision].text);
    }
  });
});
