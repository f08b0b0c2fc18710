import type { FastifyInstance } from 'fastify';
import { EVENTS } from '@tus/server';
import { createUploadStorage } from '../modules/files/storage/create-upload-storage.ts';
import type { UploadStorage } from '../modules/files/storage/upload-storage.ts';
import { finishUpload } from './finish-upload.ts';
import { trackUploadHashes } from './running-sha256.ts';
import { createTusServer } from './tus-server.ts';
import { createUploadLocker } from './create-upload-locker.ts';
import { createUploadWriteCount } from './upload-write-count.ts';
import { tusPlugin } from './tus-plugin.ts';
import { uploadContextOf } from './upload-request-context.ts';
import { admitUpload, settleCreation } from './upload-admission.ts';
import { cleanUpExpiredUploads, scheduleUploadCleanup } from './upload-expiry.ts';
import { refuseChunkOverUnseenFile } from './unseen-file-guard.ts';

export interface Uploads {
  storage: UploadStorage;
  /** Removes abandoned uploads now (it also runs on start and hourly). */
  cleanUpExpired: () => Promise<{ removed: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

/** Resumable uploads (tus) at TUS_ENDPOINT, their storage, and the clean-up of abandoned ones. */
export const registerUploads = async (app: FastifyInstance): Promise<Uploads> => {
  const { db } = app.database;
  const { storage, hashes } = trackUploadHashes(
    createUploadStorage(app.config, app.log),
    createUploadWriteCount(app.database.unsyncedDb),
  );
  /** A cancelled or replaced upload's hash state is dropped in the background; a failure only leaves a stale row. */
  const forgetHash = (id: string): void => {
    hashes
      .forget(id)
      .catch((error: unknown) => app.log.error({ err: error, uploadId: id }, 'could not forget an upload that ended'));
  };
  const tus = createTusServer({
    storage,
    locker: createUploadLocker(app),
    baseUrl: app.config.baseUrl,
    log: app.log,
    hooks: {
      onCreate: async (request, upload) => {
        const context = uploadContextOf(request);
        const { user, creation } = context;
        if (!creation) throw new Error('tus creation without a checked creation request');
        const { dialect } = app.database;
        const admission = {
          db,
          dialect,
          storage,
          maxUnfinished: app.config.maxUnfinishedUploads,
          log: app.log,
          onReplaced: forgetHash,
        };
        await admitUpload(admission, { id: upload.id, user, creation });
        context.admittedId = upload.id;
      },
      onFinish: (_request, upload) =>
        finishUpload({ db, storage, hashes, log: app.log, videoFactsTimeLimitMs: app.config.videoFactsTimeLimitMs }, upload),
    },
  });
  tus.on(EVENTS.POST_TERMINATE, (_request, _response, id) => forgetHash(id));
  const uploads: Uploads = {
    storage,
    cleanUpExpired: () => cleanUpExpiredUploads({ db, storage, expiryMs: app.config.uploadExpiryMs }),
  };
  app.decorate('uploads', uploads);
  scheduleUploadCleanup(app, uploads.cleanUpExpired);
  await app.register(tusPlugin, {
    tus,
    settleCreation: (id: string) => settleCreation({ db, storage, log: app.log }, id),
    checkChunk: (file) => refuseChunkOverUnseenFile({ db, storage, log: app.log, onDiscarded: forgetHash }, file),
  });
  return uploads;
};
