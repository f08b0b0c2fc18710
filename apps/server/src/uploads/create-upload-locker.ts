import type { FastifyInstance } from 'fastify';
import { MemoryLocker, type Locker } from '@tus/server';
import { PostgresUploadLocker } from './postgres-upload-locker.ts';

/**
 * How long a request waits for an upload that another request holds. The holder is asked to let go and stops
 * within @tus/server's lockDrainTimeout (3 s) plus the time to store what it has; after this the answer is 423.
 */
const LOCK_ACQUIRE_TIMEOUT_MS = 15_000;

/**
 * The tus locker: in PostgreSQL when the instances share one (postgres-upload-locker.ts); on SQLite, which one
 * process writes, tus's in-process locker.
 */
export const createUploadLocker = (app: FastifyInstance): Locker => {
  const { databaseUrl } = app.config;
  if (app.database.dialect !== 'postgres' || !databaseUrl)
    return new MemoryLocker({ acquireLockTimeout: LOCK_ACQUIRE_TIMEOUT_MS });
  const locker = new PostgresUploadLocker({
    connectionString: databaseUrl,
    acquireTimeoutMs: LOCK_ACQUIRE_TIMEOUT_MS,
    log: app.log,
  });
  app.addHook('onClose', async () => locker.close());
  return locker;
};
