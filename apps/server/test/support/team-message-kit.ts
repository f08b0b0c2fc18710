import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { TeamMessageTexts } from '@portal/shared/messages/team-message';
import type { TestApp, TestDialect } from './helper.ts';
import { runOperation } from './graphql-client.ts';
import { handDrivenTestApp, suiteSetup } from './hand-driven-app.ts';
import { accountWithRole, CONSOLE_ENV } from './fixtures/console-fixtures.ts';
import { jobsDb } from '../../src/jobs/jobs-table.ts';
import { listCohorts } from '../../src/modules/cohorts/cohort-repository.ts';
import { teamMessageJobHandler } from '../../src/modules/team-messages/team-message-delivery.ts';
import { TEAM_MESSAGE_JOB, teamMessagesDb } from '../../src/modules/team-messages/team-message-tables.ts';

/**
 * The set-up of the team-message tests that run each job by hand, on their own clock: a console app whose job queue
 * and reminder scheduler stand still, an admin, the first cohort; sending a message to picked applications and
 * running its recipients' jobs at a given time.
 */

export interface TeamMessageTest {
  t: TestApp;
  /** The admin's session cookie. */
  admin: string;
  /** The first cohort's id. */
  cohortId: string;
}

/** A console test app with the queue and the reminder scheduler stopped, an admin and the first cohort. */
export const teamMessageTestApp = async (dialect: TestDialect): Promise<TeamMessageTest> => {
  const t = await handDrivenTestApp(dialect, CONSOLE_ENV);
  return {
    t,
    admin: (await accountWithRole(t.app, 'admin')).cookie,
    cohortId: (await listCohorts(t.app.database.db))[0]!.id,
  };
};

/** The suite's team-message test app: built before all its tests, closed after them. */
export const teamMessageSuite = (dialect: TestDialect): (() => TeamMessageTest) =>
  suiteSetup(
    () => teamMessageTestApp(dialect),
    (setup) => setup.t.close(),
  );

/** Gives the account a confirmed Indian mobile (what SMS and WhatsApp need). */
export const confirmMobile = async (app: FastifyInstance, userId: string, mobile: string): Promise<void> => {
  await sql`update "user" set "phoneNumber" = ${mobile}, "phoneNumberVerified" = ${sql.lit(true)} where id = ${userId}`.execute(
    app.database.db,
  );
};

/** Runs the recipient jobs of the team message `messageId` with the handler's clock at `now`. */
export const runTeamJobs = async (t: TestApp, messageId: string, now: Date): Promise<void> => {
  const handler = teamMessageJobHandler({ db: () => teamMessagesDb(t.app.database.db), config: t.config, now: () => now });
  const jobs = await jobsDb(t.app.database.db)
    .selectFrom('jobs')
    .select(['id', 'payload'])
    .where('kind', '=', TEAM_MESSAGE_JOB)
    .execute();
  for (const job of jobs.filter((j) => j.id.startsWith(`team:${messageId}:`))) await handler.deliver(JSON.parse(job.payload));
};

/** The admin sends a team message to these applications (picked); answers its id. Throws on a GraphQL error. */
export const sendToApplications = async (
  setup: TeamMessageTest,
  applicationIds: readonly string[],
  texts: TeamMessageTexts,
): Promise<string> => {
  const id = randomUUID();
  const sent = await runOperation(
    setup.t.app,
    'SendTeamMessage',
    { input: { id, cohortId: setup.cohortId, segment: { by: 'picked', applicationIds }, texts } },
    setup.admin,
  );
  if (sent.errors) throw new Error(`SendTeamMessage: ${JSON.stringify(sent.errors)}`);
  return id;
};

export interface HistoryDelivery {
  channel: string;
  status: string;
  heldUntil: string | null;
  recipientName?: string | null;
}

/** The team messages in an application's history as the admin reads them (ApplicationTeamMessages); throws on an error. */
export const teamMessageHistory = async (
  setup: TeamMessageTest,
  applicationId: string,
): Promise<{ id: string; deliveries: HistoryDelivery[] }[]> => {
  const history = await runOperation<{ applicationTeamMessages: { id: string; deliveries: HistoryDelivery[] }[] }>(
    setup.t.app,
    'ApplicationTeamMessages',
    { applicationId },
    setup.admin,
  );
  if (history.errors) throw new Error(`ApplicationTeamMessages: ${JSON.stringify(history.errors)}`);
  return history.data!.applicationTeamMessages;
};
