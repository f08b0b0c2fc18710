import { Upload, type DetailedError, type HttpResponse } from 'tus-js-client';
import { FILE_URL_HEADER, RETRYABLE_UPLOAD_ERROR_CODES, TUS_CHUNK_BYTES, TUS_ENDPOINT, TUS_RETRY_DELAYS_MS } from '@portal/shared/upload-protocol';

/**
 * A resumable upload over tus 1.0 (spec §7 Uploads, DESIGN.md): chunked, retried with backoff, remembered on the
 * device so that picking the same file again (after a reload or a closed tab) continues from the server's offset,
 * and parked while the browser is offline, continuing by itself when the connection returns.
 */
export type TusUploadStatus = 'uploading' | 'paused' | 'waiting-for-network';

/** Why an upload stopped: the server's own words when it gave any ({code, message} JSON body). */
export interface TusUploadFailure {
  status: number;
  code: string | null;
  message: string | null;
}

export interface TusUploadOptions {
  file: File;
  /** Upload-Metadata sent at creation. */
  metadata: Record<string, string>;
  /** Keeps remembered uploads apart per user and purpose (the same PDF may be a statement and a deck). */
  fingerprintScope: string;
  endpoint?: string;
  onStatus: (status: TusUploadStatus) => void;
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  /** `fileUrl` is the stored file's URL when the server sent it on the last response. */
  onSuccess: (result: { fileUrl: string | null }) => void;
  onError: (failure: TusUploadFailure) => void;
}

export interface TusUploadHandle {
  pause: () => void;
  resume: () => void;
  /** Stops and asks the server to discard what it has. */
  cancel: () => Promise<void>;
}

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

const responseOf = (error: Error | DetailedError): HttpResponse | null =>
  'originalResponse' in error ? (error.originalResponse ?? null) : null;

const readFailure = (error: Error | DetailedError): TusUploadFailure => {
  const response = responseOf(error);
  if (!response) return { status: 0, code: null, message: null };
  const status = response.getStatus();
  try {
    const body = JSON.parse(response.getBody()) as { code?: unknown; message?: unknown };
    return {
      status,
      code: typeof body.code === 'string' ? body.code : null,
      message: typeof body.message === 'string' ? body.message : null,
    };
  } catch {
    return { status, code: null, message: null };
  }
};

/** Retry what may work later: no answer, a server hiccup, or tus's own offset conflicts — never a refusal we explained. */
const shouldRetry = (error: DetailedError): boolean => {
  if (isOffline()) return false; // parked until the 'online' event instead of burning the retry budget
  const failure = readFailure(error);
  if (failure.status === 0 || failure.status >= 500 || failure.status === 423) return true;
  if (failure.code !== null) return RETRYABLE_UPLOAD_ERROR_CODES.includes(failure.code);
  return failure.status === 409;
};

export const startTusUpload = async (options: TusUploadOptions): Promise<TusUploadHandle> => {
  let stopped = false;
  let waitingForNetwork = false;

  const resumeWhenOnline = (): void => {
    window.removeEventListener('online', resumeWhenOnline);
    if (!waitingForNetwork || stopped) return;
    waitingForNetwork = false;
    options.onStatus('uploading');
    upload.start();
  };

  const upload = new Upload(options.file, {
    endpoint: options.endpoint ?? TUS_ENDPOINT,
    chunkSize: TUS_CHUNK_BYTES,
    retryDelays: TUS_RETRY_DELAYS_MS,
    metadata: options.metadata,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    fingerprint: async (file: File) =>
      ['portal-tus', options.fingerprintScope, file.name, file.type, file.size, file.lastModified].join(':'),
    onShouldRetry: (error) => shouldRetry(error),
    onProgress: (sent, total) => options.onProgress(sent, total),
    onSuccess: ({ lastResponse }) => {
      stopped = true;
      options.onSuccess({ fileUrl: lastResponse.getHeader(FILE_URL_HEADER) ?? null });
    },
    onError: (error) => {
      const failure = readFailure(error);
      if (failure.status === 0 && isOffline() && !stopped) {
        waitingForNetwork = true;
        options.onStatus('waiting-for-network');
        window.addEventListener('online', resumeWhenOnline);
        return;
      }
      stopped = true;
      options.onError(failure);
    },
  });

  const previous = await upload.findPreviousUploads();
  const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
  if (latest) upload.resumeFromPreviousUpload(latest);
  options.onStatus('uploading');
  upload.start();

  return {
    pause: () => {
      if (stopped) return;
      waitingForNetwork = false;
      window.removeEventListener('online', resumeWhenOnline);
      void upload.abort(false);
      options.onStatus('paused');
    },
    resume: () => {
      if (stopped) return;
      options.onStatus('uploading');
      upload.start();
    },
    cancel: async () => {
      stopped = true;
      waitingForNetwork = false;
      window.removeEventListener('online', resumeWhenOnline);
      // The server may already have dropped it; a failed clean-up is expired by the server later.
      await upload.abort(true).catch(() => undefined);
    },
  };
};
