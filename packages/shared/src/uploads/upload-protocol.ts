import type { ErrorCode } from '../error-codes.ts';

/** The upload contract between the browser (tus-js-client) and the server (@tus/server). */
export const TUS_ENDPOINT = '/files/uploads';
/** The largest tus chunk (fast links) and the server's S3 part size: big enough to keep throughput. */
export const TUS_CHUNK_BYTES = 6 * 1024 * 1024;
/** The smallest chunk (2G): the server confirms something every few seconds even at 50 KB/s. */
export const TUS_CHUNK_MIN_BYTES = 256 * 1024;
/** The largest chunk on a link the browser calls 3G, or with data saver on: progress still moves every few seconds. */
export const TUS_CHUNK_SLOW_MAX_BYTES = 1024 * 1024;
/** Before anything was measured and with no hint from the browser: a chunk a 3G link sends in seconds. */
export const TUS_CHUNK_START_BYTES = 1024 * 1024;
/** Chunks are sized so that one takes about this long at the link's speed: the bar moves this often. */
export const TUS_CHUNK_TARGET_MS = 4_000;
/** The largest chunk per navigator.connection.effectiveType that means a slow link. */
export const TUS_CHUNK_CAP_BY_EFFECTIVE_TYPE: Readonly<Record<string, number>> = {
  'slow-2g': TUS_CHUNK_MIN_BYTES,
  '2g': TUS_CHUNK_MIN_BYTES,
  '3g': TUS_CHUNK_SLOW_MAX_BYTES,
};

/** What the browser knows of its link: bytes per second measured on the last chunks, and navigator.connection's hints. */
export interface LinkEstimate {
  measuredBytesPerSecond?: number | null;
  effectiveType?: string | null;
  /** navigator.connection.downlink, in megabits per second. */
  downlinkMbps?: number | null;
  saveData?: boolean | null;
}

/**
 * The tus chunk size for a link: about TUS_CHUNK_TARGET_MS of its measured throughput (else the browser's downlink
 * hint), within TUS_CHUNK_MIN_BYTES..TUS_CHUNK_BYTES, at most TUS_CHUNK_CAP_BY_EFFECTIVE_TYPE on a link the browser
 * calls 2G or 3G and TUS_CHUNK_SLOW_MAX_BYTES with data saver on, TUS_CHUNK_START_BYTES when nothing is known; a whole number of 256 KB blocks.
 * Progress only moves when the server confirms a chunk, so smaller chunks on slow links keep it moving.
 */
export const tusChunkBytes = (link: LinkEstimate): number => {
  const measured = link.measuredBytesPerSecond != null && link.measuredBytesPerSecond > 0 ? link.measuredBytesPerSecond : null;
  const hinted = link.downlinkMbps != null && link.downlinkMbps > 0 ? (link.downlinkMbps * 1_000_000) / 8 : null;
  const bytesPerSecond = measured ?? hinted;
  const wanted = bytesPerSecond === null ? TUS_CHUNK_START_BYTES : (bytesPerSecond * TUS_CHUNK_TARGET_MS) / 1000;
  const byType =
    link.effectiveType == null ? TUS_CHUNK_BYTES : (TUS_CHUNK_CAP_BY_EFFECTIVE_TYPE[link.effectiveType] ?? TUS_CHUNK_BYTES);
  const cap = Math.min(byType, link.saveData === true ? TUS_CHUNK_SLOW_MAX_BYTES : TUS_CHUNK_BYTES);
  const bounded = Math.min(Math.max(wanted, TUS_CHUNK_MIN_BYTES), cap);
  return Math.max(TUS_CHUNK_MIN_BYTES, Math.floor(bounded / TUS_CHUNK_MIN_BYTES) * TUS_CHUNK_MIN_BYTES);
};
/** tus-js-client retry delays (ms) after a failed request. */
export const TUS_RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];
/**
 * Upload-Metadata keys the server reads. `replaces`: the id of the stored file of that kind the founder agreed to
 * replace; without it, an upload over a co-founder's file is refused (UPLOAD_REPLACES_UNSEEN_FILE, docs/co-founders.md).
 */
export const UPLOAD_METADATA_KEYS = { kind: 'kind', filename: 'filename', filetype: 'filetype', replaces: 'replaces' } as const;
/** Response header on the final PATCH: the portal URL of the stored file. */
export const FILE_URL_HEADER = 'x-file-url';
/** Where a stored file is served: GET (Range), GET …/presignedurl, DELETE. */
export const fileUrl = (fileId: string): string => `/files/${fileId}`;
/** The file id in a stored file's URL (fileUrl's inverse); null for anything else. */
export const fileIdOfUrl = (url: string | null | undefined): string | null => {
  const match = /^\/files\/([^/?#]+)$/.exec(url ?? '');
  return match?.[1] ?? null;
};
/** Presigned file links (GET /files/:id/presignedurl) stay valid this long. */
export const FILE_LINK_TTL_MS = 5 * 60 * 1000;
/** Upload errors a client may retry after a HEAD: the server explained nothing the user must fix. */
export const RETRYABLE_UPLOAD_ERROR_CODES: readonly string[] = ['UPLOAD_OFFSET_CONFLICT', 'UPLOAD_BUSY'] satisfies ErrorCode[];
