import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ZipFile } from 'yazl';
import { cleanFileName } from '@portal/shared/uploads/file-name';
import { fillText } from '@portal/shared/privacy/privacy-messages';
import { DATA_RIGHTS_EMAIL_TEXTS } from '@portal/shared/privacy/data-rights-emails';
import { languageOfUser } from '../../auth/account-language.ts';
import { PRIVACY_LIMITS } from '@portal/shared/privacy/privacy';
import type { Config } from '../../config.ts';
import { nowIso } from '../../db/types.ts';
import { DeliveryError } from '../../jobs/delivery-error.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../notifications/mailer.ts';
import type { UploadStorage } from '../files/storage/upload-storage.ts';
import { FILE_STATUS, listFilesOfOwner } from '../files/file-repository.ts';
import { consentsOf } from './consent.ts';
import type { PrivacyDb } from './privacy-tables.ts';
import { listApplicationsOfUser } from '../application/repository.ts';
import { answersForExport } from '../own-questions/founder-answers.ts';
import { screeningsForExport } from '../eligibility/eligibility-service.ts';

export const DATA_EXPORT_JOB = 'data-export';
export const EXPORT_STATUS = { preparing: 'preparing', ready: 'ready', failed: 'failed' } as const;

const iso = (value: string | Date | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());

/** Everything stored about the founder, as JSON: account, application, files, consents, sessions and requests. */
export const snapshotOf = async (db: PrivacyDb, userId: string) => {
  const user = await db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const { ...account } = user as Record<string, unknown>;
  // One application per cohort, newest first: `application` is the current one, `applications` every one.
  const applications = await listApplicationsOfUser(db, userId);
  const files = await listFilesOfOwner(db, userId);
  const sessions = await db
    .selectFrom('session')
    .select(['createdAt', 'expiresAt', 'ipAddress', 'userAgent'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  const signInMethods = await db.selectFrom('account').select(['providerId', 'createdAt']).where('userId', '=', userId).execute();
  return {
    exportedAt: nowIso(),
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      emailVerified: Boolean(account.emailVerified),
      phoneNumber: account.phoneNumber ?? null,
      language: account.language ?? 'en',
      createdAt: iso(account.createdAt as string),
    },
    signInMethods: signInMethods.map((m) => ({ provider: m.providerId, createdAt: iso(m.createdAt) })),
    application: applications[0] ?? null,
    applications,
    // The answers to the cohorts' own questions, each with the wording of the form version it was given on.
    ownQuestionAnswers: await answersForExport(
      db,
      applications.map((a) => ({ id: a.id, cohortId: a.cohort_id })),
    ),
    // The cohorts' eligibility checks answered: the answers, each question's wording, and the outcome.
    eligibilityScreenings: await screeningsForExport(db, userId),
    files,
    consents: await consentsOf(db, userId),
    sessions: sessions.map((s) => ({
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    nominee:
      (await db
        .selectFrom('privacy_nominees')
        .select(['name', 'contact', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst()) ?? null,
    correctionRequests: await db
      .selectFrom('correction_requests')
      .select(['field', 'correction', 'status', 'created_at', 'resolved_at', 'note'])
      .where('user_id', '=', userId)
      .execute(),
    preferences:
      (await db
        .selectFrom('user_preferences')
        .select(['notifications', 'dark_mode', 'email_updates'])
        .where('user_id', '=', userId)
        .executeTakeFirst()) ?? null,
  };
};

export type DataSnapshot = NonNullable<Awaited<ReturnType<typeof snapshotOf>>>;

/** Stores the request and the job that prepares it (a durable job: it survives restarts, one instance runs it). */
export const requestExport = async (
  db: PrivacyDb,
  enqueue: (kind: string, payload: unknown) => Promise<string>,
  userId: string,
): Promise<void> => {
  const id = randomUUID();
  await db
    .insertInto('data_exports')
    .values({ id, user_id: userId, status: EXPORT_STATUS.preparing, snapshot: null, requested_at: nowIso(), ready_at: null })
    .execute();
  await enqueue(DATA_EXPORT_JOB, { exportId: id });
};

export const latestExport = (db: PrivacyDb, userId: string) =>
  db
    .selectFrom('data_exports')
    .select(['id', 'status', 'snapshot', 'requested_at', 'ready_at'])
    .where('user_id', '=', userId)
    .orderBy('requested_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export const exportExpired = (readyAt: string | null): boolean =>
  !readyAt || Date.now() - new Date(readyAt).getTime() > PRIVACY_LIMITS.exportDays * 86_400_000;

/**
 * Prepares an export: takes the snapshot of the founder's data and emails them that it is ready. The ZIP itself
 * is streamed at download time (zipStream), so it is never held in memory or on one instance's disk.
 */
export const dataExportJobHandler = (deps: {
  db: () => PrivacyDb;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}): JobHandler => ({
  maxAttempts: 5,
  retryBaseMs: 30_000,
  deliver: async (payload) => {
    const { exportId } = z.object({ exportId: z.string() }).parse(payload);
    const db = deps.db();
    const row = await db.selectFrom('data_exports').select(['user_id', 'status']).where('id', '=', exportId).executeTakeFirst();
    if (!row || row.status !== EXPORT_STATUS.preparing) return;
    const snapshot = await snapshotOf(db, row.user_id);
    if (!snapshot) throw new DeliveryError('account gone');
    await db
      .updateTable('data_exports')
      .set({ status: EXPORT_STATUS.ready, snapshot: JSON.stringify(snapshot), ready_at: nowIso() })
      .where('id', '=', exportId)
      .execute();
    const link = `${deps.config.baseUrl}/account/security`;
    const texts = DATA_RIGHTS_EMAIL_TEXTS[await languageOfUser(db, row.user_id)];
    await deps.mailer.send({
      to: String(snapshot.account.email),
      subject: texts.EXPORT_READY_SUBJECT,
      text: fillText(texts.EXPORT_READY_BODY, { name: String(snapshot.account.name || ''), link }),
    });
    deps.log.info({ exportId, files: snapshot.files.length }, 'data export ready');
  },
});

/** The ZIP: my-data.json, then each finished file under files/, streamed one after the other from storage. */
export const zipStream = (snapshot: DataSnapshot, storageKeys: Map<string, string>, storage: UploadStorage): Readable => {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(snapshot, null, 2)), 'my-data.json');
  const used = new Set<string>();
  for (const file of snapshot.files) {
    const key = storageKeys.get(file.id);
    if (file.status !== FILE_STATUS.ready || !key) continue;
    let name = `files/${file.kind}-${cleanFileName(file.name, file.id).replace(/[/\\]/g, '_') || file.id}`;
    if (used.has(name)) name = `files/${file.kind}-${file.id}-${cleanFileName(file.name, file.id).replace(/[/\\]/g, '_')}`;
    used.add(name);
    zip.addReadStreamLazy(name, {}, (callback) => {
      storage.read(key).then(
        (stream) => callback(null, stream),
        (error: unknown) => callback(error as Error, undefined as never),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
};
