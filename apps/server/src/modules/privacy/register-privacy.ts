import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import { DeliveryError } from '../../jobs/delivery-error.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../notifications/mailer.ts';
import type { UploadStorage } from '../files/storage/upload-storage.ts';
import { registerConsolePrivacyRoutes } from './console-privacy-routes.ts';
import type { AfterCorrection } from './correction-apply.ts';
import { DATA_EXPORT_JOB, dataExportJobHandler } from './data-export.ts';
import { privacyDb } from './privacy-tables.ts';
import { registerPrivacyRoutes } from './privacy-routes.ts';
import { RETENTION_JOB, retentionJobHandler, scheduleRetention, type RetentionDeps } from './retention-job.ts';

/**
 * The data-rights jobs are handed to the job queue when it is built, before the upload storage exists; they
 * read it through this holder, and a job that comes due earlier is retried (DeliveryError).
 */
export const createPrivacyJobs = (options: { db: Kysely<Database>; config: Config; mailer: Mailer; log: FastifyBaseLogger }) => {
  let storage: UploadStorage | undefined;
  const retentionDeps = (): RetentionDeps => {
    if (!storage) throw new DeliveryError('storage not ready');
    return { db: privacyDb(options.db), storage, mailer: options.mailer, config: options.config, log: options.log };
  };
  const handlers: Record<string, JobHandler> = {
    [DATA_EXPORT_JOB]: dataExportJobHandler({
      db: () => privacyDb(options.db),
      mailer: options.mailer,
      config: options.config,
      log: options.log,
    }),
    [RETENTION_JOB]: retentionJobHandler(retentionDeps),
  };
  return {
    handlers,
    retentionDeps,
    /**
     * Registers the routes and starts the daily retention schedule, once the storage exists. `afterCorrection`: what
     * later modules forget of an application whose answers the team corrected (in the correction's transaction).
     */
    register: (app: FastifyInstance, uploadStorage: UploadStorage, afterCorrection: AfterCorrection): void => {
      storage = uploadStorage;
      registerPrivacyRoutes(app, uploadStorage);
      registerConsolePrivacyRoutes(app, afterCorrection);
      const stop = scheduleRetention(options.db, options.log);
      app.addHook('onClose', async () => stop());
    },
  };
};
