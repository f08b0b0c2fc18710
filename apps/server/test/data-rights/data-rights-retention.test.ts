import { describe, expect, it } from 'vitest';
import { PRIVACY_PATHS, STAFF_ACCESS_ACTIONS } from '@portal/shared/privacy/privacy';
import { DATA_RIGHTS_EMAILS } from '@portal/shared/privacy/privacy-messages';
import { get, messagesTo, post } from '../support/auth-kit.ts';
import { runOperation } from '../support/graphql-client.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { createListeningTestApp } from '../support/fixtures/founders.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { founderWithFile, onDisk } from '../support/fixtures/data-rights-kit.ts';
import { JOB_STATUS, jobsDb } from '../../src/jobs/jobs-table.ts';
import { privacyDb } from '../../src/modules/privacy/privacy-tables.ts';
import { reviewDb } from '../../src/db/review-tables.ts';
import { ensureDailyRetentionJob, RETENTION_JOB, runRetention } from '../../src/modules/privacy/retention-job.ts';
import { createUploadStorage } from '../../src/modules/files/storage/create-upload-storage.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Retention after the cohort closes, and the staff access log, on each dialect. */
describe.each(TEST_DIALECTS)('retention and the staff access log on %s', (dialect) => {
  const t = appPerSuite(() => createListeningTestApp(dialect, { ...CONSOLE_ENV, RETENTION_DAYS_AFTER_CLOSE: '30' }));

  const submit = (applicationId: string, status: string) =>
    t.app.database.db
      .updateTable('applications')
      .set({ application_status: status, submitted_at: new Date().toISOString() })
      .where('id', '=', applicationId)
      .execute();

  /** A review decision, as publishing it stores it. */
  const decide = (applicationId: string, decision: string) =>
    reviewDb(t.app.database.db)
      .insertInto('application_reviews')
      .values({
        application_id: applicationId,
        status: decision,
        decision,
        decision_published_at: new Date().toISOString(),
        score_average: null,
        score_count: 0,
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('application_id').doUpdateSet({ decision, status: decision }))
      .execute();
  const closeFirstCohort = (closesAt: string | null) =>
    t.app.database.db.updateTable('cohorts').set({ closes_at: closesAt }).where('id', '=', 'first').execute();

  it('a daily job (one per day however often scheduled) notices, then after 48 hours erases only applications not accepted, cohort by cohort', async () => {
    try {
      await retentionCase();
    } finally {
      await closeFirstCohort(null);
    }
  });

  const retentionCase = async () => {
    const rejected = await founderWithFile(t, 'retention-rejected');
    const accepted = await founderWithFile(t, 'retention-accepted');
    const draft = await founderWithFile(t, 'retention-draft');
    await submit(rejected.applicationId, 'submitted');
    await submit(accepted.applicationId, 'submitted');
    await decide(rejected.applicationId, 'rejected');
    await decide(accepted.applicationId, 'accepted');
    // A founder in a second cohort, still open: retention of the first never touches it.
    const later = await founderWithFile(t, 'retention-later-cohort');
    const now = new Date().toISOString();
    await t.app.database.db
      .insertInto('cohorts')
      .values({ id: 'later', name_en: 'Later', name_hi: 'बाद में', opens_at: now, created_at: now, updated_at: now })
      .execute();
    await t.app.database.db
      .updateTable('applications')
      .set({ cohort_id: 'later' })
      .where('id', '=', later.applicationId)
      .execute();
    const db = privacyDb(t.app.database.db);
    const emailOf = async (userId: string) =>
      (await db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;
    const emails = {
      rejected: await emailOf(rejected.userId),
      accepted: await emailOf(accepted.userId),
      draft: await emailOf(draft.userId),
      later: await emailOf(later.userId),
    };

    // The first cohort closed 31 days ago; 30 days of retention: erasure is due, so the notice goes out first.
    await closeFirstCohort(new Date(Date.now() - 31 * DAY).toISOString());
    // Today's job ran when the app started (nothing to do then): start the day afresh, as tomorrow would.
    await jobsDb(t.app.database.db).deleteFrom('jobs').where('kind', '=', RETENTION_JOB).execute();
    await ensureDailyRetentionJob(t.app.database.db);
    await ensureDailyRetentionJob(t.app.database.db);
    const jobs = await jobsDb(t.app.database.db)
      .selectFrom('jobs')
      .select(['id', 'status'])
      .where('kind', '=', RETENTION_JOB)
      .execute();
    expect(jobs).toHaveLength(1);
    await t.app.jobs.runDue();
    expect(
      (
        await jobsDb(t.app.database.db)
          .selectFrom('jobs')
          .select('status')
          .where('kind', '=', RETENTION_JOB)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe(JOB_STATUS.delivered);

    const noticed = async (email: string) =>
      (await messagesTo(t, email)).filter((m) => m.headers.Subject === DATA_RIGHTS_EMAILS.RETENTION_NOTICE_SUBJECT).length;
    expect(await noticed(emails.rejected)).toBe(1);
    expect(await noticed(emails.draft)).toBe(1);
    expect(await noticed(emails.accepted)).toBe(0);
    expect(await noticed(emails.later)).toBe(0);
    // Nothing is erased in the 48 hours after the notice.
    expect(
      await db.selectFrom('applications').select('id').where('id', '=', rejected.applicationId).executeTakeFirst(),
    ).toBeDefined();

    const deps = {
      db,
      storage: createUploadStorage(t.config, t.app.log),
      mailer: t.app.mailer,
      config: t.config,
      log: t.app.log,
    };
    expect(await runRetention(deps, new Date(Date.now() + 47 * HOUR))).toEqual({ notified: 0, erased: 0 });
    expect(await runRetention(deps, new Date(Date.now() + 49 * HOUR))).toEqual({ notified: 0, erased: 2 });
    expect(await noticed(emails.rejected)).toBe(1);

    for (const gone of [rejected, draft]) {
      expect(
        await db.selectFrom('applications').select('id').where('id', '=', gone.applicationId).executeTakeFirst(),
      ).toBeUndefined();
      expect(await db.selectFrom('files').select('id').where('id', '=', gone.fileId).executeTakeFirst()).toBeUndefined();
      expect(onDisk(t, gone.storageKey)).toBe(false);
    }
    expect(
      await db.selectFrom('applications').select('id').where('id', '=', accepted.applicationId).executeTakeFirst(),
    ).toBeDefined();
    expect(onDisk(t, accepted.storageKey)).toBe(true);
    expect(
      await db.selectFrom('applications').select('id').where('id', '=', later.applicationId).executeTakeFirst(),
    ).toBeDefined();
    expect(
      await db
        .selectFrom('cohort_statistics')
        .select('application_status')
        .where('reason', '=', 'retention')
        .orderBy('application_status')
        .execute(),
    ).toEqual([{ application_status: 'in-progress' }, { application_status: 'submitted' }]);
  };

  it('records every staff view and export; admins see the log, reviewers do not', async () => {
    const founder = await founderWithFile(t, 'access-log');
    await submit(founder.applicationId, 'submitted');
    const reviewer = await accountWithRole(t.app, 'reviewer');
    const admin = await accountWithRole(t.app, 'admin');
    const viewed = await runOperation(t.app, 'ConsoleApplication', { id: founder.applicationId }, reviewer.cookie);
    expect(viewed.errors).toBeUndefined();
    expect((await get(t, founder.fileUrl, reviewer.cookie)).statusCode).toBe(200);
    expect((await get(t, founder.fileUrl, founder.cookie)).statusCode).toBe(200);
    expect((await get(t, '/console/export.csv?status=submitted', admin.cookie)).statusCode).toBe(200);

    const log = await get(t, PRIVACY_PATHS.consoleAccessLog, admin.cookie);
    expect(log.statusCode).toBe(200);
    const entries = (
      log.json() as { entries: { staffEmail: string; action: string; applicationId: string | null; at: string }[] }
    ).entries;
    const mine = entries.filter((e) => e.applicationId === founder.applicationId);
    expect(mine.map((e) => e.action).sort()).toEqual([STAFF_ACCESS_ACTIONS.file, STAFF_ACCESS_ACTIONS.view]);
    expect(entries.some((e) => e.action === STAFF_ACCESS_ACTIONS.export)).toBe(true);
    expect((await get(t, PRIVACY_PATHS.consoleAccessLog, reviewer.cookie)).statusCode).toBe(403);
    expect((await get(t, PRIVACY_PATHS.consoleAccessLog, founder.cookie)).statusCode).toBe(404);
  });

  it('the team sees correction requests and resolves them', async () => {
    const founder = await founderWithFile(t, 'console-correction');
    await submit(founder.applicationId, 'submitted');
    await post(t, PRIVACY_PATHS.corrections, { field: 'Team Size', correction: '6, not 5' }, founder.cookie);
    const reviewer = await accountWithRole(t.app, 'reviewer');
    const list = (await get(t, PRIVACY_PATHS.consoleCorrections, reviewer.cookie)).json() as {
      corrections: { id: string; applicationId: string; status: string }[];
    };
    const request = list.corrections.find((c) => c.applicationId === founder.applicationId)!;
    expect(request.status).toBe('open');
    expect(
      (await post(t, PRIVACY_PATHS.consoleResolveCorrection, { id: request.id, note: 'Changed to 6' }, reviewer.cookie))
        .statusCode,
    ).toBe(200);
    expect((await post(t, PRIVACY_PATHS.consoleResolveCorrection, { id: 'unknown' }, reviewer.cookie)).statusCode).toBe(404);
    const status = (await get(t, PRIVACY_PATHS.status, founder.cookie)).json() as {
      corrections: { status: string; note: string }[];
    };
    expect(status.corrections).toMatchObject([{ status: 'resolved', note: 'Changed to 6' }]);
  });
});
