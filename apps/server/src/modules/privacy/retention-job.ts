import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { fillText } from '@portal/shared/privacy/privacy-messages';
import { DATA_RIGHTS_EMAIL_TEXTS } from '@portal/shared/privacy/data-rights-emails';
import { istDate } from '@portal/shared/format/ist-time';
import { localeOf } from '../../auth/account-language.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import { insertJobOnce, type JobHandler } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../notifications/mailer.ts';
import type { UploadStorage } from '../files/storage/upload-storage.ts';
import { eraseApplication } from './account-erasure.ts';
import type { PrivacyDb } from './privacy-tables.ts';
import type { ReviewTables } from '../../db/review-tables.ts';
import { cohortName } from '@portal/shared/cohorts/cohort';
import { listCohorts, type Cohort } from '../cohorts/cohort-repository.ts';

export const RETENTION_JOB = 'retention';
const NOTICE_MS = 48 * 3_600_000;
const DAY_MS = 86_400_000;
/** Each instance looks this often whether today's job exists; only the first insert of the day counts. */
const ENSURE_EVERY_MS = 3_600_000;
const ACCEPTED = 'accepted';

export interface RetentionDeps {
  db: PrivacyDb;
  storage: UploadStorage;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}

/** When a closed cohort's applications not accepted are erased: RETENTION_DAYS_AFTER_CLOSE after its own close. */
export const erasureMoment = (config: Pick<Config, 'retentionDaysAfterClose'>, closesAt: string | null): Date | undefined =>
  closesAt ? new Date(Date.parse(closesAt) + config.retentionDaysAfterClose * DAY_MS) : undefined;

/**
 * Applications of a cohort that retention may erase: every one whose review has no accepted decision (published or
 * not yet). `notified`: only those whose notice went out (true) or only those not told yet (false).
 */
const notAcceptedIn = (db: PrivacyDb, cohortId: string) =>
  db
    .withTables<ReviewTables>()
    .selectFrom('applications as a')
    .leftJoin('application_reviews as r', 'r.application_id', 'a.id')
    .where('a.cohort_id', '=', cohortId)
    .where((eb) => eb.or([eb('r.decision', 'is', null), eb('r.decision', '!=', ACCEPTED)]));

/**
 * One retention round, cohort by cohort: from 48 hours before a cohort's erasure moment every founder whose
 * application in it is not accepted gets the notice email (once); from the moment on, those applications whose notice
 * went out at least 48 hours ago are erased with their files (an anonymous record stays for cohort statistics).
 * Logs what it did.
 */
export const runRetention = async (deps: RetentionDeps, now = new Date()): Promise<{ notified: number; erased: number }> => {
  let notified = 0;
  let erased = 0;
  for (const cohort of await listCohorts(deps.db)) {
    const eraseAt = erasureMoment(deps.config, cohort.closesAt);
    if (!eraseAt || now.getTime() < eraseAt.getTime() - NOTICE_MS) continue;
    const done = await retainCohort(deps, cohort, eraseAt, now);
    notified += done.notified;
    erased += done.erased;
    deps.log.info({ cohort: cohort.nameEn, ...done, erasureMoment: eraseAt.toISOString() }, 'retention round done');
  }
  return { notified, erased };
};

const retainCohort = async (deps: RetentionDeps, cohort: Cohort, eraseAt: Date, now: Date) => {
  const { db } = deps;
  const unnotified = await notAcceptedIn(db, cohort.id)
    .innerJoin('user as u', 'u.id', 'a.user_id')
    .where('a.id', 'not in', (eb) => eb.selectFrom('retention_notices').select('application_id'))
    .select(['a.id', 'u.email', 'u.name', 'u.language'])
    .execute();
  const erasedOn = new Date(Math.max(eraseAt.getTime(), now.getTime() + NOTICE_MS));
  for (const row of unnotified) {
    const locale = localeOf(row.language);
    const texts = DATA_RIGHTS_EMAIL_TEXTS[locale];
    const date = locale === 'en' ? erasedOn.toISOString().slice(0, 10) : istDate(erasedOn, locale);
    await deps.mailer.send({
      to: row.email,
      subject: texts.RETENTION_NOTICE_SUBJECT,
      text: fillText(texts.RETENTION_NOTICE_BODY, {
        name: row.name,
        cohort: cohortName(cohort, locale),
        date,
        link: `${deps.config.baseUrl}/account/security`,
      }),
    });
    await db
      .insertInto('retention_notices')
      .values({ application_id: row.id, notified_at: now.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  let erased = 0;
  if (now.getTime() >= eraseAt.getTime()) {
    const due = await notAcceptedIn(db, cohort.id)
      .where('a.id', 'in', (eb) =>
        eb
          .selectFrom('retention_notices')
          .select('application_id')
          .where('notified_at', '<=', new Date(now.getTime() - NOTICE_MS).toISOString()),
      )
      .select('a.id')
      .execute();
    for (const { id } of due) {
      await eraseApplication({ db, storage: deps.storage, cohortName: cohort.nameEn, log: deps.log }, id, 'retention');
      erased += 1;
    }
  }
  return { notified: unnotified.length, erased };
};

/** Today's retention job: its id is the date, so however many instances try, one row exists and one instance runs it. */
export const ensureDailyRetentionJob = async (db: Kysely<Database>, now = new Date()): Promise<void> => {
  const day = now.toISOString().slice(0, 10);
  await insertJobOnce(db, { id: `${RETENTION_JOB}-${day}`, kind: RETENTION_JOB, payload: { day } });
};

export const retentionJobHandler = (deps: () => RetentionDeps): JobHandler => ({
  maxAttempts: 3,
  retryBaseMs: 600_000,
  deliver: async () => {
    await runRetention(deps());
  },
});

/** Starts the hourly check for today's job; returns the stop function. */
export const scheduleRetention = (db: Kysely<Database>, log: FastifyBaseLogger): (() => void) => {
  const ensure = () =>
    void ensureDailyRetentionJob(db).catch((error: unknown) => log.error({ err: error }, 'could not schedule the retention job'));
  ensure();
  const timer = setInterval(ensure, ENSURE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
};
