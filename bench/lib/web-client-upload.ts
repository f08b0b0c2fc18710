import { Upload, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { FILE_URL_HEADER, TUS_ENDPOINT, tusChunkBytes } from '@portal/shared/uploads/upload-protocol';

/** What one upload by the web app's client sent: its file URL and each PATCH's size in order. */
export interface WebClientUpload {
  fileUrl: string;
  chunkSizes: number[];
}

/**
 * One upload as the web app sends it (apps/web/src/lib/tus-upload.ts): tus-js-client (its Node build here, over
 * node:http), the first chunk TUS_CHUNK_START_BYTES, each next one `tusChunkBytes` of the throughput the server
 * confirmed on the chunks before it, smoothed the same way (half the new sample, half the old), set in
 * onAfterResponse as the web app sets it. No link hints: Node has no navigator.connection, as a desktop browser on a
 * wired link gives none worth a cap. The bytes are a Buffer (tus-js-client slices it without copying, as a browser
 * slices a File).
 */
export const uploadAsTheWebApp = (
  baseUrl: string,
  cookie: string,
  file: Buffer,
  metadata: Record<string, string>,
): Promise<WebClientUpload> =>
  new Promise((resolve, reject) => {
    let measured: number | null = null;
    let patchStartedAt: number | null = null;
    let lastOffset: number | null = null;
    const chunkSizes: number[] = [];
    const upload = new Upload(file, {
      endpoint: `${baseUrl}${TUS_ENDPOINT}`,
      chunkSize: tusChunkBytes({ measuredBytesPerSecond: null }),
      retryDelays: [],
      metadata,
      headers: { cookie },
      storeFingerprintForResuming: false,
      onBeforeRequest: (request: HttpRequest) => {
        if (request.getMethod() === 'PATCH') patchStartedAt = performance.now();
      },
      onAfterResponse: (request: HttpRequest, response: HttpResponse) => {
        const offset = Number.parseInt(response.getHeader('Upload-Offset') ?? '', 10);
        if (Number.isNaN(offset)) return;
        if (request.getMethod() === 'PATCH' && patchStartedAt !== null && lastOffset !== null) {
          chunkSizes.push(offset - lastOffset);
          const ms = performance.now() - patchStartedAt;
          if (offset > lastOffset && ms > 0) {
            const sample = ((offset - lastOffset) * 1000) / ms;
            measured = measured === null ? sample : 0.5 * sample + 0.5 * measured;
          }
          upload.options.chunkSize = tusChunkBytes({ measuredBytesPerSecond: measured });
        }
        patchStartedAt = null;
        lastOffset = offset;
      },
      onSuccess: ({ lastResponse }) => resolve({ fileUrl: lastResponse.getHeader(FILE_URL_HEADER) ?? '', chunkSizes }),
      onError: reject,
    });
    upload.start();
  });
