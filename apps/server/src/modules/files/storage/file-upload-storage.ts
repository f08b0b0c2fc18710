import { createReadStream } from 'node:fs';
import { constants, copyFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { once } from 'node:events';
import { BatchedFileStore } from './batched-file-store.ts';
import { assertStorageKey, StoredFileMissingError, type ByteRange, type UploadStorage } from './upload-storage.ts';

/** Read-ahead per stream: fewer, larger reads when hashing a 1 GiB video; small enough for many viewers at once. */
const READ_CHUNK_BYTES = 256 * 1024;

const ignoreMissing = (error: unknown): void => {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
};

/** Uploads as plain files under `directory` (default `<DATA_DIR>/uploads`), tus bookkeeping in `<id>.json` beside them. */
export const createFileUploadStorage = (options: { directory: string; expirationMs: number }): UploadStorage => {
  const pathOf = (key: string): string => path.join(options.directory, assertStorageKey(key));
  const datastore = new BatchedFileStore(
    { directory: options.directory, expirationPeriodInMilliseconds: options.expirationMs },
    pathOf,
  );

  return {
    datastore,
    read: async (key: string, range?: ByteRange): Promise<Readable> => {
      const stream = createReadStream(pathOf(key), {
        highWaterMark: READ_CHUNK_BYTES,
        ...(range ? { start: range.start, end: range.end } : {}),
      });
      try {
        await once(stream, 'open');
      } catch (error) {
        stream.destroy();
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissingError(key);
        throw error;
      }
      return stream;
    },
    remove: async (key: string): Promise<void> => {
      await unlink(pathOf(key)).catch(ignoreMissing);
      await datastore.configstore.delete(key).catch(ignoreMissing);
    },
    copy: async (fromKey: string, toKey: string): Promise<void> => {
      await copyFile(pathOf(fromKey), pathOf(toKey), constants.COPYFILE_EXCL).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissingError(fromKey);
        throw error;
      });
    },
    // FileStore.deleteExpired() is not used: its bookkeeping keeps the offset of creation (0), so it would also
    // delete finished uploads once they are older than the expiry. Expired uploads are found in the files table.
    sweepExpiredIncomplete: async (): Promise<void> => {},
  };
};
