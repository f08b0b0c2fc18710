import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { TeamMessageTexts } from '@portal/shared/messages/team-message';
import type { TestApp, TestDialect } from './helper.ts';
import { createGraphQLTestApp, runOperation } from './graphql-client.ts';
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
  const t = await createGraphQLTestApp(dialect, CONSOLE_ENV);
  await t.app.reminders.stop();
  await t.app.jobs.stop();
  return {
    t,
    admin: (await accountWithRole(t.app, 'admin')).cookie,
    cohortId: (await listCohorts(t.app.database.db))[0]!.id,
  };
};

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
