import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Bytes bound for one S3 request, gathered in a temporary file: S3 wants a part's Content-Length up front, and a
 * PATCH's body arrives as a stream of unknown length. A file, not memory: hundreds of PATCHes may be in flight.
 */
export class PartSpool {
  size = 0;
  readonly path: string;
  private handle: FileHandle | undefined;

  private constructor(file: string, handle: FileHandle) {
    this.path = file;
    this.handle = handle;
  }

  static async open(): Promise<PartSpool> {
    const file = path.join(tmpdir(), `portal-s3-part-${randomBytes(12).toString('hex')}`);
    return new PartSpool(file, await open(file, 'wx', 0o600));
  }

  async append(bytes: Uint8Array): Promise<void> {
    if (!this.handle) throw new Error('part spool already closed');
    let written = 0;
    while (written < bytes.length) {
      written += (await this.handle.write(bytes, written, bytes.length - written)).bytesWritten;
    }
    this.size += bytes.length;
  }

  /** The bytes gathered so far; no more can be appended after this. */
  async reader(): Promise<ReadStream> {
    await this.handle?.close();
    this.handle = undefined;
    return createReadStream(this.path);
  }

  async discard(): Promise<void> {
    await this.handle?.close().catch(() => undefined);
    this.handle = undefined;
    await rm(this.path, { force: true });
  }
}
