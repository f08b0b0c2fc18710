import { createHash, type Hash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { UploadStorage } from '../modules/files/storage/upload-storage.ts';
import type { UploadWriteCount } from './upload-write-count.ts';

/** sha256 of uploads, kept up to date as their chunks are stored. */
export interface UploadHashes {
  /**
   * The sha256 of an upload's `size` bytes if every write to it, on any instance, was this process's, in order;
   * else undefined (the caller hashes the stored bytes). Ends the upload's tracking either way.
   */
  take: (id: string, size: number) => Promise<string | undefined>;
  forget: (id: string) => Promise<void>;
}

interface HashState {
  hash: Hash;
  /** Bytes hashed so far, equal to the bytes the store holds. */
  offset: number;
  /** The upload's write count after this process's last write to it. */
  writes: number;
}

/**
 * Hashes each chunk on its way into the store, so a finished 1 GiB upload is not read back to be hashed (that read
 * made the last PATCH take seconds). Every write, on any instance, is counted in the shared database first; a
 * running hash only carries on when the count shows that no other write came between this process's own, and
 * is only used when the same holds at the end. Any doubt — another instance writing (a resume there, or two at
 * once), an offset this process did not see, a restart — drops it, and the caller hashes the stored bytes.
 * After a dropped connection the hash catches up by reading back only what the store kept of the interrupted chunk.
 */
export const trackUploadHashes = (
  storage: UploadStorage,
  counts: UploadWriteCount,
): { storage: UploadStorage; hashes: UploadHashes } => {
  const states = new Map<string, HashState>();
  const store = storage.datastore;
  const write = store.write.bind(store);

  const catchUp = async (id: string, before: Hash, from: number, writes: number): Promise<void> => {
    try {
      const kept = (await store.getUpload(id)).offset;
      if (kept < from) throw new Error('the store lost bytes');
      if (kept > from) {
        for await (const part of await storage.read(id, { start: from, end: kept - 1 })) before.update(part as Buffer);
      }
      states.set(id, { hash: before, offset: kept, writes });
    } catch {
      states.delete(id); // the bytes cannot be read back here (e.g. an S3 part in progress): hash them at the end
    }
  };

  store.write = async (readable, id, offset) => {
    const writes = await counts.next(id);
    let state = states.get(id);
    if (offset === 0 && writes === 1) {
      state = { hash: createHash('sha256'), offset: 0, writes };
      states.set(id, state);
    } else if (!state || state.offset !== offset || state.writes !== writes - 1) {
      states.delete(id);
      return write(readable, id, offset);
    }
    const running = state;
    running.writes = writes;
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
      else await catchUp(id, before, offset, writes);
      return newOffset;
    } catch (error) {
      await catchUp(id, before, offset, writes);
      throw error;
    }
  };

  const hashes: UploadHashes = {
    take: async (id, size) => {
      const state = states.get(id);
      states.delete(id);
      // Unreadable count: no proof the running hash saw every write, so the stored bytes are hashed instead.
      const writes = await counts.end(id).catch(() => undefined);
      return state && state.offset === size && state.writes === writes ? state.hash.digest('hex') : undefined;
    },
    forget: async (id) => {
      states.delete(id);
      await counts.end(id);
    },
  };
  // Whatever removes an upload's bytes also ends its running hash and its write count.
  const remove = async (key: string): Promise<void> => {
    await storage.remove(key);
    await hashes.forget(key);
  };
  return { storage: { ...storage, remove }, hashes };
};
