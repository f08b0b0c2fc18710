import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';

/** An inclusive byte range, as HTTP Range counts: bytes start..end. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where uploaded bytes live: the tus data store plus what the files API needs to serve and delete them. */
export interface UploadStorage {
  /** The store @tus/server writes chunks into. */
  readonly datastore: DataStore;
  /** Streams a stored file, whole or one byte range. Rejects with StoredFileMissingError when it is not there. */
  read: (key: string, range?: ByteRange) => Promise<Readable>;
  /** Removes a file's bytes and the store's bookkeeping for it; a file already gone is not an error. */
  remove: (key: string) => Promise<void>;
  /** Stores a second copy of a finished file's bytes under a new key (each copy is removed on its own). */
  copy: (fromKey: string, toKey: string) => Promise<void>;
  /** Lets the store drop incomplete uploads it tracks itself and that have expired. */
  sweepExpiredIncomplete: () => Promise<void>;
}

export class StoredFileMissingError extends Error {
  constructor(key: string) {
    super(`stored file ${key} is missing`);
  }
}

/** Storage keys are ids we generate (UUIDs); anything else never reaches a path or an object key. */
const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isStorageKey = (key: string): boolean => STORAGE_KEY.test(key);
export const assertStorageKey = (key: string): string => {
  if (!isStorageKey(key)) throw new StoredFileMissingError(key);
  return key;
};
