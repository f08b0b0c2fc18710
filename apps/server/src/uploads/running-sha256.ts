import { createHash, type Hash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { UploadStorage } from './storage/upload-storage.ts';

/** sha256 of uploads, kept up to date as their chunks are stored. */
export interface UploadHashes {
  /** The sha256 of an upload's `size` bytes if every byte passed through this process in order; else undefined. */
  take: (id: string, size: number) => string | undefined;
  forget: (id: string) => void;
}

interface HashState {
  hash: Hash;
  /** Bytes hashed so far, equal to the bytes the store holds. */
  offset: number;
}

/**
 * Hashes each chunk on its way into the store, so a finished 1 GiB upload is not read back to be hashed (that read
 * made the last PATCH take seconds). Any doubt — an offset this process did not see, another instance writing,
 * a restart — drops the running hash, and the caller hashes the stored bytes instead. After a dropped connection
 * the hash catches up by reading back only what the store kept of the interrupted chunk.
 */
export const trackUploadHashes = (storage: UploadStorage): { storage: UploadStorage; hashes: UploadHashes } => {
  const states = new Map<string, HashState>();
  const store = storage.datastore;
  const write = store.write.bind(store);

  const catchUp = async (id: string, before: Hash, from: number): Promise<void> => {
    try {
      const kept = (await store.getUpload(id)).offset;
      if (kept < from) throw new Error('the store lost bytes');
      if (kept > from) {
        for await (const part of await storage.read(id, { start: from, end: kept - 1 })) before.update(part as Buffer);
      }
      states.set(id, { hash: before, offset: kept });
    } catch {
      states.delete(id); // the bytes cannot be read back here (e.g. an S3 part in progress): hash them at the end
    }
  };

  store.write = async (readable, id, offset) => {
    let state = states.get(id);
    if (!state && offset === 0) {
      state = { hash: createHash('sha256'), offset: 0 };
      states.set(id, state);
    }
    if (!state || state.offset !== offset) {
      states.delete(id);
      return write(readable, id, offset);
    }
    const running = state;
    const before = running.hash.copy();
    let seen = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        running.hash.update(chunk);
        seen += chunk.length;
        done(null, chunk);
      },
    });
    readable.once('error', (error) => tap.destroy(error));
    try {
      const newOffset = await write(readable.pipe(tap), id, offset);
      if (newOffset === offset + seen) running.offset = newOffset;
      else await catchUp(id, before, offset);
      return newOffset;
    } catch (error) {
      await catchUp(id, before, offset);
      throw error;
    }
  };

  const hashes: UploadHashes = {
    take: (id, size) => {
      const state = states.get(id);
      states.delete(id);
      return state && state.offset === size ? state.hash.digest('hex') : undefined;
    },
    forget: (id) => {
      states.delete(id);
    },
  };
  // Whatever removes an upload's bytes also drops its running hash.
  const remove = (key: string): Promise<void> => {
    hashes.forget(key);
    return storage.remove(key);
  };
  return { storage: { ...storage, remove }, hashes };
};
