import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { fileTypeFromStream } from 'file-type';
import type { UploadStorage } from '../modules/files/storage/upload-storage.ts';

/** Lookahead file-type may ask for at once: magic numbers sit near the start; a hostile file gets no more. */
const SNIFF_MAX_BUFFER_BYTES = 1024 * 1024;

/** The media type the stored bytes really have (magic numbers), reading only as far as needed. */
export const sniffStoredType = async (storage: UploadStorage, key: string): Promise<string | undefined> => {
  const stream = await storage.read(key);
  try {
    const result = await fileTypeFromStream(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
      maxBufferSize: SNIFF_MAX_BUFFER_BYTES,
    });
    return result?.mime;
  } finally {
    stream.destroy();
  }
};

/** sha256 of the stored bytes, streamed: memory stays flat whatever the size. */
export const sha256OfStored = async (storage: UploadStorage, key: string): Promise<string> => {
  const hash = createHash('sha256');
  for await (const chunk of await storage.read(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};
