import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { decisionEmail, receiptEmail } from '@portal/shared/texts/email-templates';
import type { Decision } from '@portal/shared/review/review';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { Mailer } from '../../notifications/mailer.ts';
import { localeOf } from '../../auth/account-language.ts';
import { cohortName } from '@portal/shared/cohorts/cohort';
import { findCohort } from '../cohorts/cohort-repository.ts';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** The applicant's account and application, as the emails need them; undefined when either is gone. */
const recipientOf = async (db: Kysely<Database>, applicationId: string) =>
  db
    .selectFrom('applications as a')
    .innerJoin('user as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.user_id',
      'a.cohort_id',
      'a.name',
      'a.startup_name',
      'a.city',
      'a.state',
      'a.sector',
      'a.revenue',
      'a.equity',
      'a.debt',
      'a.grant',
      'a.submitted_at',
      'u.email',
      'u.name as account_name',
      'u.language',
    ])
    .where('a.id', '=', applicationId)
    .executeTakeFirst();

/** The application's own cohort, named in the reader's language; COHORT_NAME only for a row without one. */
const cohortNameOf = async (db: Kysely<Database>, config: Config, cohortId: string | null, language: string | null) => {
  const cohort = cohortId ? await findCohort(db, cohortId) : undefined;
  return cohort ? cohortName(cohort, localeOf(language)) : config.cohortName;
};

/**
 * The receipt on submission: application id and a summary. Like the decision, it is part of the process and goes
 * out whatever the founder's preferences say (packages/shared/src/account/email-preferences.ts).
 */
export const sendReceipt = async ({ db, config, mailer }: Deps, applicationId: string): Promise<boolean> => {
  const row = await recipientOf(db, applicationId);
  if (!row) return false;
  const content = receiptEmail(
    {
      productName: config.productName,
      cohortName: await cohortNameOf(db, config, row.cohort_id, row.language),
      baseUrl: config.baseUrl,
      applicationId: row.id,
      founderName: row.name || row.account_name,
      companyName: row.startup_name ?? '—',
      city: row.city,
      state: row.state,
      sector: row.sector,
      revenue: row.revenue,
      totalFundingRupees: (row.equity ?? 0) + (row.debt ?? 0) + (row.grant ?? 0),
      submittedAt: row.submitted_at ?? new Date().toISOString(),
    },
    localeOf(row.language),
  );
  await mailer.send({ to: row.email, ...content });
  return true;
};

/** The decision email exactly as it would go out now: recipient and content. */
export const composeDecisionEmail = async (
  { db, config }: Pick<Deps, 'db' | 'config'>,
  applicationId: string,
  decision: Decision,
) => {
  const row = await recipientOf(db, applicationId);
  if (!row) return undefined;
  const content = decisionEmail(
    {
      productName: config.productName,
      cohortName: await cohortNameOf(db, config, row.cohort_id, row.language),
      baseUrl: config.baseUrl,
      founderName: row.name || row.account_name,
      companyName: row.startup_name ?? '—',
      decision,
    },
    localeOf(row.language),
  );
  return { to: row.email, ...content };
};

/** The message on a published decision, in the dashboard's words; sent whatever the founder's preferences say. */
export const sendDecision = async (deps: Deps, applicationId: string, decision: Decision): Promise<boolean> => {
  const email = await composeDecisionEmail(deps, applicationId, decision);
  if (!email) return false;
  await deps.mailer.send({ to: email.to, subject: email.subject, text: email.text });
  return true;
};

/**
 * Stores follow-up work (an email or webhook job) within the request that causes it, so it survives a crash
 * right after the answer; a failure to store it is logged and never fails that request.
 */
export const storeOrLog = async (log: FastifyBaseLogger, what: string, work: () => Promise<unknown>): Promise<void> => {
  try {
    await work();
  } catch (error) {
    log.error({ err: error }, `${what} failed`);
  }
};

/** Runs a side effect without holding up (or failing) the request that caused it; failures are logged. */
export const inBackground = (log: FastifyBaseLogger, what: string, work: () => Promise<unknown>): void => {
  setImmediate(() => {
    work().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
  });
};
