import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVACY_PATHS, type PrivacyNotice, type PrivacyStatus } from '@portal/shared/privacy/privacy';
import {
  consentInputSchema,
  correctionInputSchema,
  deleteAccountInputSchema,
  nomineeInputSchema,
} from '@portal/shared/schemas/privacy';
import { accountRateLimitsOf } from '../../auth/account-rate-limits.ts';
import { forgetCheckedSessions, sessionUserOf, type SessionUser } from '../../auth/session.ts';
import { AppError } from '../../http/errors.ts';
import type { UploadStorage } from '../files/storage/upload-storage.ts';
import { findStoredFiles } from '../files/file-repository.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import { eraseAccount } from './account-erasure.ts';
import { insertCorrectionRequest } from './correction-repository.ts';
import { saveNominee } from './nominee-repository.ts';
import { recordConsent } from './consent.ts';
import { exportExpired, latestExport, requestExport, zipStream, EXPORT_STATUS, type DataSnapshot } from './data-export.ts';
import { confirmDeletion, sendDeletionCode } from './deletion-confirmation.ts';
import { privacyDb } from './privacy-tables.ts';
import { privacyStatusOf } from './privacy-status.ts';
import { findApplicationRefOfUser } from '../application/repository.ts';

const notSignedIn = () => new AppError('UNAUTHENTICATED');

/** The notice's configured parts, public (the /privacy page and sign-up show it). */
export const noticeOf = (app: FastifyInstance): PrivacyNotice => ({
  version: app.config.privacy.noticeVersion,
  fiduciary: app.config.privacy.fiduciary,
  officer: app.config.privacy.officer ?? null,
  productName: app.config.productName,
  contact: app.config.privacy.contact,
  retentionDays: app.config.retentionDaysAfterClose,
  cohort: app.config.cohortName,
  cohortHi: app.config.cohortNameHi,
  cohortNames: app.config.cohortNames,
});

/** The founder's data rights: consent, status, export, correction requests, nominee and deletion. */
export const registerPrivacyRoutes = (app: FastifyInstance, storage: UploadStorage): void => {
  const db = privacyDb(app.database.db);
  const limits = accountRateLimitsOf(app.auth, app.config);
  const signedIn = async (request: FastifyRequest): Promise<SessionUser> => {
    const user = await sessionUserOf(app.auth, request);
    if (!user) throw notSignedIn();
    return user;
  };

  app.get(PRIVACY_PATHS.notice, async () => noticeOf(app));

  const statusOf = privacyStatusOf(app);
  app.get(PRIVACY_PATHS.status, async (request): Promise<PrivacyStatus> => statusOf(await signedIn(request)));

  app.post(PRIVACY_PATHS.consent, async (request) => {
    const user = await signedIn(request);
    const input = parseOrBadRequest(consentInputSchema, request.body);
    if (input.version !== app.config.privacy.noticeVersion) throw new AppError('NOTICE_VERSION_OUTDATED');
    await recordConsent(db, user.id, input.version, input.language);
    return { ok: true };
  });

  app.post(PRIVACY_PATHS.export, async (request, reply) => {
    const user = await signedIn(request);
    const latest = await latestExport(db, user.id);
    // Asking again while one is being prepared costs nothing, so only a new export counts.
    if (latest?.status !== EXPORT_STATUS.preparing) {
      await limits.exportRequested(reply, user.id);
      await requestExport(db, app.jobs.enqueue, user.id);
    }
    return reply.status(202).send({ status: EXPORT_STATUS.preparing });
  });

  app.get(PRIVACY_PATHS.exportZip, async (request, reply) => {
    const user = await signedIn(request);
    const latest = await latestExport(db, user.id);
    if (!latest || latest.status !== EXPORT_STATUS.ready || !latest.snapshot) throw new AppError('EXPORT_NOT_READY');
    if (exportExpired(latest.ready_at)) throw new AppError('EXPORT_EXPIRED');
    const snapshot = JSON.parse(latest.snapshot) as DataSnapshot;
    const files = await findStoredFiles(db, { ownerId: user.id });
    const stream = zipStream(snapshot, new Map(files.map((f) => [f.id, f.storage_key])), storage);
    stream.on('error', (error) => request.log.error({ err: error }, 'data export stream failed'));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="my-data-${latest.ready_at?.slice(0, 10) ?? 'export'}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  });

  app.post(PRIVACY_PATHS.corrections, async (request, reply) => {
    const user = await signedIn(request);
    const input = parseOrBadRequest(correctionInputSchema, request.body);
    const application = await findApplicationRefOfUser(db, user.id);
    // Before submission the founder edits the application directly; a request is for what they can no longer change.
    if (!application?.submittedAt) throw new AppError('NOT_SUBMITTED');
    await limits.correctionRequested(reply, user.id);
    await insertCorrectionRequest(db, {
      userId: user.id,
      applicationId: application.id,
      field: input.field,
      correction: input.correction,
    });
    return reply.status(201).send({ ok: true });
  });

  app.post(PRIVACY_PATHS.nominee, async (request) => {
    const user = await signedIn(request);
    const input = parseOrBadRequest(nomineeInputSchema, request.body);
    await saveNominee(db, user.id, input);
    return { ok: true };
  });

  app.post(PRIVACY_PATHS.deletionCode, async (request, reply) => {
    const user = await signedIn(request);
    await limits.deletionCodeSent(reply, user.id);
    await sendDeletionCode({ db, mailer: app.mailer, secret: app.config.authSecret }, user);
    return { ok: true };
  });

  app.post(PRIVACY_PATHS.deleteAccount, async (request, reply) => {
    const user = await signedIn(request);
    const input = parseOrBadRequest(deleteAccountInputSchema, request.body);
    // The password and the emailed code are guessed here as at sign-in: the same budget, counted before the check.
    await limits.credentialCheck(reply, user.id, PRIVACY_PATHS.deleteAccount);
    await confirmDeletion(db, app.config.authSecret, user.id, input);
    await eraseAccount({ db, storage, cohortName: app.config.cohortName, log: request.log }, user.id, input.reason);
    // The erased account's sessions must stop working at once, not after the session recheck time.
    forgetCheckedSessions(app.auth);
    return reply.header('clear-site-data', '"cookies"').send({ ok: true });
  });
};
