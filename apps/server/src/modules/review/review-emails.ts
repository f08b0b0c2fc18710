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

/**
 * The application and each member's account, as the emails need them (every member gets the receipt and the
 * decision, each in their own language; docs/co-founders.md); empty when the application is gone. The account the
 * row names comes first.
 */
const recipientsOf = async (db: Kysely<Database>, applicationId: string) =>
  db
    .selectFrom('applications as a')
    .innerJoin('application_members as m', 'm.application_id', 'a.id')
    .innerJoin('user as u', 'u.id', 'm.user_id')
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
      'm.user_id as member_id',
      'm.joined_at',
      'u.email',
      'u.name as account_name',
      'u.language',
    ])
    .where('a.id', '=', applicationId)
    .orderBy('m.joined_at')
    .orderBy('m.user_id')
    .execute()
    .then((rows) => [...rows.filter((r) => r.member_id === r.user_id), ...rows.filter((r) => r.member_id !== r.user_id)]);

/** The greeting's name: the applicant's typed name for the account the row names, each co-founder's own otherwise. */
const greetingName = (row: { member_id: string; user_id: string; name: string | null; account_name: string }) =>
  (row.member_id === row.user_id ? row.name : null) || row.account_name;

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
  const rows = await recipientsOf(db, applicationId);
  for (const row of rows) {
    const content = receiptEmail(
      {
        productName: config.productName,
        cohortName: await cohortNameOf(db, config, row.cohort_id, row.language),
        baseUrl: config.baseUrl,
        applicationId: row.id,
        founderName: greetingName(row),
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
  }
  return rows.length > 0;
};

/** The decision emails exactly as they would go out now, one per member: recipient and content. */
export const composeDecisionEmails = async (
  { db, config }: Pick<Deps, 'db' | 'config'>,
  applicationId: string,
  decision: Decision,
) => {
  const emails = [];
  for (const row of await recipientsOf(db, applicationId)) {
    const content = decisionEmail(
      {
        productName: config.productName,
        cohortName: await cohortNameOf(db, config, row.cohort_id, row.language),
        baseUrl: config.baseUrl,
        founderName: greetingName(row),
        companyName: row.startup_name ?? '—',
        decision,
      },
      localeOf(row.language),
    );
    emails.push({ to: row.email, ...content });
  }
  return emails;
};

/** The first member's decision email (the console's preview shows it). */
export const composeDecisionEmail = async (deps: Pick<Deps, 'db' | 'config'>, applicationId: string, decision: Decision) =>
  (await composeDecisionEmails(deps, applicationId, decision))[0];

/** The message on a published decision, in the dashboard's words, to every member; sent whatever their preferences say. */
export const sendDecision = async (deps: Deps, applicationId: string, decision: Decision): Promise<boolean> => {
  const emails = await composeDecisionEmails(deps, applicationId, decision);
  for (const email of emails) await deps.mailer.send({ to: email.to, subject: email.subject, text: email.text });
  return emails.length > 0;
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
