/** The upload contract between the browser (tus-js-client) and the server (@tus/server). */
export const TUS_ENDPOINT = '/files/uploads';
/** Chunks sized for mobile links: big enough to keep throughput, small enough to re-send cheaply. */
export const TUS_CHUNK_BYTES = 6 * 1024 * 1024;
/** tus-js-client retry delays (ms) after a failed request. */
export const TUS_RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];
/** Upload-Metadata keys the server reads. */
export const UPLOAD_METADATA_KEYS = { kind: 'kind', filename: 'filename', filetype: 'filetype' } as const;
/** Response header on the final PATCH: the portal URL of the stored file. */
export const FILE_URL_HEADER = 'x-file-url';
/** Where a stored file is served: GET (Range), GET …/presignedurl, DELETE. */
export const fileUrl = (fileId: string): string => `/files/${fileId}`;
/** Presigned file links (GET /files/:id/presignedurl) stay valid this long. */
export const FILE_LINK_TTL_MS = 5 * 60 * 1000;
/** Codes in the {code, message} bodies of the upload and file endpoints. */
export const FILE_ERROR_CODES = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  UPLOAD_KIND_INVALID: 'UPLOAD_KIND_INVALID',
  UPLOAD_METADATA_INVALID: 'UPLOAD_METADATA_INVALID',
  UPLOAD_LENGTH_REQUIRED: 'UPLOAD_LENGTH_REQUIRED',
  UPLOAD_CONCAT_UNSUPPORTED: 'UPLOAD_CONCAT_UNSUPPORTED',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  INVALID_FILE_TYPE: 'INVALID_FILE_TYPE',
  COMPLETE_PERSONAL_FIRST: 'COMPLETE_PERSONAL_FIRST',
  APPLICATION_LOCKED: 'APPLICATION_LOCKED',
  FILE_INVALID_ID: 'FILE_INVALID_ID',
  FILE_NOT_FOUND: 'FILE_NOT_FOUND',
  FILE_LINK_INVALID: 'FILE_LINK_INVALID',
  FILE_LINK_EXPIRED: 'FILE_LINK_EXPIRED',
  RANGE_NOT_SATISFIABLE: 'RANGE_NOT_SATISFIABLE',
  /** The founder has MAX_UNFINISHED_UPLOADS uploads in progress (429). */
  TOO_MANY_UNFINISHED_UPLOADS: 'TOO_MANY_UNFINISHED_UPLOADS',
  /** tus: the client's Upload-Offset differs from the server's (HEAD, then continue: worth a retry). */
  UPLOAD_OFFSET_CONFLICT: 'UPLOAD_OFFSET_CONFLICT',
  /** 423: another request (on any instance) holds the upload and did not let go in time (worth a retry). */
  UPLOAD_BUSY: 'UPLOAD_BUSY',
} as const;
/** Upload errors a client may retry after a HEAD: the server explained nothing the user must fix. */
export const RETRYABLE_UPLOAD_ERROR_CODES: readonly string[] = [FILE_ERROR_CODES.UPLOAD_OFFSET_CONFLICT, FILE_ERROR_CODES.UPLOAD_BUSY];
