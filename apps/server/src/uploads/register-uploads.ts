import type { FastifyInstance } from 'fastify';
import { EVENTS } from '@tus/server';
import { createUploadStorage } from './storage/create-upload-storage.ts';
import type { UploadStorage } from './storage/upload-storage.ts';
import { finishUpload } from './finish-upload.ts';
import { trackUploadHashes } from './running-sha256.ts';
import { createTusServer } from './tus-server.ts';
import { tusPlugin } from './tus-plugin.ts';
import { uploadContextOf } from './upload-request-context.ts';
import { admitUpload, removeIfReplaced } from './upload-admission.ts';
import { cleanUpExpiredUploads, scheduleUploadCleanup } from './upload-expiry.ts';

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
  const { storage, hashes } = trackUploadHashes(createUploadStorage(app.config));
  const tus = createTusServer({
    storage,
    baseUrl: app.config.baseUrl,
    log: app.log,
    hooks: {
      onCreate: async (request, upload) => {
        const { user, creation } = uploadContextOf(request);
        if (!creation) throw new Error('tus creation without a checked creation request');
        const admission = { db, storage, maxUnfinished: app.config.maxUnfinishedUploads, log: app.log, onReplaced: (id: string) => hashes.forget(id) };
        await admitUpload(admission, { id: upload.id, user, creation });
      },
      onFinish: (_request, upload) => finishUpload({ db, storage, hashes, log: app.log }, upload),
    },
  });
  tus.on(EVENTS.POST_TERMINATE, (_request, _response, id) => hashes.forget(id));
  tus.on(EVENTS.POST_CREATE, (_request, upload) => void removeIfReplaced({ db, storage, log: app.log }, upload.id));
  const uploads: Uploads = {
    storage,
    cleanUpExpired: () => cleanUpExpiredUploads({ db, storage, expiryMs: app.config.uploadExpiryMs }),
  };
  app.decorate('uploads', uploads);
  scheduleUploadCleanup(app, uploads.cleanUpExpired);
  await app.register(tusPlugin, { tus });
  return uploads;
};
