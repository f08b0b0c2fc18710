import {
  Upload,
  defaultOptions,
  type DetailedError,
  type HttpRequest,
  type HttpResponse,
  type PreviousUpload,
  type UrlStorage,
} from 'tus-js-client';
import { serverReachability } from './reachability.ts';
import {
  FILE_URL_HEADER,
  RETRYABLE_UPLOAD_ERROR_CODES,
  TUS_ENDPOINT,
  TUS_RETRY_DELAYS_MS,
  tusChunkBytes,
} from '@portal/shared/uploads/upload-protocol';

/**
 * A resumable upload over tus 1.0: chunked, retried with backoff, remembered on the
 * device so that picking the same file again (after a reload or a closed tab) continues from the server's offset,
 * and parked while the browser is offline, continuing by itself when the connection returns.
 */
export type TusUploadStatus = 'uploading' | 'paused' | 'waiting-for-network';

/** Why an upload stopped: the server's own words when it gave any ({code, message} JSON body). */
export interface TusUploadFailure {
  status: number;
  code: string | null;
  message: string | null;
  /** What the code's text depends on (`{ max }` unfinished uploads). */
  params?: Readonly<Record<string, string | number | undefined>>;
}

export interface TusUploadOptions {
  file: File;
  /** Upload-Metadata sent at creation. */
  metadata: Record<string, string>;
  /** Keeps remembered uploads apart per user and purpose (the same PDF may be a statement and a deck). */
  fingerprintScope: string;
  endpoint?: string;
  /** Aborted before the upload began (Cancel pressed while it was starting): nothing is sent. */
  signal?: AbortSignal;
  onStatus: (status: TusUploadStatus) => void;
  /** Bytes the server has confirmed (its Upload-Offset), never bytes merely handed to the browser. */
  onProgress: (bytesConfirmed: number, bytesTotal: number) => void;
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

/** No network, or our server did not answer the last request (lib/reachability.ts). */
const isOffline = (): boolean =>
  (typeof navigator !== 'undefined' && navigator.onLine === false) || !serverReachability.isReachable();

const responseOf = (error: Error | DetailedError): HttpResponse | null =>
  'originalResponse' in error ? (error.originalResponse ?? null) : null;

const readFailure = (error: Error | DetailedError): TusUploadFailure => {
  const response = responseOf(error);
  if (!response) return { status: 0, code: null, message: null };
  const status = response.getStatus();
  try {
    const body = JSON.parse(response.getBody()) as { code?: unknown; message?: unknown; params?: unknown };
    return {
      status,
      code: typeof body.code === 'string' ? body.code : null,
      message: typeof body.message === 'string' ? body.message : null,
      ...(body.params !== null && typeof body.params === 'object' ? { params: body.params as TusUploadFailure['params'] } : {}),
    };
  } catch {
    return { status, code: null, message: null };
  }
};

/** Retry what may work later: no answer, a server hiccup, or tus's own offset conflicts — never a refusal we explained. */
const shouldRetry = (error: DetailedError): boolean => {
  if (!responseOf(error)) serverReachability.markUnreachable();
  if (isOffline()) return false; // parked until the 'online' event instead of burning the retry budget
  const failure = readFailure(error);
  if (failure.status === 0 || failure.status >= 500 || failure.status === 423) return true;
  if (failure.code !== null) return RETRYABLE_UPLOAD_ERROR_CODES.includes(failure.code);
  return failure.status === 409;
};

interface NetworkInformationLike {
  effectiveType?: string;
  downlink?: number;
  saveData?: boolean;
}

/** Bytes per second the server confirmed on recent chunks (this page), smoothed; null before the first. */
let measuredBytesPerSecond: number | null = null;
const MEASURE_WEIGHT = 0.5;
const recordThroughput = (bytes: number, ms: number): void => {
  if (bytes <= 0 || ms <= 0) return;
  const sample = (bytes * 1000) / ms;
  measuredBytesPerSecond =
    measuredBytesPerSecond === null ? sample : MEASURE_WEIGHT * sample + (1 - MEASURE_WEIGHT) * measuredBytesPerSecond;
};

/** The next chunk's size for this link (packages/shared/src/uploads/upload-protocol.ts, tusChunkBytes). */
const chunkSizeNow = (): number => {
  const connection =
    typeof navigator === 'undefined' ? undefined : (navigator as { connection?: NetworkInformationLike }).connection;
  return tusChunkBytes({
    measuredBytesPerSecond,
    effectiveType: connection?.effectiveType,
    downlinkMbps: connection?.downlink,
    saveData: connection?.saveData,
  });
};

const FINGERPRINT_PREFIX = 'portal-tus';
const TUS_VERSION = '1.0.0';
const fingerprintOf = (scope: string, file: File): string =>
  [FINGERPRINT_PREFIX, scope, file.name, file.type, file.size, file.lastModified].join(':');
/**
 * tus-js-client's record of each started upload (localStorage), made safe where the phone keeps nothing (its storage
 * full or turned off): there tus-js-client's own throws from addUpload, which fails every upload after its creation,
 * and the stand-in it takes when localStorage is unusable at load has no findAllUploads. The upload goes on, and only
 * its resume after a reload is lost. '' as a key: tus-js-client neither stores it again nor removes it.
 */
const tusStorage: Partial<UrlStorage> = defaultOptions.urlStorage;
const orElse = async <T>(run: () => Promise<T> | undefined, otherwise: T): Promise<T> => {
  try {
    return (await run()) ?? otherwise;
  } catch {
    return otherwise;
  }
};
const startedUploads: UrlStorage = {
  findAllUploads: () => orElse(() => tusStorage.findAllUploads?.(), []),
  findUploadsByFingerprint: (fingerprint) => orElse(() => tusStorage.findUploadsByFingerprint?.(fingerprint), []),
  removeUpload: (key) => orElse(() => tusStorage.removeUpload?.(key), undefined),
  addUpload: (fingerprint, upload) => orElse(() => tusStorage.addUpload?.(fingerprint, upload), ''),
};

/** tus-js-client keeps each started upload in localStorage under `tus::<fingerprint>::<id>`. */
const storedKeyPrefix = (scope: string): string => `tus::${FINGERPRINT_PREFIX}:${scope}:`;

const storedUploadsOf = async (scope: string): Promise<PreviousUpload[]> => {
  const all = await startedUploads.findAllUploads();
  return all.filter((upload) => upload.urlStorageKey.startsWith(storedKeyPrefix(scope)));
};

/** An upload started on this device and not finished: its file's name and size, and what the server holds. */
export interface UnfinishedUpload {
  fileName: string;
  bytesTotal: number;
  /** The server's offset (HEAD); null when the server could not be asked (offline). */
  bytesConfirmed: number | null;
}

/**
 * The latest unfinished upload for this scope (after a reload or a browser restart), with the server's real
 * offset. Uploads the server no longer has (expired, cancelled) are forgotten.
 */
export const findUnfinishedUpload = async (scope: string): Promise<UnfinishedUpload | null> => {
  const stored = (await storedUploadsOf(scope)).sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
  const uploadUrl = stored?.uploadUrl ? new URL(stored.uploadUrl, window.location.origin) : null;
  if (!stored || !uploadUrl || uploadUrl.origin !== window.location.origin) return null;
  const fileName = stored.metadata.filename ?? '';
  const bytesTotal = typeof stored.size === 'number' ? stored.size : 0;
  let response: Response;
  try {
    response = await fetch(uploadUrl, {
      method: 'HEAD',
      credentials: 'same-origin',
      headers: { 'Tus-Resumable': TUS_VERSION },
    });
  } catch {
    return { fileName, bytesTotal, bytesConfirmed: null };
  }
  const offset = Number.parseInt(response.headers.get('Upload-Offset') ?? '', 10);
  if (!response.ok || Number.isNaN(offset)) {
    if (response.status >= 400 && response.status < 500) await startedUploads.removeUpload(stored.urlStorageKey);
    return null;
  }
  return { fileName, bytesTotal, bytesConfirmed: offset };
};

export const startTusUpload = async (options: TusUploadOptions): Promise<TusUploadHandle> => {
  let stopped = false;
  let waitingForNetwork = false;

  let stopWatchingServer: () => void = () => undefined;
  let patchStartedAt: number | null = null;
  /** The server's offset before the chunk being sent. */
  let lastOffset: number | null = null;
  const resumeWhenOnline = (): void => {
    if (isOffline()) return;
    window.removeEventListener('online', resumeWhenOnline);
    stopWatchingServer();
    if (!waitingForNetwork || stopped) return;
    waitingForNetwork = false;
    options.onStatus('uploading');
    upload.start();
  };

  const upload = new Upload(options.file, {
    endpoint: options.endpoint ?? TUS_ENDPOINT,
    urlStorage: startedUploads,
    chunkSize: chunkSizeNow(),
    retryDelays: TUS_RETRY_DELAYS_MS,
    metadata: options.metadata,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    fingerprint: async (file: File) => fingerprintOf(options.fingerprintScope, file),
    onShouldRetry: (error) => shouldRetry(error),
    // Progress is what the server says it holds: the offset on each HEAD and PATCH answer.
    // Each chunk is sized by the link's speed measured on the chunks before it, so the bar moves every few
    // seconds on 2G and a fast link still sends big chunks.
    onBeforeRequest: (request: HttpRequest) => {
      if (request.getMethod() === 'PATCH') patchStartedAt = Date.now();
    },
    onAfterResponse: (request: HttpRequest, response: HttpResponse) => {
      serverReachability.markReachable();
      const offset = Number.parseInt(response.getHeader('Upload-Offset') ?? '', 10);
      if (Number.isNaN(offset)) return;
      if (request.getMethod() === 'PATCH' && patchStartedAt !== null && lastOffset !== null) {
        recordThroughput(offset - lastOffset, Date.now() - patchStartedAt);
        upload.options.chunkSize = chunkSizeNow();
      }
      patchStartedAt = null;
      lastOffset = offset;
      options.onProgress(offset, options.file.size);
    },
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
        stopWatchingServer = serverReachability.subscribe(resumeWhenOnline);
        return;
      }
      stopped = true;
      options.onError(failure);
    },
  });

  const previous = await upload.findPreviousUploads();
  const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
  if (latest) upload.resumeFromPreviousUpload(latest);
  else if (!options.signal?.aborted) {
    // Another file replaces an unfinished one: stop offering to continue the old one (the server expires it).
    for (const stale of await storedUploadsOf(options.fingerprintScope)) await startedUploads.removeUpload(stale.urlStorageKey);
  }
  // Cancelled while starting: nothing is sent (the handle's cancel still discards a continued upload, as Cancel does).
  if (options.signal?.aborted) stopped = true;
  else {
    options.onStatus('uploading');
    upload.start();
  }

  return {
    pause: () => {
      if (stopped) return;
      waitingForNetwork = false;
      window.removeEventListener('online', resumeWhenOnline);
      stopWatchingServer();
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
      stopWatchingServer();
      // The server may already have dropped it; a failed clean-up is expired by the server later.
      await upload.abort(true).catch(() => undefined);
    },
  };
};
