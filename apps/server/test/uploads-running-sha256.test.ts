import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { Upload } from '@tus/server';
import { trackUploadHashes } from '../src/uploads/running-sha256.ts';
import { createFileUploadStorage } from '../src/uploads/storage/file-upload-storage.ts';
import { fillerBytes } from './fixtures/test-media.ts';

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

describe('the sha256 kept while an upload arrives (real FileStore)', () => {
  const dirs: string[] = [];
  const setUp = async (size: number) => {
    const directory = mkdtempSync(path.join(tmpdir(), 'portal-hash-'));
    dirs.push(directory);
    const tracked = trackUploadHashes(createFileUploadStorage({ directory, expirationMs: 0 }));
    await tracked.storage.datastore.create(new Upload({ id: ID, size, offset: 0 }));
    return tracked;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('equals the sha256 of the whole file when every chunk arrives in order', async () => {
    const data = fillerBytes(300_000);
    const { storage, hashes } = await setUp(data.length);
    let offset = 0;
    for (const end of [100_000, 250_000, 300_000]) {
      offset = await storage.datastore.write(Readable.from([data.subarray(offset, end)]), ID, offset);
    }
    expect(hashes.take(ID, data.length)).toBe(sha256(data));
  });

  it('catches up after a chunk is cut off mid-way, and the result still equals the sha256 of the file', async () => {
    const data = fillerBytes(400_000, 3);
    const { storage, hashes } = await setUp(data.length);
    const first = await storage.datastore.write(Readable.from([data.subarray(0, 100_000)]), ID, 0);
    await expect(storage.datastore.write(droppingSource(data.subarray(100_000), 150_000), ID, first)).rejects.toBeDefined();
    const kept = (await storage.datastore.getUpload(ID)).offset;
    expect(kept).toBeGreaterThan(first);
    await storage.datastore.write(Readable.from([data.subarray(kept)]), ID, kept);
    expect(hashes.take(ID, data.length)).toBe(sha256(data));
  });

  it('gives up (so the caller hashes the stored bytes) when a chunk arrives at an offset it did not see', async () => {
    const data = fillerBytes(200_000, 5);
    const { storage, hashes } = await setUp(data.length);
    await storage.datastore.write(Readable.from([data.subarray(0, 50_000)]), ID, 0);
    hashes.forget(ID); // as after a restart: this process knows nothing of the bytes so far
    await storage.datastore.write(Readable.from([data.subarray(50_000)]), ID, 50_000);
    expect(hashes.take(ID, data.length)).toBeUndefined();
  });
});
