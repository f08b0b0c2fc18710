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
