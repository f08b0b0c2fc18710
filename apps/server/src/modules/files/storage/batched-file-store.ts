import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/server';

/**
 * How many bytes of a chunk may wait for the disk. FileStore's write stream keeps Node's default 64 KiB, so a
 * 6 MiB chunk went to the disk in ~100 writes one after another, each a round trip to the thread pool while the
 * socket was paused; with room for a whole batch, the socket keeps being read while one write runs, and the bytes
 * that arrived meanwhile go in the next single writev.
 */
export const WRITE_BATCH_BYTES = 4 * 1024 * 1024;

/** @tus/file-store's FileStore, writing in large batches; everything else (and every answer) is the library's. */
export class BatchedFileStore extends FileStore {
  readonly #pathOf: (id: string) => string;

  constructor(options: ConstructorParameters<typeof FileStore>[0], pathOf: (id: string) => string) {
    super(options);
    this.#pathOf = pathOf;
  }

  override async write(readable: IncomingMessage | Readable, id: string, offset: number): Promise<number> {
    const file = createWriteStream(this.#pathOf(id), { flags: 'r+', start: offset, highWaterMark: WRITE_BATCH_BYTES });
    let received = 0;
    const count = new Transform({
      highWaterMark: WRITE_BATCH_BYTES,
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(readable, count, file);
    } catch {
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + received;
  }
}
