import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Locker, type Upload } from '@tus/server';
import { UPLOAD_KINDS } from '@portal/shared/uploads/files';
import { FILE_URL_HEADER, TUS_ENDPOINT } from '@portal/shared/uploads/upload-protocol';
import { tusErrorResponse } from './tus-errors.ts';
import type { UploadStorage } from '../modules/files/storage/upload-storage.ts';

export interface TusHooks {
  /** Binds a new upload (its id is the storage key) to its owner and application. */
  onCreate: (request: Request, upload: Upload) => Promise<void>;
  /** Verifies and links a finished upload; returns extra response headers. */
  onFinish: (request: Request, upload: Upload) => Promise<{ headers: Record<string, string> }>;
}

/** The largest any kind accepts; each kind's own limit is checked at creation. */
const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));

export const createTusServer = (options: {
  storage: UploadStorage;
  locker: Locker;
  baseUrl: string;
  hooks: TusHooks;
  log: FastifyBaseLogger;
}): Server =>
  new Server({
    path: TUS_ENDPOINT,
    datastore: options.storage.datastore,
    // Requests to one upload run one at a time, across instances too (create-upload-locker.ts).
    locker: options.locker,
    maxSize: MAX_UPLOAD_BYTES,
    // Upload URLs are relative, so a forged Host header cannot redirect a client's chunks elsewhere.
    relativeLocation: true,
    // tus answers CORS with '*' unless told otherwise: only our own origin.
    allowedOrigins: [new URL(options.baseUrl).origin],
    exposedHeaders: [FILE_URL_HEADER],
    // A random id, never the file's name: it is the storage key (a path or an object key).
    namingFunction: () => randomUUID(),
    // A finished upload is removed through DELETE /files/:id, which also unlinks it from the application.
    disableTerminationForFinishedUploads: true,
    onUploadCreate: async (request, upload) => {
      await options.hooks.onCreate(request, upload);
      return {};
    },
    onUploadFinish: (request, upload) => options.hooks.onFinish(request, upload),
    onResponseError: (_request, error) => tusErrorResponse(error, options.log),
  });
