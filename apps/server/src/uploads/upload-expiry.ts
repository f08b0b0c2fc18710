import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { deleteFileRow, findUploadingBefore } from '../modules/files/file-repository.ts';
import type { UploadStorage } from '../modules/files/storage/upload-storage.ts';

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** Removes uploads started more than `expiryMs` ago and never finished: their bytes first, then their rows. */
export const cleanUpExpiredUploads = async (deps: {
  db: Kysely<Database>;
  storage: UploadStorage;
  expiryMs: number;
  now?: number;
}): Promise<{ removed: number }> => {
  const cutoff = new Date((deps.now ?? Date.now()) - deps.expiryMs).toISOString();
  const expired = await findUploadingBefore(deps.db, cutoff);
  for (const file of expired) {
    await deps.storage.remove(file.storage_key);
    await deleteFileRow(deps.db, file.id);
  }
  await deps.storage.sweepExpiredIncomplete();
  return { removed: expired.length };
};

/** Runs the clean-up when the app is ready and hourly after; the timer never keeps the process alive. */
export const scheduleUploadCleanup = (app: FastifyInstance, cleanUp: () => Promise<{ removed: number }>): void => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = (): void => {
    running = running
      .then(cleanUp)
      .then(({ removed }) => {
        if (removed > 0) app.log.info({ removed }, 'expired uploads removed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'expired upload clean-up failed'));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
