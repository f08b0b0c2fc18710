import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { Upload } from '@tus/server';
import type { Database } from '../../src/db/types.ts';
import { up as createUploadWritesTable } from '../../src/db/migrations/004-upload-writes.ts';
import { trackUploadHashes } from '../../src/uploads/running-sha256.ts';
import { sha256OfStored } from '../../src/uploads/stored-content.ts';
import { createFileUploadStorage } from '../../src/modules/files/storage/file-upload-storage.ts';
import { createUploadWriteCount } from '../../src/uploads/upload-write-count.ts';
import { fillerBytes } from '../support/fixtures/test-media.ts';

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');
const ID = '0f0f0f0f-0000-4000-8000-000000000001';

/** A chunk body that delivers `deliver` bytes in small pieces, then goes quiet and fails, as a dropped connection does. */
const droppingSource = (bytes: Buffer, deliver: number): Readable => {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= deliver) {
        setTimeout(() => this.destroy(new Error('connection lost')), 50);
        return;
      }
      const piece = bytes.subarray(sent, Math.min(deliver, sent + 16 * 1024));
      sent += piece.length;
      this.push(piece);
    },
  });
};

/** A chunk body that arrives in `pieces` parts, `gapMs` apart, after waiting `waitMs`. */
const slowSource = (bytes: Buffer, options: { waitMs: number; pieces: number; gapMs: number }): Readable =>
  Readable.from(
    (async function* () {
      await sleep(options.waitMs);
      const size = Math.ceil(bytes.length / options.pieces);
      for (let from = 0; from < bytes.length; from += size) {
        yield bytes.subarray(from, from + size);
        await sleep(options.gapMs);
      }
    })(),
  );

describe('the sha256 kept while an upload arrives (real FileStore, write counts in a real SQLite database)', () => {
  const cleanUps: (() => Promise<void>)[] = [];
  /** One storage directory and one database; each call of `instance` is another process using them. */
  const setUp = async (size: number) => {
    const directory = mkdtempSync(path.join(tmpdir(), 'portal-hash-'));
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
    await createUploadWritesTable(db as Kysely<unknown>, 'sqlite');
    cleanUps.push(async () => {
      await db.destroy();
      rmSync(directory, { recursive: true, force: true });
    });
    const instance = () => trackUploadHashes(createFileUploadStorage({ directory, expirationMs: 0 }), createUploadWriteCount(db));
    const tracked = instance();
    await tracked.storage.datastore.create(new Upload({ id: ID, size, offset: 0 }));
    return { ...tracked, instance };
  };
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0)) await cleanUp();
  });

  it('equals the sha256 of the whole file when every chunk arrives in order', async () => {
    const data = fillerBytes(300_000);
    const { storage, hashes } = await setUp(data.length);
    let offset = 0;
    for (const end of [100_000, 250_000, 300_000]) {
      offset = await storage.datastore.write(Readable.from([data.subarray(offset, end)]), ID, offset);
    }
    expect(await hashes.take(ID, data.length)).toBe(sha256(data));
  });

  it('catches up after a chunk is cut off mid-way, and the result still equals the sha256 of the file', async () => {
    const data = fillerBytes(400_000, 3);
    const { storage, hashes } = await setUp(data.length);
    const first = await storage.datastore.write(Readable.from([data.subarray(0, 100_000)]), ID, 0);
    await expect(storage.datastore.write(droppingSource(data.subarray(100_000), 150_000), ID, first)).rejects.toBeDefined();
    const kept = (await storage.datastore.getUpload(ID)).offset;
    expect(kept).toBeGreaterThan(first);
    await storage.datastore.write(Readable.from([data.subarray(kept)]), ID, kept);
    expect(await hashes.take(ID, data.length)).toBe(sha256(data));
  });

  it('gives up (so the caller hashes the stored bytes) when a chunk arrives at an offset it did not see', async () => {
    const data = fillerBytes(200_000, 5);
    const { storage, hashes } = await setUp(data.length);
    await storage.datastore.write(Readable.from([data.subarray(0, 50_000)]), ID, 0);
    await hashes.forget(ID); // as after a restart: this process knows nothing of the bytes so far
    await storage.datastore.write(Readable.from([data.subarray(50_000)]), ID, 50_000);
    expect(await hashes.take(ID, data.length)).toBeUndefined();
  });

  it('gives up when the upload was resumed on another instance in between', async () => {
    const data = fillerBytes(300_000, 9);
    const { storage, hashes, instance } = await setUp(data.length);
    const other = instance();
    await storage.datastore.write(Readable.from([data.subarray(0, 100_000)]), ID, 0);
    await other.storage.datastore.write(Readable.from([data.subarray(100_000, 200_000)]), ID, 100_000);
    await storage.datastore.write(Readable.from([data.subarray(200_000)]), ID, 200_000);
    expect(await hashes.take(ID, data.length)).toBeUndefined();
  });

  it('never yields a sha256 other than that of the stored bytes when another instance writes the same bytes at once', async () => {
    const size = 300_000;
    const mine = fillerBytes(size, 11);
    const theirs = fillerBytes(size, 12);
    const { storage, hashes, instance } = await setUp(size);
    const other = instance();
    // Both writes start at offset 0; the other instance's pieces land last, so the file holds its bytes there.
    await Promise.all([
      storage.datastore.write(slowSource(mine.subarray(0, 200_000), { waitMs: 0, pieces: 4, gapMs: 10 }), ID, 0),
      other.storage.datastore.write(slowSource(theirs.subarray(0, 200_000), { waitMs: 80, pieces: 4, gapMs: 10 }), ID, 0),
    ]);
    await storage.datastore.write(Readable.from([mine.subarray(200_000)]), ID, 200_000);
    const recorded = (await hashes.take(ID, size)) ?? (await sha256OfStored(storage, ID));
    expect(recorded).toBe(await sha256OfStored(storage, ID));
  });
});
