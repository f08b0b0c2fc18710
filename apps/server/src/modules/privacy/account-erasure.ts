import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { UploadStorage } from '../files/storage/upload-storage.ts';
import { nowIso, type Database } from '../../db/types.ts';
import { refreshAfterRemoval, scoredReviewsOf } from '../review-stages/stage-calibration.ts';
import type { Kysely } from 'kysely';
import type { PrivacyDb } from './privacy-tables.ts';
import { cohortFactsOf, cohortIdOfApplication, deleteApplication, listApplicationRefsOfUser } from '../application/repository.ts';
import { findCohort } from '../cohorts/cohort-repository.ts';
import { handOverMembership } from '../application/membership.ts';
import { deleteFilesOfOwner, findStoredFiles } from '../files/file-repository.ts';
import { deleteAccountRows, findUserEmail } from '../../auth/user-repository.ts';

/** The privacy tables' view of a transaction, for the application and review modules that know only the core tables. */
const asDatabase = (trx: unknown): Kysely<Database> => trx as Kysely<Database>;

export type ErasureReason = 'delete' | 'withdraw-consent' | 'retention';

interface Deps {
  db: PrivacyDb;
  storage: UploadStorage;
  cohortName: string;
  log: FastifyBaseLogger;
}

/** The anonymous record kept for cohort statistics: no name, contact, free text, id or exact date. */
const keepCohortRecord = async (
  db: PrivacyDb,
  cohortName: string,
  applicationId: string,
  reason: ErasureReason,
): Promise<void> => {
  const app = await cohortFactsOf(asDatabase(db), applicationId);
  if (!app) return;
  // The application's own cohort; `cohortName` only for a row that has none.
  const cohortId = await cohortIdOfApplication(asDatabase(db), applicationId);
  const cohort = cohortId ? ((await findCohort(asDatabase(db), cohortId))?.nameEn ?? cohortName) : cohortName;
  await db
    .insertInto('cohort_statistics')
    .values({ id: randomUUID(), cohort, ...app, reason, erased_on: nowIso().slice(0, 10) })
    .execute();
};

/** Removes the stored bytes of every file the user owns, in whichever storage is configured (disk or S3). */
const removeStoredFiles = async (
  { db, storage, log }: Deps,
  where: { ownerId?: string; applicationId?: string },
): Promise<number> => {
  const files = await findStoredFiles(asDatabase(db), where);
  for (const file of files) {
    await storage.remove(file.storage_key).catch((error: unknown) => {
      log.error({ fileId: file.id, err: error }, 'erasure could not remove a stored file');
      throw error;
    });
  }
  return files.length;
};

/**
 * Erases an application and its files (retention): the founder's account stays, the anonymous record is kept.
 * Reviews, scores, comments, history and correction requests go with it (foreign keys on delete cascade).
 */
export const eraseApplication = async (deps: Deps, applicationId: string, reason: ErasureReason): Promise<void> => {
  await removeStoredFiles(deps, { applicationId });
  await deps.db.transaction().execute(async (trx) => {
    await keepCohortRecord(trx, deps.cohortName, applicationId, reason);
    const reviews = await scoredReviewsOf(asDatabase(trx), { applicationId });
    await deleteApplication(asDatabase(trx), applicationId);
    await refreshAfterRemoval(asDatabase(trx), reviews);
  });
};

/**
 * Erases an account and everything of it: files in storage first (so no row is left pointing at nothing the
 * other way round), then in one transaction their applications, one per cohort (cascading to its files rows, reviews and
 * requests), sessions, sign-in methods, tokens, codes and the user row (cascading to consents, nominee,
 * exports and preferences). Staff access log rows stay: they name only ids and are the basis of a breach report.
 */
export const eraseAccount = async (deps: Deps, userId: string, reason: ErasureReason): Promise<{ files: number }> => {
  const user = await findUserEmail(asDatabase(deps.db), userId);
  if (!user) return { files: 0 };
  // An application another member remains on stays with them, its files too (docs/co-founders.md); only the
  // applications the account alone was on are erased below.
  await deps.db.transaction().execute(async (trx) => {
    for (const app of await listApplicationRefsOfUser(asDatabase(trx), userId))
      await handOverMembership(asDatabase(trx), app.id, userId);
  });
  const files = await removeStoredFiles(deps, { ownerId: userId });
  await deps.db.transaction().execute(async (trx) => {
    const applications = await listApplicationRefsOfUser(asDatabase(trx), userId);
    // Reviews of their applications (one per cohort), and reviews they wrote as a reviewer, go by cascade: the stored calibration follows.
    const reviews = [
      ...(await scoredReviewsOf(asDatabase(trx), { reviewerId: userId })),
      ...(await Promise.all(applications.map((app) => scoredReviewsOf(asDatabase(trx), { applicationId: app.id })))).flat(),
    ];
    for (const app of applications) {
      await keepCohortRecord(trx, deps.cohortName, app.id, reason);
      await deleteApplication(asDatabase(trx), app.id);
    }
    await deleteFilesOfOwner(asDatabase(trx), userId);
    await deleteAccountRows(asDatabase(trx), user);
    await refreshAfterRemoval(asDatabase(trx), reviews);
  });
  deps.log.info({ userId, reason, files }, 'account erased');
  return { files };
};
