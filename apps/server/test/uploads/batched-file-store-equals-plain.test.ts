import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { FileStore } from '@tus/file-store';
import { Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchedFileStore, WRITE_BATCH_BYTES } from '../../src/modules/files/storage/batched-file-store.ts';

/**
 * BatchedFileStore only changes how the bytes of a chunk reach the disk; @tus/file-store's FileStore is the plain
 * path. The same upload goes through both into two folders, and every answer and every stored byte must match.
 */

const UPLOAD_ID = 'pitch-deck';

/** Deterministic bytes that differ from one position to the next, so a byte written at the wrong offset shows. */
const uploadBytes = (size: number): Buffer => {
  const bytes = Buffer.alloc(size);
  let state = 2_463_534_242;
  for (let index = 0; index < size; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = state & 0xff;
  }
  return bytes;
};

const pieces = (bytes: Buffer, sizes: number[]): Buffer[] => {
  const result: Buffer[] = [];
  let at = 0;
  for (const size of sizes) {
    result.push(bytes.subarray(at, at + size));
    at += size;
  }
  if (at !== bytes.length) throw new Error(`pieces cover ${at} of ${bytes.length} bytes`);
  return result;
};

/** A PATCH body whose connection drops after these pieces, once they have reached the disk. */
const cutAfter = (delivered: Buffer[], file: string, storedSize: number): Readable =>
  Readable.from(
    (async function* () {
      yield* delivered;
      for (let waited = 0; statSync(file).size < storedSize && waited < 5_000; waited += 5) await sleep(5);
      throw new Error('connection reset by peer');
    })(),
  );

type Step = { name: string; offset: number; body: (file: string) => Readable };
type Outcome = { name: string; answer: number | { status_code: number; body: string }; storedOffset: number; sha256: string };

const runUpload = async (store: FileStore, file: string, size: number, steps: Step[]): Promise<Outcome[]> => {
  await store.create(new Upload({ id: UPLOAD_ID, size, offset: 0, creation_date: '2026-01-01T00:00:00.000Z' }));
  const outcomes: Outcome[] = [];
  for (const step of steps) {
    let answer: Outcome['answer'];
    try {
      answer = await store.write(step.body(file), UPLOAD_ID, step.offset);
    } catch (error) {
      const { status_code, body } = error as { status_code: number; body: string };
      answer = { status_code, body };
    }
    const storedOffset = (await store.getUpload(UPLOAD_ID)).offset;
    outcomes.push({
      name: step.name,
      answer,
      storedOffset,
      sha256: createHash('sha256').update(readFileSync(file)).digest('hex'),
    });
  }
  return outcomes;
};

describe('BatchedFileStore equals @tus/file-store’s FileStore', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'batched-file-store-equals-plain-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores the same bytes and reports the same offsets for chunks of odd sizes, a cut chunk, its resume and empty chunks', async () => {
    const large = WRITE_BATCH_BYTES + 65_536 * 3 + 3;
    const cutChunk = 300_001;
    const cutDelivered = 100_003;
    const sizes = { first: 1, second: 65_537, large, cutChunk, last: 7 };
    const total = Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0);
    const bytes = uploadBytes(total);

    let at = 0;
    const next = (length: number): { offset: number; chunk: Buffer } => {
      const chunk = bytes.subarray(at, at + length);
      const offset = at;
      at += length;
      return { offset, chunk };
    };
    const first = next(sizes.first);
    const second = next(sizes.second);
    const big = next(sizes.large);
    const cut = next(sizes.cutChunk);
    const last = next(sizes.last);
    const largePieces = [...Array.from({ length: Math.floor(large / 65_536) }, () => 65_536), large % 65_536];

    const steps: Step[] = [
      { name: 'one byte', offset: first.offset, body: () => Readable.from([first.chunk]) },
      { name: 'odd pieces', offset: second.offset, body: () => Readable.from(pieces(second.chunk, [1, 16_383, 49_153])) },
      { name: 'empty chunk', offset: big.offset, body: () => Readable.from([]) },
      { name: 'chunk larger than a batch', offset: big.offset, body: () => Readable.from(pieces(big.chunk, largePieces)) },
      {
        name: 'cut chunk',
        offset: cut.offset,
        body: (file) =>
          cutAfter(pieces(cut.chunk.subarray(0, cutDelivered), [3, 50_000, 50_000]), file, cut.offset + cutDelivered),
      },
      {
        name: 'resume after the cut',
        offset: cut.offset + cutDelivered,
        body: () => Readable.from(pieces(cut.chunk.subarray(cutDelivered), [99_999, 99_999])),
      },
      { name: 'empty chunk at the end', offset: last.offset, body: () => Readable.from([Buffer.alloc(0)]) },
      { name: 'last bytes', offset: last.offset, body: () => Readable.from([last.chunk]) },
    ];

    const batchedDir = path.join(root, 'batched');
    const plainDir = path.join(root, 'plain');
    const batched = new BatchedFileStore({ directory: batchedDir }, (id) => path.join(batchedDir, id));
    const plain = new FileStore({ directory: plainDir });
    const viaBatched = await runUpload(batched, path.join(batchedDir, UPLOAD_ID), total, steps);
    const viaPlain = await runUpload(plain, path.join(plainDir, UPLOAD_ID), total, steps);

    expect(viaBatched).toEqual(viaPlain);
    expect(readFileSync(path.join(batchedDir, UPLOAD_ID)).equals(bytes)).toBe(true);
    expect(readFileSync(path.join(plainDir, UPLOAD_ID)).equals(bytes)).toBe(true);

    // The plain path itself went where the steps say: a refused cut chunk, its resume, the whole file at the end.
    expect(viaPlain.map(({ name, answer, storedOffset }) => [name, answer, storedOffset])).toEqual([
      ['one byte', 1, 1],
      ['odd pieces', 1 + 65_537, 1 + 65_537],
      ['empty chunk', big.offset, big.offset],
      ['chunk larger than a batch', cut.offset, cut.offset],
      ['cut chunk', { status_code: 500, body: 'Something went wrong receiving the file\n' }, cut.offset + cutDelivered],
      ['resume after the cut', last.offset, last.offset],
      ['empty chunk at the end', last.offset, last.offset],
      ['last bytes', total, total],
    ]);
  });
});
