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

/** When applications not accepted are erased: RETENTION_DAYS_AFTER_CLOSE after COHORT_CLOSES_AT; undefined while no close is set. */
export const erasureMoment = (config: Config): Date | undefined =>
  config.cohortClosesAt ? new Date(config.cohortClosesAt.getTime() + config.retentionDaysAfterClose * DAY_MS) : undefined;

/**
 * One retention round: from 48 hours before the erasure moment every founder whose application is not accepted
 * gets the notice email (once); from the moment on, applications whose notice went out at least 48 hours ago are
 * erased with their files (an anonymous record stays for cohort statistics). Logs what it did.
 */
export const runRetention = async (deps: RetentionDeps, now = new Date()): Promise<{ notified: number; erased: number }> => {
  const eraseAt = erasureMoment(deps.config);
  if (!eraseAt || now.getTime() < eraseAt.getTime() - NOTICE_MS) return { notified: 0, erased: 0 };
  const { db } = deps;
  const unnotified = await db
    .selectFrom('applications as a')
    .innerJoin('user as u', 'u.id', 'a.user_id')
    .leftJoin('retention_notices as n', 'n.application_id', 'a.id')
    .select(['a.id', 'u.email', 'u.name', 'u.language'])
    .where('a.application_status', '!=', ACCEPTED)
    .where('n.application_id', 'is', null)
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
        cohort: deps.config.cohortName,
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
    const due = await db
      .selectFrom('applications as a')
      .innerJoin('retention_notices as n', 'n.application_id', 'a.id')
      .select('a.id')
      .where('a.application_status', '!=', ACCEPTED)
      .where('n.notified_at', '<=', new Date(now.getTime() - NOTICE_MS).toISOString())
      .execute();
    for (const { id } of due) {
      await eraseApplication({ db, storage: deps.storage, cohortName: deps.config.cohortName, log: deps.log }, id, 'retention');
      erased += 1;
    }
  }
  deps.log.info({ notified: unnotified.length, erased, erasureMoment: eraseAt.toISOString() }, 'retention round done');
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
